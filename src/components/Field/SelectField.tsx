import type { ChangeEvent, FocusEvent } from 'react';
import * as fieldStyles from './TextField.module.css';

export interface SelectFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  placeholder: string;
  options: Array<{ value: string; label: string }>;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  selectRef?: (element: HTMLSelectElement | null) => void;
}

/** A labelled select with its error, styled like the text fields. */
export default function SelectField({
  id,
  name,
  label,
  value,
  placeholder,
  options,
  onChange,
  onBlur,
  error,
  required,
  disabled,
  autoComplete,
  selectRef,
}: SelectFieldProps) {
  const messageId = `${id}-message`;
  return (
    <div className={fieldStyles.field}>
      <label className={fieldStyles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <select
        ref={selectRef}
        id={id}
        name={name}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
        disabled={disabled}
        autoComplete={autoComplete}
        className={fieldStyles.input}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? messageId : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={messageId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
