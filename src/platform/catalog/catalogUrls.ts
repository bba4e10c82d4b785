/** Magento's storefront URLs for catalog pages, as the backend's url_key / url_path and suffix make them. */
/** A product page URL: `/<url_key><url_suffix>`. */
export const productUrl = (urlKey: string | null | undefined, suffix: string | null | undefined): string =>
  `/${urlKey ?? ''}${suffix ?? ''}`;

/** A product's URL key from its page URL (Magento URL keys hold no dots; the suffix follows the last one). */
export const urlKeyOf = (relativeUrl: string): string =>
  relativeUrl.replace(/^\/+/, '').replace(/\.[a-z0-9]+$/i, '');

/** A category page URL: `/<url_path><url_suffix>`. */
export const categoryUrl = (urlPath: string | null | undefined, suffix: string | null | undefined): string =>
  `/${urlPath ?? ''}${suffix ?? ''}`;

/** The search results page's path (spec 2, routes) and the parameter holding the text searched for. */
export const SEARCH_PATH = '/search.html';
export const SEARCH_TEXT_PARAM = 'query';

/** The results page of a search text. */
export function searchHref(text: string): string {
  return `${SEARCH_PATH}?${new URLSearchParams({ [SEARCH_TEXT_PARAM]: text }).toString()}`;
}
