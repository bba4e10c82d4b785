import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.module.css';

/** Spec 3: high, normal (the default) or low. */
export type ButtonPriority = 'high' | 'normal' | 'low';

export interface ButtonLookOptions {
  priority?: ButtonPriority;
  /** A destructive or warning action. */
  negative?: boolean;
  className?: string;
}

/** The button look, for links and other elements that should look like a button. */
export function buttonClassName({
  priority = 'normal',
  negative = false,
  className,
}: ButtonLookOptions = {}): string {
  return [styles.button, styles[priority], negative && styles.negative, className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookOptions {}

/** The brand's button: uppercase and condensed; `type="button"` unless told otherwise. */
export default function Button({ priority, negative, className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={buttonClassName({ priority, negative, className })} {...props} />;
}
