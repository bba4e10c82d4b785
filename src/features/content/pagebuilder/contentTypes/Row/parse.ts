import type { BaseConfig, ContentTypeParser } from '../../definition';
import {
  backgroundDefaults,
  commonDefaults,
  ownPart,
  parseBackground,
  verticalAlignmentOf,
  type BackgroundConfig,
  type VerticalAlignment,
} from '../../parseHelpers';

type RowAppearance = 'contained' | 'full-width' | 'full-bleed';

export interface RowConfig extends BaseConfig, BackgroundConfig {
  appearance: RowAppearance;
  verticalAlignment?: VerticalAlignment;
}

const APPEARANCES: readonly RowAppearance[] = ['contained', 'full-width', 'full-bleed'];

/** A contained row keeps its styles and background on its inner element. */
const dataElement = (main: HTMLElement): HTMLElement =>
  main.getAttribute('data-appearance') === 'contained' ? (ownPart(main, 'inner') ?? main) : main;

export const rowParser: ContentTypeParser<RowConfig> = {
  defaults: () => ({ ...commonDefaults(), ...backgroundDefaults(), appearance: 'contained' }),
  styleSource: dataElement,
  container: true,
  parse: (main) => {
    const appearance = main.getAttribute('data-appearance') as RowAppearance;
    const element = dataElement(main);
    return {
      appearance: APPEARANCES.includes(appearance) ? appearance : 'contained',
      verticalAlignment: verticalAlignmentOf(element),
      ...parseBackground(element, ownPart(main, 'video_overlay')),
    };
  },
};
