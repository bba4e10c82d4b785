import type { CurrencyOption } from '../hooks/useCurrencySwitcher';
import Icon from '../../../components/Icon/Icon';
import * as dropdown from '../../../components/Dropdown/Dropdown.module.css';
import * as styles from './SwitcherMenus.module.css';

export interface CurrencyMenuProps {
  id: string;
  options: CurrencyOption[];
  onSwitchCurrency: (code: string) => void;
}

/** The store's currencies; the current one is marked (spec 9: at most 24rem high). */
export default function CurrencyMenu({ id, options, onSwitchCurrency }: CurrencyMenuProps) {
  return (
    <div id={id} className={`${dropdown.panel} ${styles.currencyPanel}`}>
      <ul className={dropdown.list}>
        {options.map((option) => (
          <li key={option.code}>
            <button
              type="button"
              className={dropdown.option}
              aria-current={option.isCurrent ? 'true' : undefined}
              onClick={() => onSwitchCurrency(option.code)}
            >
              <span>
                <span aria-hidden="true" className={styles.symbol}>
                  {option.symbol}
                </span>
                {option.code}
              </span>
              {option.isCurrent ? <Icon name="check" size={16} className={dropdown.check} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
