import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { messageMap } from '../../../platform/intl/messageMap';
import Price from '../../../components/Price/Price';
import type { OrderView_OrderFragment } from '../../../__generated__/operations';
import * as styles from './AccountLists.module.css';

const messages = messageMap(
  defineMessages({
    items: { id: 'account.orderDetails.items', defaultMessage: 'Items Ordered' },
    product: { id: 'account.orderDetails.product', defaultMessage: 'Product' },
    sku: { id: 'account.orderDetails.sku', defaultMessage: 'SKU' },
    price: { id: 'account.orderDetails.price', defaultMessage: 'Price' },
    quantity: { id: 'account.orderDetails.quantity', defaultMessage: 'Qty' },
    shippingAddress: { id: 'account.orderDetails.shippingAddress', defaultMessage: 'Shipping Address' },
    billingAddress: { id: 'account.orderDetails.billingAddress', defaultMessage: 'Billing Address' },
    shippingMethod: { id: 'account.orderDetails.shippingMethod', defaultMessage: 'Shipping Method' },
    payment: { id: 'account.orderDetails.payment', defaultMessage: 'Payment Method' },
    subtotal: { id: 'account.orderDetails.subtotal', defaultMessage: 'Subtotal' },
    shipping: { id: 'account.orderDetails.shipping', defaultMessage: 'Shipping' },
    tax: { id: 'account.orderDetails.tax', defaultMessage: 'Tax' },
    grandTotal: { id: 'account.orderDetails.grandTotal', defaultMessage: 'Grand Total' },
    shipments: { id: 'account.orderDetails.shipments', defaultMessage: 'Shipments' },
    shipment: { id: 'account.orderDetails.shipment', defaultMessage: 'Shipment #{number}' },
    notShipped: { id: 'account.orderDetails.notShipped', defaultMessage: 'Not shipped yet.' },
    tracking: {
      id: 'account.orderDetails.tracking',
      defaultMessage: '{title} tracking number: {number}',
    },
    shippedItem: { id: 'account.orderDetails.shippedItem', defaultMessage: '{name} × {quantity}' },
    invoices: { id: 'account.orderDetails.invoices', defaultMessage: 'Invoices' },
    invoice: { id: 'account.orderDetails.invoice', defaultMessage: 'Invoice #{number}' },
    notInvoiced: { id: 'account.orderDetails.notInvoiced', defaultMessage: 'Not invoiced yet.' },
    orderDate: { id: 'account.orderDetails.date', defaultMessage: 'Order Date' },
    status: { id: 'account.orderDetails.status', defaultMessage: 'Status' },
  }),
);

type Address = OrderView_OrderFragment['shipping_address'];

function OrderAddressText({ address }: { address: Address }) {
  if (!address) return null;
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      <br />
      {address.street.filter(Boolean).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {address.city}, {address.region} {address.postcode}
      <br />
      {address.telephone}
    </address>
  );
}

/**
 * An order's date to show: Magento sends `order_date` as "YYYY-MM-DD HH:MM:SS" in the store's time
 * zone (shown as it is, formatted in UTC so nothing shifts it); an ISO timestamp reads too; a value
 * that is neither is shown as it came.
 */
export function formatOrderDate(intl: ReturnType<typeof useIntl>, value: string): string {
  const wall = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2}(?::\d{2})?)$/.exec(value.trim());
  const date = new Date(wall ? `${wall[1]}T${wall[2]}Z` : value);
  return Number.isNaN(date.getTime())
    ? value
    : intl.formatDate(date, { dateStyle: 'medium', timeZone: 'UTC' });
}

/**
 * One order as Magento answers it: (with `showSummary`) its date and status, the items, the
 * addresses, shipping and payment methods, shipments with their tracking numbers, invoices and
 * the totals. `actions` come after the totals (the account's Reorder).
 */
