/**
 * What a CMS page shows that other features own, handed in by the app (app/featureSlots.tsx): a
 * part shown under a page's content, by the page's identifier (the order status page's order
 * lookup, the account's). The page's content stays the store's; the part follows it. Outside the
 * app's provider (a page rendered alone) a CMS page is its content only.
 */
import { createContext, useContext, type ComponentType } from 'react';

export interface ContentSlots {
  /** Parts shown under a CMS page's content, by the page's identifier. */
  pageAddons: Readonly<Partial<Record<string, ComponentType>>>;
}

export const ContentSlotsContext = createContext<ContentSlots | null>(null);

/** The part the app shows under the CMS page `identifier`, if any. */
export function useCmsPageAddon(identifier: string): ComponentType | null {
  return useContext(ContentSlotsContext)?.pageAddons[identifier] ?? null;
}
