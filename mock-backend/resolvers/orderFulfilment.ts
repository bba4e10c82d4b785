/**
 * What the store does after an order is placed, as Magento's admin does it: invoice the order
 * (every line still to invoice, with the order's totals) and ship it (every line still to ship,
 * with a carrier's tracking number). An invoiced order is Processing; an order invoiced and
 * shipped in full is Complete. The demo customer's seed orders and tests use these.
 */
import type { BackendState, DocumentLineRecord, InvoiceRecord, OrderRecord, ShipmentRecord } from '../state';
import { persistState } from '../state';
import { toMagentoDate } from './account/orders';

/** The carriers Magento ships with (Shipping/Model/Config), and "custom" for any other. */
const CARRIER_TITLES: Record<string, string> = {
  ups: 'United Parcel Service',
  usps: 'United States Postal Service',
  fedex: 'Federal Express',
  dhl: 'DHL',
  custom: 'Custom Value',
};

const highestNumber = (state: BackendState, kind: 'invoices' | 'shipments') =>
  Math.max(
    0,
    ...state.orders.flatMap((order) =>
      (order[kind] ?? []).map((doc) => Number.parseInt(doc.number, 10) || 0),
    ),
  );

const nextNumber = (state: BackendState, kind: 'invoices' | 'shipments') =>
  String(highestNumber(state, kind) + 1).padStart(9, '0');

/** Quantities of each line not yet covered by the order's documents of `kind`. */
function remaining(order: OrderRecord, kind: 'invoices' | 'shipments'): DocumentLineRecord[] {
  return (
    order.items
      .map((item, index) => {
        const done = (order[kind] ?? [])
          .flatMap((doc) => doc.items)
          .filter((line) => line.item === index)
          .reduce((sum, line) => sum + line.quantity, 0);
        return { item: index, quantity: item.quantity - done };
      })
      .filter((line) => line.quantity > 0)
      // A downloadable line has nothing to ship (Magento ships only the lines that are physical).
      .filter((line) => kind === 'invoices' || !order.items[line.item]!.downloadable_links)
  );
}

function nextStatus(order: OrderRecord): string {
  const invoiced = remaining(order, 'invoices').length === 0;
  const shipped = remaining(order, 'shipments').length === 0;
  return invoiced && shipped ? 'Complete' : 'Processing';
}

/** Invoices what is left to invoice of an order (Magento refuses an order with nothing left). */
export function invoiceOrder(state: BackendState, order: OrderRecord, at = new Date()): InvoiceRecord {
  const items = remaining(order, 'invoices');
  if (items.length === 0)
    throw new Error(`The order ${order.number} does not allow an invoice to be created.`);
  const first = (order.invoices ?? []).length === 0;
  const number = nextNumber(state, 'invoices');
  const subtotal =
    Math.round(items.reduce((sum, line) => sum + order.items[line.item]!.price * line.quantity, 0) * 100) /
    100;
  // The first invoice carries the order's shipping, tax and discount (one invoice per order here).
  const { discount, tax, shipping } = first ? order.totals : { discount: 0, tax: 0, shipping: 0 };
  const invoice: InvoiceRecord = {
    id: `${order.id}-invoice-${number}`,
    number,
    created_at: toMagentoDate(at),
    items,
    totals: {
      subtotal,
      discount,
      tax,
      shipping,
      grand_total: Math.round((subtotal - discount + tax + shipping) * 100) / 100,
    },
  };
  (order.invoices ??= []).push(invoice);
  // Magento's default "Order Item Status to Enable Downloads" is Invoiced: the invoiced lines'
  // downloadable links become available.
  for (const line of items) {
    for (const link of order.items[line.item]!.downloadable_links ?? [])
      if (link.status === 'pending') link.status = 'available';
  }
  order.status = nextStatus(order);
  persistState();
  return invoice;
}

/** Ships what is left to ship of an order, with one tracking number. */
export function shipOrder(
  state: BackendState,
  order: OrderRecord,
  track: { carrier_code: string; number: string; title?: string },
  at = new Date(),
): ShipmentRecord {
  const items = remaining(order, 'shipments');
  if (items.length === 0)
    throw new Error(`The order ${order.number} does not allow a shipment to be created.`);
  const number = nextNumber(state, 'shipments');
  const shipment: ShipmentRecord = {
    id: `${order.id}-shipment-${number}`,
    number,
    created_at: toMagentoDate(at),
    items,
    tracks: [
      {
        carrier_code: track.carrier_code,
        title: track.title ?? CARRIER_TITLES[track.carrier_code] ?? CARRIER_TITLES.custom!,
        number: track.number,
      },
    ],
  };
  (order.shipments ??= []).push(shipment);
  order.status = nextStatus(order);
  persistState();
  return shipment;
}
