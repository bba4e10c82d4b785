/**
 * The address book: the saved addresses with their default marks, a form to add or edit one
 * (the backend's US regions, spec 3), making an address the default shipping or billing one, and deleting
 * (asked twice; the backend refuses a default address with Magento's message).
 */
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import type {
  AddressBook_AddressFragment,
  CreateCustomerAddressMutation,
  CreateCustomerAddressMutationVariables,
  DeleteCustomerAddressMutation,
  DeleteCustomerAddressMutationVariables,
  GetCustomerAddressesQuery,
  UpdateCustomerAddressMutation,
  UpdateCustomerAddressMutationVariables,
} from '../../../__generated__/operations';
import {
  addressRules,
  EMPTY_ADDRESS,
  readAddress,
  type AddressFormValues,
} from '../../../components/AddressForm/addressRules';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { sendOnce } from '../../../platform/apollo/lostAnswer';
import { useUsRegions, type RegionOption } from '../../../platform/directory/useUsRegions';
import {
  CREATE_CUSTOMER_ADDRESS,
  DELETE_CUSTOMER_ADDRESS,
  GET_CUSTOMER_ADDRESSES,
  UPDATE_CUSTOMER_ADDRESS,
} from '../graphql/addressBook';
import { useAccountForm, type AccountForm } from './useAccountForm';

type AddressValues = AddressFormValues & {
  company: string;
  default_shipping: boolean;
  default_billing: boolean;
};

export type SavedAddress = AddressBook_AddressFragment & { id: number };

type AddressBookNotice = 'saved' | 'deleted' | null;

export interface AddressBook {
  isLoading: boolean;
  addresses: SavedAddress[];
  regions: readonly RegionOption[];
  /** 'new', the id of the address being edited, or null when the form is closed. */
  editing: 'new' | number | null;
  form: AccountForm<AddressValues>;
  confirmingDelete: number | null;
  deleteError: string | null;
  notice: AddressBookNotice;
  /** The address just saved (added or edited): its card confirms it. */
  savedId: number | null;
  /** The form just closed without saving: what it was open for, to return there. */
  closedForm: 'new' | number | null;
  handleAdd: () => void;
  handleEdit: (id: number) => void;
  handleCancel: () => void;
  handleAskDelete: (id: number) => void;
  handleConfirmDelete: () => void;
  handleCancelDelete: () => void;
}

const EMPTY: AddressValues = {
  ...EMPTY_ADDRESS,
  company: '',
  default_shipping: false,
  default_billing: false,
};

function valuesOf(address: SavedAddress): AddressValues {
  return {
    firstname: address.firstname ?? '',
    lastname: address.lastname ?? '',
    company: address.company ?? '',
    street1: address.street?.[0] ?? '',
    street2: address.street?.[1] ?? '',
    city: address.city ?? '',
    region_code: address.region?.region_code ?? '',
    postcode: address.postcode ?? '',
    telephone: address.telephone ?? '',
    default_shipping: Boolean(address.default_shipping),
    default_billing: Boolean(address.default_billing),
  };
}

