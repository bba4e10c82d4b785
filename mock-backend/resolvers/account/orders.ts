/**
 * Order history: Customer.orders(filter, currentPage, pageSize) over the placed orders of the
 * signed-in customer only (newest first), answered as Magento's CustomerOrder with items,
 * totals, addresses, payment, status, invoices and shipments (with their tracking numbers).
 * Orders placed in checkout land in state.orders too. guestOrder answers the same shape.
 */
import type { BackendContext, Resolvers } from '../../context';
import { inputError } from '../../errors';
import type {
  AddressRecord,
  CustomerRecord,
  DocumentLineRecord,
  InvoiceRecord,
  OrderItemRecord,
  OrderRecord,
  ShipmentRecord,
} from '../../state';
import { toUid } from '../../uid';
import { productNode } from '../catalog/nodes';
import { lineProduct } from '../cartPricing';

interface OrdersArgs {
  filter?: {
    number?: { eq?: string | null; in?: Array<string | null> | null; match?: string | null } | null;
  } | null;
  currentPage?: number | null;
  pageSize?: number | null;
}

const money = (order: OrderRecord, value: number) => ({ value, currency: order.currency });

const orderAddress = (address: AddressRecord | null) =>
  address && {
    ...address,
    region_id: address.region_id === null ? null : String(address.region_id),
  };

function matches(order: OrderRecord, filter: OrdersArgs['filter']): boolean {
  const number = filter?.number;
  if (!number) return true;
  if (number.eq) return order.number === number.eq.trim();
  if (number.in) return number.in.includes(order.number);
  if (number.match) return order.number.includes(number.match.trim());
  return true;
}

function orderItem(order: OrderRecord, item: OrderItemRecord, index: number) {
  return {
    __typename: item.bundle_options
      ? 'BundleOrderItem'
      : item.parent_sku
        ? 'ConfigurableOrderItem'
        : item.downloadable_links
          ? 'DownloadableOrderItem'
          : 'OrderItem',
    __order: order,
    __item: item,
    id: toUid(`${order.id}/${index}`),
    parent_sku: item.parent_sku,
    product_name: item.name,
    product_sku: item.sku,
    product_url_key: item.url_key,
    product_sale_price: money(order, item.price),
    quantity_ordered: item.quantity,
    selected_options: item.selected_options,
    status: itemStatus(order, index),
  };
}

const coveredQuantity = (docs: Array<{ items: DocumentLineRecord[] }> | undefined, index: number) =>
  (docs ?? [])
    .flatMap((doc) => doc.items)
    .reduce((sum, line) => sum + (line.item === index ? line.quantity : 0), 0);

/** Sales/Model/Order/Item.php's status of a line: Shipped, Invoiced, else Ordered. */
function itemStatus(order: OrderRecord, index: number): string {
  const ordered = order.items[index]!.quantity;
  if (coveredQuantity(order.shipments, index) >= ordered) return 'Shipped';
  if (coveredQuantity(order.invoices, index) >= ordered) return 'Invoiced';
  // Orders kept before invoices and shipments were recorded.
  return order.status === 'Complete' && !order.shipments ? 'Shipped' : 'Ordered';
}

/** A line of an invoice or shipment, as SalesGraphQl answers it (sale price, quantity). */
function documentItem(
  order: OrderRecord,
  doc: { id: string },
  line: DocumentLineRecord,
  kind: 'invoice' | 'shipment',
) {
  const item = order.items[line.item]!;
  return {
    __typename: kind === 'invoice' ? 'InvoiceItem' : 'ShipmentItem',
    id: toUid(`${doc.id}/${line.item}`),
    product_name: item.name,
    product_sku: item.sku,
    product_sale_price: money(order, item.price),
    ...(kind === 'invoice' ? { quantity_invoiced: line.quantity } : { quantity_shipped: line.quantity }),
  };
}

function invoice(order: OrderRecord, record: InvoiceRecord) {
  const { totals } = record;
  return {
    id: toUid(record.id),
    number: record.number,
    items: record.items.map((line) => documentItem(order, record, line, 'invoice')),
    total: {
      subtotal: money(order, totals.subtotal),
      discounts: totals.discount
        ? [{ amount: money(order, totals.discount), label: order.totals.discount_label ?? 'Discount' }]
        : [],
      total_shipping: money(order, totals.shipping),
      total_tax: money(order, totals.tax),
      grand_total: money(order, totals.grand_total),
    },
  };
}

