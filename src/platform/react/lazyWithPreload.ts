import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts (or reuses) the chunk download; resolves when the component can render at once. */
  preload: () => Promise<unknown>;
  /** Whether the code is here: the component then renders without suspending. */
  isLoaded: () => boolean;
};

type Module<T> = { default: T };

/**
 * A promise-like that hands over a value it already has at once, inside `then`. React.lazy reads
 * its component through `then` the first time it renders: given this, it renders the component in
 * that same pass instead of suspending until the next microtask (and showing its fallback).
 */
const settled = <T>(value: T): PromiseLike<T> => ({
  then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
    settled((onFulfilled ? onFulfilled(value) : value) as R1) as unknown as PromiseLike<R1 | R2>,
});

/**
 * React.lazy over a module requested elsewhere (the entry requests the data layer at boot): once
 * the promise has settled, the component renders without suspending.
 */
export function lazyFromPromise<P extends object>(
  promise: Promise<Module<ComponentType<P>>>,
): LazyExoticComponent<ComponentType<P>> {
  const component = lazyWithPreload(() => promise);
  component.preload().catch(() => undefined); // React.lazy reports it when it renders
  return component;
}

/**
 * React.lazy whose chunk can be fetched before it renders: route resolution preloads the next
 * root component so navigation swaps pages only when the new one is ready, and a page whose code
 * is here renders in the first pass.
 */
export function lazyWithPreload<P>(
  factory: () => Promise<Module<ComponentType<P>>>,
): PreloadableComponent<P> {
  let loading: Promise<Module<ComponentType<P>>> | null = null;
  let loaded: Module<ComponentType<P>> | null = null;
  const load = () => {
    loading ??= factory().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed chunk download may be retried
        throw error;
      },
    );
    return loading;
  };
  const component = lazy(() => (loaded ? (settled(loaded) as Promise<Module<ComponentType<P>>>) : load()));
  return Object.assign(component, { preload: load, isLoaded: () => loaded !== null });
}
