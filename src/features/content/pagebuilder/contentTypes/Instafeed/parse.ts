import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults, numberAttr } from '../../parseHelpers';

export interface InstafeedConfig extends BaseConfig {
  /** The feed provider's access token. The storefront never sends it anywhere (no provider). */
  auth: string;
  /** How many posts the feed shows. */
  count: number;
  /** What the element holds: shown instead of the feed. */
  fallbackHtml: string;
}

export const instafeedParser: ContentTypeParser<InstafeedConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', auth: '', count: 6, fallbackHtml: '' }),
  container: false,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    auth: main.getAttribute('data-auth') ?? '',
    count: Math.max(0, Math.round(numberAttr(main, 'data-count', 6))),
    fallbackHtml: main.innerHTML,
  }),
};
