/** @jest-environment node */
import { request as httpRequest } from 'node:http';
import { server as mswServer } from '../../test/server';
import { startBackendServer, type BackendServer } from '../node/server';

// The backend on its own port (`npm run backend`), over real sockets.
let backend: BackendServer;

beforeAll(async () => {
  mswServer.close();
  backend = await startBackendServer({ port: 0 });
});
afterAll(() => backend.close());

const STORE_MEDIA = '{ storeConfig { secure_base_media_url secure_base_url } }';

/** A GET with any Host header (fetch will not send one of its own choosing). */
function get(
  url: string,
  host: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { headers: { host } }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('the backend on its own port', () => {
  it('names its media and links by its own origin, whatever Host a request names', async () => {
    expect(backend.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await get(
      `${backend.url}/graphql?query=${encodeURIComponent(STORE_MEDIA)}`,
      'storefront.example:8080',
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({
      data: {
        storeConfig: {
          secure_base_media_url: `${backend.url}/media/`,
          secure_base_url: `${backend.url}/`,
        },
      },
    });
    expect(answer.headers['x-magento-cache-id']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the product images it names', async () => {
    const answer = await fetch(
      `${backend.url}/graphql?query=${encodeURIComponent('{ products(search: "cruiser", pageSize: 1) { items { small_image { url } } } }')}`,
    );
    const url = (
      (await answer.json()) as { data: { products: { items: Array<{ small_image: { url: string } }> } } }
    ).data.products.items[0]!.small_image.url;
    expect(url.startsWith(`${backend.url}/media/catalog/product/`)).toBe(true);
    const image = await fetch(`${url}?width=160&auto=webp&format=pjpg`, {
      headers: { Accept: 'image/webp' },
    });
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('answers 404 outside /graphql, /rest and /media', async () => {
    const answer = await fetch(`${backend.url}/`);
    expect(answer.status).toBe(404);
  });

  it('names itself by a base URL of its own when given one', async () => {
    const named = await startBackendServer({ port: 0, baseUrl: 'https://magento.example.com/' });
    try {
      expect(named.url).toBe('https://magento.example.com');
      const { port } = named.server.address() as { port: number };
      const answer = await get(
        `http://127.0.0.1:${port}/graphql?query=${encodeURIComponent(STORE_MEDIA)}`,
        `127.0.0.1:${port}`,
      );
      expect(JSON.parse(answer.body).data.storeConfig.secure_base_media_url).toBe(
        'https://magento.example.com/media/',
      );
    } finally {
      await named.close();
    }
  });
});
