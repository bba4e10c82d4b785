/**
 * schema.org structured data for catalog pages (JSON-LD): Product with its Offer (price,
 * priceCurrency, availability), its AggregateRating and a few Reviews, and BreadcrumbList. Builders are pure: they take plain values and
 * return the objects `useDocumentHead` writes into script tags.
 */
import { absoluteUrl } from './documentHead';

const SCHEMA = 'https://schema.org';

interface OfferInput {
  price: number;
  currency: string;
  inStock: boolean;
  sku?: string | null;
  url?: string | null;
}

export interface ProductJsonLdInput {
  name: string;
  sku: string;
  url: string;
  description?: string | null;
  images?: ReadonlyArray<string>;
  brand?: string | null;
  /** The product's own offer (a simple product, or the configurable product's chosen child). */
  offer: OfferInput;
  /** A configurable product's children: the offer becomes an AggregateOffer over them. */
  variantOffers?: ReadonlyArray<OfferInput>;
  /** The average rating on a 5 scale and how many reviews it comes from (left out without reviews). */
  rating?: { value: number; count: number } | null;
  /** A few of its reviews. */
  reviews?: ReadonlyArray<ReviewInput>;
}

interface ReviewInput {
  author: string;
  /** ISO date (YYYY-MM-DD). */
  datePublished: string;
  name: string;
  body: string;
  /** Out of 5. */
  rating: number;
}

export interface BreadcrumbInput {
  name: string;
  /** Path or absolute URL; the last crumb (the page itself) may leave it out. */
  url?: string | null;
}

const availability = (inStock: boolean) => `${SCHEMA}/${inStock ? 'InStock' : 'OutOfStock'}`;
/** Prices as schema.org wants them: a dot decimal, no currency symbol, two places. */
const amount = (value: number) => value.toFixed(2);

function offer(input: OfferInput, fallbackUrl: string) {
  return {
    '@type': 'Offer',
    ...(input.sku ? { sku: input.sku } : {}),
    url: absoluteUrl(input.url ?? fallbackUrl),
    price: amount(input.price),
    priceCurrency: input.currency,
    availability: availability(input.inStock),
    itemCondition: `${SCHEMA}/NewCondition`,
  };
}

/** Plain text of backend HTML (descriptions), whitespace collapsed, for structured data. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&rsquo;|&lsquo;/g, "'")
    .replace(/&mdash;/g, '—')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function productJsonLd(input: ProductJsonLdInput): object {
  const url = absoluteUrl(input.url);
  const variants = input.variantOffers ?? [];
  const offers =
    variants.length > 0
      ? {
          '@type': 'AggregateOffer',
          priceCurrency: input.offer.currency,
          lowPrice: amount(Math.min(...variants.map((variant) => variant.price))),
          highPrice: amount(Math.max(...variants.map((variant) => variant.price))),
          offerCount: variants.length,
          availability: availability(variants.some((variant) => variant.inStock)),
          offers: variants.map((variant) => offer(variant, input.url)),
        }
      : offer(input.offer, input.url);
  const description = plainText(input.description);
  return {
    '@context': SCHEMA,
    '@type': 'Product',
    name: input.name,
    sku: input.sku,
    url,
    ...(description ? { description } : {}),
    ...(input.images?.length ? { image: input.images.map((image) => absoluteUrl(image)) } : {}),
    ...(input.brand ? { brand: { '@type': 'Brand', name: input.brand } } : {}),
    offers,
    ...(input.rating && input.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: input.rating.value,
            reviewCount: input.rating.count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
    ...(input.rating && input.rating.count > 0 && input.reviews?.length
      ? {
          review: input.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.author },
            datePublished: review.datePublished,
            name: review.name,
            reviewBody: review.body,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}

/** A BreadcrumbList; crumbs without a URL get none (allowed for the last item). */
export function breadcrumbListJsonLd(crumbs: ReadonlyArray<BreadcrumbInput>): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.url ? { item: absoluteUrl(crumb.url) } : {}),
    })),
  };
}
