import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { AvailableShippingMethod } from '../../../store/checkoutSlice';
import { submitShippingMethod } from './checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { checkoutMessages } from '../components/checkoutMessages';
import type { SelectedShippingMethod } from './useCheckoutPage';

interface ShippingMethodOption {
  value: string;
  label: string;
}

export interface ShippingMethodStep {
  options: ShippingMethodOption[];
  selected: string;
  choose: (value: string) => void;
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  isSubmitting: boolean;
  /** "Choose a shipping method." when none is chosen, else the step's rejected error. */
  error: string | null;
  /** The chosen method's title, for the finished section. */
  summary: string | null;
}

const valueOf = (method: { carrier_code: string; method_code: string }) =>
  `${method.carrier_code}|${method.method_code}`;

/**
 * Radio choices with carrier title and price (spec 3: code from carrier_code, title from
 * carrier_title). `onCart` is the method Magento has on the cart, with its price now: the finished
 * step's (and the review's) line says it, not the price offered when it was chosen.
 */
export function useShippingMethodStep(onCart?: SelectedShippingMethod | null): ShippingMethodStep {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const methods = useAppSelector((state) => state.checkout.availableShippingMethods);
  const chosen = useAppSelector((state) => state.checkout.shippingMethod);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const stepError = useAppSelector((state) => state.checkout.stepErrors.shippingMethod);
  const [selected, setSelected] = useState(chosen ? valueOf(chosen) : '');
  const [missing, setMissing] = useState(false);

  const priceOf = (method: Pick<AvailableShippingMethod, 'amount'>) =>
    !method.amount
      ? ''
      : method.amount.value === 0
        ? intl.formatMessage(checkoutMessages.free)
        : intl.formatNumber(method.amount.value, { style: 'currency', currency: method.amount.currency });

  const options = methods.map((method) => ({
    value: valueOf(method),
    label: method.amount
      ? intl.formatMessage(checkoutMessages.methodOption, { title: method.title, price: priceOf(method) })
      : method.title,
  }));
  const current = methods.find((method) => valueOf(method) === selected);

  return {
    options,
    selected,
    choose: (value) => {
      setSelected(value);
      setMissing(false);
    },
    submit: async (event) => {
      event?.preventDefault();
      if (!current) {
        setMissing(true);
        return;
      }
      try {
        await dispatch(submitShippingMethod(current));
      } catch {
        // rejected: shown from the store
      }
    },
    isSubmitting,
    error: missing ? intl.formatMessage(checkoutMessages.chooseMethod) : (stepError?.message ?? null),
    summary: onCart
      ? onCart.amount
        ? intl.formatMessage(checkoutMessages.methodOption, {
            title: onCart.carrier_title,
            price: priceOf(onCart),
          })
        : onCart.carrier_title
      : onCart === null
        ? null
        : chosen
          ? (options.find((option) => option.value === valueOf(chosen))?.label ?? chosen.carrier_title)
          : null,
  };
}
