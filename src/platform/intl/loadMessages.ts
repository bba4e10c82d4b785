/** Message catalogues live in i18n/<locale>.json and load on demand. */
export type Messages = Record<string, string>;

/** Magento's locale (en_US) or a BCP 47 tag (en-US) to the catalogue name. */
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
