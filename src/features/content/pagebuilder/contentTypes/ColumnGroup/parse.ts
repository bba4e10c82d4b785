import type { BaseConfig, ContentTypeParser } from '../../definition';
import {
  backgroundDefaults,
  commonDefaults,
  numberAttr,
  parseBackground,
  type BackgroundConfig,
} from '../../parseHelpers';

export interface ColumnGroupConfig extends BaseConfig, BackgroundConfig {
  /** Page Builder's grid: column widths are shares of this many units. */
  gridSize: number;
}

export const columnGroupParser: ContentTypeParser<ColumnGroupConfig> = {
  defaults: () => ({ ...commonDefaults(), ...backgroundDefaults(), appearance: 'default', gridSize: 12 }),
  container: true,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    gridSize: numberAttr(main, 'data-grid-size', 12),
    ...parseBackground(main),
  }),
};
