/**
 * The cart page's coupon code: apply one (Magento's message when it is refused, e.g. 'The coupon
 * code "X" is not valid.'), see the one applied, remove it.
 */
import { useMutation } from '@apollo/client/react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { formatRequestError } from '../../../platform/apollo/errorLink';
import { useAppSelector } from '../../../store/createAppStore';
import { APPLY_COUPON, REMOVE_COUPON } from '../graphql/cart';

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
  const [apply, applyState] = useMutation(APPLY_COUPON);
  const [remove, removeState] = useMutation(REMOVE_COUPON);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const couponCode = code.trim();
    if (!couponCode) {
      setError(intl.formatMessage({ id: 'cart.couponCode.isRequired', defaultMessage: 'Is required.' }));
      return;
    }
    if (!cartId) return;
    setError(null);
    apply({ variables: { cartId, couponCode } }).then(
      () => setCode(''),
      (reason: unknown) => setError(formatRequestError(reason, intl)),
    );
  };
  const handleRemove = () => {
    if (!cartId) return;
    setError(null);
    remove({ variables: { cartId } }).catch((reason: unknown) => setError(formatRequestError(reason, intl)));
  };

  return {
    code,
    appliedCode: appliedCoupons[0] ?? null,
    error,
    isApplying: applyState.loading,
    isRemoving: removeState.loading,
    handleCodeChange: (event) => {
      setCode(event.target.value);
      if (error) setError(null);
    },
    handleSubmit,
    handleRemove,
  };
}
