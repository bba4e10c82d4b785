import { useIntl } from 'react-intl';
import { useStoreSwitcher } from '../hooks/useStoreSwitcher';
import * as styles from './StoreTabs.module.css';

/**
 * The two-item store tab list (spec 2): the store groups, the current one marked and not
 * clickable; the other switches store. Shown when the store has two groups to offer.
 */
export default function StoreTabs() {
  const { formatMessage } = useIntl();
  const { groups, isSwitching, handleSwitchStore } = useStoreSwitcher();
  if (groups.length < 2) return null;
  return (
    <nav aria-label={formatMessage({ id: 'shell.storeTabs.label', defaultMessage: 'Our stores' })}>
      <ul className={styles.root}>
        {groups.slice(0, 2).map((group) => (
          <li key={group.code}>
            {group.isCurrent ? (
              <span className={`${styles.tab} ${styles.active}`} aria-current="true">
                {group.name}
              </span>
            ) : (
              <button
                type="button"
                className={styles.tab}
                disabled={isSwitching}
                onClick={() => handleSwitchStore(group.stores[0]!.storeCode)}
              >
                {group.name}
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
