import { useIntl } from 'react-intl';
import type { Carousel } from '../../hooks/useCarousel';
import * as styles from './Slider.module.css';

export interface CarouselControlsProps {
  carousel: Carousel;
  count: number;
  showArrows: boolean;
  showDots: boolean;
  /** What one position is called: a slide, or a page of products. */
  itemLabel: 'slide' | 'page';
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="square"
      />
    </svg>
  );
}

/** Previous / next arrows, dots and the play / pause control of a carousel. */
export default function CarouselControls({
  carousel,
  count,
  showArrows,
  showDots,
  itemLabel,
}: CarouselControlsProps) {
  const intl = useIntl();
  if (count < 2) return null;
  const previousLabel =
    itemLabel === 'slide'
      ? intl.formatMessage({ id: 'content.slider.previous', defaultMessage: 'Previous slide' })
      : intl.formatMessage({ id: 'content.products.previous', defaultMessage: 'Previous products' });
  const nextLabel =
    itemLabel === 'slide'
      ? intl.formatMessage({ id: 'content.slider.next', defaultMessage: 'Next slide' })
      : intl.formatMessage({ id: 'content.products.next', defaultMessage: 'Next products' });
  return (
    <div className={styles.controls}>
      {carousel.canAutoplay && (
        <button type="button" className={styles.control} onClick={carousel.toggleAutoplay}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            {carousel.isStopped ? (
              <path d="M7 4l13 8-13 8z" fill="currentColor" />
            ) : (
              <path d="M6 4h4v16H6zM14 4h4v16h-4z" fill="currentColor" />
            )}
          </svg>
          <span className="visually-hidden">
            {carousel.isStopped
              ? intl.formatMessage({
                  id: 'content.slider.play',
                  defaultMessage: 'Start automatic slide show',
                })
              : intl.formatMessage({
                  id: 'content.slider.pause',
                  defaultMessage: 'Stop automatic slide show',
                })}
          </span>
        </button>
      )}
      {showArrows && (
        <button
          type="button"
          className={styles.control}
          onClick={carousel.previous}
          disabled={!carousel.hasPrevious}
          aria-label={previousLabel}
        >
          <Chevron direction="left" />
        </button>
      )}
      {showDots && (
        <div className={styles.dots}>
          {Array.from({ length: count }, (_, position) => (
            <button
              key={position}
              type="button"
              className={styles.dot}
              aria-current={position === carousel.index ? 'true' : undefined}
              onClick={() => carousel.goTo(position)}
              aria-label={
                itemLabel === 'slide'
                  ? intl.formatMessage(
                      { id: 'content.slider.goTo', defaultMessage: 'Go to slide {number}' },
                      { number: position + 1 },
                    )
                  : intl.formatMessage(
                      { id: 'content.products.goTo', defaultMessage: 'Go to page {number}' },
                      { number: position + 1 },
                    )
              }
            />
          ))}
        </div>
      )}
      {showArrows && (
        <button
          type="button"
          className={styles.control}
          onClick={carousel.next}
          disabled={!carousel.hasNext}
          aria-label={nextLabel}
        >
          <Chevron direction="right" />
        </button>
      )}
    </div>
  );
}
