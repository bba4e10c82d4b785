import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../../components/Price/Price';
import { useWishlistPage } from '../hooks/useWishlist';
import AccountPageLayout from './AccountPageLayout';
import FormError from './FormError';
import * as forms from './AccountForms.module.css';
import * as styles from './AccountLists.module.css';

const messages = defineMessages({
  title: { id: 'account.wishlist.title', defaultMessage: 'Wish List' },
  empty: { id: 'account.wishlist.empty', defaultMessage: 'There are currently no items in your wish list.' },
  addToCart: { id: 'account.wishlist.addToCart', defaultMessage: 'Add to Cart' },
  remove: { id: 'account.wishlist.remove', defaultMessage: 'Remove' },
  outOfStock: { id: 'account.wishlist.outOfStock', defaultMessage: 'Out of stock' },
});

/** /wishlist: the saved products, each with Add to Cart and Remove. */
export default function WishlistPage() {
  const intl = useIntl();
  const page = useWishlistPage();
  return (
    <AccountPageLayout title={intl.formatMessage(messages.title)}>
      <FormError message={page.error} />
      <div role="status">
        {page.notice ? (
          <p className={forms.success}>
            {page.notice.kind === 'added'
              ? intl.formatMessage(
                  { id: 'account.wishlist.addedToCart', defaultMessage: '{name} was added to your cart.' },
                  { name: page.notice.name },
                )
              : intl.formatMessage(
                  {
                    id: 'account.wishlist.removed',
                    defaultMessage: '{name} was removed from your wish list.',
                  },
                  { name: page.notice.name },
                )}
          </p>
        ) : null}
      </div>
      {page.isLoading ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : page.items.length === 0 ? (
        <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
      ) : (
        <ul className={styles.cards} aria-label={intl.formatMessage(messages.title)}>
          {page.items.map((item) => (
            <li key={item.id} className={styles.card}>
              <div className={styles.product}>
                {item.imageUrl ? (
                  <img
                    className={styles.productImage}
                    src={item.imageUrl}
                    alt=""
                    width={96}
                    height={120}
                    loading="lazy"
                  />
                ) : (
                  <span />
                )}
                <div>
                  <p className={styles.cardTitle}>
                    {item.url ? (
                      <Link to={item.url} className={styles.link}>
                        {item.name}
                      </Link>
                    ) : (
                      item.name
                    )}
                  </p>
                  {item.price ? <Price value={item.price.value} currencyCode={item.price.currency} /> : null}
                  {!item.inStock ? (
                    <p className={styles.muted}>{intl.formatMessage(messages.outOfStock)}</p>
                  ) : null}
                </div>
              </div>
              <div className={styles.cardActions}>
                <Button
                  priority="high"
                  disabled={!item.inStock || page.busyItemId === item.id}
                  aria-label={`${intl.formatMessage(messages.addToCart)}: ${item.name}`}
                  onClick={() => page.handleAddToCart(item.id)}
                >
                  {intl.formatMessage(messages.addToCart)}
                </Button>
                <Button
                  priority="low"
                  negative
                  disabled={page.busyItemId === item.id}
                  aria-label={`${intl.formatMessage(messages.remove)}: ${item.name}`}
                  onClick={() => page.handleRemove(item.id)}
                >
                  {intl.formatMessage(messages.remove)}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountPageLayout>
  );
}
