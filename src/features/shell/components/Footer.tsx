import { Suspense, useRef } from 'react';
import { useNearViewport } from '../../../platform/browser/useNearViewport';
import { lazyWithPreload } from '../../../platform/react/lazyWithPreload';
import ScrollToTop from './ScrollToTop';
import * as styles from './Footer.module.css';

const FooterContent = lazyWithPreload(() => import(/* webpackChunkName: "footer" */ './FooterContent'));

/**
 * The footer (spec 2): newsletter sign-up (when the store enables it), link columns (disclosure
 * buttons below 768px), social links, copyright, policy links, and the scroll-to-top button. Its
 * content (its code and the three queries behind it) waits until the shopper scrolls near it.
 */
export default function Footer() {
  const ref = useRef<HTMLElement>(null);
  const isNear = useNearViewport(ref);
  return (
    <footer ref={ref} className={styles.root}>
      {isNear ? (
        <Suspense fallback={<div className={styles.pending} />}>
          <FooterContent />
        </Suspense>
      ) : (
        <div className={styles.pending} />
      )}
      <ScrollToTop />
    </footer>
  );
}
