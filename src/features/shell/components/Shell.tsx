import type { ReactNode } from 'react';
import Footer from './Footer';
import Header from './Header';
import NavigationDrawerLoader from './NavigationDrawerLoader';
import type { RenderSearchSuggestions } from './SearchBar';
import * as styles from './Shell.module.css';

export interface ShellProps {
  children: ReactNode;
  /** Suggestions under the header's search field, filled by the app (the shell has no catalog). */
  searchSuggestions?: RenderSearchSuggestions;
}

/** The page frame inside the data layer: header above the page, footer below, the drawer. */
export default function Shell({ children, searchSuggestions }: ShellProps) {
  return (
    <>
      <Header searchSuggestions={searchSuggestions} />
      <div className={styles.page}>{children}</div>
      <Footer />
      <NavigationDrawerLoader />
    </>
  );
}