/** SalesGraphQl's shipment: tracking `carrier` is the carrier's code, `title` its name. */
function shipment(order: OrderRecord, record: ShipmentRecord) {
  return {
    id: toUid(record.id),
    number: record.number,
    items: record.items.map((line) => documentItem(order, record, line, 'shipment')),
    tracking: record.tracks.map((track) => ({
      carrier: track.carrier_code,
      title: track.title,
      number: track.number,
    })),
  };
}

/** Magento's database form of a moment: "YYYY-MM-DD HH:MM:SS" in UTC. */
export const toMagentoDate = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The order's time as 2.4.8's SalesGraphQl order formatter sends `order_date`: created_at (kept in
 * UTC) converted to the store's time zone and printed "YYYY-MM-DD HH:MM:SS". Orders kept with an
 * ISO timestamp (older state files) read the same.
 */
function orderDate(createdAt: string, timeZone: string): string {
  const moment = new Date(
    /[zZ]|[+-]\d\d:?\d\d$/.test(createdAt) ? createdAt : `${createdAt.replace(' ', 'T')}Z`,
  );
  if (Number.isNaN(moment.getTime())) return createdAt;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(moment)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export function customerOrder(order: OrderRecord, ctx: BackendContext) {
  const { totals } = order;
  return {
    id: toUid(order.id),
    number: order.number,
    order_date: orderDate(order.created_at, ctx.storeView.timezone),
    status: order.status,
    email: order.email,
    items: order.items.map((item, index) => orderItem(order, item, index)),
    total: {
      grand_total: money(order, totals.grand_total),
      subtotal_excl_tax: money(order, totals.subtotal),
      total_tax: money(order, totals.tax),
      total_shipping: money(order, totals.shipping),
      discounts: totals.discount
        ? [{ amount: money(order, totals.discount), label: totals.discount_label ?? 'Discount' }]
        : [],
    },
    shipping_address: orderAddress(order.shipping_address),
    billing_address: orderAddress(order.billing_address),
    shipping_method: order.shipping_method?.title ?? null,
    payment_methods: [
      {
        name: order.payment.title,
        type: order.payment.code,
        additional_data: order.payment.card
          ? [
              { name: 'card_type', value: order.payment.card.type },
              { name: 'last4', value: order.payment.card.last4 },
            ]
          : [],
      },
    ],
    invoices: (order.invoices ?? []).map((record) => invoice(order, record)),
    shipments: (order.shipments ?? []).map((record) => shipment(order, record)),
  };
}

const itemProduct = (item: { __item: OrderItemRecord }, _args: unknown, ctx: BackendContext) => {
  const found = lineProduct(ctx.state, item.__item);
  return found ? productNode(found.product) : null;
};

export const orderResolvers: Resolvers = {
  Customer: {
    orders: (customer: CustomerRecord, args: OrdersArgs, ctx: BackendContext) => {
      const pageSize = args.pageSize ?? 20;
      const currentPage = args.currentPage ?? 1;
      if (pageSize < 1) throw inputError('pageSize value must be greater than 0.');
      if (currentPage < 1) throw inputError('currentPage value must be greater than 0.');
      const orders = ctx.state.orders
        .filter((order) => order.customer_id === customer.id && matches(order, args.filter))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.number.localeCompare(a.number));
      const totalPages = Math.ceil(orders.length / pageSize);
      // A page past the last answers the last one (Magento's collections clamp the page).
      const page = totalPages > 0 ? Math.min(currentPage, totalPages) : currentPage;
      const start = (page - 1) * pageSize;
      return {
        items: orders.slice(start, start + pageSize).map((order) => customerOrder(order, ctx)),
        total_count: orders.length,
        page_info: { current_page: page, page_size: pageSize, total_pages: totalPages },
      };
    },
  },
  OrderItem: { product: itemProduct },
  ConfigurableOrderItem: { product: itemProduct },
  BundleOrderItem: {
    product: itemProduct,
    // SalesGraphQl's BundleOptions resolver: per option its uid and title, per product chosen its
    // name, sku, quantity and price.
    bundle_options: (item: { __item: OrderItemRecord; __order: OrderRecord }) =>
      (item.__item.bundle_options ?? []).map((option) => ({
        id: toUid(`bundle/${option.id}`),
        uid: toUid(`bundle/${option.id}`),
        label: option.label,
        values: option.values.map((value) => ({
          id: value.uid,
          uid: value.uid,
          product_name: value.product_name,
          product_sku: value.product_sku,
          quantity: value.quantity,
          price: money(item.__order, value.price),
        })),
      })),
  },
  DownloadableOrderItem: { product: itemProduct },
};
