import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults, cssValue, ownPart, ownParts } from '../../parseHelpers';

type TabAlignment = 'left' | 'center' | 'right';

export interface TabsConfig extends BaseConfig {
  /** The tab open at first (`data-active-tab`), default 0. */
  defaultIndex: number;
  tabNavigationAlignment: TabAlignment;
  /** Tab titles, in order. */
  headers: string[];
  /** Minimum height of the panel area. */
  contentMinHeight?: string;
}

const DEFAULT_TAB_INDEX = 0;
const DEFAULT_TAB_ALIGNMENT: TabAlignment = 'left';

export const tabsParser: ContentTypeParser<TabsConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    appearance: 'default',
    defaultIndex: DEFAULT_TAB_INDEX,
    tabNavigationAlignment: DEFAULT_TAB_ALIGNMENT,
    headers: [],
  }),
  container: true,
  parse: (main) => {
    const active = Number.parseInt(main.getAttribute('data-active-tab') ?? '', 10);
    const alignment = /(?:^|\s)tab-align-(left|center|right)(?:\s|$)/.exec(main.className)?.[1] as
      TabAlignment | undefined;
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      defaultIndex: Number.isInteger(active) && active >= 0 ? active : DEFAULT_TAB_INDEX,
      tabNavigationAlignment: alignment ?? DEFAULT_TAB_ALIGNMENT,
      headers: ownParts(main, 'headers').map((header) => header.textContent?.trim() ?? ''),
      contentMinHeight: cssValue(ownPart(main, 'content')?.style.minHeight),
    };
  },
};
