/** Communications: the newsletter subscription, switched on and off with updateCustomerV2. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import type {
  GetCustomerSubscriptionQuery,
  SetCustomerSubscriptionMutation,
  SetCustomerSubscriptionMutationVariables,
} from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { GET_SUBSCRIPTION, SET_SUBSCRIPTION } from '../graphql/communications';

export interface Communications {
  isLoading: boolean;
  isSubscribed: boolean;
  isSaving: boolean;
  isSaved: boolean;
  error: string | null;
  handleToggle: (event: ChangeEvent<HTMLInputElement>) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

export function useCommunications(): Communications {
  const { data, loading } = useQuery<GetCustomerSubscriptionQuery>(GET_SUBSCRIPTION, {
    fetchPolicy: 'cache-and-network',
  });
  const [save, { loading: isSaving }] = useMutation<
    SetCustomerSubscriptionMutation,
    SetCustomerSubscriptionMutationVariables
  >(SET_SUBSCRIPTION);
  const stored = Boolean(data?.customer?.is_subscribed);
  const [choice, setChoice] = useState<boolean | null>(null);
  const [isSaved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setChoice(null), [stored]);
  const isSubscribed = choice ?? stored;
  const handleToggle = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setChoice(event.target.checked);
    setSaved(false);
  }, []);
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setError(null);
      // The same choice again leaves the same subscription: the retry link may repeat it.
      save({ variables: { isSubscribed }, context: { idempotent: true } })
        .then(() => setSaved(true))
        .catch((failure: unknown) => setError(formatApolloError(failure)));
    },
    [save, isSubscribed],
  );
  return { isLoading: loading && !data, isSubscribed, isSaving, isSaved, error, handleToggle, handleSubmit };
}
