import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import Dropdown from '../../../components/Dropdown/Dropdown';
import * as dropdown from '../../../components/Dropdown/Dropdown.module.css';
import { useStoreSwitcher } from '../hooks/useStoreSwitcher';
import Icon from '../../../components/Icon/Icon';

/** The menu loads when first asked for (spec 2: menus on demand). */
const StoreMenu = lazyWithPreload(() => import(/* webpackChunkName: "shell-menus" */ './StoreMenu'));

export interface SwitcherProps {
  /** In the header the menu opens below; in the drawer's footer, above. */
  placement?: 'header' | 'drawer';
}

export default function StoreSwitcher({ placement = 'header' }: SwitcherProps) {
  const { isHidden, currentStoreName, groups, isSwitching, handleSwitchStore } = useStoreSwitcher();
  if (isHidden) return null;
  return (
    <Dropdown
      placement={placement}
      preload={StoreMenu.preload}
      label={
        <>
          <Icon name="globe" size={16} />
          <span className="visually-hidden">
            <FormattedMessage id="shell.storeSwitcher.label" defaultMessage="Store:" />
          </span>
          <span className={dropdown.triggerText}>{currentStoreName}</span>
        </>
      }
      renderPanel={({ id }) => (
        <StoreMenu id={id} groups={groups} isSwitching={isSwitching} onSwitchStore={handleSwitchStore} />
      )}
    />
  );
}
