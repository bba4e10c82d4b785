import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

type HeadingType = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

export interface HeadingConfig extends BaseConfig {
  headingType: HeadingType;
  text: string;
}

export const headingParser: ContentTypeParser<HeadingConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', headingType: 'h2', text: '' }),
  container: false,
  parse: (main) => {
    const tag = main.tagName.toLowerCase();
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      headingType: /^h[1-6]$/.test(tag) ? (tag as HeadingType) : 'h2',
      text: main.textContent?.trim() ?? '',
    };
  },
};
