/** Saved payments: the customer's stored cards, each deletable. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type {
  DeleteSavedPaymentMutation,
  DeleteSavedPaymentMutationVariables,
  GetSavedPaymentsQuery,
} from '../../../__generated__/operations';
import { formatApolloError } from '../../../platform/apollo/errorLink';
import { DELETE_SAVED_PAYMENT, GET_SAVED_PAYMENTS } from '../graphql/savedPayments';

interface SavedCard {
  publicHash: string;
  /** Card brand code (VI, MC, AE, DI...). */
  type: string;
  last4: string;
  expires: string;
}

export interface SavedPayments {
  isLoading: boolean;
  cards: SavedCard[];
  error: string | null;
  deletingHash: string | null;
  handleDelete: (publicHash: string) => void;
}

function parseDetails(details: string | null | undefined): {
  type: string;
  maskedCC: string;
  expirationDate: string;
} {
  try {
    const parsed = JSON.parse(details ?? '{}') as Record<string, unknown>;
    return {
      type: String(parsed.type ?? ''),
      maskedCC: String(parsed.maskedCC ?? ''),
      expirationDate: String(parsed.expirationDate ?? ''),
    };
  } catch {
    return { type: '', maskedCC: '', expirationDate: '' };
  }
}

export function useSavedPayments(): SavedPayments {
  const { data, loading, error } = useQuery<GetSavedPaymentsQuery>(GET_SAVED_PAYMENTS, {
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation<DeleteSavedPaymentMutation, DeleteSavedPaymentMutationVariables>(
    DELETE_SAVED_PAYMENT,
  );
  const [deletingHash, setDeletingHash] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const handleDelete = useCallback(
    (publicHash: string) => {
      setDeletingHash(publicHash);
      setDeleteError(null);
      remove({
        variables: { publicHash },
        update: (cache, { data: answer }) => {
          const items = answer?.deletePaymentToken?.customerPaymentTokens?.items;
          if (items)
            cache.writeQuery({
              query: GET_SAVED_PAYMENTS,
              data: { customerPaymentTokens: { __typename: 'CustomerPaymentTokens', items } },
            });
        },
      })
        .catch((failure: unknown) => setDeleteError(formatApolloError(failure)))
        .finally(() => setDeletingHash(null));
    },
    [remove],
  );
  const cards = (data?.customerPaymentTokens?.items ?? []).flatMap((item) => {
    if (!item || item.type !== 'card') return [];
    const details = parseDetails(item.details);
    return [
      {
        publicHash: item.public_hash,
        type: details.type,
        last4: details.maskedCC,
        expires: details.expirationDate,
      },
    ];
  });
  return {
    isLoading: loading && !data,
    cards,
    error: deleteError ?? (error ? formatApolloError(error) : null),
    deletingHash,
    handleDelete,
  };
}
