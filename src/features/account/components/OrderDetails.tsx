import { defineMessages, useIntl } from 'react-intl';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../../components/Price/Price';
import { useOrderDetails, type OrderDetailsData } from '../hooks/useOrderHistory';
import FormError from '../../../components/FormError/FormError';
import * as styles from './AccountLists.module.css';

const messages = defineMessages({
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
});

type Address = OrderDetailsData['shipping_address'];

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

/** One order's details, loaded when opened. */
export default function OrderDetails({ number, id }: { number: string; id: string }) {
  const intl = useIntl();
  const { isLoading, error, order } = useOrderDetails(number);
  if (isLoading) {
    return (
      <LoadingIndicator>
        {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
      </LoadingIndicator>
    );
  }
  if (!order) return <FormError message={error} />;
  const total = order.total;
  const card = order.payment_methods?.[0]?.additional_data ?? [];
  const last4 = card.find((entry) => entry?.name === 'last4')?.value;
  return (
    <section
      id={id}
      className={styles.details}
      aria-label={intl.formatMessage(
        { id: 'account.orderDetails.label', defaultMessage: 'Order #{number}' },
        { number },
      )}
    >
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
            <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.shippingAddress)}</h3>
            <OrderAddressText address={order.shipping_address} />
          </div>
        ) : null}
        <div>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.billingAddress)}</h3>
          <OrderAddressText address={order.billing_address} />
        </div>
        {order.shipping_method ? (
          <div>
            <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.shippingMethod)}</h3>
            <p>{order.shipping_method}</p>
          </div>
        ) : null}
        <div>
          <h3 className={styles.sectionTitle}>{intl.formatMessage(messages.payment)}</h3>
          <p>
            {order.payment_methods?.[0]?.name}
            {last4 ? ` •••• ${last4}` : ''}
          </p>
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
    </section>
  );
}
