import type { BaseConfig, ContentTypeParser } from '../../definition';
import { boolAttr, commonDefaults, cssValue, numberAttr, safeUrl } from '../../parseHelpers';

export interface ProductsConfig extends BaseConfig {
  appearance: 'grid' | 'carousel';
  /** Paths of the products the rendered widget links to, in its order (e.g. `/cruiser.html`). */
  pathNames: string[];
  autoplay: boolean;
  autoplaySpeed: number;
  infinite: boolean;
  arrows: boolean;
  dots: boolean;
  /** `continuous` shows part of the next products beside the current ones. */
  carouselMode: 'default' | 'continuous';
  centerPadding: string;
}

export const productsParser: ContentTypeParser<ProductsConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    appearance: 'grid',
    pathNames: [],
    autoplay: false,
    autoplaySpeed: 4000,
    infinite: false,
    arrows: false,
    dots: true,
    carouselMode: 'default',
    centerPadding: '90px',
  }),
  container: false,
  parse: (main) => {
    const pathNames: string[] = [];
    for (const link of Array.from(main.querySelectorAll('a.product-item-link'))) {
      const href = safeUrl(link.getAttribute('href'));
      if (!href) continue;
      const path = new URL(href, 'http://localhost').pathname;
      if (path !== '/' && !pathNames.includes(path)) pathNames.push(path);
    }
    return {
      appearance: main.getAttribute('data-appearance') === 'carousel' ? 'carousel' : 'grid',
      pathNames,
      autoplay: boolAttr(main, 'data-autoplay'),
      autoplaySpeed: numberAttr(main, 'data-autoplay-speed', 4000),
      infinite: boolAttr(main, 'data-infinite-loop'),
      arrows: boolAttr(main, 'data-show-arrows'),
      dots: boolAttr(main, 'data-show-dots', true),
      carouselMode: main.getAttribute('data-carousel-mode') === 'continuous' ? 'continuous' : 'default',
      centerPadding: cssValue(main.getAttribute('data-center-padding')) ?? '90px',
    };
  },
};
