import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import AddressFields from '../../../components/AddressForm/AddressFields';
import Button from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useAddressBook, type SavedAddress } from '../hooks/useAddressBook';
import AccountPageLayout from './AccountPageLayout';
import FormError from '../../../components/FormError/FormError';
import * as forms from './AccountForms.module.css';
import * as styles from './AccountLists.module.css';

const messages = defineMessages({
  title: { id: 'account.addressBook.title', defaultMessage: 'Address Book' },
  add: { id: 'account.addressBook.add', defaultMessage: 'Add an Address' },
  empty: { id: 'account.addressBook.empty', defaultMessage: 'You have no saved addresses.' },
  defaultShipping: { id: 'account.addressBook.defaultShipping', defaultMessage: 'Default Shipping' },
  defaultBilling: { id: 'account.addressBook.defaultBilling', defaultMessage: 'Default Billing' },
  edit: { id: 'account.addressBook.edit', defaultMessage: 'Edit' },
  delete: { id: 'account.addressBook.delete', defaultMessage: 'Delete' },
  confirmDelete: { id: 'account.addressBook.confirmDelete', defaultMessage: 'Delete this address?' },
  confirm: { id: 'account.addressBook.confirm', defaultMessage: 'Yes, Delete' },
  cancel: { id: 'account.addressBook.cancel', defaultMessage: 'Cancel' },
  newTitle: { id: 'account.addressBook.newTitle', defaultMessage: 'New Address' },
  editTitle: { id: 'account.addressBook.editTitle', defaultMessage: 'Edit Address' },
  makeShipping: {
    id: 'account.addressBook.makeShipping',
    defaultMessage: 'Use as my default shipping address',
  },
  makeBilling: { id: 'account.addressBook.makeBilling', defaultMessage: 'Use as my default billing address' },
  save: { id: 'account.addressBook.save', defaultMessage: 'Save Address' },
  saved: { id: 'account.addressBook.saved', defaultMessage: 'The address has been saved.' },
  deleted: { id: 'account.addressBook.deleted', defaultMessage: 'The address has been deleted.' },
});

/** The address book's fields: an address with a company, no email. */
const FIELDS = [
  'firstname',
  'lastname',
  'company',
  'street1',
  'street2',
  'city',
  'region_code',
  'postcode',
  'telephone',
] as const;

