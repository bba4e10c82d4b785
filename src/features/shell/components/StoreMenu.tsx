import { FormattedMessage } from 'react-intl';
import type { StoreGroup } from '../hooks/useStoreSwitcher';
import Icon from '../../../components/Icon/Icon';
import * as dropdown from '../../../components/Dropdown/Dropdown.module.css';
import * as styles from './SwitcherMenus.module.css';

export interface StoreMenuProps {
  id: string;
  groups: StoreGroup[];
  isSwitching: boolean;
  onSwitchStore: (storeCode: string) => void;
}

/** The store views in two columns of store groups (spec 2). */
export default function StoreMenu({ id, groups, isSwitching, onSwitchStore }: StoreMenuProps) {
  return (
    <div id={id} className={`${dropdown.panel} ${styles.storePanel}`} aria-busy={isSwitching}>
      <div className={styles.columns}>
        {groups.map((group) => (
          <div key={group.code} className={styles.group}>
            <p id={`${id}-${group.code}`} className={styles.groupName}>
              {group.name}
            </p>
            <ul className={dropdown.list} aria-labelledby={`${id}-${group.code}`}>
              {group.stores.map((store) => (
                <li key={store.storeCode}>
                  <button
                    type="button"
                    className={dropdown.option}
                    aria-current={store.isCurrent ? 'true' : undefined}
                    disabled={isSwitching}
                    onClick={() => onSwitchStore(store.storeCode)}
                  >
                    <span>{store.storeName}</span>
                    {store.isCurrent ? <Icon name="check" size={16} className={dropdown.check} /> : null}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {isSwitching ? (
        <p role="status" className={styles.status}>
          <FormattedMessage id="shell.storeSwitcher.switching" defaultMessage="Switching store…" />
        </p>
      ) : null}
    </div>
  );
}
