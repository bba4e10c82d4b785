import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import SectionBoundary from '../../../components/ErrorBoundary/SectionBoundary';
import SectionError from '../../../components/ErrorBoundary/SectionError';
import { useAppDispatch } from '../../../store/createAppStore';
import { reportUnexpectedError } from '../hooks/useUnexpectedErrors';
import { usePageFocus } from '../hooks/usePageFocus';
import Footer from './Footer';
import Header from './Header';
import HeaderFrame from './HeaderFrame';
import NavigationDrawerLoader from './NavigationDrawerLoader';
import type { RenderSearchSuggestions } from './SearchBar';
import * as styles from './Shell.module.css';

export interface ShellProps {
  children: ReactNode;
  /** Suggestions under the header's search field, filled by the app (the shell has no catalog). */
  searchSuggestions?: RenderSearchSuggestions;
}

/**
 * The page frame inside the data layer: header above the page, footer below, the drawer. Each part
 * fails on its own: a render error in the page shows the page area's error with "Try again" (and
 * the unexpected-error toast) while the header and footer keep working; a new page starts afresh;
 * a failed header falls back to its frame (logo, menu toggle, search), a failed footer to nothing.
 * After an in-app navigation the new page starts at its top, with focus on its heading
 * (usePageFocus).
 */
export default function Shell({ children, searchSuggestions }: ShellProps) {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const report = (error: unknown) => void reportUnexpectedError(dispatch, error);
  const pageRef = useRef<HTMLDivElement>(null);
  usePageFocus(pageRef);
  return (
    <>
      <SectionBoundary fallback={<HeaderFrame />} onError={report}>
        <Header searchSuggestions={searchSuggestions} />
      </SectionBoundary>
      <div ref={pageRef} className={styles.page}>
        <SectionBoundary
          resetKey={pathname}
          onError={report}
          fallback={(retry) => <SectionError onRetry={retry} focus />}
        >
          {children}
        </SectionBoundary>
      </div>
      <SectionBoundary fallback={null} onError={report}>
        <Footer />
      </SectionBoundary>
      <NavigationDrawerLoader />
    </>
  );
}
