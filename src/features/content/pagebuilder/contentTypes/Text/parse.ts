import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export interface TextConfig extends BaseConfig {
  /** Rich text HTML, shown through the sanitizer. */
  content: string;
}

export const textParser: ContentTypeParser<TextConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', content: '' }),
  container: false,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    content: main.innerHTML,
  }),
};
