/** Shared set-up for the shell's tests: a store, the real providers, a location readout. */
import type { RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../../../test/render';
import { createState, resetState, type BackendState } from '../../../../mock-backend/state';
import { createClient } from '../../../platform/apollo/createClient';
import { getBrowserPersistence } from '../../../platform/persistence/browserPersistence';
import { createAppStore, type AppStore, type PreloadedRootState } from '../../../store/createAppStore';
import type { ThunkExtra } from '../../../store/thunkExtra';

/** Shows where the app is, as a person would read it off the address bar. */
function LocationDisplay() {
  const location = useLocation();
  return <output aria-label="Current location">{`${location.pathname}${location.search}`}</output>;
}

export interface ShellRender extends RenderResult {
  store: AppStore<unknown>;
}

export function renderShell(
  ui: ReactElement,
  { route = '/', preloaded }: { route?: string; preloaded?: PreloadedRootState } = {},
): ShellRender {
  // The app's store hands its thunks the browser storage and the client the views use.
  const client = createClient({ persistCache: false, retry: false });
  const extra: ThunkExtra = { persistence: getBrowserPersistence(), client: Promise.resolve(client) };
  const store = createAppStore(preloaded, extra) as AppStore<unknown>;
  const result = renderWithProviders(
    <>
      {ui}
      <LocationDisplay />
    </>,
    { route, store, apolloClient: client },
  );
  return { ...result, store };
}

/** A fresh backend for each test; returns it for seeding. */
export function freshBackend(state: BackendState = createState()): BackendState {
  return resetState(state);
}

/** Forgets everything the previous test stored in the browser. */
export function clearBrowserStorage(): void {
  window.localStorage.clear();
  getBrowserPersistence();
}

/**
 * A matchMedia the tests steer: `set({ width, reducedMotion })`. jsdom has none; the shell reads
 * the footer's collapse and reduced motion through it.
 */
export function installMatchMedia(initial: { width: number; reducedMotion?: boolean } = { width: 1280 }) {
  let current = { reducedMotion: false, ...initial };
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const evaluate = (query: string) => {
    if (query.includes('prefers-reduced-motion')) return current.reducedMotion;
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    return (!max || current.width <= Number(max[1])) && (!min || current.width >= Number(min[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => {
      const entry = { query, listeners: new Set<() => void>() };
      lists.add(entry);
      return {
        get matches() {
          return evaluate(query);
        },
        media: query,
        addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
        removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      };
    },
  });
  return {
    set(next: { width?: number; reducedMotion?: boolean }) {
      current = { ...current, ...next };
      lists.forEach((entry) => entry.listeners.forEach((listener) => listener()));
    },
    uninstall() {
      delete (window as { matchMedia?: unknown }).matchMedia;
    },
  };
}
