import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export type NewsletterConfig = BaseConfig;

export const newsletterParser: ContentTypeParser<NewsletterConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default' }),
  container: false,
  parse: (main) => ({ appearance: main.getAttribute('data-appearance') || 'default' }),
};
