/** Helpers of the catalog tests (not a test file): backend answers to compare pages with. */
import { screen, waitFor, within } from '@testing-library/react';
import { gql as queryBackend } from '../../../../test/backend';

export const CATALOG_TIMEOUT = 10_000;

/** The names the backend lists for a products query (what the gallery must show). */
export async function backendNames(args: string): Promise<string[]> {
  const answer = await queryBackend<{ products: { items: Array<{ name: string }> } }>(
    `{ products(${args}) { items { name } } }`,
  );
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data!.products.items.map((item) => item.name);
}

/** The product names the gallery shows now. */
export function galleryNames(): string[] {
  const gallery = screen.getByRole('list', { name: 'Products' });
  return within(gallery)
    .getAllByRole('article')
    .map(
      (article) => document.getElementById(article.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
    );
}

/** Waits until the gallery shows exactly these products, in this order. */
export async function expectGallery(names: string[]) {
  await waitFor(() => expect(galleryNames()).toEqual(names), { timeout: CATALOG_TIMEOUT });
}

export const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

/** The parsed JSON-LD objects in the document head. */
export const jsonLd = (): Array<Record<string, unknown>> =>
  [...document.head.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '{}') as Record<string, unknown>,
  );

export const canonical = () =>
  document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null;
