/**
 * The video helper (spec 5): a video address is accepted only when it parses as a known video
 * host (YouTube, Vimeo) or as a list of local mp4, webm, ogv or ogg sources, written either as one
 * URL or as `mp4:url,webm:url` (the form Page Builder's background videos use).
 */
import { isSafeUrl } from '../../../platform/html/safeUrl';
import { siteMediaUrl } from '../../../platform/images/mediaUrl';

export interface LocalVideoSource {
  src: string;
  type: 'video/mp4' | 'video/webm' | 'video/ogg';
}

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'local'; sources: LocalVideoSource[] };

const TYPES: Record<string, LocalVideoSource['type']> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  ogv: 'video/ogg',
  ogg: 'video/ogg',
};

const VIDEO_ID = /^[A-Za-z0-9_-]{1,64}$/;
const YOUTUBE_HOSTS = /^(?:www\.|m\.)?(?:youtube\.com|youtube-nocookie\.com)$/i;
const VIMEO_HOSTS = /^(?:www\.|player\.)?vimeo\.com$/i;

function hostedVideo(url: URL): VideoSource | null {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (/^(?:www\.)?youtu\.be$/i.test(url.hostname)) {
    const id = segments[0] ?? '';
    return VIDEO_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (YOUTUBE_HOSTS.test(url.hostname)) {
    const id =
      segments[0] === 'watch'
        ? (url.searchParams.get('v') ?? '')
        : ['embed', 'shorts', 'v', 'live'].includes(segments[0] ?? '')
          ? (segments[1] ?? '')
          : '';
    return VIDEO_ID.test(id) ? { kind: 'youtube', id } : null;
  }
  if (VIMEO_HOSTS.test(url.hostname)) {
    const id = [...segments].reverse().find((segment) => /^\d+$/.test(segment)) ?? '';
    return id ? { kind: 'vimeo', id } : null;
  }
  return null;
}

function localSource(entry: string): LocalVideoSource | null {
  const prefixed = /^(mp4|webm|ogv|ogg):(?!\/\/)(.+)$/i.exec(entry.trim());
  const src = (prefixed ? prefixed[2]! : entry).trim();
  if (!src || !isSafeUrl(src)) return null;
  let pathname: string;
  try {
    const url = new URL(src, 'http://localhost/');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    pathname = url.pathname;
  } catch {
    return null;
  }
  const extension = /\.([a-z0-9]+)$/i.exec(pathname)?.[1]?.toLowerCase() ?? '';
  const type = TYPES[prefixed ? prefixed[1]!.toLowerCase() : extension];
  // A video in the backend's media is played through the storefront's own /media/ (media-src 'self').
  return type && TYPES[extension] ? { src: siteMediaUrl(src), type } : null;
}

/** What a video address holds, or null when it is none of the accepted kinds. */
export function parseVideoSource(value: string | null | undefined): VideoSource | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const hosted = hostedVideo(new URL(text));
    if (hosted) return hosted;
  } catch {
    // Not an absolute URL: may still be a local source list.
  }
  const entries = text.split(/,(?=\s*(?:mp4|webm|ogv|ogg):)|,(?=\s*(?:https?:)?\/)/i);
  const sources = entries.map(localSource);
  if (!sources.length || sources.some((source) => source === null)) return null;
  return { kind: 'local', sources: sources as LocalVideoSource[] };
}

/** The player address of a hosted video, privacy-enhanced where the host offers it. */
export function embedUrl(
  source: Extract<VideoSource, { kind: 'youtube' | 'vimeo' }>,
  { autoplay = true, muted = false }: { autoplay?: boolean; muted?: boolean } = {},
): string {
  if (source.kind === 'youtube') {
    const params = new URLSearchParams({
      rel: '0',
      ...(autoplay ? { autoplay: '1' } : {}),
      ...(muted ? { mute: '1' } : {}),
    });
    return `https://www.youtube-nocookie.com/embed/${source.id}?${params.toString()}`;
  }
  const params = new URLSearchParams({
    dnt: '1',
    ...(autoplay ? { autoplay: '1' } : {}),
    ...(muted ? { muted: '1' } : {}),
  });
  return `https://player.vimeo.com/video/${source.id}?${params.toString()}`;
}
