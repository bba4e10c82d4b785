import { FormattedMessage } from 'react-intl';
import Shimmer from '../../../components/Shimmer/Shimmer';
import * as styles from './CategoryShimmer.module.css';

const TILES = 6; // one page of the category gallery (spec 9: page size 6)

/** Placeholder while a category page loads (spec 2): title, then the 3/2-column gallery. */
export default function CategoryShimmer() {
  return (
    <div className={styles.root} aria-busy="true">
      <span className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </span>
      <Shimmer className={styles.title} width="40%" height="2.5rem" />
      <div className={styles.grid}>
        {Array.from({ length: TILES }, (_, index) => (
          <div key={index} className={styles.tile}>
            <Shimmer aspectRatio={0.8} />
            <Shimmer width="70%" />
            <Shimmer width="30%" />
          </div>
        ))}
      </div>
    </div>
  );
}
