import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export interface CategoryConfig extends BaseConfig {
  /** The category id (`data-catid`). */
  catid?: string;
}

export const categoryParser: ContentTypeParser<CategoryConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default' }),
  container: false,
  parse: (main) => {
    const catid = main.getAttribute('data-catid')?.trim();
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      catid: catid && /^\d+$/.test(catid) ? catid : undefined,
    };
  },
};
