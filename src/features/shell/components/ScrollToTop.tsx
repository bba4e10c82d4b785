import { useIntl } from 'react-intl';
import { useScrollToTop } from '../hooks/useScrollToTop';
import Icon from '../../../components/Icon/Icon';
import * as styles from './ScrollToTop.module.css';

export default function ScrollToTop() {
  const { formatMessage } = useIntl();
  const { isVisible, handleScrollToTop } = useScrollToTop();
  if (!isVisible) return null;
  return (
    <button
      type="button"
      className={styles.root}
      aria-label={formatMessage({ id: 'shell.scrollToTop.label', defaultMessage: 'Back to top' })}
      onClick={handleScrollToTop}
    >
      <Icon name="arrowUp" />
    </button>
  );
}
