import type { BaseConfig, ContentTypeParser } from '../../definition';
import {
  backgroundDefaults,
  commonDefaults,
  cssValue,
  parseBackground,
  verticalAlignmentOf,
  type BackgroundConfig,
  type VerticalAlignment,
} from '../../parseHelpers';

export type ColumnAppearance = 'full-height' | 'align-top' | 'align-center' | 'align-bottom';

export interface ColumnConfig extends BaseConfig, BackgroundConfig {
  appearance: ColumnAppearance;
  /** Share of the line, e.g. `33.3333%`. */
  width?: string;
  verticalAlignment?: VerticalAlignment;
}

const APPEARANCES: readonly ColumnAppearance[] = ['full-height', 'align-top', 'align-center', 'align-bottom'];

export const columnParser: ContentTypeParser<ColumnConfig> = {
  defaults: () => ({ ...commonDefaults(), ...backgroundDefaults(), appearance: 'full-height' }),
  container: true,
  parse: (main) => {
    const appearance = main.getAttribute('data-appearance') as ColumnAppearance;
    return {
      appearance: APPEARANCES.includes(appearance) ? appearance : 'full-height',
      width: cssValue(main.style.width),
      verticalAlignment: verticalAlignmentOf(main),
      ...parseBackground(main),
    };
  },
};
