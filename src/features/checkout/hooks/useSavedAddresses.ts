import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GetCheckoutSavedAddressesQuery } from '../../../__generated__/operations';
import type { Address } from '../../../store/checkoutSlice';
import { useAppSelector } from '../../../store/createAppStore';
import { GET_SAVED_ADDRESSES } from '../graphql/checkout';
import { valuesOf, type AddressForm } from './useAddressForm';

type Row = NonNullable<
  NonNullable<NonNullable<GetCheckoutSavedAddressesQuery['customer']>['addresses']>[number]
>;

/** A signed-in customer's saved address, as checkout offers it. */
export interface SavedAddress {
  id: number;
  label: string;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
  address: Address;
}

/** A saved address as checkout sends it (checkout ships within the US only). */
function addressOf(row: Row): Address {
  const regionCode = row.region?.region_code ?? '';
  return {
    firstname: row.firstname ?? '',
    lastname: row.lastname ?? '',
    street: (row.street ?? []).filter((line): line is string => Boolean(line)),
    city: row.city ?? '',
    region_code: regionCode,
    region_id: row.region?.region_id ?? 0,
    region: row.region?.region ?? regionCode,
    postcode: row.postcode ?? '',
    telephone: row.telephone ?? '',
    country_id: 'US',
  };
}

const labelOf = (address: Address) =>
  [
    `${address.firstname} ${address.lastname}`.trim(),
    address.street.join(', '),
    `${address.city}, ${address.region_code} ${address.postcode}`.trim(),
  ]
    .filter(Boolean)
    .join(' · ');

/** The same postal address (what the form holds), whatever else differs. */
export function sameAddress(a: Partial<Address>, b: Address): boolean {
  const one = valuesOf(a);
  const other = valuesOf(b);
  return (Object.keys(one) as Array<keyof typeof one>).every(
    (field) => field === 'email' || one[field].trim() === other[field].trim(),
  );
}

/**
 * A signed-in customer's address book for checkout: their US addresses, defaults first marked.
 * `loading` while the first answer is awaited (a guest has none).
 */
export function useSavedAddresses(): { addresses: SavedAddress[]; loading: boolean } {
  const isSignedIn = useAppSelector((state) => state.user.isSignedIn);
  const { data, loading } = useQuery<GetCheckoutSavedAddressesQuery>(GET_SAVED_ADDRESSES, {
    skip: !isSignedIn,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });
  const addresses = useMemo(
    () =>
      (data?.customer?.addresses ?? []).flatMap((row) => {
        if (!row || row.id == null || (row.country_code && row.country_code !== 'US')) return [];
        const address = addressOf(row);
        return [
          {
            id: row.id,
            label: labelOf(address),
            isDefaultShipping: Boolean(row.default_shipping),
            isDefaultBilling: Boolean(row.default_billing),
            address,
          },
        ];
      }),
    [data],
  );
  return { addresses, loading: isSignedIn && loading && !data };
}

/** Which address is chosen: a saved one (its id), or 'new' (the form); null without saved ones. */
type AddressChoiceValue = number | 'new' | null;

export interface AddressChoice {
  saved: SavedAddress[];
  choice: AddressChoiceValue;
  chooseSaved: (id: number) => void;
  chooseNew: () => void;
  /** The form shows for a new address, and for a saved one that lacks what checkout needs. */
  showFields: boolean;
  /**
   * The chosen address, ready to send: a saved one as it is, if complete; otherwise the form's,
   * once valid. Null while something needs the shopper's attention (the form then says what, and
   * focus is on the first field to fix).
   */
  resolve: () => Promise<Address | null>;
}

/**
 * Choosing between saved addresses and a new one. What was chosen before (`restored`) stays
 * chosen; otherwise the customer's default (`preferred`) is, else their first address. A saved
 * address that lacks a required field opens the form with its values, showing what to add.
 */
export function useAddressChoice({
  addresses,
  restored,
  preferred,
  form,
}: {
  addresses: SavedAddress[];
  restored: Partial<Address> | null;
  preferred: 'isDefaultShipping' | 'isDefaultBilling';
  form: AddressForm;
}): AddressChoice {
  const [picked, setPicked] = useState<AddressChoiceValue>(null);
  /** The saved address opened in the form to be completed. */
  const [fixing, setFixing] = useState<number | null>(null);

  const initial: AddressChoiceValue = useMemo(() => {
    if (addresses.length === 0) return null;
    if (restored) return addresses.find((saved) => sameAddress(restored, saved.address))?.id ?? 'new';
    return (addresses.find((saved) => saved[preferred]) ?? addresses[0]!).id;
  }, [addresses, restored, preferred]);
  const choice: AddressChoiceValue =
    addresses.length === 0
      ? null
      : picked === 'new' || addresses.some((saved) => saved.id === picked)
        ? picked
        : initial;

  const { fill, values, isComplete, validate } = form;
  const chooseSaved = useCallback((id: number) => {
    setPicked(id);
    setFixing(null);
  }, []);
  const chooseNew = useCallback(() => {
    setPicked('new');
    setFixing(null);
    // A form holding a saved address (restored, or opened to complete it) starts empty instead.
    if (addresses.some((saved) => sameAddress(addressFields(values), saved.address))) {
      fill(valuesOf(null, values.email));
    }
  }, [addresses, fill, values]);

  const resolve = useCallback(async (): Promise<Address | null> => {
    const saved = typeof choice === 'number' ? addresses.find((entry) => entry.id === choice) : undefined;
    if (saved && fixing !== saved.id) {
      if (isComplete(valuesOf(saved.address))) return saved.address;
      fill(valuesOf(saved.address, values.email));
      setFixing(saved.id);
      return null;
    }
    const address = await validate();
    if (!address) return null;
    // A completed saved address keeps its region as the address book has it.
    return saved && address.region_code === saved.address.region_code
      ? { ...address, region_id: saved.address.region_id, region: saved.address.region }
      : address;
  }, [choice, addresses, fixing, isComplete, fill, values.email, validate]);

  // A saved address opened to be completed: once its fields show, say what is missing.
  const validateRef = useRef(validate);
  validateRef.current = validate;
  useEffect(() => {
    if (fixing !== null) void validateRef.current();
  }, [fixing]);

  return {
    saved: addresses,
    choice,
    chooseSaved,
    chooseNew,
    showFields: choice === null || choice === 'new' || (fixing !== null && fixing === choice),
    resolve,
  };
}

/** The address fields of form values, for comparing them with a saved address. */
function addressFields(values: ReturnType<typeof valuesOf>): Partial<Address> {
  return {
    firstname: values.firstname,
    lastname: values.lastname,
    street: [values.street1, values.street2].filter(Boolean),
    city: values.city,
    region_code: values.region_code,
    postcode: values.postcode,
    telephone: values.telephone,
  };
}
