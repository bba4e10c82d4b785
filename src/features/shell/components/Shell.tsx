import type { ReactNode } from 'react';
import Footer from './Footer';
import Header from './Header';
import NavigationDrawerLoader from './NavigationDrawerLoader';
import * as styles from './Shell.module.css';

/** The page frame inside the data layer: header above the page, footer below, the drawer. */
export default function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <Header />
      <div className={styles.page}>{children}</div>
      <Footer />
      <NavigationDrawerLoader />
    </>
  );
}
