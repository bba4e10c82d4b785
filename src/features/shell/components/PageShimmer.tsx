import { FormattedMessage } from 'react-intl';
import Shimmer from '../../../components/Shimmer/Shimmer';
import * as styles from './PageShimmer.module.css';

/** Placeholder for the page area while its code or data is on the way. */
export default function PageShimmer() {
  return (
    <div className={styles.root} aria-busy="true">
      <span className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </span>
      <Shimmer width="50%" height="2.5rem" />
      <Shimmer aspectRatio={2.4} />
      <Shimmer width="80%" />
      <Shimmer width="65%" />
    </div>
  );
}
