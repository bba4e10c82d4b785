import { FormattedMessage } from 'react-intl';
import Shimmer from '../../../components/Shimmer/Shimmer';
import { useCmsBlock } from '../hooks/useCmsBlock';
import PageBuilderContent from '../pagebuilder/PageBuilderContent';
import * as styles from './CmsBlock.module.css';

/**
 * CMS blocks by identifier, e.g. the header info bar and the footer blocks.
 *
 * ```tsx
 * const CmsBlock = lazy(() => import('../../content/components/CmsBlock'));
 * <Suspense fallback={null}><CmsBlock identifiers="header-info-bar" /></Suspense>
 * <CmsBlock identifiers={['footer-links', 'footer-social']} className={styles.footerBlock} />
 * ```
 *
 * Load it with React.lazy from the shell, so Apollo's hooks and the Page Builder renderer stay
 * out of the entry chunk. It fetches with cache-and-network, then cache-first (spec 7), and shows:
 * a shimmer while loading; the error's message if the blocks cannot be loaded (Magento fails the
 * whole request when one identifier is unknown); "There are no blocks to display" when none come
 * back; otherwise each block's content (Page Builder or plain HTML, sanitized), in the order asked.
 */
export interface CmsBlockProps {
  /** One block identifier, or several. */
  identifiers: string | readonly string[];
  /** Class of each block's container (`data-cms-block` holds its identifier). */
  className?: string;
}

export default function CmsBlock({ identifiers, className }: CmsBlockProps) {
  const { isLoading, errorMessage, blocks } = useCmsBlock(identifiers);
  if (isLoading) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Shimmer height="3rem" />
      </div>
    );
  }
  if (errorMessage) {
    return (
      <p className={styles.error} role="alert">
        {errorMessage}
      </p>
    );
  }
  if (!blocks.length) {
    return (
      <p className={styles.empty}>
        <FormattedMessage id="content.cmsBlock.empty" defaultMessage="There are no blocks to display" />
      </p>
    );
  }
  return (
    <>
      {blocks.map((block) => (
        <PageBuilderContent
          key={block.identifier}
          html={block.content}
          className={className}
          data-cms-block={block.identifier}
        />
      ))}
    </>
  );
}
