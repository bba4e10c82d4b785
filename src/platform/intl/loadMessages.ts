import type { MessageFormatElement } from 'react-intl';

/**
 * Message catalogues live in i18n/<locale>.json and load on demand. Bundles carry them as
 * precompiled ICU ASTs (see scripts/build/icuCatalogueLoader.js), tests as strings.
 */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/** The default locale when the store gives none (spec 9). */
export const DEFAULT_LOCALE = 'en-US';

/** Magento's locale (en_US) as a BCP 47 tag for Intl (en-US). */
export const toLanguageTag = (locale: string | null | undefined): string =>
  locale ? locale.replace(/_/g, '-') : DEFAULT_LOCALE;

/** A locale's catalogue name: the hyphen becomes an underscore (spec 7). */
export const toCatalogueName = (locale: string): string => locale.replace(/-/g, '_');

export async function loadMessages(locale: string): Promise<Messages> {
  const name = toCatalogueName(locale);
  try {
    const module = (await import(/* webpackChunkName: "i18n-[request]" */ `../../../i18n/${name}.json`)) as {
      default: Messages;
    };
    return module.default;
  } catch {
    throw new Error(`Unable to locate locale ${name} within generated dist directory.`);
  }
}

/**
 * Loads the browser's locale data for `locale` (the first use of Intl costs tens of milliseconds
 * on a phone): react-intl's provider asks these two when the app first renders. The entry calls it
 * in a task of its own while the data layer and the catalogue are still downloading, so that cost
 * is paid while the main thread would wait anyway, not inside the first render.
 */
export function primeLocaleData(locale: string): void {
  try {
    Intl.NumberFormat.supportedLocalesOf(locale);
    Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    // An invalid tag: the provider reports it when it renders.
  }
}
