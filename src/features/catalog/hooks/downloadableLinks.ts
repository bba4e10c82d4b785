/**
 * A downloadable product's part of the product page: its links (to choose when they are bought
 * separately, each with its price and a sample to play), its samples, the price of what is
 * chosen, and whether a choice is still missing. Magento prices a downloadable line at the
 * product's price plus its chosen links; the product's lowest price is that price plus its
 * cheapest link (Downloadable's price index), so the product's own price is read back from it.
 */
import { useCallback, useMemo, useState } from 'react';
import type { GetProductDetailQuery } from '../../../__generated__/operations';
import { isDocumentSample, siteDownloadUrl } from '../../../platform/downloads/downloadUrl';
import type { PriceView } from './productTile';

type Product = NonNullable<NonNullable<NonNullable<GetProductDetailQuery['products']>['items']>[number]>;

interface DownloadableLinkView {
  uid: string;
  title: string;
  /** What choosing it adds, in the price's currency. */
  price: { value: number; currency: string };
  /** Its sample, when links are bought separately (a link that comes with the product needs none). */
  sampleUrl: string | null;
  chosen: boolean;
}

interface DownloadableSampleView {
  title: string;
  url: string;
  /** A document (PDF) to download rather than audio to play. */
  isDocument: boolean;
}

export interface DownloadableView {
  /** The links' heading ("Tracks"). */
  title: string;
  /** Links are chosen one by one, at least one; else every link comes with the product. */
  separately: boolean;
  links: DownloadableLinkView[];
  samples: DownloadableSampleView[];
  /** The chosen links' uids (what the cart is sent), in the product's order. */
  chosen: string[];
  /** Links must be chosen and none is. */
  missing: boolean;
  /** The price of the product with what is chosen; null until something is. */
  price: PriceView | null;
  handleToggle: (uid: string) => void;
}

const bySortOrder = (a: { sort_order?: number | null }, b: { sort_order?: number | null }) =>
  (a.sort_order ?? 0) - (b.sort_order ?? 0);

export function useDownloadableLinks(
  product: Product | null,
  ownPrice: PriceView | null,
): DownloadableView | null {
  const [chosenUids, setChosen] = useState<string[]>([]);
  const handleToggle = useCallback(
    (uid: string) =>
      setChosen((current) =>
        current.includes(uid) ? current.filter((candidate) => candidate !== uid) : [...current, uid],
      ),
    [],
  );
  return useMemo(() => {
    if (!product || product.__typename !== 'DownloadableProduct') return null;
    const separately = product.links_purchased_separately === 1;
    const currency = ownPrice?.final.currency ?? 'USD';
    const links = [...(product.downloadable_product_links ?? [])]
      .flatMap((link) => (link ? [link] : []))
      .sort(bySortOrder)
      .map((link) => ({
        uid: link.uid,
        title: link.title ?? '',
        price: { value: link.price ?? 0, currency },
        sampleUrl: separately && link.sample_url ? siteDownloadUrl(link.sample_url) : null,
        chosen: chosenUids.includes(link.uid),
      }));
    const samples = [...(product.downloadable_product_samples ?? [])]
      .flatMap((sample) => (sample?.sample_url ? [sample] : []))
      .sort(bySortOrder)
      .map((sample) => ({
        title: sample.title ?? '',
        url: siteDownloadUrl(sample.sample_url!),
        isDocument: isDocumentSample(sample.title),
      }));
    const chosen = separately ? links.filter((link) => link.chosen) : [];
    let price: PriceView | null = null;
    if (separately && chosen.length > 0 && ownPrice) {
      const cheapest = Math.min(...links.map((link) => link.price.value));
      const base = Math.max(0, ownPrice.final.value - cheapest);
      const value = Math.round((base + chosen.reduce((sum, link) => sum + link.price.value, 0)) * 100) / 100;
      price = { final: { value, currency }, regular: null, isRange: false };
    }
    return {
      title: product.links_title ?? '',
      separately,
      links,
      samples,
      chosen: chosen.map((link) => link.uid),
      missing: separately && chosen.length === 0,
      price,
      handleToggle,
    };
  }, [chosenUids, handleToggle, ownPrice, product]);
}
