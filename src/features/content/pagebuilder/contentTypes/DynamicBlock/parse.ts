import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults } from '../../parseHelpers';

export interface DynamicBlockConfig extends BaseConfig {
  /** Dynamic block uids the rotator widget names. */
  uids: string[];
  /** fixed | rotate | salesrule | catalogrule */
  displayMode: string;
  displayInline: boolean;
}

const toUid = (id: string): string => {
  try {
    return btoa(id);
  } catch {
    return '';
  }
};

export const dynamicBlockParser: ContentTypeParser<DynamicBlockConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    appearance: 'default',
    uids: [],
    displayMode: 'fixed',
    displayInline: false,
  }),
  container: false,
  parse: (main) => {
    const widget = main.querySelector('[data-uids], [data-ids]');
    const list = (value: string | null | undefined) =>
      (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    const uids = list(widget?.getAttribute('data-uids'));
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      uids: uids.length ? uids : list(widget?.getAttribute('data-ids')).map(toUid).filter(Boolean),
      displayMode: widget?.getAttribute('data-display-mode') || 'fixed',
      displayInline: Boolean(widget?.classList.contains('block-banners-inline')),
    };
  },
};
