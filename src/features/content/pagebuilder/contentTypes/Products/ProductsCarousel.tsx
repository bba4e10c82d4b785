import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ContentProductTile } from '../../../hooks/useContentProducts';
import { useCarousel } from '../../hooks/useCarousel';
import { cx } from '../../hooks/useContentStyle';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '../../../../../platform/browser/useMediaQuery';
import CarouselControls from '../Slider/CarouselControls';
import type { ProductsConfig } from './parse';
import ProductTile from './ProductTile';
import * as styles from './Products.module.css';
import { media } from '../../../../../styles/breakpoints';

const CAROUSEL_SIZES = `${media.upTo('sm')} 50vw, ${media.upTo('lg')} 33vw, 25vw`;

const SETTLE_MS = 150;

/**
 * Products in a horizontally scrolling row (scroll snapping, so touch and trackpads just work),
 * paged by arrows and dots, with the carousel's autoplay rules (see useCarousel).
 */
export default function ProductsCarousel({
  config,
  products,
}: {
  config: ProductsConfig;
  products: ContentProductTile[];
}) {
  const intl = useIntl();
  const list = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [pages, setPages] = useState(1);
  const carousel = useCarousel({
    count: pages,
    autoplay: config.autoplay,
    autoplaySpeed: config.autoplaySpeed,
    infinite: config.infinite,
  });
  const { index, goTo } = carousel;

  // The page count, from the list's size: a ResizeObserver reports it with the first frame, after
  // the layout the browser does anyway (measured before paint only where there is none).
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    const measure = () =>
      setPages(
        element.clientWidth ? Math.max(1, Math.ceil(element.scrollWidth / element.clientWidth - 0.05)) : 1,
      );
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [products.length]);

  // Show the current page (the list starts at the first: nothing to measure until it moves)...
  const shown = useRef(0);
  useEffect(() => {
    const element = list.current;
    if (index === shown.current) return;
    shown.current = index;
    if (!element?.clientWidth) return;
    const left = Math.min(index * element.clientWidth, element.scrollWidth - element.clientWidth);
    if (Math.abs(element.scrollLeft - left) > 2) {
      element.scrollTo?.({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    }
  }, [index, reducedMotion]);

  // ...and follow the shopper's own scrolling once it settles.
  useEffect(() => {
    const element = list.current;
    if (!element) return undefined;
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        if (!element.clientWidth) return;
        const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 2;
        goTo(atEnd ? pages - 1 : Math.round(element.scrollLeft / element.clientWidth));
      }, SETTLE_MS);
    };
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      element.removeEventListener('scroll', onScroll);
      window.clearTimeout(timer);
    };
  }, [goTo, pages]);

  return (
    <section
      className={styles.carousel}
      aria-roledescription={intl.formatMessage({
        id: 'content.slider.roleDescription',
        defaultMessage: 'carousel',
      })}
      aria-label={intl.formatMessage({ id: 'content.products.label', defaultMessage: 'Products' })}
      {...carousel.rootProps}
    >
      <ul
        ref={list}
        className={cx(styles.track, config.carouselMode === 'continuous' && styles.continuous)}
        style={
          config.carouselMode === 'continuous'
            ? { ['--center-padding' as string]: config.centerPadding }
            : undefined
        }
      >
        {products.map((product) => (
          <li key={product.uid} className={styles.slide}>
            <ProductTile product={product} sizes={CAROUSEL_SIZES} />
          </li>
        ))}
      </ul>
      <CarouselControls
        carousel={carousel}
        count={pages}
        showArrows={config.arrows}
        showDots={config.dots}
        itemLabel="page"
      />
    </section>
  );
}
