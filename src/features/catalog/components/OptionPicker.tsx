import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OptionState } from '../hooks/configurableOptions';
import * as styles from './OptionPicker.module.css';

export interface OptionPickerProps {
  option: OptionState;
  onSelect: (code: string, valueIndex: number | null) => void;
}

/**
 * One configurable option: swatches (a radio group: arrow keys move between the available
 * values) or a select. Values that no in-stock variant has with the choices so far are disabled.
 */
export default function OptionPicker({ option, onSelect }: OptionPickerProps) {
  const id = useId();
  const intl = useIntl();
  const unavailable = intl.formatMessage({
    id: 'catalog.optionPicker.unavailable',
    defaultMessage: 'not available',
  });
  if (option.display === 'select') {
    return (
      <div className={styles.root}>
        <label className={styles.label} htmlFor={`${id}-select`}>
          {option.label}
        </label>
        <select
          id={`${id}-select`}
          className={styles.select}
          value={option.selected ? String(option.selected.valueIndex) : ''}
          onChange={(event) =>
            onSelect(option.code, event.target.value === '' ? null : Number(event.target.value))
          }
        >
          <option value="">
            {intl.formatMessage({ id: 'catalog.optionPicker.choose', defaultMessage: 'Choose an option' })}
          </option>
          {option.values.map((value) => (
            <option key={value.uid} value={value.valueIndex} disabled={!value.available}>
              {value.available ? value.label : `${value.label} (${unavailable})`}
            </option>
          ))}
        </select>
      </div>
    );
  }
  return (
    <fieldset className={styles.root}>
      <legend className={styles.label}>
        {option.label}
        {option.selected ? (
          <span className={styles.chosen}>
            {': '}
            {option.selected.label}
          </span>
        ) : (
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="catalog.optionPicker.notChosen" defaultMessage="(not chosen yet)" />
          </span>
        )}
      </legend>
      <div className={styles.swatches}>
        {option.values.map((value) => {
          const inputId = `${id}-${value.valueIndex}`;
          const swatch = value.swatch;
          return (
            <span key={value.uid} className={styles.swatchItem}>
              <input
                id={inputId}
                className={styles.radio}
                type="radio"
                name={`${id}-${option.code}`}
                value={value.valueIndex}
                checked={value.selected}
                disabled={!value.available}
                onChange={() => onSelect(option.code, value.valueIndex)}
              />
              <label
                htmlFor={inputId}
                className={swatch?.kind === 'text' ? styles.textSwatch : styles.swatch}
                title={value.available ? value.label : `${value.label} (${unavailable})`}
                style={
                  swatch?.kind === 'color'
                    ? { backgroundColor: swatch.value }
                    : swatch?.kind === 'image'
                      ? { backgroundImage: `url("${encodeURI(swatch.thumbnail || swatch.value)}")` }
                      : undefined
                }
              >
                {swatch?.kind === 'text' ? (
                  swatch.value
                ) : (
                  <span className="visually-hidden">{value.label}</span>
                )}
                {value.available ? null : <span className="visually-hidden">{` (${unavailable})`}</span>}
              </label>
            </span>
          );
        })}
      </div>
    </fieldset>
  );
}
