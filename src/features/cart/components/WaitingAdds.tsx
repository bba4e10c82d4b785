import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { useWaitingAdds } from '../hooks/useWaitingAdds';
import * as styles from './WaitingAdds.module.css';

export interface WaitingAddsProps {
  /** The heading's level where the box sits: 3 in the mini cart, 2 on the cart page. */
  headingLevel: 2 | 3;
  className?: string;
}

/**
 * The adds kept while offline, listed apart from the cart's lines (which they are not yet), with
 * their quantity, until they are sent. Nothing when there are none.
 */
export default function WaitingAdds({ headingLevel, className }: WaitingAddsProps) {
  const adds = useWaitingAdds();
  const headingId = useId();
  if (adds.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        <FormattedMessage id="cart.waitingAdds.heading" defaultMessage="Waiting to be added" />
      </Heading>
      <ul className={styles.items}>
        {adds.map((add) => (
          <li key={add.id}>
            <FormattedMessage
              id="cart.waitingAdds.item"
              defaultMessage="{name} × {quantity}"
              values={{ name: add.name, quantity: add.quantity }}
            />
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <FormattedMessage
          id="cart.waitingAdds.note"
          defaultMessage="These will be added to your cart when you are back online."
        />
      </p>
    </section>
  );
}
