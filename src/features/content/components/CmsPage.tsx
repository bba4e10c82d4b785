import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { PageProps } from '../../../platform/routing/pageKind';
import { useCmsPageAddon } from '../contentSlots';
import { useCmsPage } from '../hooks/useCmsPage';
import CmsPageBody from './CmsPageBody';
import CmsPageShimmer from './CmsPageShimmer';
import * as styles from './CmsPage.module.css';

/**
 * Root component for CMS pages (route resolution, and the content routes of spec 2); a part the
 * app adds to the page (contentSlots.ts) follows its content.
 */
export default function CmsPage({ id }: Pick<PageProps, 'id'> & Partial<PageProps>) {
  const page = useCmsPage(id);
  const Addon = useCmsPageAddon(id);
  if (page.isLoading) return <CmsPageShimmer />;
  if (page.hasError) {
    return (
      <main className={styles.root}>
        <p className={styles.error} role="alert">
          <FormattedMessage id="app.route.error" defaultMessage="Something went wrong. Sorry about that." />
        </p>
      </main>
    );
  }
  return (
    <main className={styles.root}>
      <CmsPageBody page={page} />
      {Addon ? (
        <Suspense fallback={null}>
          <Addon />
        </Suspense>
      ) : null}
    </main>
  );
}
