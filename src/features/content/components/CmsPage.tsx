import { FormattedMessage } from 'react-intl';
import type { RootComponentProps } from '../../../app/resolver/rootComponents';
import RichContent from '../../../components/RichContent/RichContent';
import { useCmsPage } from '../hooks/useCmsPage';
import * as styles from './CmsPage.module.css';

/** Root component for CMS pages found by route resolution. */
export default function CmsPage({ id }: RootComponentProps) {
  const { isLoading, hasError, heading, html } = useCmsPage(id);
  if (isLoading) {
    return (
      <p className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </p>
    );
  }
  if (hasError) {
    return (
      <main className={styles.root}>
        <p role="alert">
          <FormattedMessage id="app.route.error" defaultMessage="Something went wrong. Sorry about that." />
        </p>
      </main>
    );
  }
  return (
    <main className={styles.root}>
      {heading && <h1 className={styles.heading}>{heading}</h1>}
      <RichContent className={styles.content} html={html} />
    </main>
  );
}