export default function OrderView({
  order,
  id,
  headingLevel = 3,
  showSummary = false,
  actions,
}: {
  order: OrderView_OrderFragment;
  id?: string;
  headingLevel?: 2 | 3;
  showSummary?: boolean;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const total = order.total;
  const card = order.payment_methods?.[0]?.additional_data ?? [];
  const last4 = card.find((entry) => entry?.name === 'last4')?.value;
  const shipments = (order.shipments ?? []).filter((entry) => entry !== null);
  const invoices = order.invoices.filter((entry) => entry !== null);
  return (
    <section
      id={id}
      className={styles.details}
      aria-label={intl.formatMessage(
        { id: 'account.orderDetails.label', defaultMessage: 'Order #{number}' },
        { number: order.number },
      )}
    >
      {showSummary ? (
        <dl className={styles.summary}>
          <div>
            <dt>{intl.formatMessage(messages.orderDate)}</dt>
            <dd>{formatOrderDate(intl, order.order_date)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(messages.status)}</dt>
            <dd className={styles.status}>{order.status}</dd>
          </div>
        </dl>
      ) : null}
      <table className={styles.table}>
        <caption className="visually-hidden">{intl.formatMessage(messages.items)}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.product)}</th>
            <th scope="col">{intl.formatMessage(messages.sku)}</th>
            <th scope="col" className={styles.numeric}>
              {intl.formatMessage(messages.price)}
            </th>
            <th scope="col" className={styles.numeric}>
              {intl.formatMessage(messages.quantity)}
            </th>
          </tr>
        </thead>
        <tbody>
          {(order.items ?? []).map((item) =>
            item ? (
              <tr key={item.id}>
                <td>
                  {item.product_name}
                  {(item.selected_options ?? []).map((option) =>
                    option ? (
                      <span key={option.label} className={styles.muted}>
                        <br />
                        {option.label}: {option.value}
                      </span>
                    ) : null,
                  )}
                  {'bundle_options' in item
                    ? (item.bundle_options ?? []).map((option) =>
                        option ? (
                          <span key={option.uid} className={styles.muted}>
                            <br />
                            {option.label}:{' '}
                            {(option.values ?? [])
                              .flatMap((value) =>
                                value ? [`${value.product_name} × ${value.quantity}`] : [],
                              )
                              .join(', ')}
                          </span>
                        ) : null,
                      )
                    : null}
                  {'downloadable_links' in item && item.downloadable_links?.length ? (
                    <span className={styles.muted}>
                      <br />
                      {intl.formatMessage(
                        { id: 'account.orderDetails.links', defaultMessage: 'Links: {links}' },
                        {
                          links: intl.formatList(
                            item.downloadable_links.flatMap((link) => (link?.title ? [link.title] : [])),
                          ),
                        },
                      )}
                    </span>
                  ) : null}
                </td>
                <td>{item.product_sku}</td>
                <td className={styles.numeric}>
                  <Price
                    value={item.product_sale_price.value ?? 0}
                    currencyCode={item.product_sale_price.currency ?? 'USD'}
                  />
                </td>
                <td className={styles.numeric}>{item.quantity_ordered}</td>
              </tr>
            ) : null,
          )}
        </tbody>
      </table>
      <div className={styles.detailsGrid}>
        {/* A virtual order (downloads only) has no shipping address or method. */}
        {order.shipping_address ? (
          <div>
            <Heading className={styles.sectionTitle}>{intl.formatMessage(messages.shippingAddress)}</Heading>
            <OrderAddressText address={order.shipping_address} />
          </div>
        ) : null}
        <div>
          <Heading className={styles.sectionTitle}>{intl.formatMessage(messages.billingAddress)}</Heading>
          <OrderAddressText address={order.billing_address} />
        </div>
        {order.shipping_method ? (
          <div>
            <Heading className={styles.sectionTitle}>{intl.formatMessage(messages.shippingMethod)}</Heading>
            <p>{order.shipping_method}</p>
          </div>
        ) : null}
        <div>
          <Heading className={styles.sectionTitle}>{intl.formatMessage(messages.payment)}</Heading>
          <p>
            {order.payment_methods?.[0]?.name}
            {last4 ? ` •••• ${last4}` : ''}
          </p>
        </div>
      </div>
      <div className={styles.detailsGrid}>
        <div>
          <Heading className={styles.sectionTitle}>{intl.formatMessage(messages.shipments)}</Heading>
          {shipments.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(messages.notShipped)}</p>
          ) : (
            <ul className={styles.documents}>
              {shipments.map((shipment) => (
                <li key={shipment.id}>
                  <p className={styles.documentTitle}>
                    {intl.formatMessage(messages.shipment, { number: shipment.number })}
                  </p>
                  {(shipment.tracking ?? []).map((track) =>
                    track ? (
                      <p key={`${track.carrier}-${track.number ?? ''}`}>
                        {intl.formatMessage(messages.tracking, {
                          title: track.title,
                          number: <strong className={styles.trackingNumber}>{track.number}</strong>,
                        })}
                      </p>
                    ) : null,
                  )}
                  <ul className={styles.muted}>
                    {(shipment.items ?? []).map((item) =>
                      item ? (
                        <li key={item.id}>
                          {intl.formatMessage(messages.shippedItem, {
                            name: item.product_name ?? item.product_sku,
                            quantity: item.quantity_shipped,
                          })}
                        </li>
                      ) : null,
                    )}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <Heading className={styles.sectionTitle}>{intl.formatMessage(messages.invoices)}</Heading>
          {invoices.length === 0 ? (
            <p className={styles.muted}>{intl.formatMessage(messages.notInvoiced)}</p>
          ) : (
            <ul className={styles.documents}>
              {invoices.map((invoice) => (
                <li key={invoice.id}>
                  <p className={styles.documentTitle}>
                    {intl.formatMessage(messages.invoice, { number: invoice.number })}
                  </p>
                  {invoice.total ? (
                    <p>
                      <Price
                        value={invoice.total.grand_total.value ?? 0}
                        currencyCode={invoice.total.grand_total.currency ?? 'USD'}
                      />
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      {total ? (
        <dl className={styles.totals}>
          <dt>{intl.formatMessage(messages.subtotal)}</dt>
          <dd>
            <Price
              value={total.subtotal_excl_tax.value ?? 0}
              currencyCode={total.subtotal_excl_tax.currency ?? 'USD'}
            />
          </dd>
          {(total.discounts ?? []).map((discount) =>
            discount ? (
              <div key={discount.label} style={{ display: 'contents' }}>
                <dt>{discount.label}</dt>
                <dd>
                  -
                  <Price
                    value={discount.amount.value ?? 0}
                    currencyCode={discount.amount.currency ?? 'USD'}
                  />
                </dd>
              </div>
            ) : null,
          )}
          <dt>{intl.formatMessage(messages.shipping)}</dt>
          <dd>
            <Price
              value={total.total_shipping.value ?? 0}
              currencyCode={total.total_shipping.currency ?? 'USD'}
            />
          </dd>
          <dt>{intl.formatMessage(messages.tax)}</dt>
          <dd>
            <Price value={total.total_tax.value ?? 0} currencyCode={total.total_tax.currency ?? 'USD'} />
          </dd>
          <dt className={styles.grand}>{intl.formatMessage(messages.grandTotal)}</dt>
          <dd className={styles.grand}>
            <Price value={total.grand_total.value ?? 0} currencyCode={total.grand_total.currency ?? 'USD'} />
          </dd>
        </dl>
      ) : null}
      {actions}
    </section>
  );
}
