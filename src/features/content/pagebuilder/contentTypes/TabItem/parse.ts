import type { BaseConfig, ContentTypeParser } from '../../definition';
import {
  backgroundDefaults,
  commonDefaults,
  parseBackground,
  verticalAlignmentOf,
  type BackgroundConfig,
  type VerticalAlignment,
} from '../../parseHelpers';

export interface TabItemConfig extends BaseConfig, BackgroundConfig {
  tabName: string;
  verticalAlignment?: VerticalAlignment;
}

export const tabItemParser: ContentTypeParser<TabItemConfig> = {
  defaults: () => ({ ...commonDefaults(), ...backgroundDefaults(), appearance: 'default', tabName: '' }),
  container: true,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    tabName: main.getAttribute('data-tab-name') ?? '',
    verticalAlignment: verticalAlignmentOf(main),
    ...parseBackground(main),
  }),
};
