import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export interface HtmlConfig extends BaseConfig {
  /** The HTML code as entered (unescaped); shown through the sanitizer. */
  html: string;
}

export const htmlParser: ContentTypeParser<HtmlConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', html: '' }),
  container: false,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    // Magento stores the code HTML-escaped, so the parsed element holds it as text; markup saved
    // unescaped (older content) is taken as it is.
    html: main.children.length ? main.innerHTML : (main.textContent ?? ''),
  }),
};
