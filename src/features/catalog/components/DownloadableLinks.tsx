import { FormattedMessage, useIntl } from 'react-intl';
import Price from '../../../components/Price/Price';
import type { DownloadableView } from '../hooks/downloadableLinks';
import * as styles from './DownloadableLinks.module.css';

/**
 * A downloadable product's links and samples on its page: a checkbox per link with its price
 * when links are bought separately (with the link's sample to play), else the links that come
 * with the product; then the product's samples, audio to play in the browser's own player or a
 * document to open.
 */
export default function DownloadableLinks({ downloadable }: { downloadable: DownloadableView }) {
  const intl = useIntl();
  const { title, separately, links, samples } = downloadable;
  const heading = title || intl.formatMessage({ id: 'catalog.downloadable.links', defaultMessage: 'Links' });
  return (
    <div className={styles.root}>
      {separately ? (
        <fieldset className={styles.links} aria-describedby="downloadable-links-hint">
          <legend className={styles.legend}>{heading}</legend>
          <p id="downloadable-links-hint" className={styles.hint}>
            <FormattedMessage
              id="catalog.downloadable.chooseHint"
              defaultMessage="Choose at least one. Each is priced on its own."
            />
          </p>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.uid} className={styles.link}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    className={styles.checkbox}
                    checked={link.chosen}
                    onChange={() => downloadable.handleToggle(link.uid)}
                  />
                  <span className={styles.linkTitle}>{link.title}</span>
                  <Price
                    className={styles.price}
                    value={link.price.value}
                    currencyCode={link.price.currency}
                  />
                </label>
                {link.sampleUrl ? (
                  // An instrumental sample with no words to caption; its label names the track.
                  // eslint-disable-next-line jsx-a11y/media-has-caption
                  <audio
                    className={styles.player}
                    controls
                    preload="none"
                    src={link.sampleUrl}
                    aria-label={intl.formatMessage(
                      { id: 'catalog.downloadable.sampleOf', defaultMessage: 'Sample of {title}' },
                      { title: link.title },
                    )}
                  />
                ) : null}
              </li>
            ))}
          </ul>
          <p className={styles.total} role="status">
            {downloadable.price ? (
              <FormattedMessage
                id="catalog.downloadable.total"
                defaultMessage="Your choice: {price}"
                values={{
                  price: (
                    <Price
                      value={downloadable.price.final.value}
                      currencyCode={downloadable.price.final.currency}
                    />
                  ),
                }}
              />
            ) : null}
          </p>
        </fieldset>
      ) : (
        <section className={styles.links} aria-labelledby="downloadable-included">
          <h2 id="downloadable-included" className={styles.legend}>
            {heading}
          </h2>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.uid} className={styles.included}>
                <FormattedMessage
                  id="catalog.downloadable.included"
                  defaultMessage="{title} (included)"
                  values={{ title: link.title }}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      {samples.length > 0 ? (
        <section className={styles.samples} aria-labelledby="downloadable-samples">
          <h2 id="downloadable-samples" className={styles.legend}>
            <FormattedMessage id="catalog.downloadable.samples" defaultMessage="Samples" />
          </h2>
          <ul className={styles.list}>
            {samples.map((sample) => (
              <li key={sample.url} className={styles.sample}>
                {sample.isDocument ? (
                  <a className={styles.document} href={sample.url} target="_blank" rel="noopener">
                    <FormattedMessage
                      id="catalog.downloadable.openSample"
                      defaultMessage="Open {title}"
                      values={{ title: sample.title }}
                    />
                  </a>
                ) : (
                  <>
                    <span className={styles.sampleTitle}>{sample.title}</span>
                    {/* An instrumental sample with no words to caption; its label names it. */}
                    {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
                    <audio
                      className={styles.player}
                      controls
                      preload="none"
                      src={sample.url}
                      aria-label={intl.formatMessage(
                        { id: 'catalog.downloadable.sampleOf', defaultMessage: 'Sample of {title}' },
                        { title: sample.title },
                      )}
                    />
                  </>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
