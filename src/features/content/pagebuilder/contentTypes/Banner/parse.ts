import type { BaseConfig, ContentTypeParser } from '../../definition';
import { buttonTypeOf, type ButtonType } from '../ButtonItem/parse';
import {
  backgroundDefaults,
  commonDefaults,
  cssValue,
  defined,
  linkDefaults,
  ownPart,
  parseBackground,
  parseLink,
  type BackgroundConfig,
  type LinkConfig,
} from '../../parseHelpers';

type BannerAppearance = 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
type Visibility = 'always' | 'hover' | 'never';

export interface BannerConfig extends BaseConfig, BackgroundConfig, LinkConfig {
  appearance: BannerAppearance;
  /** Rich text HTML. */
  content: string;
  showButton: Visibility;
  buttonText: string;
  buttonType: ButtonType;
  showOverlay: Visibility;
  overlayColor?: string;
  /** Describes the background image. */
  altText: string;
}

const APPEARANCES: readonly BannerAppearance[] = [
  'poster',
  'collage-left',
  'collage-centered',
  'collage-right',
];
const visibility = (value: string | null): Visibility | undefined =>
  value === 'always' || value === 'hover' || value === 'never' ? value : undefined;

export const bannerDefaults = (): Omit<BannerConfig, 'appearance'> => ({
  ...commonDefaults(),
  ...backgroundDefaults(),
  ...linkDefaults(),
  content: '',
  showButton: 'always',
  buttonText: '',
  buttonType: 'primary',
  showOverlay: 'never',
  altText: '',
});

/** Banner and slide markup: main > link > wrapper (background) > overlay > content + button. */
export function parseBannerLike(main: HTMLElement): Partial<BannerConfig> {
  const appearance = main.getAttribute('data-appearance') as BannerAppearance;
  const poster = appearance === 'poster' || !APPEARANCES.includes(appearance);
  const wrapper = ownPart(main, 'wrapper');
  const overlay = ownPart(main, 'overlay');
  const button = ownPart(main, 'button');
  // Poster pads the overlay (the whole banner); collages pad the wrapper around their box.
  const padded = poster ? overlay : wrapper;
  return {
    appearance: APPEARANCES.includes(appearance) ? appearance : 'poster',
    content: ownPart(main, 'content')?.innerHTML ?? '',
    showButton: visibility(main.getAttribute('data-show-button')) ?? (button ? 'always' : 'never'),
    buttonText: button?.textContent?.trim() ?? '',
    buttonType: buttonTypeOf(button) ?? 'primary',
    showOverlay: visibility(main.getAttribute('data-show-overlay')) ?? 'never',
    overlayColor: cssValue(overlay?.getAttribute('data-overlay-color')),
    altText: overlay?.getAttribute('aria-label')?.trim() ?? '',
    ...parseLink(ownPart(main, 'link')),
    ...(wrapper ? parseBackground(wrapper) : {}),
    ...defined({
      minHeight: cssValue((poster ? overlay : wrapper)?.style.minHeight) ?? cssValue(main.style.minHeight),
      backgroundColor: cssValue(wrapper?.style.backgroundColor),
      border: cssValue(wrapper?.style.borderStyle),
      borderColor: cssValue(wrapper?.style.borderColor),
      borderWidth: cssValue(wrapper?.style.borderWidth),
      borderRadius: cssValue(wrapper?.style.borderRadius),
      paddingTop: cssValue(padded?.style.paddingTop),
      paddingRight: cssValue(padded?.style.paddingRight),
      paddingBottom: cssValue(padded?.style.paddingBottom),
      paddingLeft: cssValue(padded?.style.paddingLeft),
      textAlign: cssValue(wrapper?.style.textAlign) ?? cssValue(main.style.textAlign),
    }),
  };
}

export const bannerParser: ContentTypeParser<BannerConfig> = {
  defaults: () => ({ ...bannerDefaults(), appearance: 'poster' }),
  container: false,
  parse: parseBannerLike,
};
