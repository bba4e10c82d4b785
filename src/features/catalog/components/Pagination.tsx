import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { pageNumbers } from '../hooks/pageNumbers';
import type { PaginationView } from '../hooks/useProductListing';
import Icon from '../../../components/Icon/Icon';
import * as styles from './Pagination.module.css';

/** Links to the listing's pages (each page is a URL: shareable, Back goes to the previous one). */
export default function Pagination({ pagination }: { pagination: PaginationView }) {
  const { formatMessage } = useIntl();
  const { currentPage, totalPages, hrefFor } = pagination;
  if (totalPages <= 1) return null;
  const previous = formatMessage({ id: 'catalog.pagination.previous', defaultMessage: 'Previous page' });
  const next = formatMessage({ id: 'catalog.pagination.next', defaultMessage: 'Next page' });
  return (
    <nav
      className={styles.root}
      aria-label={formatMessage({ id: 'catalog.pagination.label', defaultMessage: 'Pagination' })}
    >
      {currentPage > 1 ? (
        <Link className={styles.step} to={hrefFor(currentPage - 1)} aria-label={previous}>
          <Icon size={20} name="chevronLeft" />
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled>
          <Icon size={20} name="chevronLeft" />
        </span>
      )}
      <ol className={styles.pages}>
        {pageNumbers(currentPage, totalPages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className={styles.page}
                to={hrefFor(page)}
                aria-current={page === currentPage ? 'page' : undefined}
                aria-label={formatMessage(
                  { id: 'catalog.pagination.page', defaultMessage: 'Page {page}' },
                  { page },
                )}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {currentPage < totalPages ? (
        <Link className={styles.step} to={hrefFor(currentPage + 1)} aria-label={next}>
          <Icon size={20} name="chevronRight" />
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled>
          <Icon size={20} name="chevronRight" />
        </span>
      )}
      <p className="visually-hidden" aria-live="polite">
        <FormattedMessage
          id="catalog.pagination.status"
          defaultMessage="Page {page} of {total}"
          values={{ page: currentPage, total: totalPages }}
        />
      </p>
    </nav>
  );
}
