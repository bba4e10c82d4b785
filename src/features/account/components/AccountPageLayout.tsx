import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink } from 'react-router';
import Button from '../../../components/Button/Button';
import SectionBoundary from '../../../components/ErrorBoundary/SectionBoundary';
import SectionError from '../../../components/ErrorBoundary/SectionError';
import { useDocumentMeta } from '../../../platform/html/useDocumentTitle';
import { ACCOUNT_LINKS } from '../../../platform/routing/accountLinks';
import { useSignOut } from '../../../store/useSession';
import * as styles from './AccountPageLayout.module.css';

/**
 * The frame of every signed-in page: the account pages' menu, sign-out, and the page's heading; a
 * render error in the page's content stays in the content.
 */
export default function AccountPageLayout({ title, children }: { title: string; children: ReactNode }) {
  useDocumentMeta(title);
  const { isSigningOut, handleSignOut } = useSignOut();
  return (
    <main className={styles.root}>
      <nav className={styles.nav} aria-labelledby="account-nav-title">
        <h2 id="account-nav-title" className={styles.navTitle}>
          <FormattedMessage id="account.layout.myAccount" defaultMessage="My Account" />
        </h2>
        <ul className={styles.links}>
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink
                to={link.path}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
              >
                <FormattedMessage {...link.message} />
              </NavLink>
            </li>
          ))}
        </ul>
        <Button priority="low" onClick={handleSignOut} disabled={isSigningOut}>
          <FormattedMessage id="account.layout.signOut" defaultMessage="Sign Out" />
        </Button>
      </nav>
      <div className={styles.content}>
        <h1 className={styles.heading}>{title}</h1>
        {/* A part of the page that fails shows so there; the account menu and sign-out stay. */}
        <SectionBoundary fallback={(retry) => <SectionError onRetry={retry} />}>{children}</SectionBoundary>
      </div>
    </main>
  );
}
