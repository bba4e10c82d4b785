import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { buttonClassName } from '../../../components/Button/Button';
import LoadingIndicator from '../../../components/LoadingIndicator/LoadingIndicator';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { useChargeCurrency, type ChargeCurrency } from '../hooks/useChargeCurrency';
import { useCheckoutPage, type CheckoutPanel } from '../hooks/useCheckoutPage';
import { useOrderConfirmation } from '../hooks/useOrderConfirmation';
import { usePaymentStep } from '../hooks/usePaymentStep';
import { useReviewStep } from '../hooks/useReviewStep';
import { useShippingAddressStep } from '../hooks/useShippingAddressStep';
import { useShippingMethodStep } from '../hooks/useShippingMethodStep';
import CheckoutSection from './CheckoutSection';
import { checkoutMessages } from './checkoutMessages';
import OrderConfirmation from './OrderConfirmation';
import PaymentStep from './PaymentStep';
import ReviewStep from './ReviewStep';
import ShippingAddressStep from './ShippingAddressStep';
import ShippingMethodStep from './ShippingMethodStep';
import * as styles from './Checkout.module.css';

const Lines = ({ lines }: { lines: string[] }) => (
  <>
    {lines.map((line, index) => (
      <span key={`${index}-${line}`} className={styles.line}>
        {line}
      </span>
    ))}
  </>
);

/** Lines Magento can't sell as they are: named with its message, and the way back to the cart. */
function CartProblems({ problems }: { problems: ReturnType<typeof useCheckoutPage>['cartProblems'] }) {
  const intl = useIntl();
  return (
    <div className={styles.problems} role="alert">
      <p>{intl.formatMessage(checkoutMessages.cartProblems)}</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.uid}>{intl.formatMessage(checkoutMessages.cartProblem, problem)}</li>
        ))}
      </ul>
      <Link to="/cart" className={buttonClassName({ priority: 'high' })}>
        {intl.formatMessage(checkoutMessages.reviewCart)}
      </Link>
    </div>
  );
}

/**
 * The order summary, composed by the app (it is the cart's): 'sidebar' beside the steps (at the
 * top on phones), 'review' the review step's items and totals. `note`, when given, goes below the
 * totals: it says the order is charged in another currency than the one shown.
 */
export type CheckoutSummarySlot = (variant: 'sidebar' | 'review', note?: ReactNode) => ReactNode;

