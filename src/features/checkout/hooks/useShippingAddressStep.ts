import { useCallback, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { useUsRegions, type RegionOption } from '../../../platform/directory/useUsRegions';
import type { Address } from '../../../store/checkoutSlice';
import { submitShippingAddress } from './checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { useAddressForm, valuesOf, type AddressForm } from './useAddressForm';
import { useAddressChoice, useSavedAddresses, type AddressChoice } from './useSavedAddresses';

export interface ShippingAddressStep {
  isGuest: boolean;
  form: AddressForm;
  regions: RegionOption[];
  /**
   * A signed-in customer's saved addresses and which is chosen: their default shipping address
   * unless they chose another, or a new one.
   */
  addresses: AddressChoice;
  /** While a signed-in customer's addresses are first loaded. */
  isLoadingAddresses: boolean;
  /** Sends the chosen address (a saved one, or the form's once valid). */
  submit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
  isSubmitting: boolean;
  /** The last failure of this step (spec 4: rejected steps show their error). */
  error: string | null;
  /** One-line summary of the saved address, for the finished section. */
  summary: string[];
}

/** The shipping address step: a guest's email and a US address, or a signed-in customer's saved one. */
export function useShippingAddressStep(): ShippingAddressStep {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const saved = useAppSelector((state) => state.checkout.shippingAddress);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.stepErrors.shippingAddress);
  const regions = useUsRegions();
  const { addresses: savedAddresses, loading } = useSavedAddresses();

  const send = useCallback(
    async (address: Address, email: string) => {
      try {
        await dispatch(submitShippingAddress({ ...address, ...(isSignedIn ? {} : { email }) }));
      } catch {
        // rejected: the step's error is in the store and shown
      }
    },
    [dispatch, isSignedIn],
  );

  const form = useAddressForm({
    initialValues: valuesOf(saved, saved?.email ?? ''),
    withEmail: !isSignedIn,
    regions,
    onSubmit: send,
  });
  const addresses = useAddressChoice({
    addresses: savedAddresses,
    restored: saved,
    preferred: 'isDefaultShipping',
    form,
  });

  const { resolve } = addresses;
  const email = form.values.email;
  const submit = useCallback(
    async (event?: FormEvent<HTMLFormElement>) => {
      event?.preventDefault();
      const address = await resolve();
      if (address) await send(address, email.trim());
    },
    [resolve, send, email],
  );

  const summary = saved
    ? [
        ...(saved.email ? [saved.email] : []),
        `${saved.firstname} ${saved.lastname}`,
        ...saved.street,
        `${saved.city}, ${saved.region_code} ${saved.postcode}`,
        saved.telephone,
      ]
    : [];

  return {
    isGuest: !isSignedIn,
    form,
    regions,
    addresses,
    isLoadingAddresses: loading,
    submit,
    isSubmitting,
    error: error ? formatRequestError(error, intl) : null,
    summary,
  };
}
