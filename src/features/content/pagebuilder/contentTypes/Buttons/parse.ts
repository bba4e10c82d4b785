import type { BaseConfig, ContentTypeParser } from '../../definition';
import { boolAttr, commonDefaults } from '../../parseHelpers';

export interface ButtonsConfig extends BaseConfig {
  appearance: 'inline' | 'stacked';
  /** All buttons as wide as the widest. */
  isSameWidth: boolean;
}

export const buttonsParser: ContentTypeParser<ButtonsConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'inline', isSameWidth: false }),
  container: true,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') === 'stacked' ? 'stacked' : 'inline',
    isSameWidth: boolAttr(main, 'data-same-width'),
  }),
};
