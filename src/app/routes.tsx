import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from './lazyWithPreload';

export interface StaticRoute {
  path: string;
  component: PreloadableComponent<object>;
  /** Guests are sent to /sign-in and brought back after signing in (spec 2). */
  signedInOnly?: boolean;
}

/** A page module loaded on demand, in its own chunk. */
const page = (factory: () => Promise<{ default: ComponentType<object> }>) => lazyWithPreload<object>(factory);

/**
 * The route table: paths the storefront knows without asking the backend. Everything else goes
 * to route resolution (CatchAll). Each page registers here with its own chunk.
 */
export const staticRoutes: StaticRoute[] = [];

/** Keeps `page` in use until the first feature page registers (avoids an unused helper). */
export const definePage = page;
