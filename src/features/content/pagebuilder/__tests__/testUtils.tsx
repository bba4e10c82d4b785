import { act, screen } from '@testing-library/react';
import { renderWithProviders, type RenderOptions } from '../../../../../test/render';
import { createAppStore } from '../../../../store/createAppStore';
import PageBuilderContent from '../PageBuilderContent';
import { views } from '../registry';

/** window.matchMedia for a viewport this wide (jsdom has none). */
export function setViewport(width: number, { reducedMotion = false } = {}): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const max = /max-width:\s*(\d+)px/.exec(query)?.[1];
      const min = /min-width:\s*(\d+)px/.exec(query)?.[1];
      const matches = query.includes('prefers-reduced-motion')
        ? reducedMotion
        : (!max || width <= Number(max)) && (!min || width >= Number(min));
      return {
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        onchange: null,
        dispatchEvent: () => false,
      };
    },
  });
}

export function clearViewport(): void {
  delete (window as { matchMedia?: unknown }).matchMedia;
}

export const loadAllContentTypes = () => Promise.all(Object.values(views).map((view) => view.preload?.()));

/** Renders content through the real renderer and providers, with every content type's code loaded. */
export async function renderContent(html: string, options: RenderOptions = {}) {
  await loadAllContentTypes();
  let result: ReturnType<typeof renderWithProviders> | undefined;
  await act(async () => {
    result = renderWithProviders(<PageBuilderContent html={html} />, { store: createAppStore(), ...options });
  });
  return result!;
}

export { screen };