function AddressText({ address }: { address: SavedAddress }) {
  return (
    <address className={styles.address}>
      {address.firstname} {address.lastname}
      <br />
      {address.company ? (
        <>
          {address.company}
          <br />
        </>
      ) : null}
      {(address.street ?? []).map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
      {address.city}, {address.region?.region_code} {address.postcode}
      <br />
      {address.telephone}
    </address>
  );
}

/** /address-book: saved addresses, add, edit, delete, default shipping and billing. */
export default function AddressBookPage() {
  const intl = useIntl();
  const id = useId();
  const book = useAddressBook();
  const { form } = book;
  const formHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (book.editing !== null) formHeading.current?.focus();
  }, [book.editing]);

  // Saved: the form closes and the focus, which was in it, goes to the saved address's card, which
  // says so and is scrolled into view (a new address is the last card, often far from the form).
  const savedMessage = useRef<HTMLParagraphElement>(null);
  const focusedSave = useRef<number | null>(null);
  const savedCardShown = book.addresses.some((address) => address.id === book.savedId);
  useEffect(() => {
    if (book.savedId === null) focusedSave.current = null;
    if (book.savedId === null || !savedCardShown || focusedSave.current === book.savedId) return;
    focusedSave.current = book.savedId;
    const message = savedMessage.current;
    message?.focus({ preventScroll: true });
    message?.closest('li')?.scrollIntoView?.({ block: 'nearest' });
  }, [book.savedId, savedCardShown]);

  // Deleted: the card and its buttons are gone; the focus goes to the message that says so.
  const deletedMessage = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (book.notice !== 'deleted') return;
    deletedMessage.current?.focus({ preventScroll: true });
    deletedMessage.current?.scrollIntoView?.({ block: 'nearest' });
  }, [book.notice]);

  // Cancelled: back to the button that opened the form.
  useEffect(() => {
    if (book.closedForm === null) return;
    const opener = book.closedForm === 'new' ? `${id}-add` : `${id}-edit-${book.closedForm}`;
    document.getElementById(opener)?.focus();
  }, [book.closedForm, id]);

  return (
    <AccountPageLayout title={intl.formatMessage(messages.title)}>
      <div role="status">
        {book.notice === 'deleted' ? (
          <p ref={deletedMessage} tabIndex={-1} className={forms.success}>
            {intl.formatMessage(messages.deleted)}
          </p>
        ) : null}
      </div>
      {book.isLoading ? (
        <LoadingIndicator>
          {intl.formatMessage({ id: 'app.loading', defaultMessage: 'Fetching Data...' })}
        </LoadingIndicator>
      ) : (
        <>
          {book.addresses.length === 0 ? (
            <p className={styles.empty}>{intl.formatMessage(messages.empty)}</p>
          ) : null}
          <ul className={styles.cards} aria-label={intl.formatMessage(messages.title)}>
            {book.addresses.map((address) => {
              const name = `${address.street?.[0] ?? ''}, ${address.city ?? ''}`;
              return (
                <li key={address.id} className={styles.card}>
                  {book.notice === 'saved' && book.savedId === address.id ? (
                    <p ref={savedMessage} tabIndex={-1} className={forms.success}>
                      {intl.formatMessage(messages.saved)}
                    </p>
                  ) : null}
                  {address.default_shipping ? (
                    <span className={styles.badge}>{intl.formatMessage(messages.defaultShipping)}</span>
                  ) : null}
                  {address.default_billing ? (
                    <span className={styles.badge}>{intl.formatMessage(messages.defaultBilling)}</span>
                  ) : null}
                  <AddressText address={address} />
                  {book.confirmingDelete === address.id ? (
                    <div
                      className={styles.cardActions}
                      role="group"
                      aria-label={intl.formatMessage(messages.confirmDelete)}
                    >
                      <p>{intl.formatMessage(messages.confirmDelete)}</p>
                      <Button priority="high" negative onClick={book.handleConfirmDelete}>
                        {intl.formatMessage(messages.confirm)}
                      </Button>
                      <Button priority="low" onClick={book.handleCancelDelete}>
                        {intl.formatMessage(messages.cancel)}
                      </Button>
                      <FormError message={book.deleteError} />
                    </div>
                  ) : (
                    <div className={styles.cardActions}>
                      <Button
                        id={`${id}-edit-${address.id}`}
                        priority="normal"
                        aria-label={`${intl.formatMessage(messages.edit)}: ${name}`}
                        onClick={() => book.handleEdit(address.id)}
                      >
                        {intl.formatMessage(messages.edit)}
                      </Button>
                      <Button
                        priority="low"
                        negative
                        aria-label={`${intl.formatMessage(messages.delete)}: ${name}`}
                        onClick={() => book.handleAskDelete(address.id)}
                      >
                        {intl.formatMessage(messages.delete)}
                      </Button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          {book.editing === null ? (
            <div>
              <Button id={`${id}-add`} priority="high" onClick={book.handleAdd}>
                {intl.formatMessage(messages.add)}
              </Button>
            </div>
          ) : (
            <section aria-labelledby={`${id}-form-title`}>
              <h2 id={`${id}-form-title`} ref={formHeading} tabIndex={-1} className={forms.subheading}>
                {intl.formatMessage(book.editing === 'new' ? messages.newTitle : messages.editTitle)}
              </h2>
              <form onSubmit={form.handleSubmit} noValidate className={forms.form}>
                <AddressFields
                  idPrefix={id}
                  fields={FIELDS}
                  values={form.values}
                  errors={form.errors}
                  regions={book.regions}
                  onChange={form.handleChange}
                  onBlur={form.handleBlur}
                  fieldRef={form.fieldRef}
                  disabled={form.isSubmitting}
                />
                <label className={forms.checkbox}>
                  <input
                    type="checkbox"
                    name="default_shipping"
                    checked={form.values.default_shipping}
                    onChange={form.handleChange}
                    disabled={form.isSubmitting}
                  />
                  {intl.formatMessage(messages.makeShipping)}
                </label>
                <label className={forms.checkbox}>
                  <input
                    type="checkbox"
                    name="default_billing"
                    checked={form.values.default_billing}
                    onChange={form.handleChange}
                    disabled={form.isSubmitting}
                  />
                  {intl.formatMessage(messages.makeBilling)}
                </label>
                <FormError message={form.formError} focusOnShow />
                <div className={forms.actions}>
                  <Button type="submit" priority="high" disabled={form.isSubmitting}>
                    {intl.formatMessage(messages.save)}
                  </Button>
                  <Button priority="low" onClick={book.handleCancel}>
                    {intl.formatMessage(messages.cancel)}
                  </Button>
                </div>
              </form>
            </section>
          )}
        </>
      )}
    </AccountPageLayout>
  );
}
