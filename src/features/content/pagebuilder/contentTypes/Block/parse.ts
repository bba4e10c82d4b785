import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export interface BlockConfig extends BaseConfig {
  /**
   * The block as the backend sent it: normally its rendered content (whose Page Builder
   * elements become this element's children); an unrendered CMS block widget directive when the
   * backend left it to the storefront.
   */
  richContent: string;
}

export const blockParser: ContentTypeParser<BlockConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', richContent: '' }),
  container: true,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    richContent: main.innerHTML,
  }),
};

/** The block identifier of an unrendered `{{widget type="...Cms\Block\Widget\Block" block_id="x"}}`. */
export function blockWidgetIdentifier(html: string): string | null {
  const widget = /\{\{widget\b([^}]*)\}\}/i.exec(html)?.[1];
  if (!widget || !/Block[\\|]+Widget[\\|]+Block/.test(widget)) return null;
  return /block_id\s*=\s*(?:"|&quot;)([^"&]+)(?:"|&quot;)/i.exec(widget)?.[1] ?? null;
}
