import { useRef, type ReactNode } from 'react';
import { usePageFocus } from '../hooks/usePageFocus';
import Footer from './Footer';
import Header from './Header';
import NavigationDrawerLoader from './NavigationDrawerLoader';
import * as styles from './Shell.module.css';

/**
 * The page frame inside the data layer: header above the page, footer below, the drawer. After
 * an in-app navigation the new page starts at its top, with focus on its heading (usePageFocus).
 */
export default function Shell({ children }: { children: ReactNode }) {
  const pageRef = useRef<HTMLDivElement>(null);
  usePageFocus(pageRef);
  return (
    <>
      <Header />
      <div ref={pageRef} className={styles.page}>
        {children}
      </div>
      <Footer />
      <NavigationDrawerLoader />
    </>
  );
}
