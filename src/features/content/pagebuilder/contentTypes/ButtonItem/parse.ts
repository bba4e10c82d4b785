import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults, linkDefaults, ownPart, parseLink, type LinkConfig } from '../../parseHelpers';

export type ButtonType = 'primary' | 'secondary' | 'link';

export interface ButtonItemConfig extends BaseConfig, LinkConfig {
  text: string;
  buttonType: ButtonType;
}

export const buttonTypeOf = (element: Element | null | undefined): ButtonType | undefined =>
  /(?:^|\s)pagebuilder-button-(primary|secondary|link)(?:\s|$)/.exec(element?.className ?? '')?.[1] as
    ButtonType | undefined;

export const buttonItemParser: ContentTypeParser<ButtonItemConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    ...linkDefaults(),
    appearance: 'default',
    text: '',
    buttonType: 'primary',
  }),
  container: false,
  parse: (main) => {
    const button = ownPart(main, 'link') ?? ownPart(main, 'empty_link');
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      text: (ownPart(main, 'link_text') ?? button)?.textContent?.trim() ?? '',
      buttonType: buttonTypeOf(button) ?? 'primary',
      ...parseLink(button),
    };
  },
};
