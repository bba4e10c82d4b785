import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Price from '../../../components/Price/Price';
import {
  changeableSelection,
  isMultiple,
  type BundleOptionView,
  type BundleSelectionView,
} from '../hooks/bundleOptions';
import type { BundleView } from '../hooks/useCompositeProduct';
import * as styles from './CompositeProduct.module.css';

/** What a selection adds, beside its name: "+ $12.00" (fixed price) or its own price (dynamic). */
function SelectionPrice({ selection, bundle }: { selection: BundleSelectionView; bundle: BundleView }) {
  if (!bundle.model.dynamicPrice && selection.unitPrice === 0) return null;
  return (
    <span className={styles.selectionPrice}>
      {bundle.model.dynamicPrice ? null : '+ '}
      <Price value={selection.unitPrice * selection.quantity} currencyCode={bundle.model.currency} />
    </span>
  );
}

const selectionText = (selection: BundleSelectionView, soldOut: string) =>
  `${selection.quantity > 1 ? `${selection.quantity} × ` : ''}${selection.label}${selection.inStock ? '' : ` (${soldOut})`}`;

function OptionControl({ option, bundle }: { option: BundleOptionView; bundle: BundleView }) {
  const intl = useIntl();
  const id = useId();
  const chosen = bundle.choice[option.id]?.selections ?? [];
  const invalid = bundle.showErrors && bundle.missing.includes(option.id);
  const errorId = `${id}-error`;
  const soldOut = intl.formatMessage({ id: 'catalog.bundle.soldOut', defaultMessage: 'out of stock' });
  const requiredMark = option.required ? (
    <>
      <span className={styles.required} aria-hidden="true">
        {' *'}
      </span>
      {isMultiple(option) ? (
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="catalog.bundle.requiredHidden" defaultMessage="(required)" />
        </span>
      ) : null}
    </>
  ) : null;
  const error = invalid ? (
    <p id={errorId} className={styles.error}>
      <FormattedMessage
        id="catalog.bundle.required"
        defaultMessage="Choose a {option}."
        values={{ option: option.title }}
      />
    </p>
  ) : null;
  const changeable = changeableSelection(option, bundle.choice);
  const quantity = changeable ? (
    <label className={styles.optionQuantity}>
      <span>
        <FormattedMessage
          id="catalog.bundle.quantity"
          defaultMessage="{option} quantity"
          values={{ option: option.title }}
        />
      </span>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={999}
        step={1}
        value={bundle.choice[option.id]?.quantity ?? changeable.quantity}
        onChange={(event) => bundle.onQuantity(option.id, Number(event.target.value))}
      />
    </label>
  ) : null;

  if (option.type === 'select' || option.type === 'multi') {
    const multiple = option.type === 'multi';
    return (
      <div className={styles.option}>
        <label className={styles.optionTitle} htmlFor={id}>
          {option.title}
          {requiredMark}
        </label>
        <select
          id={id}
          className={styles.select}
          multiple={multiple}
          aria-required={option.required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={multiple ? chosen.map(String) : String(chosen[0] ?? '')}
          onChange={(event) =>
            bundle.onChoose(
              option.id,
              [...event.target.selectedOptions].map((element) => Number(element.value)).filter(Boolean),
            )
          }
        >
          {multiple ? null : (
            <option value="">
              {intl.formatMessage({ id: 'catalog.bundle.choose', defaultMessage: 'Choose a selection...' })}
            </option>
          )}
          {option.selections.map((selection) => (
            <option key={selection.id} value={selection.id} disabled={!selection.inStock}>
              {selectionText(selection, soldOut)}
              {bundle.model.dynamicPrice || selection.unitPrice
                ? ` ${bundle.model.dynamicPrice ? '' : '+'}${intl.formatNumber(
                    selection.unitPrice * selection.quantity,
                    {
                      style: 'currency',
                      currency: bundle.model.currency,
                    },
                  )}`
                : ''}
            </option>
          ))}
        </select>
        {error}
        {quantity}
      </div>
    );
  }

  const multiple = isMultiple(option);
  return (
    <div className={styles.option}>
      <fieldset
        className={styles.fieldset}
        // A radio group may say it is required; a group of checkboxes says so in its legend.
        role={multiple ? undefined : 'radiogroup'}
        aria-required={(!multiple && option.required) || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        <legend className={styles.optionTitle}>
          {option.title}
          {requiredMark}
        </legend>
        <ul className={styles.choices}>
          {!multiple && !option.required ? (
            <li>
              <label className={styles.choice}>
                <input
                  type="radio"
                  name={id}
                  checked={chosen.length === 0}
                  onChange={() => bundle.onChoose(option.id, [])}
                />
                <span className={styles.choiceLabel}>
                  <FormattedMessage id="catalog.bundle.none" defaultMessage="None" />
                </span>
              </label>
            </li>
          ) : null}
          {option.selections.map((selection) => (
            <li key={selection.id}>
              <label className={styles.choice}>
                <input
                  type={multiple ? 'checkbox' : 'radio'}
                  name={id}
                  value={selection.id}
                  disabled={!selection.inStock}
                  checked={chosen.includes(selection.id)}
                  onChange={(event) =>
                    bundle.onChoose(
                      option.id,
                      multiple
                        ? event.target.checked
                          ? [...chosen, selection.id]
                          : chosen.filter((other) => other !== selection.id)
                        : [selection.id],
                    )
                  }
                />
                <span className={styles.choiceLabel}>{selectionText(selection, soldOut)}</span>
                <SelectionPrice selection={selection} bundle={bundle} />
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {error}
      {quantity}
    </div>
  );
}

/**
 * A bundle's options (a radio group, a select, checkboxes or a multi-select per option type),
 * required ones marked, a quantity where the chosen product allows it, and the running price of
 * the bundle as chosen (announced as it changes).
 */
export default function BundleOptions({ bundle }: { bundle: BundleView }) {
  return (
    <div className={styles.bundle}>
      <p className={styles.legend}>
        <FormattedMessage id="catalog.bundle.requiredNote" defaultMessage="* Required" />
      </p>
      {bundle.model.options.map((option) => (
        <OptionControl key={option.id} option={option} bundle={bundle} />
      ))}
      <p className={styles.total} aria-live="polite" aria-atomic="true">
        <FormattedMessage
          id="catalog.bundle.total"
          defaultMessage="Your bundle: {price}"
          values={{
            price: <Price value={bundle.price.value} currencyCode={bundle.price.currency} />,
          }}
        />
      </p>
      {bundle.showErrors && bundle.missing.length > 0 ? (
        <p className={styles.error} role="alert">
          <FormattedMessage
            id="catalog.bundle.missing"
            defaultMessage="Choose every required option before adding the bundle."
          />
        </p>
      ) : null}
    </div>
  );
}
