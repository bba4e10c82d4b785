import { FormattedMessage } from 'react-intl';
import Shimmer from '../../../components/Shimmer/Shimmer';
import * as styles from './ProductPage.module.css';

/** The product page's layout in placeholders while its data loads. */
export default function ProductPageShimmer() {
  return (
    <div className={styles.layout} aria-busy="true">
      <span className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </span>
      <Shimmer aspectRatio={0.8} />
      <div className={styles.details}>
        <Shimmer width="80%" height="2.5rem" />
        <Shimmer width="30%" height="1.5rem" />
        <Shimmer width="100%" height="5rem" />
        <Shimmer width="12rem" height="2.75rem" />
      </div>
    </div>
  );
}
