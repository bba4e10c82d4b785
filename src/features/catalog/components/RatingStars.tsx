import { useIntl } from 'react-intl';
import type { RatingView } from '../hooks/productTile';
import * as styles from './RatingStars.module.css';

export interface RatingStarsProps {
  /** How much of the five stars is filled, 0-100. */
  percent: number;
  /** Out of 5, as read out ("Rated 4.3 out of 5"). */
  stars: number;
  size?: 'small' | 'large';
  className?: string;
}

const STAR_PATH = 'M12 2l2.9 6.6 7.1.7-5.4 4.8 1.6 7-6.2-3.7-6.2 3.7 1.6-7L2 9.3l7.1-.7z';

function Stars() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={STAR_PATH} />
        </svg>
      ))}
    </>
  );
}

/** Five stars filled to the rating, read out as "Rated 4.3 out of 5". */
export default function RatingStars({ percent, stars, size = 'small', className }: RatingStarsProps) {
  const intl = useIntl();
  const label = intl.formatMessage(
    { id: 'catalog.rating.label', defaultMessage: 'Rated {stars} out of 5' },
    { stars: intl.formatNumber(stars, { maximumFractionDigits: 1 }) },
  );
  return (
    <span
      className={[styles.root, size === 'large' ? styles.large : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      role="img"
      aria-label={label}
    >
      <span className={styles.empty}>
        <Stars />
      </span>
      <span className={styles.filled} style={{ width: `${percent}%` }}>
        <Stars />
      </span>
    </span>
  );
}

/** Stars and the review count, as a tile shows them. */
export function TileRating({ rating }: { rating: RatingView }) {
  const intl = useIntl();
  return (
    <span className={styles.tile}>
      <RatingStars percent={rating.percent} stars={rating.stars} />
      <span className={styles.count}>
        {intl.formatMessage(
          {
            id: 'catalog.rating.tileCount',
            defaultMessage: '{count, plural, one {# review} other {# reviews}}',
          },
          { count: rating.count },
        )}
      </span>
    </span>
  );
}
