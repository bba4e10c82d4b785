import { Suspense, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Button from '../../../components/Button/Button';
import SectionError from '../../../components/ErrorBoundary/SectionError';
import { useNearViewport } from '../../../platform/browser/useNearViewport';
import type { RatingView } from '../hooks/productTile';
import {
  REVIEWS_PAGE_SIZE,
  useReviewPages,
  useReviewsPage,
  type ReviewView,
} from '../hooks/useProductReviews';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import { useReviewsEnabled } from '../hooks/useReviewsEnabled';
import RatingStars from './RatingStars';
import * as styles from './ProductReviews.module.css';

/**
 * The form and its libraries (formik, yup) load when the section nears the viewport, not with the
 * product page: nothing above the fold needs them.
 */
const ReviewForm = lazyWithPreload(() => import(/* webpackChunkName: "review-form" */ './ReviewForm'));

export const REVIEWS_SECTION_ID = 'reviews';

function Review({ review }: { review: ReviewView }) {
  const intl = useIntl();
  return (
    <li className={styles.review}>
      <article aria-label={review.summary}>
        <h3 className={styles.summary}>{review.summary}</h3>
        <p className={styles.byline}>
          <FormattedMessage
            id="catalog.reviews.byline"
            defaultMessage="By {nickname}"
            values={{ nickname: <span className={styles.nickname}>{review.nickname}</span> }}
          />
          {review.createdAt ? (
            <>
              {' · '}
              <time dateTime={review.createdAt.toISOString()}>
                {intl.formatDate(review.createdAt, {
                  year: 'numeric',
                  month: 'long',
                  day: 'numeric',
                  timeZone: 'UTC',
                })}
              </time>
            </>
          ) : null}
        </p>
        {review.ratings.length > 0 ? (
          <dl className={styles.ratings}>
            {review.ratings.map((rating) => (
              <div key={rating.name} className={styles.rating}>
                <dt>{rating.name}</dt>
                <dd>
                  <RatingStars percent={rating.value * 20} stars={rating.value} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p className={styles.text}>{review.text}</p>
      </article>
    </li>
  );
}

/** A later page of reviews, asked when the shopper shows it. */
function MoreReviews({ sku, page }: { sku: string; page: number }) {
  const view = useReviewsPage(sku, page);
  return (
    <>
      {view.reviews.map((review) => (
        <Review key={review.key} review={review} />
      ))}
    </>
  );
}

/**
 * The product's reviews: its rating and count, the approved reviews newest first (a page at a
 * time, "Show more" for the next), and the "Write a review" form. Asked once the section comes near
 * the screen, so the product's first content is not slower for it.
 */
export default function ProductReviews({ sku, rating }: { sku: string; rating: RatingView | null }) {
  const intl = useIntl();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, { rootMargin: '600px' });
  // The store may have reviews off: then the section goes (Magento answers no reviews and no form).
  const enabled = useReviewsEnabled(near);
  const first = useReviewsPage(sku, 1, near && enabled === true);
  const { pages, handleShowMore } = useReviewPages();
  const shown = first.rating ?? rating;
  const count = shown?.count ?? 0;
  const pageCount = Math.max(first.totalPages, 1);
  const showing = Math.min(count, pages * REVIEWS_PAGE_SIZE);
  if (enabled === false) return null;
  return (
    <section ref={section} className={styles.root} aria-labelledby={REVIEWS_SECTION_ID}>
      <h2 id={REVIEWS_SECTION_ID} className={styles.title} tabIndex={-1}>
        <FormattedMessage id="catalog.reviews.heading" defaultMessage="Reviews" />
      </h2>
      <div className={styles.layout}>
        <div className={styles.list}>
          {shown ? (
            <p className={styles.overall}>
              <RatingStars percent={shown.percent} stars={shown.stars} size="large" />
              <span>
                <FormattedMessage
                  id="catalog.reviews.overall"
                  defaultMessage="{stars} out of 5 · {count, plural, one {# review} other {# reviews}}"
                  values={{ stars: intl.formatNumber(shown.stars, { maximumFractionDigits: 1 }), count }}
                />
              </span>
            </p>
          ) : first.status === 'ready' ? (
            <p className={styles.empty}>
              <FormattedMessage
                id="catalog.reviews.none"
                defaultMessage="No reviews yet. Be the first to review this product."
              />
            </p>
          ) : null}
          {first.status === 'error' ? <SectionError onRetry={first.handleRetry} /> : null}
          {first.reviews.length > 0 ? (
            <ul className={styles.reviews}>
              {first.reviews.map((review) => (
                <Review key={review.key} review={review} />
              ))}
              {Array.from({ length: Math.min(pages, pageCount) - 1 }, (_, index) => (
                <MoreReviews key={index + 2} sku={sku} page={index + 2} />
              ))}
            </ul>
          ) : null}
          {first.reviews.length > 0 && pages < pageCount ? (
            <Button priority="normal" className={styles.more} onClick={handleShowMore}>
              <FormattedMessage id="catalog.reviews.showMore" defaultMessage="Show more reviews" />
            </Button>
          ) : null}
          <p className={styles.status} role="status">
            {first.reviews.length > 0 && pages > 1 ? (
              <FormattedMessage
                id="catalog.reviews.showing"
                defaultMessage="Showing {shown} of {count} reviews"
                values={{ shown: showing, count }}
              />
            ) : null}
          </p>
        </div>
        {near && enabled ? (
          <Suspense fallback={null}>
            <ReviewForm sku={sku} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
