import PageBuilderContent from '../pagebuilder/PageBuilderContent';
import { cx } from '../pagebuilder/hooks/useContentStyle';
import type { CmsPageView } from '../hooks/useCmsPage';
import * as styles from './CmsPage.module.css';

/** A CMS page's content heading and content (Page Builder or sanitized HTML). */
export default function CmsPageBody({
  page,
}: {
  page: Pick<CmsPageView, 'heading' | 'html' | 'isPageBuilder'>;
}) {
  return (
    <>
      {page.heading && <h1 className={styles.heading}>{page.heading}</h1>}
      <PageBuilderContent
        html={page.html}
        className={cx(styles.content, !page.isPageBuilder && styles.plain)}
      />
    </>
  );
}