/** The four steps; they mount after checkout has begun, so forms start from the restored values. */
function CheckoutSteps({
  page,
  summary,
  charge,
}: {
  page: ReturnType<typeof useCheckoutPage>;
  summary?: CheckoutSummarySlot;
  charge: ChargeCurrency | null;
}) {
  const intl = useIntl();
  const id = useId();
  const address = useShippingAddressStep();
  const method = useShippingMethodStep(page.shippingMethodOnCart);
  const virtual = page.isVirtual;
  const payment = usePaymentStep(id, virtual);
  const review = useReviewStep(virtual);
  // A virtual cart skips the two shipping steps: its steps are numbered from billing and payment.
  const offset = virtual ? 2 : 0;
  const previous = useRef<CheckoutPanel>(page.active);

  // A step done moves focus to the next one's heading.
  useEffect(() => {
    if (previous.current === page.active) return;
    previous.current = page.active;
    document.getElementById(`${id}-${page.active}-heading`)?.focus();
  }, [page.active, id]);

  return (
    <ol className={styles.steps}>
      {!virtual && (
        <li>
          <CheckoutSection
            id={`${id}-shippingAddress`}
            number={1}
            title={intl.formatMessage(checkoutMessages.shippingAddressHeading)}
            status={page.status.shippingAddress}
            summary={<Lines lines={address.summary} />}
            onEdit={() => page.edit('shippingAddress')}
            onCancel={page.editing === 'shippingAddress' ? page.stopEditing : undefined}
          >
            <ShippingAddressStep step={address} />
          </CheckoutSection>
        </li>
      )}
      {!virtual && (
        <li>
          <CheckoutSection
            id={`${id}-shippingMethod`}
            number={2}
            title={intl.formatMessage(checkoutMessages.shippingMethodHeading)}
            status={page.status.shippingMethod}
            summary={method.summary}
            onEdit={() => page.edit('shippingMethod')}
            onCancel={page.editing === 'shippingMethod' ? page.stopEditing : undefined}
          >
            <ShippingMethodStep step={method} />
          </CheckoutSection>
        </li>
      )}
      <li>
        <CheckoutSection
          id={`${id}-paymentMethod`}
          number={3 - offset}
          title={intl.formatMessage(checkoutMessages.paymentHeading)}
          status={page.status.paymentMethod}
          summary={
            payment.summary && (
              <>
                <span className={styles.line}>{payment.summary.payment}</span>
                {virtual && payment.summary.email ? (
                  <span className={styles.line}>{payment.summary.email}</span>
                ) : null}
                {payment.summary.billing ? (
                  <Lines lines={payment.summary.billing} />
                ) : (
                  <span className={styles.line}>{intl.formatMessage(checkoutMessages.sameAddress)}</span>
                )}
              </>
            )
          }
          onEdit={() => page.edit('paymentMethod')}
          onCancel={page.editing === 'paymentMethod' ? page.stopEditing : undefined}
        >
          <PaymentStep step={payment} />
        </CheckoutSection>
      </li>
      <li>
        <CheckoutSection
          id={`${id}-review`}
          number={4 - offset}
          title={intl.formatMessage(checkoutMessages.reviewHeading)}
          status={page.status.review}
        >
          <ReviewStep
            step={review}
            blocked={page.cartProblems.length > 0}
            grandTotal={page.grandTotal}
            charge={charge}
            details={[
              ...(virtual
                ? []
                : [
                    {
                      section: 'shippingAddress' as const,
                      title: intl.formatMessage(checkoutMessages.shipTo),
                      lines: address.summary,
                    },
                    {
                      section: 'shippingMethod' as const,
                      title: intl.formatMessage(checkoutMessages.shipBy),
                      lines: method.summary ? [method.summary] : [],
                    },
                  ]),
              {
                section: 'paymentMethod',
                title: intl.formatMessage(checkoutMessages.billTo),
                lines: payment.summary?.billing ?? address.summary,
              },
              {
                section: 'paymentMethod',
                title: intl.formatMessage(checkoutMessages.payBy),
                lines: payment.summary ? [payment.summary.payment] : [],
              },
            ]}
            onEdit={page.edit}
            items={summary?.('review')}
          />
        </CheckoutSection>
      </li>
    </ol>
  );
}

function Confirmation() {
  const order = useOrderConfirmation();
  return order ? <OrderConfirmation order={order} /> : null;
}

/**
 * /checkout: the four steps beside the order summary (at the top on phones), then the order
 * confirmation. `summary` is the order summary the app composes in (the cart's).
 */
export default function CheckoutPage({ summary }: { summary?: CheckoutSummarySlot }) {
  const intl = useIntl();
  const page = useCheckoutPage();
  const charge = useChargeCurrency(page.view === 'steps' ? page.grandTotal : null);
  useDocumentMeta(intl.formatMessage(checkoutMessages.title));
  if (page.view === 'confirmation') {
    return (
      <main className={styles.page}>
        <Confirmation />
      </main>
    );
  }
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{intl.formatMessage(checkoutMessages.title)}</h1>
      {page.view === 'loading' && (
        <LoadingIndicator>{intl.formatMessage({ id: 'app.loading' })}</LoadingIndicator>
      )}
      {page.view === 'empty' && (
        <div className={styles.empty}>
          <p>{intl.formatMessage(checkoutMessages.emptyCart)}</p>
          <Link to="/" className={buttonClassName({ priority: 'high' })}>
            {intl.formatMessage(checkoutMessages.continueShopping)}
          </Link>
        </div>
      )}
      {page.view === 'steps' && (
        <div className={styles.layout}>
          {/* First in reading and focus order, as it is first on phones; beside the steps when wide. */}
          {summary ? (
            <div className={styles.aside}>
              {summary('sidebar', charge ? <p className={styles.currencyNote}>{charge.note}</p> : null)}
            </div>
          ) : null}
          <div className={styles.main}>
            {page.cartProblems.length > 0 && <CartProblems problems={page.cartProblems} />}
            <CheckoutSteps page={page} summary={summary} charge={charge} />
          </div>
        </div>
      )}
    </main>
  );
}
