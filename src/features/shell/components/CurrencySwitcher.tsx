import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import Dropdown from '../../../components/Dropdown/Dropdown';
import * as dropdown from '../../../components/Dropdown/Dropdown.module.css';
import { useCurrencySwitcher } from '../hooks/useCurrencySwitcher';
import type { SwitcherProps } from './StoreSwitcher';
import * as styles from './SwitcherMenus.module.css';

const CurrencyMenu = lazyWithPreload(() => import(/* webpackChunkName: "shell-menus" */ './CurrencyMenu'));

export default function CurrencySwitcher({ placement = 'header' }: SwitcherProps) {
  const { isHidden, currentCode, currentSymbol, options, handleSwitchCurrency } = useCurrencySwitcher();
  if (isHidden || !currentCode) return null;
  return (
    <Dropdown
      placement={placement}
      preload={CurrencyMenu.preload}
      label={
        <>
          <span className="visually-hidden">
            <FormattedMessage id="shell.currencySwitcher.label" defaultMessage="Currency:" />
          </span>
          <span aria-hidden="true" className={styles.symbol}>
            {currentSymbol}
          </span>
          <span className={dropdown.triggerText}>{currentCode}</span>
        </>
      }
      renderPanel={({ id }) => (
        <CurrencyMenu id={id} options={options} onSwitchCurrency={handleSwitchCurrency} />
      )}
    />
  );
}
