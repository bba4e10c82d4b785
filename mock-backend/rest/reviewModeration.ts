/**
 * Review moderation for journeys, the embedded backend's stand-in for a moderator in Magento's
 * admin (Marketing > All Reviews > Approved). Only when the backend runs with
 * `MOCK_MODERATION=1`; otherwise the route does not exist, as on any Magento:
 *   POST /V1/mock-moderation/reviews/approve  { sku, nickname }  approves that product's pending
 *   reviews by that nickname and answers how many it approved.
 */
import { approveReview } from '../resolvers/reviews';
import { restError, restRoute } from './router';

restRoute('POST', '/V1/mock-moderation/reviews/approve', ({ state, body }) => {
  if (process.env.MOCK_MODERATION !== '1') return restError(404, 'Request does not match any route.');
  const { sku, nickname } = (body ?? {}) as { sku?: unknown; nickname?: unknown };
  if (typeof sku !== 'string' || typeof nickname !== 'string') {
    return restError(400, '"sku" and "nickname" are required.');
  }
  const pending = state.reviews.items.filter(
    (review) =>
      review.status === 'pending' &&
      review.sku.toLowerCase() === sku.toLowerCase() &&
      review.nickname === nickname,
  );
  const approved = pending.filter((review) => approveReview(state, review.id)).length;
  return { status: 200, body: approved };
});
