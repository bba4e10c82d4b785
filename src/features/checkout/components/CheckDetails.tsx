import { useIntl } from 'react-intl';
import { checkoutMessages } from './checkoutMessages';
import * as styles from './Checkout.module.css';

export interface CheckDetailsProps {
  payableTo: string | null;
  /** The mailing address, line by line. */
  sendTo: string[];
}

/** Whom a check or money order is payable to and where it is mailed, as far as the store says. */
export default function CheckDetails({ payableTo, sendTo }: CheckDetailsProps) {
  const intl = useIntl();
  if (!payableTo && sendTo.length === 0) return null;
  return (
    <dl className={styles.check}>
      {payableTo && (
        <>
          <dt>{intl.formatMessage(checkoutMessages.payableTo)}</dt>
          <dd>{payableTo}</dd>
        </>
      )}
      {sendTo.length > 0 && (
        <>
          <dt>{intl.formatMessage(checkoutMessages.sendTo)}</dt>
          <dd>
            <address className={styles.address}>
              {sendTo.map((line, index) => (
                <span key={`${index}-${line}`} className={styles.line}>
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </>
      )}
    </dl>
  );
}
