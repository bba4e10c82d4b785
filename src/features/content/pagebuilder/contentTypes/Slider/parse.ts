import type { BaseConfig, ContentTypeParser } from '../../definition';
import { boolAttr, commonDefaults, numberAttr } from '../../parseHelpers';

export interface SliderConfig extends BaseConfig {
  autoplay: boolean;
  /** Milliseconds each slide shows while playing. */
  autoplaySpeed: number;
  fade: boolean;
  infinite: boolean;
  showArrows: boolean;
  showDots: boolean;
}

export const sliderParser: ContentTypeParser<SliderConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    appearance: 'default',
    autoplay: false,
    autoplaySpeed: 4000,
    fade: false,
    infinite: false,
    showArrows: false,
    showDots: true,
  }),
  container: true,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    autoplay: boolAttr(main, 'data-autoplay'),
    autoplaySpeed: numberAttr(main, 'data-autoplay-speed', 4000),
    fade: boolAttr(main, 'data-fade'),
    infinite: boolAttr(main, 'data-infinite-loop'),
    showArrows: boolAttr(main, 'data-show-arrows'),
    showDots: boolAttr(main, 'data-show-dots', true),
  }),
};
