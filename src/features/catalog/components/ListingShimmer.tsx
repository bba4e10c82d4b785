import { FormattedMessage } from 'react-intl';
import Shimmer from '../../../components/Shimmer/Shimmer';
import { CATALOG_PAGE_SIZE } from '../../../store/catalogSlice';
import * as listing from './ProductListing.module.css';
import * as styles from './ListingShimmer.module.css';

/**
 * The category shimmer (spec 2): the listing's own layout in placeholders (header row, sidebar on
 * large screens, one page of tiles), so the products take its place without moving anything.
 */
export default function ListingShimmer({ withHeading = false }: { withHeading?: boolean }) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </span>
      {withHeading ? (
        <div className={styles.heading}>
          <Shimmer width="12rem" height="1rem" />
          <Shimmer width="min(22rem, 70%)" height="2.5rem" />
        </div>
      ) : null}
      <div className={listing.toolbar}>
        <Shimmer width="5rem" height="1.25rem" />
        <Shimmer className={styles.sortButton} height="2.75rem" />
      </div>
      <div className={listing.body}>
        <div className={styles.sidebar}>
          {Array.from({ length: 4 }, (_, index) => (
            <Shimmer key={index} height="2.75rem" />
          ))}
        </div>
        <div className={listing.results}>
          <ul className={styles.grid}>
            {Array.from({ length: CATALOG_PAGE_SIZE }, (_, index) => (
              <li key={index} className={styles.tile}>
                <Shimmer aspectRatio={0.8} />
                <Shimmer width="75%" height="1.25rem" />
                <Shimmer width="35%" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
