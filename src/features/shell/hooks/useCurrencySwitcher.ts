/**
 * The currency menu (spec 3, "Currency"; spec 4, "Currency switch"): the current currency is the
 * saved one, else the store's default display currency; a code the store does not offer is
 * ignored; otherwise it is saved and the page reloads, so every price (and the cache, kept per
 * currency) follows it.
 */
import { useQuery } from '@apollo/client/react';
import { LOW_PRIORITY } from '../../../platform/apollo/fetchPriority';
import { useCallback, useMemo } from 'react';
import type { GetCurrencyDataQuery } from '../../../__generated__/operations';
import { storeViewCurrencyFrom } from '../../../platform/apollo/storeLink';
import { browserLocation } from '../../../platform/browser/location';
import { getBrowserPersistence, STORAGE_KEYS } from '../../../platform/persistence/browserPersistence';
import { GET_CURRENCY } from '../graphql/switchers';

/** Display symbols (spec 3): USD $, GBP £, EUR €; other codes show as themselves. */
const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = { USD: '$', GBP: '£', EUR: '€' };

const currencySymbol = (code: string): string => CURRENCY_SYMBOLS[code] ?? code;

export interface CurrencyOption {
  code: string;
  symbol: string;
  isCurrent: boolean;
}

export interface CurrencySwitcher {
  /** Hidden with one currency (spec 2). */
  isHidden: boolean;
  currentCode: string | null;
  currentSymbol: string;
  options: CurrencyOption[];
  handleSwitchCurrency: (code: string) => void;
}

export function useCurrencySwitcher(): CurrencySwitcher {
  const { data } = useQuery<GetCurrencyDataQuery>(GET_CURRENCY, {
    fetchPolicy: 'cache-first',
    context: LOW_PRIORITY,
  });
  const available = useMemo(
    () => (data?.currency?.available_currency_codes ?? []).filter((code): code is string => Boolean(code)),
    [data],
  );
  const saved = storeViewCurrencyFrom(getBrowserPersistence());
  const currentCode =
    (saved && available.includes(saved) ? saved : null) ??
    data?.currency?.default_display_currency_code ??
    null;
  const options = useMemo(
    () => available.map((code) => ({ code, symbol: currencySymbol(code), isCurrent: code === currentCode })),
    [available, currentCode],
  );

  const handleSwitchCurrency = useCallback(
    (code: string) => {
      if (!available.includes(code) || code === currentCode) return;
      getBrowserPersistence().setItem(STORAGE_KEYS.storeViewCurrency, code);
      browserLocation.reload();
    },
    [available, currentCode],
  );

  return {
    isHidden: available.length <= 1,
    currentCode,
    currentSymbol: currentCode ? currencySymbol(currentCode) : '',
    options,
    handleSwitchCurrency,
  };
}
