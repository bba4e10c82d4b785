import { useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import type {
  GetProductReviewsQuery,
  GetProductReviewsQueryVariables,
} from '../../../__generated__/operations';
import { GET_PRODUCT_REVIEWS } from '../graphql/reviews';
import { ratingView, type RatingView } from './productTile';

/** Reviews asked per page ("Show more" asks the next). */
export const REVIEWS_PAGE_SIZE = 5;

export interface ReviewView {
  key: string;
  nickname: string;
  summary: string;
  text: string;
  /** When it was written, as a Date (Magento answers "YYYY-MM-DD HH:MM:SS", UTC). */
  createdAt: Date | null;
  /** Out of 5. */
  averageRating: number;
  ratings: Array<{ name: string; value: number }>;
}

export interface ReviewsPageView {
  status: 'idle' | 'loading' | 'error' | 'ready';
  reviews: ReviewView[];
  totalPages: number;
  rating: RatingView | null;
  handleRetry: () => void;
}

const dateOf = (value: string): Date | null => {
  const date = new Date(`${value.replace(' ', 'T')}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * One page of a product's approved reviews, newest first, asked once `enabled` (the section has
 * come near the screen): from the network each time the page is shown, so a review approved since
 * the last visit is there, the cached answer showing meanwhile.
 */
export function useReviewsPage(sku: string, page: number, enabled = true): ReviewsPageView {
  const { data, loading, error, refetch } = useQuery<GetProductReviewsQuery, GetProductReviewsQueryVariables>(
    GET_PRODUCT_REVIEWS,
    {
      variables: { sku, pageSize: REVIEWS_PAGE_SIZE, currentPage: page },
      skip: !enabled || !sku,
      fetchPolicy: 'cache-and-network',
    },
  );
  const product = data?.products?.items?.find((item) => item !== null) ?? null;
  const reviews = (product?.reviews.items ?? []).flatMap((item, index) =>
    item
      ? [
          {
            key: `${page}-${index}-${item.created_at}`,
            nickname: item.nickname,
            summary: item.summary,
            text: item.text,
            createdAt: dateOf(item.created_at),
            averageRating: item.average_rating,
            ratings: item.ratings_breakdown.flatMap((rating) =>
              rating ? [{ name: rating.name, value: Number(rating.value) }] : [],
            ),
          },
        ]
      : [],
  );
  let status: ReviewsPageView['status'] = 'ready';
  if (!enabled) status = 'idle';
  else if (!data && loading) status = 'loading';
  else if (!data && error) status = 'error';
  return {
    status,
    reviews,
    totalPages: product?.reviews.page_info.total_pages ?? 0,
    rating: ratingView(product),
    handleRetry: () => void refetch().catch(() => undefined),
  };
}

/** How many pages of reviews are shown, and showing the next. */
export function useReviewPages(): { pages: number; handleShowMore: () => void } {
  const [pages, setPages] = useState(1);
  const handleShowMore = useCallback(() => setPages((current) => current + 1), []);
  return { pages, handleShowMore };
}
