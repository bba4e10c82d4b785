import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults, cssValue, ownPart } from '../../parseHelpers';

export interface DividerConfig extends BaseConfig {
  width?: string;
  color?: string;
  thickness?: string;
}

export const dividerParser: ContentTypeParser<DividerConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default' }),
  container: false,
  parse: (main) => {
    const line = ownPart(main, 'line');
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      width: cssValue(line?.style.width),
      color: cssValue(line?.style.borderColor),
      thickness: cssValue(line?.style.borderWidth || line?.style.borderTopWidth),
    };
  },
};