export function useAddressBook(): AddressBook {
  const intl = useIntl();
  // Asked with the book, so the State select has its choices when the form opens.
  const regions = useUsRegions();
  const { data, loading } = useQuery<GetCustomerAddressesQuery>(GET_CUSTOMER_ADDRESSES, {
    fetchPolicy: 'cache-and-network',
  });
  const refetchQueries = [{ query: GET_CUSTOMER_ADDRESSES }];
  const [create] = useMutation<CreateCustomerAddressMutation, CreateCustomerAddressMutationVariables>(
    CREATE_CUSTOMER_ADDRESS,
    { refetchQueries, awaitRefetchQueries: true },
  );
  const [update] = useMutation<UpdateCustomerAddressMutation, UpdateCustomerAddressMutationVariables>(
    UPDATE_CUSTOMER_ADDRESS,
    { refetchQueries, awaitRefetchQueries: true },
  );
  const [remove] = useMutation<DeleteCustomerAddressMutation, DeleteCustomerAddressMutationVariables>(
    DELETE_CUSTOMER_ADDRESS,
    { refetchQueries, awaitRefetchQueries: true },
  );
  const apollo = useApolloClient();
  /** The address book as the backend has it now (also brings the cache up to date). */
  const readAddresses = useCallback(async () => {
    const { data: fresh } = await apollo.query<GetCustomerAddressesQuery>({
      query: GET_CUSTOMER_ADDRESSES,
      fetchPolicy: 'network-only',
    });
    return (fresh?.customer?.addresses ?? []).flatMap((address) => (address ? [address] : []));
  }, [apollo]);
  const addresses = useMemo(
    () =>
      (data?.customer?.addresses ?? []).filter(
        (address): address is SavedAddress => Boolean(address) && typeof address?.id === 'number',
      ),
    [data],
  );
  const [editing, setEditing] = useState<'new' | number | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<number | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [notice, setNotice] = useState<AddressBookNotice>(null);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [closedForm, setClosedForm] = useState<'new' | number | null>(null);

  const schema = useMemo(() => object(addressRules(intl)), [intl]);

  const current =
    typeof editing === 'number' ? addresses.find((address) => address.id === editing) : undefined;
  const initialValues = useMemo(() => (current ? valuesOf(current) : EMPTY), [current]);

  const form = useAccountForm<AddressValues>({
    initialValues,
    enableReinitialize: true,
    schema,
    onSubmit: async (values) => {
      const { region, ...address } = readAddress(values, regions);
      const input = {
        ...address,
        company: values.company.trim() || null,
        region: {
          region_code: values.region_code,
          region_id: region?.id ?? null,
          region: region?.name ?? null,
        },
        country_code: 'US' as const,
        default_shipping: values.default_shipping,
        default_billing: values.default_billing,
      };
      let id: number | null = null;
      if (typeof editing === 'number') {
        // The same values again leave the same address: the retry link may repeat it.
        await update({ variables: { id: editing, input }, context: { idempotent: true } });
        id = editing;
      } else {
        // A repeat would save the address twice: after a lost answer the book is read back, and
        // the address sent again only when no new one like it is there.
        const known = new Set(addresses.map((address) => address.id));
        const created = await sendOnce({
          send: () => create({ variables: { input } }),
          isDone: async () => {
            const fresh = (await readAddresses()).find(
              (address) =>
                typeof address.id === 'number' &&
                !known.has(address.id) &&
                address.firstname === input.firstname &&
                address.lastname === input.lastname &&
                address.street?.[0] === input.street[0] &&
                address.city === input.city &&
                address.postcode === input.postcode,
            );
            id = fresh?.id ?? null;
            return Boolean(fresh);
          },
        });
        if (created) id = created.data?.createCustomerAddress?.id ?? null;
      }
      setEditing(null);
      setSavedId(id);
      setNotice('saved');
    },
  });

  const { reset } = form;
  const handleAdd = useCallback(() => {
    setNotice(null);
    setSavedId(null);
    setClosedForm(null);
    setEditing('new');
    reset(EMPTY);
  }, [reset]);
  const handleEdit = useCallback((id: number) => {
    setNotice(null);
    setSavedId(null);
    setClosedForm(null);
    setEditing(id);
  }, []);
  const handleCancel = useCallback(() => {
    setClosedForm(editing);
    setEditing(null);
  }, [editing]);
  const handleAskDelete = useCallback((id: number) => {
    setDeleteError(null);
    setNotice(null);
    setSavedId(null);
    setClosedForm(null);
    setConfirmingDelete(id);
  }, []);
  const handleCancelDelete = useCallback(() => setConfirmingDelete(null), []);
  const handleConfirmDelete = useCallback(() => {
    if (confirmingDelete === null) return;
    const id = confirmingDelete;
    // Deleting an address that is gone is refused: after a lost answer the book is read back, and
    // the deletion sent again only when the address is still there.
    sendOnce({
      send: () => remove({ variables: { id } }),
      isDone: async () => !(await readAddresses()).some((address) => address.id === id),
    })
      .then(() => {
        setConfirmingDelete(null);
        setNotice('deleted');
      })
      .catch((failure: unknown) => setDeleteError(formatApolloError(failure)));
  }, [remove, confirmingDelete, readAddresses]);

  return {
    isLoading: loading && !data,
    addresses,
    regions,
    editing,
    form,
    confirmingDelete,
    deleteError,
    notice,
    savedId,
    closedForm,
    handleAdd,
    handleEdit,
    handleCancel,
    handleAskDelete,
    handleConfirmDelete,
    handleCancelDelete,
  };
}
