import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import Price from '../../../components/Price/Price';
import { useWishlistPage, type WishlistItemView } from '../hooks/useWishlist';
import AccountPageLayout from './AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import * as forms from './AccountForms.module.css';
import * as styles from './AccountLists.module.css';

const messages = defineMessages({
  title: { id: 'account.wishlist.title', defaultMessage: 'Wish List' },
  empty: { id: 'account.wishlist.empty', defaultMessage: 'There are currently no items in your wish list.' },
  addToCart: { id: 'account.wishlist.addToCart', defaultMessage: 'Add to Cart' },
  remove: { id: 'account.wishlist.remove', defaultMessage: 'Remove' },
  outOfStock: { id: 'account.wishlist.outOfStock', defaultMessage: 'Out of stock' },
  chooseOptions: {
    id: 'account.wishlist.chooseOptions',
    defaultMessage: 'Saved without its options: choose them to add it to your cart.',
  },
});

/** The options of a line saved without them: a select per option, unavailable values disabled. */
function OptionChoices({
  item,
  idPrefix,
  hintId,
  missing,
  disabled,
  onChoose,
}: {
  item: WishlistItemView;
  idPrefix: string;
  hintId: string;
  missing: readonly string[];
  disabled: boolean;
  onChoose: (code: string, valueUid: string) => void;
}) {
  const intl = useIntl();
  return (
    <div className={styles.choices}>
      <p className={styles.muted}>{intl.formatMessage(messages.chooseOptions)}</p>
      {item.optionsToChoose.map((option) => {
        const isMissing = missing.includes(option.label);
        return (
          <div key={option.code} className={forms.field}>
            <label htmlFor={`${idPrefix}-${option.code}`} className={forms.label}>
              {option.label}
            </label>
            <select
              id={`${idPrefix}-${option.code}`}
              className={forms.select}
              value={option.chosen}
              disabled={disabled}
              aria-invalid={isMissing ? true : undefined}
              aria-describedby={isMissing ? hintId : undefined}
              onChange={(event) => onChoose(option.code, event.target.value)}
            >
              <option value="">
                {intl.formatMessage(
                  { id: 'account.wishlist.choose', defaultMessage: 'Choose {option}' },
                  { option: option.label },
                )}
              </option>
              {option.values.map((value) => (
                <option key={value.uid} value={value.uid} disabled={!value.available}>
                  {value.available
                    ? value.label
                    : intl.formatMessage(
                        { id: 'account.wishlist.valueOutOfStock', defaultMessage: '{value} (out of stock)' },
                        { value: value.label },
                      )}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </div>
  );
}

/**
 * /wishlist: the saved products, each with its saved options, Add to Cart and Remove; a
 * configurable product saved without its options offers them to choose before Add to Cart.
 */
export default function WishlistPage() {
  const intl = useIntl();
  const id = useId();
  const page = useWishlistPage();
  const notice = useRef<HTMLParagraphElement>(null);

  // Add to Cart with options still to choose: focus the first one, which says what is missing.
  const { missingOptions } = page;
  useEffect(() => {
    if (!missingOptions) return;
    const item = page.items.find((candidate) => candidate.id === missingOptions.itemId);
    const first = item?.optionsToChoose.find((option) => !option.chosen);
    if (first) document.getElementById(`${id}-${missingOptions.itemId}-${first.code}`)?.focus();
    // Only when the refusal is new, not as the list changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missingOptions, id]);
  // A line that left (added to the cart, removed) took the focus with it: it goes to the message.
  useEffect(() => {
    if (page.notice) notice.current?.focus();
  }, [page.notice]);

  return (
    <AccountPageLayout title={intl.formatMessage(messages.title)}>
      <FormError message={page.error} />
      <div role="status">
        {page.notice ? (
          <p ref={notice} tabIndex={-1} className={forms.success}>
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
          {page.items.map((item) => {
            const busy = page.busyItemId === item.id;
            const missing = page.missingOptions?.itemId === item.id ? page.missingOptions.options : [];
            const hintId = `${id}-${item.id}-missing`;
            // Two lines of one product differ by their options: the buttons' names say which.
            const label = [item.name, ...item.savedOptions.map((option) => option.value)].join(', ');
            return (
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
                    {item.savedOptions.length > 0 ? (
                      <dl className={styles.options}>
                        {item.savedOptions.map((option) => (
                          <div key={option.label}>
                            <dt>{option.label}</dt>
                            <dd>{option.value}</dd>
                          </div>
                        ))}
                      </dl>
                    ) : null}
                    {item.price ? (
                      <Price value={item.price.value} currencyCode={item.price.currency} />
                    ) : null}
                    {!item.inStock ? (
                      <p className={styles.muted}>{intl.formatMessage(messages.outOfStock)}</p>
                    ) : null}
                  </div>
                </div>
                {item.optionsToChoose.length > 0 ? (
                  <OptionChoices
                    item={item}
                    idPrefix={`${id}-${item.id}`}
                    hintId={hintId}
                    missing={missing}
                    disabled={busy}
                    onChoose={(code, valueUid) => page.handleChooseOption(item.id, code, valueUid)}
                  />
                ) : null}
                {missing.length > 0 ? (
                  <p id={hintId} className={forms.fieldError} role="alert">
                    {intl.formatMessage(
                      { id: 'account.wishlist.missingOptions', defaultMessage: 'Choose {options} first.' },
                      { options: intl.formatList(missing, { type: 'conjunction' }) },
                    )}
                  </p>
                ) : null}
                <div className={styles.cardActions}>
                  <Button
                    priority="high"
                    disabled={!item.inStock || busy}
                    aria-label={`${intl.formatMessage(messages.addToCart)}: ${label}`}
                    onClick={() => page.handleAddToCart(item.id)}
                  >
                    {intl.formatMessage(messages.addToCart)}
                  </Button>
                  <Button
                    priority="low"
                    negative
                    disabled={busy}
                    aria-label={`${intl.formatMessage(messages.remove)}: ${label}`}
                    onClick={() => page.handleRemove(item.id)}
                  >
                    {intl.formatMessage(messages.remove)}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </AccountPageLayout>
  );
}
