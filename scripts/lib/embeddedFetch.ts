/**
 * A fetch answered by the embedded backend in this process (its msw handlers), for the page data
 * the server collects without a backend of its own: no socket, no HTTP round trip through the
 * server itself. The request is made as if sent to `origin`, which the embedded backend names its
 * media and links by (as Magento names them by its base URL). A dropped connection (a fault the
 * backend was told to make) fails the fetch, as over the network.
 */
import { getResponse, type RequestHandler } from 'msw';

const urlOf = (input: string | URL | Request): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

export function embeddedFetch(handlers: readonly RequestHandler[], origin: string): typeof fetch {
  return async (input, init) => {
    const asked = new URL(urlOf(input));
    const request = new Request(new URL(`${asked.pathname}${asked.search}`, origin), init);
    const response = await getResponse([...handlers], request);
    if (!response) return new Response('Not found', { status: 404 });
    if (response.type === 'error') throw new TypeError('Failed to fetch');
    return response;
  };
}
