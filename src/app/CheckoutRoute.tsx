import CartSummary from '../features/cart/components/CartSummary';
import CheckoutPage, { type CheckoutSummarySlot } from '../features/checkout/components/CheckoutPage';

/** The cart's order summary, in checkout's two places. */
const summary: CheckoutSummarySlot = (variant, note) => <CartSummary variant={variant} note={note} />;

/** /checkout: checkout's steps with the cart's order summary composed in. */
export default function CheckoutRoute() {
  return <CheckoutPage summary={summary} />;
}
