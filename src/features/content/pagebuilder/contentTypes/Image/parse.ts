import type { BaseConfig, ContentTypeParser } from '../../definition';
import {
  commonDefaults,
  linkDefaults,
  ownPart,
  parseImageSource,
  parseLink,
  type ImageSource,
  type LinkConfig,
} from '../../parseHelpers';

export interface ImageConfig extends BaseConfig, LinkConfig {
  desktopImage?: ImageSource;
  /** Shown at 768px and narrower; dropped when it is the desktop image. */
  mobileImage?: ImageSource;
  altText: string;
  title: string;
  caption: string;
}

export const imageParser: ContentTypeParser<ImageConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    ...linkDefaults(),
    appearance: 'full-width',
    altText: '',
    title: '',
    caption: '',
  }),
  container: false,
  parse: (main) => {
    const desktop = ownPart(main, 'desktop_image');
    const desktopImage = parseImageSource(desktop);
    const mobileImage = parseImageSource(ownPart(main, 'mobile_image'));
    return {
      appearance: main.getAttribute('data-appearance') || 'full-width',
      desktopImage,
      mobileImage: mobileImage && mobileImage.src !== desktopImage?.src ? mobileImage : undefined,
      altText: desktop?.getAttribute('alt') ?? '',
      title: desktop?.getAttribute('title') ?? '',
      caption: ownPart(main, 'caption')?.textContent?.trim() ?? '',
      ...parseLink(ownPart(main, 'link')),
    };
  },
};
