import { useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { GetCheckoutSavedAddressesQuery } from '../../../__generated__/operations';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { submitShippingAddress } from '../../../store/checkoutThunks';
import { useAppDispatch, useAppSelector } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';
import { GET_SAVED_ADDRESSES } from '../graphql/checkout';
import {
  useAddressForm,
  useUsRegions,
  valuesOf,
  type AddressForm,
  type RegionOption,
} from './useAddressForm';

export interface SavedAddress {
  id: number;
  label: string;
  isDefault: boolean;
}

export interface ShippingAddressStep {
  isGuest: boolean;
  form: AddressForm;
  regions: RegionOption[];
  savedAddresses: SavedAddress[];
  /** Fills the form with a saved address. */
  chooseSaved: (id: number) => void;
  isSubmitting: boolean;
  /** The last failure of this step (spec 4: rejected steps show their error). */
  error: string | null;
  /** One-line summary of the saved address, for the finished section. */
  summary: string[];
}

type SavedRow = NonNullable<NonNullable<GetCheckoutSavedAddressesQuery['customer']>['addresses']>[number];

const savedToAddress = (row: NonNullable<SavedRow>) => ({
  firstname: row.firstname ?? '',
  lastname: row.lastname ?? '',
  street: (row.street ?? []).filter((line): line is string => Boolean(line)),
  city: row.city ?? '',
  region_code: row.region?.region_code ?? '',
  postcode: row.postcode ?? '',
  telephone: row.telephone ?? '',
});

/** The shipping address step: a guest's email and a US address, or a signed-in customer's saved one. */
export function useShippingAddressStep(): ShippingAddressStep {
  const intl = useIntl();
  const dispatch = useAppDispatch<ThunkExtra>();
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const saved = useAppSelector((state) => state.checkout.shippingAddress);
  const isSubmitting = useAppSelector((state) => state.checkout.isSubmitting);
  const error = useAppSelector((state) => state.checkout.stepErrors.shippingAddress);
  const regions = useUsRegions();
  const { data } = useQuery<GetCheckoutSavedAddressesQuery>(GET_SAVED_ADDRESSES, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const rows = useMemo(
    () => (data?.customer?.addresses ?? []).filter((row): row is NonNullable<SavedRow> => row?.id != null),
    [data],
  );

  const form = useAddressForm({
    initialValues: valuesOf(saved, saved?.email ?? ''),
    withEmail: !isSignedIn,
    regions,
    onSubmit: async (address, email) => {
      try {
        await dispatch(submitShippingAddress({ ...address, ...(isSignedIn ? {} : { email }) }));
      } catch {
        // rejected: the step's error is in the store and shown
      }
    },
  });

  const { fill, values } = form;
  const chooseSaved = useCallback(
    (id: number) => {
      const row = rows.find((candidate) => candidate.id === id);
      if (row) fill(valuesOf(savedToAddress(row), values.email));
    },
    [rows, fill, values.email],
  );

  const savedAddresses = rows.map((row) => ({
    id: row.id!,
    isDefault: Boolean(row.default_shipping),
    label: [
      `${row.firstname ?? ''} ${row.lastname ?? ''}`.trim(),
      (row.street ?? []).filter(Boolean).join(', '),
      `${row.city ?? ''}, ${row.region?.region_code ?? ''} ${row.postcode ?? ''}`.trim(),
    ]
      .filter(Boolean)
      .join(' · '),
  }));

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
    savedAddresses,
    chooseSaved,
    isSubmitting,
    error: error ? formatRequestError(error, intl) : null,
    summary,
  };
}
