import type { ContentTypeParser } from '../../definition';
import { bannerDefaults, parseBannerLike, type BannerConfig } from '../Banner/parse';

export interface SlideConfig extends BannerConfig {
  /** The slide's name in the admin; labels the slide for screen readers when set. */
  slideName: string;
}

export const slideParser: ContentTypeParser<SlideConfig> = {
  defaults: () => ({ ...bannerDefaults(), appearance: 'poster', slideName: '' }),
  container: false,
  parse: (main) => ({
    ...parseBannerLike(main),
    slideName: main.getAttribute('data-slide-name')?.trim() ?? '',
  }),
};
