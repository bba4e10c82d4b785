import { prefetchImages } from './messageChannel';

/** URLs handed to the worker in this page session (it keeps them in its image cache). */
const asked = new Set<string>();

/**
 * Asks the service worker to fetch these images into its cache, each URL once. Never rejects:
 * when no worker controls the page (the channel fails with "SW Not Registered") or the worker
 * refuses, nothing is cached and nothing else happens (the images load as usual when shown), and
 * the URLs may be asked again later. Resolves with how many images the worker fetched.
 */
export async function prefetchImagesOnce(urls: readonly string[]): Promise<number> {
  const fresh = [...new Set(urls)].filter((url) => url && !asked.has(url));
  if (fresh.length === 0) return 0;
  for (const url of fresh) asked.add(url);
  try {
    const reply = await prefetchImages(fresh);
    return typeof reply.count === 'number' ? reply.count : fresh.length;
  } catch {
    for (const url of fresh) asked.delete(url);
    return 0;
  }
}
