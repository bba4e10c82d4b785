/**
 * The cart page's coupon code: apply one (Magento's message when it is refused, e.g. 'The coupon
 * code "X" is not valid.'), see the one applied, remove it. Both are sent once even when an answer
 * is lost (applyCouponOnce, removeCouponOnce).
 */
import { useApolloClient } from '@apollo/client/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { applyCouponOnce, removeCouponOnce } from './cartThunks';
import { useAppSelector } from '../../../store/createAppStore';

export interface CouponCode {
  code: string;
  appliedCode: string | null;
  error: string | null;
  isApplying: boolean;
  isRemoving: boolean;
  handleCodeChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  handleRemove: () => void;
}

export function useCouponCode(appliedCoupons: string[]): CouponCode {
  const intl = useIntl();
  const cartId = useAppSelector((state) => state.cart.cartId);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const apollo = useApolloClient();
  const [isApplying, setApplying] = useState(false);
  const [isRemoving, setRemoving] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setError(intl.formatMessage({ id: 'cart.couponCode.isRequired', defaultMessage: 'Is required.' }));
      return;
    }
    if (!cartId) return;
    setError(null);
    setApplying(true);
    applyCouponOnce(apollo, cartId, couponCode)
      .then(
        () => setCode(''),
        (reason: unknown) => setError(formatRequestError(reason, intl)),
      )
      .finally(() => setApplying(false));
  };
  const handleRemove = () => {
    if (!cartId) return;
    setError(null);
    setRemoving(true);
    removeCouponOnce(apollo, cartId)
      .catch((reason: unknown) => setError(formatRequestError(reason, intl)))
      .finally(() => setRemoving(false));
  };

  return {
    code,
    appliedCode: appliedCoupons[0] ?? null,
    error,
    isApplying,
    isRemoving,
    handleCodeChange: (event) => {
      setCode(event.target.value);
      if (error) setError(null);
    },
    handleSubmit,
    handleRemove,
  };
}
