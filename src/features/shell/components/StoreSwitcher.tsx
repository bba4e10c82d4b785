import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import { useDropdown } from '../hooks/useDropdown';
import { useStoreSwitcher } from '../hooks/useStoreSwitcher';
import Icon from '../../../components/Icon/Icon';
import * as styles from './Dropdown.module.css';

/** The menu loads when first asked for (spec 2: menus on demand). */
const StoreMenu = lazyWithPreload(() => import(/* webpackChunkName: "shell-menus" */ './StoreMenu'));

export interface SwitcherProps {
  /** In the header the menu opens below; in the drawer's footer, above. */
  placement?: 'header' | 'drawer';
}

export default function StoreSwitcher({ placement = 'header' }: SwitcherProps) {
  const { isHidden, currentStoreName, groups, isSwitching, handleSwitchStore } = useStoreSwitcher();
  const { isOpen, panelId, containerRef, triggerRef, toggle } = useDropdown();
  if (isHidden) return null;
  return (
    <div
      ref={containerRef}
      className={`${styles.root} ${placement === 'drawer' ? styles.drawer : styles.header}`}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={isOpen}
        aria-controls={isOpen ? panelId : undefined}
        onClick={toggle}
        onPointerEnter={StoreMenu.preload}
        onFocus={StoreMenu.preload}
      >
        <Icon name="globe" size={16} />
        <span className="visually-hidden">
          <FormattedMessage id="shell.storeSwitcher.label" defaultMessage="Store:" />
        </span>
        <span className={styles.triggerText}>{currentStoreName}</span>
        <Icon name="chevronDown" size={14} className={isOpen ? styles.chevronOpen : styles.chevron} />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <StoreMenu
            id={panelId}
            groups={groups}
            isSwitching={isSwitching}
            onSwitchStore={handleSwitchStore}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
