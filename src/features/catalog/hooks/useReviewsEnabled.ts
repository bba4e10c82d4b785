import { useQuery } from '@apollo/client/react';
import type { GetReviewFormQuery } from '../../../__generated__/operations';
import { GET_REVIEW_FORM } from '../graphql/reviews';

/**
 * Whether the store shows reviews (storeConfig's product_reviews_enabled), once asked: null until
 * then. Asked with the form's settings (one request).
 */
export function useReviewsEnabled(enabled: boolean): boolean | null {
  const { data } = useQuery<GetReviewFormQuery>(GET_REVIEW_FORM, { skip: !enabled });
  const flag = data?.storeConfig?.product_reviews_enabled;
  return flag === undefined || flag === null ? null : flag === '1';
}
