import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export type ColumnLineConfig = BaseConfig;

/** Magento 2.4.7+ wraps a group's columns in column lines. */
export const columnLineParser: ContentTypeParser<ColumnLineConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default' }),
  container: true,
  parse: (main) => ({ appearance: main.getAttribute('data-appearance') || 'default' }),
};
