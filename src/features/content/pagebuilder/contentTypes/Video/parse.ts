import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults, cssValue, ownPart } from '../../parseHelpers';

export interface VideoConfig extends BaseConfig {
  /** The video address as stored; the video helper decides whether it can be shown. */
  url?: string;
  autoplay: boolean;
  muted: boolean;
  maxWidth?: string;
}

const flag = (element: Element | null, name: string): boolean => {
  const value = element?.getAttribute(name);
  return value !== null && value !== undefined && value !== 'false';
};

export const videoParser: ContentTypeParser<VideoConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', autoplay: false, muted: false }),
  container: false,
  parse: (main) => {
    const video = ownPart(main, 'video');
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      url: video?.getAttribute('src')?.trim() || undefined,
      autoplay: flag(video, 'autoplay'),
      muted: flag(video, 'muted'),
      maxWidth: cssValue(ownPart(main, 'inner')?.style.maxWidth),
    };
  },
};
