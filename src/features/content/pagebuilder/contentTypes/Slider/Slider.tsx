import { useIntl } from 'react-intl';
import { useCarousel } from '../../hooks/useCarousel';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import CarouselControls from './CarouselControls';
import * as styles from './Slider.module.css';

/**
 * A slider (WAI-ARIA carousel): one slide at a time, sliding or fading; arrows, dots, swipe; autoplay
 * that pauses on hover and focus, can be stopped, and is off with reduced motion. Slides out of
 * view are inert, so keyboard and screen reader users only meet the current one.
 */
export default function Slider({ config, childNodes, children }: ContentTypeProps<'slider'>) {
  const intl = useIntl();
  const style = useContentStyle(config);
  const count = children.length;
  const carousel = useCarousel({
    count,
    autoplay: config.autoplay,
    autoplaySpeed: config.autoplaySpeed,
    infinite: config.infinite,
  });
  if (!count) return null;
  return (
    <section
      className={cx(styles.slider, config.fade && styles.fade, ...config.cssClasses)}
      style={style}
      aria-roledescription={intl.formatMessage({
        id: 'content.slider.roleDescription',
        defaultMessage: 'carousel',
      })}
      aria-label={intl.formatMessage({ id: 'content.slider.label', defaultMessage: 'Featured' })}
      {...carousel.rootProps}
    >
      <div className={styles.viewport} aria-live={carousel.isPlaying ? 'off' : 'polite'}>
        <div
          className={styles.track}
          style={config.fade ? undefined : { transform: `translateX(-${carousel.index * 100}%)` }}
        >
          {children.map((slide, position) => {
            const node = childNodes[position];
            const name = node?.contentType === 'slide' ? node.config.slideName : '';
            const where = intl.formatMessage(
              { id: 'content.slider.position', defaultMessage: '{position} of {count}' },
              { position: position + 1, count },
            );
            const current = position === carousel.index;
            return (
              <div
                key={position}
                role="group"
                aria-roledescription={intl.formatMessage({
                  id: 'content.slider.slide',
                  defaultMessage: 'slide',
                })}
                aria-label={name ? `${where}: ${name}` : where}
                className={cx(styles.item, current && styles.current)}
                inert={!current}
                style={{ minHeight: config.minHeight }}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
      <CarouselControls
        carousel={carousel}
        count={count}
        showArrows={config.showArrows}
        showDots={config.showDots}
        itemLabel="slide"
      />
    </section>
  );
}
