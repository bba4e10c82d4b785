import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { GalleryImage } from '../hooks/productModel';
import { useProductGallery } from '../hooks/useProductGallery';
import Icon from '../../../components/Icon/Icon';
import {
  PRODUCT_IMAGE_SIZES,
  PRODUCT_IMAGE_WIDTH,
  PRODUCT_THUMB_SIZES,
  PRODUCT_THUMB_WIDTH,
} from '../imageSizes';
import CatalogImage from '../../../components/CatalogImage/CatalogImage';
import { useMainImageFirst } from '../hooks/useMainImageFirst';
import * as styles from './ProductGallery.module.css';

/**
 * The product's pictures: the main image (the page's largest, loaded first), previous / next
 * buttons and thumbnails. Arrow keys anywhere in the gallery step through the pictures, Home and
 * End go to the first and last.
 */
export default function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const intl = useIntl();
  const id = useId();
  const gallery = useProductGallery(images);
  const { active, activeIndex } = gallery;
  const count = images.length;
  // The thumbnails wait until the product's first picture is shown on the stage: it is the page's
  // largest paint, and on a slow connection it should not share the bandwidth with them. Keyed
  // on the first picture, not the one on stage, so that choosing another never hides them again.
  const lead = images[0]?.url ?? null;
  const { othersWait, onMainImageSettled } = useMainImageFirst(lead);
  return (
    // Arrow keys are the gallery's own shortcut (its buttons and thumbnails are the controls).
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={styles.root}
      aria-roledescription={intl.formatMessage({
        id: 'catalog.productGallery.roleDescription',
        defaultMessage: 'gallery',
      })}
      aria-label={intl.formatMessage(
        { id: 'catalog.productGallery.label', defaultMessage: 'Pictures of {name}' },
        { name },
      )}
      onKeyDown={gallery.handleKeyDown}
    >
      <div className={styles.stage}>
        {active ? (
          <CatalogImage
            src={active.url}
            alt={active.label}
            sizes={PRODUCT_IMAGE_SIZES}
            width={PRODUCT_IMAGE_WIDTH}
            priority
            onSettle={active.url === lead ? onMainImageSettled : undefined}
          />
        ) : (
          <span className={styles.placeholder} />
        )}
        {count > 1 ? (
          <>
            <button
              type="button"
              className={`${styles.step} ${styles.previous}`}
              aria-label={intl.formatMessage({
                id: 'catalog.productGallery.previous',
                defaultMessage: 'Previous picture',
              })}
              aria-controls={`${id}-status`}
              onClick={gallery.handlePrevious}
            >
              <Icon name="chevronLeft" size={24} />
            </button>
            <button
              type="button"
              className={`${styles.step} ${styles.next}`}
              aria-label={intl.formatMessage({
                id: 'catalog.productGallery.next',
                defaultMessage: 'Next picture',
              })}
              aria-controls={`${id}-status`}
              onClick={gallery.handleNext}
            >
              <Icon name="chevronRight" size={24} />
            </button>
            <p id={`${id}-status`} className={styles.status} aria-live="polite">
              {intl.formatMessage(
                { id: 'catalog.productGallery.status', defaultMessage: 'Picture {index} of {count}' },
                { index: activeIndex + 1, count },
              )}
            </p>
          </>
        ) : null}
      </div>
      {count > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-current={index === activeIndex ? 'true' : undefined}
                aria-label={intl.formatMessage(
                  { id: 'catalog.productGallery.show', defaultMessage: 'Show picture {index}: {label}' },
                  { index: index + 1, label: image.label },
                )}
                onClick={() => gallery.handleSelect(index)}
              >
                <CatalogImage
                  src={image.url}
                  alt=""
                  sizes={PRODUCT_THUMB_SIZES}
                  width={PRODUCT_THUMB_WIDTH}
                  deferred={othersWait}
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
