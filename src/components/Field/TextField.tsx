import type { ChangeEvent, FocusEvent } from 'react';
import * as styles from './TextField.module.css';

export interface TextFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** The field's error message; replaces the hint while shown. */
  error?: string;
  hint?: string;
  required?: boolean;
  /** Text shown (to sighted users) beside the label of a required field. */
  requiredMark?: string;
  type?: 'text' | 'email' | 'tel' | 'password';
  multiline?: boolean;
  autoComplete?: string;
  disabled?: boolean;
  /** Receives the input (or text area), e.g. to move focus to it. */
  inputRef?: (element: HTMLInputElement | HTMLTextAreaElement | null) => void;
}

/** A labelled text input or text area with its error or hint, wired for assistive technology. */
export default function TextField({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required = false,
  requiredMark = '*',
  type = 'text',
  multiline = false,
  autoComplete,
  disabled,
  inputRef,
}: TextFieldProps) {
  const messageId = `${id}-message`;
  const message = error || hint;
  const shared = {
    id,
    name,
    value,
    onChange,
    onBlur,
    disabled,
    autoComplete,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': message ? messageId : undefined,
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required && (
          <span className={styles.required} aria-hidden="true">
            {' '}
            {requiredMark}
          </span>
        )}
      </label>
      {multiline ? (
        <textarea ref={inputRef} rows={5} {...shared} />
      ) : (
        <input ref={inputRef} type={type} {...shared} />
      )}
      {message && (
        <p id={messageId} className={error ? styles.error : styles.hint}>
          {message}
        </p>
      )}
    </div>
  );
}
