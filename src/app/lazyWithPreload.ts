import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (or reuses) the chunk download; resolves when the component can render at once. */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy whose chunk can be fetched before it renders: route resolution preloads the next
 * root component so navigation swaps pages only when the new one is ready.
 */
export function lazyWithPreload<P>(
  factory: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = () => {
    loading ??= factory().catch((error: unknown) => {
      loading = null; // a failed chunk download may be retried
      throw error;
    });
    return loading;
  };
  return Object.assign(lazy(load), { preload: load });
}
