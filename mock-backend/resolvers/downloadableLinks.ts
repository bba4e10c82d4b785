/**
 * A downloadable product's links as a cart line chose them, their uids as Magento encodes them
 * (base64 of `downloadable/<link id>`), and the URLs Magento names its samples and purchased
 * links by (Downloadable's `downloadable/download/*` routes on the store's base URL).
 */
import type { SeedDownloadableLink, SeedProduct } from '../data/types';
import { fromUid, toUid } from '../uid';

export const linkUid = (link: Pick<SeedDownloadableLink, 'id'>): string => toUid(`downloadable/${link.id}`);

/** The link id a `downloadable/<id>` uid names, or null for any other uid. */
function linkIdOf(uid: string): number | null {
  const match = /^downloadable\/(\d+)$/.exec(fromUid(uid) ?? '');
  return match ? Number(match[1]) : null;
}

/**
 * The links a line of `product` has: the ones chosen when links are bought separately, else
 * every link (they all come with the product), in the product's order.
 */
export function chosenLinks(product: SeedProduct, selected: readonly string[]): SeedDownloadableLink[] {
  const downloadable = product.downloadable;
  if (!downloadable) return [];
  const links = [...downloadable.links].sort((a, b) => a.sort_order - b.sort_order);
  if (!downloadable.links_purchased_separately) return links;
  const ids = new Set(selected.map(linkIdOf));
  return links.filter((link) => ids.has(link.id));
}

/** What the chosen links add to the product's price (nothing unless bought separately). */
export function linksPrice(product: SeedProduct, selected: readonly string[]): number {
  if (!product.downloadable?.links_purchased_separately) return 0;
  return chosenLinks(product, selected).reduce((sum, link) => sum + link.price, 0);
}

export const linkSampleUrl = (base: string, link: Pick<SeedDownloadableLink, 'id'>) =>
  `${base}downloadable/download/linkSample/link_id/${link.id}/`;
export const sampleUrl = (base: string, sample: { id: number }) =>
  `${base}downloadable/download/sample/sample_id/${sample.id}/`;
export const purchasedLinkUrl = (base: string, hash: string) =>
  `${base}downloadable/download/link/id/${hash}/`;
