import { useIntl } from 'react-intl';
import { useLoadingBar } from '../hooks/useLoadingBar';
import * as styles from './LoadingBar.module.css';

/** The 2px page-loading bar across the top of the window (spec 2 and 4). */
export default function LoadingBar() {
  const { state } = useLoadingBar();
  const { formatMessage } = useIntl();
  return (
    <div
      className={`${styles.bar} ${styles[state]}`}
      data-state={state}
      role="progressbar"
      aria-label={formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
      aria-hidden={state === 'off'}
      aria-busy={state === 'loading'}
    />
  );
}
