import { FormattedMessage } from 'react-intl';
import Shimmer from '../../../components/Shimmer/Shimmer';
import * as styles from './CmsPage.module.css';

/** Placeholder while a CMS page's content is on the way. */
export default function CmsPageShimmer() {
  return (
    <div className={styles.shimmer} aria-busy="true">
      <span className="visually-hidden" role="status">
        <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
      </span>
      <Shimmer aspectRatio={2.6} />
      <Shimmer width="45%" height="2.5rem" />
      <Shimmer width="85%" />
      <Shimmer width="70%" />
    </div>
  );
}
