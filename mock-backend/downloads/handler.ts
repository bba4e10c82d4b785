/**
 * Downloadable's `downloadable/download/*` routes on the store's base URL:
 *   sample/sample_id/<id>/      a product's sample, to anyone
 *   linkSample/link_id/<id>/    a link's sample, to anyone
 *   link/id/<hash>/             a purchased link, to its owner only, once it is available
 * Each answers the file with its type and a Content-Disposition naming it. Magento's
 * controllers (Downloadable/Controller/Download/*.php) send a shopper who may not download back
 * with a message; the embedded backend answers the same words with a status instead. The owner is
 * named by the customer's bearer token (Magento's storefront session has no equivalent here), and
 * each download counts against the downloads bought; the last one expires the link.
 */
import type { SeedDownloadFile } from '../data/types';
import { validTokenRecord } from '../resolvers/account/tokens';
import { persistState, type BackendState } from '../state';
import { generateFile } from './files';

const text = (status: number, message: string) =>
  new Response(message, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

function fileAnswer(file: SeedDownloadFile, disposition: 'inline' | 'attachment'): Response {
  const generated = generateFile(file);
  return new Response(generated.body, {
    status: 200,
    headers: {
      'Content-Type': generated.contentType,
      'Content-Length': String(generated.body.byteLength),
      'Content-Disposition': `${disposition}; filename="${generated.filename}"`,
      'Cache-Control': disposition === 'inline' ? 'public, max-age=3600' : 'private, no-store',
    },
  });
}

function bearer(request: Request): string | null {
  const parts = request.headers.get('Authorization')?.trim().split(' ') ?? [];
  return parts.length === 2 && parts[0]!.toLowerCase() === 'bearer' ? parts[1]! : null;
}

export function handleDownload(request: Request, state: BackendState): Response {
  const path = new URL(request.url).pathname.replace(/^.*\/downloadable\/download\//, '');
  const [action, key, value] = path.split('/').filter(Boolean);
  const products = state.catalog.products;
  if (action === 'sample' && key === 'sample_id') {
    const sample = products
      .flatMap((product) => product.downloadable?.samples ?? [])
      .find((candidate) => String(candidate.id) === value);
    return sample
      ? fileAnswer(sample.file, 'inline')
      : text(404, 'Sorry, there was an error getting requested content. Please contact the store owner.');
  }
  if (action === 'linkSample' && key === 'link_id') {
    const link = products
      .flatMap((product) => product.downloadable?.links ?? [])
      .find((candidate) => String(candidate.id) === value);
    return link?.sample
      ? fileAnswer(link.sample, 'inline')
      : text(404, 'Sorry, there was an error getting requested content. Please contact the store owner.');
  }
  if (action === 'link' && key === 'id' && value) {
    for (const order of state.orders) {
      for (const item of order.items) {
        const purchased = item.downloadable_links?.find((link) => link.hash === value);
        if (!purchased) continue;
        const owner = validTokenRecord(state, bearer(request))?.customer_id ?? null;
        if (order.customer_id !== null && owner === null) {
          return text(401, 'Please sign in to download your product.');
        }
        if (order.customer_id !== owner) return text(404, "We can't find the link you requested.");
        if (purchased.status === 'expired') return text(410, 'The link has expired.');
        if (purchased.status !== 'available') return text(403, 'The link is not available.');
        const file = findLinkFile(state, purchased.link_id);
        if (!file) return text(404, "We can't find the link you requested.");
        purchased.number_of_downloads_used += 1;
        if (
          purchased.number_of_downloads_bought &&
          purchased.number_of_downloads_used >= purchased.number_of_downloads_bought
        ) {
          purchased.status = 'expired';
        }
        persistState();
        return fileAnswer(file, 'attachment');
      }
    }
    return text(404, "We can't find the link you requested.");
  }
  return text(404, 'Not found');
}

function findLinkFile(state: BackendState, linkId: number): SeedDownloadFile | null {
  for (const product of state.catalog.products) {
    const link = product.downloadable?.links.find((candidate) => candidate.id === linkId);
    if (link) return link.file;
  }
  return null;
}
