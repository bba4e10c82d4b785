import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { cssUrl } from '../../../../components/RichContent/htmlToReact';
import { windowSize } from '../../../../platform/images/contentImage';
import { useNearViewport } from '../../../../platform/browser/useNearViewport';
import { cx } from '../hooks/useContentStyle';
import type { LocalVideoSource } from '../video';
import * as styles from './Background.module.css';

/** The parallax library's bounds for the speed (spec 9). */
const PARALLAX_SPEED_MIN = -1;
const PARALLAX_SPEED_MAX = 2;
/** How often a background video is checked for playback (spec 9). */
const VIDEO_POLL_MS = 150;

export const clampSpeed = (speed: number): number =>
  Math.min(PARALLAX_SPEED_MAX, Math.max(PARALLAX_SPEED_MIN, Number.isFinite(speed) ? speed : 0.5));

/**
 * Where the parallax image sits for the container's place in the viewport: the image moves at
 * `speed` times the page (1: with the page, 0: stands still, below 0: against it), and its layer
 * is tall enough to cover the container over the whole way through the viewport.
 */
export function parallaxGeometry(top: number, height: number, viewportHeight: number, speed: number) {
  const lag = 1 - clampSpeed(speed);
  const low = Math.min(-lag * viewportHeight, lag * height);
  const high = Math.max(-lag * viewportHeight, lag * height);
  const offset = Math.min(high, Math.max(low, -top * lag));
  return { top: -high, height: height + high - low, offset };
}

interface ParallaxProps {
  container: HTMLElement;
  imageUrl: string;
  speed: number;
  style: CSSProperties;
}

function ParallaxLayer({ container, imageUrl, speed, style }: ParallaxProps) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const image = layer.current;
    if (!image) return undefined;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = container.getBoundingClientRect();
      const viewport = window.innerHeight || windowSize().height;
      if (rect.bottom < -viewport || rect.top > viewport * 2) return;
      const geometry = parallaxGeometry(rect.top, rect.height, viewport, speed);
      image.style.top = `${geometry.top}px`;
      image.style.height = `${geometry.height}px`;
      image.style.transform = `translate3d(0, ${geometry.offset}px, 0)`;
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [container, speed]);
  return (
    <div
      ref={layer}
      className={styles.parallax}
      style={{ ...style, backgroundAttachment: 'scroll', backgroundImage: cssUrl(imageUrl) }}
    />
  );
}

interface VideoProps {
  container: HTMLElement;
  sources: LocalVideoSource[];
  loop: boolean;
  playOnlyVisible: boolean;
  lazyLoading: boolean;
}

function VideoLayer({ container, sources, loop, playOnlyVisible, lazyLoading }: VideoProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Lazy loading: sources are attached when the container comes near the viewport.
  const near = useNearViewport(container, { rootMargin: '200px', enabled: lazyLoading });

  // Play (muted, inline); pause while out of view when so configured.
  useEffect(() => {
    const player = video.current;
    if (!near || !player) return undefined;
    const play = () => player.play()?.catch(() => {});
    play();
    if (!playOnlyVisible || typeof IntersectionObserver === 'undefined') return () => player.pause();
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) play();
      else player.pause();
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      player.pause();
    };
  }, [container, near, playOnlyVisible]);

  // Visible once playback has really started: checked on `playing` and by polling.
  useEffect(() => {
    const player = video.current;
    if (!near || !player || playing) return undefined;
    const check = () => {
      if (!player.paused && player.currentTime > 0 && player.readyState >= 2) setPlaying(true);
    };
    const timer = window.setInterval(check, VIDEO_POLL_MS);
    player.addEventListener('playing', check);
    return () => {
      window.clearInterval(timer);
      player.removeEventListener('playing', check);
    };
  }, [near, playing]);

  return (
    <video
      ref={video}
      className={cx(styles.video, playing && styles.playing)}
      data-state={playing ? 'playing' : 'waiting'}
      muted
      loop={loop}
      playsInline
      preload={near ? 'auto' : 'none'}
      tabIndex={-1}
    >
      {near && sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
    </video>
  );
}

export interface BackgroundEffectsProps {
  container: HTMLElement;
  parallax?: { imageUrl: string; speed: number; style: CSSProperties };
  video?: Omit<VideoProps, 'container'>;
}

/** Parallax image and background video layers (see useBackground). */
export default function BackgroundEffects({ container, parallax, video }: BackgroundEffectsProps) {
  return (
    <div className={styles.layer} aria-hidden="true">
      {parallax && <ParallaxLayer container={container} {...parallax} />}
      {video && <VideoLayer container={container} {...video} />}
    </div>
  );
}
