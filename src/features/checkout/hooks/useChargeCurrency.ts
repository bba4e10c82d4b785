import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { GetCheckoutStoreConfigQuery } from '../../../__generated__/operations';
import type { ReceiptTotals } from '../../../store/checkoutSlice';
import { fetchChargedTotals } from './checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { checkoutMessages } from '../components/checkoutMessages';
import { GET_CHECKOUT_STORE_CONFIG } from '../graphql/checkout';

export interface ChargeCurrency {
  /** What Place Order charges, formatted in the charged currency; null until Magento says. */
  amount: string | null;
  /** Says that prices are shown in one currency and the order is charged in another. */
  note: string;
}

/**
 * When the cart's prices are shown in a currency other than the store's base currency (the one
 * Magento charges), what the order will cost in the base currency and a note saying so; null when
 * the two are the same (or either is not known yet). `shown` is the cart's grand total as shown.
 * The charged amount is Magento's own figure (fetchChargedTotals), asked again whenever the shown
 * total changes.
 */
export function useChargeCurrency(shown: { value: number; currency: string } | null): ChargeCurrency | null {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const { data } = useQuery<GetCheckoutStoreConfigQuery>(GET_CHECKOUT_STORE_CONFIG, {
    fetchPolicy: 'cache-first',
  });
  const base = data?.storeConfig?.base_currency_code ?? null;
  const differs = Boolean(shown && base && shown.currency !== base);
  const shownValue = shown?.value ?? null;
  const [charged, setCharged] = useState<{ for: string; totals: ReceiptTotals | null } | null>(null);
  const request = differs ? `${cartId ?? ''}|${shownValue ?? ''}` : null;

  useEffect(() => {
    if (!request) return undefined;
    let current = true;
    void dispatch(fetchChargedTotals()).then((totals) => {
      if (current) setCharged({ for: request, totals });
    });
    return () => {
      current = false;
    };
  }, [dispatch, request]);

  if (!differs || !shown || !base) return null;
  const totals = charged?.for === request ? charged.totals : null;
  const amount =
    totals && totals.currency === base
      ? intl.formatNumber(totals.grandTotal, { style: 'currency', currency: base })
      : null;
  return {
    amount,
    note: amount
      ? intl.formatMessage(checkoutMessages.chargedAmount, { shown: shown.currency, base, amount })
      : intl.formatMessage(checkoutMessages.chargedIn, { shown: shown.currency, base }),
  };
}
