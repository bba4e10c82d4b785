import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button/Button';

/**
 * The way on to checkout (cart page and mini cart): the button-styled link, or, while a line
 * needs the shopper's attention (out of stock, over the quantity), the words that say why not.
 */
export default function CheckoutLink({
  needsAttention,
  className,
  attentionClassName,
  onClick,
  children,
}: {
  needsAttention: boolean;
  className?: string;
  attentionClassName?: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  if (needsAttention) {
    return (
      <p className={attentionClassName} role="status">
        <FormattedMessage
          id="cart.checkoutBlocked"
          defaultMessage="Change or remove the items marked in your cart to check out."
        />
      </p>
    );
  }
  return (
    <Link to="/checkout" className={buttonClassName({ priority: 'high', className })} onClick={onClick}>
      {children}
    </Link>
  );
}
