import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import { useCurrencySwitcher } from '../hooks/useCurrencySwitcher';
import { useDropdown } from '../hooks/useDropdown';
import Icon from '../../../components/Icon/Icon';
import type { SwitcherProps } from './StoreSwitcher';
import * as styles from './Dropdown.module.css';

const CurrencyMenu = lazyWithPreload(() => import(/* webpackChunkName: "shell-menus" */ './CurrencyMenu'));

export default function CurrencySwitcher({ placement = 'header' }: SwitcherProps) {
  const { isHidden, currentCode, currentSymbol, options, handleSwitchCurrency } = useCurrencySwitcher();
  const { isOpen, panelId, containerRef, triggerRef, toggle } = useDropdown();
  if (isHidden || !currentCode) return null;
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
        onPointerEnter={CurrencyMenu.preload}
        onFocus={CurrencyMenu.preload}
      >
        <span className="visually-hidden">
          <FormattedMessage id="shell.currencySwitcher.label" defaultMessage="Currency:" />
        </span>
        <span aria-hidden="true" className={styles.symbol}>
          {currentSymbol}
        </span>
        <span className={styles.triggerText}>{currentCode}</span>
        <Icon name="chevronDown" size={14} className={isOpen ? styles.chevronOpen : styles.chevron} />
      </button>
      {isOpen ? (
        <Suspense fallback={null}>
          <CurrencyMenu id={panelId} options={options} onSwitchCurrency={handleSwitchCurrency} />
        </Suspense>
      ) : null}
    </div>
  );
}
