/**
 * The guest order lookup on the order status page: order number, e-mail and last name, sent as
 * Magento's `guestOrder`; the order found, or why not in the store's words ("We couldn't locate
 * an order with the information provided.", "Please login to view the order."). Past the lookup
 * limit the backend answers "Too Many Requests" (graphql-too-many-requests); the shopper is told
 * to wait. The order is kept out of the persisted cache: a shared device keeps no one's order.
 * The receipt's link fills the number (`?number=`) and hands the e-mail over in the navigation's
 * state, so the address never sits in a URL.
 */
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { object } from 'yup';
import type {
  GetGuestOrderQuery,
  GetGuestOrderQueryVariables,
  OrderView_OrderFragment,
} from '../../../__generated__/operations';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { GET_GUEST_ORDER } from '../graphql/orders';
import { useAccountForm, type AccountForm } from './useAccountForm';
import { rules } from './validation';

const guestOrderMessages = defineMessages({
  tooManyLookups: {
    id: 'account.orderStatus.tooMany',
    defaultMessage: 'Too many order lookups from this device. Please wait 15 minutes and try again.',
  },
});

type Values = { number: string; email: string; lastname: string };

export interface GuestOrderLookup {
  form: AccountForm<Values>;
  /** The order found by the last lookup. */
  order: OrderView_OrderFragment | null;
  /** The lookup's answer, for the live region: found (its number) or not (the form's error). */
  foundNumber: string | null;
  clearOrder: () => void;
}

const isTooMany = (error: unknown) =>
  CombinedGraphQLErrors.is(error) &&
  error.errors.some((entry) => entry.extensions?.category === 'graphql-too-many-requests');

function givenEmail(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

export function useGuestOrderLookup(): GuestOrderLookup {
  const intl = useIntl();
  const apollo = useApolloClient();
  const location = useLocation();
  const [order, setOrder] = useState<OrderView_OrderFragment | null>(null);
  const schema = useMemo(() => {
    const { required, email } = rules(intl);
    return object({ number: required(), email: email(), lastname: required() });
  }, [intl]);
  const initialValues = useMemo(
    () => ({
      number: new URLSearchParams(location.search).get('number') ?? '',
      email: givenEmail(location.state),
      lastname: '',
    }),
    [location.search, location.state],
  );
  const form = useAccountForm<Values>({
    initialValues,
    schema,
    onSubmit: async (values) => {
      setOrder(null);
      try {
        const { data } = await apollo.query<GetGuestOrderQuery, GetGuestOrderQueryVariables>({
          query: GET_GUEST_ORDER,
          variables: {
            number: values.number.trim(),
            email: values.email.trim(),
            lastname: values.lastname.trim(),
          },
          fetchPolicy: 'no-cache',
        });
        setOrder(data?.guestOrder ?? null);
      } catch (error) {
        throw new Error(
          isTooMany(error)
            ? intl.formatMessage(guestOrderMessages.tooManyLookups)
            : formatRequestError(error, intl),
        );
      }
    },
  });
  return { form, order, foundNumber: order?.number ?? null, clearOrder: () => setOrder(null) };
}
