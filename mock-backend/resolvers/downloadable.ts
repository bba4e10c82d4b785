/**
 * Downloadable products as Magento 2.4.8's DownloadableGraphQl answers them: the product's links
 * and samples (each link's sample at `downloadable/download/linkSample/link_id/<id>/`, each
 * sample at `downloadable/download/sample/sample_id/<id>/`, on the store's base URL), a cart
 * line's chosen links and the product's samples, an order line's links, and
 * `customerDownloadableProducts`: the signed-in customer's purchased links that are not waiting
 * for a payment (GetPurchasedDownloadableProducts.php), each with its download URL
 * (`downloadable/download/link/id/<hash>/`) and the downloads left ("Unlimited" when the link
 * allows any number).
 */
import type { BackendContext, Resolvers } from '../context';
import type { SeedDownloadableLink, SeedProduct } from '../data/types';
import type { OrderItemRecord, PurchasedLinkRecord } from '../state';
import type { CartItemValue } from './cart';
import { mediaUrl, type ProductNode } from './catalog/nodes';
import { requireCustomer } from './customer';
import { chosenLinks, linkSampleUrl, linkUid, purchasedLinkUrl, sampleUrl } from './downloadableLinks';

/** The store's base URL, which Magento names these routes on (its media URL less `media/`). */
const baseUrl = (ctx: Pick<BackendContext, 'request'>): string =>
  mediaUrl(ctx).replace(/media\/$/, '');

const sorted = <T extends { sort_order: number }>(list: readonly T[]) =>
  [...list].sort((a, b) => a.sort_order - b.sort_order);

/** ConvertLinksToArray.php: every link names its sample URL. */
const linkAnswer = (ctx: BackendContext, link: SeedDownloadableLink) => ({
  uid: linkUid(link),
  title: link.title,
  price: link.price,
  sort_order: link.sort_order,
  sample_url: linkSampleUrl(baseUrl(ctx), link),
});

const samplesOf = (ctx: BackendContext, product: SeedProduct) =>
  sorted(product.downloadable?.samples ?? []).map((sample) => ({
    title: sample.title,
    sort_order: sample.sort_order,
    sample_url: sampleUrl(baseUrl(ctx), sample),
  }));

/** Magento's answer for the number of downloads left. */
const remaining = (link: PurchasedLinkRecord) =>
  link.number_of_downloads_bought
    ? String(link.number_of_downloads_bought - link.number_of_downloads_used)
    : 'Unlimited';

/** The statuses GetPurchasedDownloadableProducts leaves out. */
const WAITING_FOR_PAYMENT = new Set(['pending_payment', 'payment_review']);

export const downloadableResolvers: Resolvers = {
  Query: {
    customerDownloadableProducts: (_root, _args, ctx: BackendContext) => {
      const customer = requireCustomer(ctx);
      const items = ctx.state.orders
        .filter((order) => order.customer_id === customer.id)
        .flatMap((order) =>
          order.items.flatMap((item) =>
            (item.downloadable_links ?? [])
              .filter((link) => !WAITING_FOR_PAYMENT.has(link.status))
              .map((link) => ({
                order_increment_id: order.number,
                date: link.created_at,
                status: link.status,
                download_url: purchasedLinkUrl(baseUrl(ctx), link.hash),
                remaining_downloads: remaining(link),
              })),
          ),
        );
      return { items };
    },
  },
  DownloadableProduct: {
    links_purchased_separately: (parent: ProductNode) =>
      parent.__product.downloadable?.links_purchased_separately ? 1 : 0,
    links_title: (parent: ProductNode) => parent.__product.downloadable?.links_title ?? null,
    downloadable_product_links: (parent: ProductNode, _args, ctx: BackendContext) =>
      sorted(parent.__product.downloadable?.links ?? []).map((link) => linkAnswer(ctx, link)),
    downloadable_product_samples: (parent: ProductNode, _args, ctx: BackendContext) =>
      samplesOf(ctx, parent.__product),
  },
  DownloadableCartItem: {
    links: (item: CartItemValue, _args, ctx: BackendContext) =>
      chosenLinks(item.__line.product, item.__line.item.selected_options).map((link) =>
        linkAnswer(ctx, link),
      ),
    samples: (item: CartItemValue, _args, ctx: BackendContext) => samplesOf(ctx, item.__line.product),
  },
  DownloadableOrderItem: {
    downloadable_links: (item: { __item: OrderItemRecord }) =>
      sorted(item.__item.downloadable_links ?? []).map((link) => ({
        uid: linkUid({ id: link.link_id }),
        title: link.title,
        sort_order: link.sort_order,
      })),
  },
};
