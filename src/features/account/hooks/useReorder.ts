/**
 * Reorder from an order's details: `reorderItems` puts the order's items into the customer's
 * cart; what Magento could not add comes back in `userInputErrors` with its reason (a product
 * gone, out of stock...) and is listed. The cart changed on the server, so its cached copy is
 * dropped and the cart's views (the mini cart's count among them) read it again.
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReorderItemsMutation, ReorderItemsMutationVariables } from '../../../__generated__/operations';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { useAppSelector } from '../../../store/createAppStore';
import { REORDER_ITEMS } from '../graphql/orders';

interface ReorderResult {
  /** Items now in the cart from this order. */
  added: boolean;
  /** Magento's reasons for the items it could not add. */
  problems: string[];
}

export interface Reorder {
  isReordering: boolean;
  result: ReorderResult | null;
  error: string | null;
  handleReorder: () => Promise<void>;
}

/** `lineCount`: the order's lines, to tell whether any of them went into the cart. */
export function useReorder(orderNumber: string, lineCount: number): Reorder {
  const intl = useIntl();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const [result, setResult] = useState<ReorderResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reorder, { loading }] = useMutation<ReorderItemsMutation, ReorderItemsMutationVariables>(
    REORDER_ITEMS,
    {
      update: (cache, { data }) => {
        const answered = data?.reorderItems?.cart.id;
        for (const id of new Set([cartId, answered])) {
          if (id) cache.evict({ id: cache.identify({ __typename: 'Cart', id }) });
        }
        cache.gc();
      },
    },
  );
  const handleReorder = async () => {
    setError(null);
    setResult(null);
    try {
      const { data } = await reorder({ variables: { orderNumber } });
      const answer = data?.reorderItems;
      if (!answer) return;
      const problems = answer.userInputErrors.flatMap((entry) => (entry ? [entry.message] : []));
      setResult({ added: problems.length < lineCount, problems });
    } catch (caught) {
      setError(formatRequestError(caught, intl));
    }
  };
  return { isReordering: loading, result, error, handleReorder };
}
