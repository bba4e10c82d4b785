import * as styles from './Checkout.module.css';

/** A step's failure, announced as soon as it appears. */
export default function StepError({ message }: { message: string | null }) {
  return (
    <div role="alert" className={message ? styles.error : undefined}>
      {message}
    </div>
  );
}
