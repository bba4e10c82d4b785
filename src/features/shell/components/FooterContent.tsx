import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import RichContent from '../../../components/RichContent/RichContent';
import type { FooterLink } from '../hooks/footerContent';
import { useContentLinks } from '../hooks/useContentLinks';
import { useFooter } from '../hooks/useFooter';
import { ACCOUNT_LINKS, ENTRY_PATHS } from '../../../platform/routing/accountLinks';
import Icon from '../../../components/Icon/Icon';
import Logo from './Logo';
import Newsletter from './Newsletter';
import SocialIcon from './SocialIcon';
import * as styles from './Footer.module.css';

function FooterAnchor({ link, className }: { link: FooterLink; className?: string }) {
  if (link.isExternal) {
    return (
      <a href={link.href} className={className}>
        {link.label}
      </a>
    );
  }
  return (
    <Link to={link.href} className={className}>
      {link.label}
    </Link>
  );
}

/**
 * What the footer shows once the shopper nears it: its code (the newsletter sign-up, the link
 * columns, the social links) loads then, not with the page.
 */
export default function FooterContent() {
  const { formatMessage } = useIntl();
  const footer = useFooter();
  const fallbackRef = useRef<HTMLDivElement>(null);
  useContentLinks(fallbackRef);
  return (
    <div className={styles.inner}>
      <div className={footer.isNewsletterEnabled ? styles.top : `${styles.top} ${styles.topWide}`}>
        {footer.isNewsletterEnabled ? <Newsletter /> : null}
        {footer.columns.length ? (
          <nav
            className={styles.columns}
            aria-label={formatMessage({ id: 'shell.footer.navigation', defaultMessage: 'Footer' })}
          >
            {footer.columns.map((column, index) => {
              const listId = `shell-footer-column-${index}`;
              const isOpen = footer.isColumnOpen(index);
              return (
                <div key={column.title} className={styles.column}>
                  <h2 className={styles.columnTitle}>
                    {footer.isCompact ? (
                      <button
                        type="button"
                        className={styles.disclosure}
                        aria-expanded={isOpen}
                        aria-controls={listId}
                        onClick={() => footer.handleToggleColumn(index)}
                      >
                        <span>{column.title}</span>
                        <Icon name={isOpen ? 'minus' : 'plus'} size={18} />
                      </button>
                    ) : (
                      column.title
                    )}
                  </h2>
                  <ul id={listId} className={styles.links} hidden={!isOpen}>
                    {column.links.map((link) => (
                      <li key={`${link.href}${link.label}`}>
                        <FooterAnchor link={link} className={styles.link} />
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
          </nav>
        ) : footer.linksFallbackHtml ? (
          <div ref={fallbackRef}>
            <RichContent html={footer.linksFallbackHtml} className={styles.blockFallback} />
          </div>
        ) : null}
      </div>
      {footer.socialLinks.length ? (
        <div className={styles.social}>
          {footer.socialTitle ? <p className={styles.socialTitle}>{footer.socialTitle}</p> : null}
          <ul className={styles.socialList}>
            {footer.socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={styles.socialLink}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={link.label}
                >
                  {link.network ? <SocialIcon network={link.network} /> : <span>{link.label}</span>}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className={styles.bottom}>
        <Link
          to="/"
          className={styles.logo}
          aria-label={formatMessage({ id: 'shell.header.home', defaultMessage: 'Spindle & Stylus home' })}
        >
          <Logo />
        </Link>
        {footer.copyright ? <p className={styles.copyright}>{footer.copyright}</p> : null}
        <ul className={styles.policies}>
          <li>
            {footer.isSignedIn ? (
              <Link to={ACCOUNT_LINKS[0].path} className={styles.policyLink}>
                <FormattedMessage id="shell.footer.myAccount" defaultMessage="My Account" />
              </Link>
            ) : (
              <Link to={ENTRY_PATHS.signIn} className={styles.policyLink}>
                <FormattedMessage id="shell.footer.signIn" defaultMessage="Sign In" />
              </Link>
            )}
          </li>
          <li>
            <Link to="/privacy-policy" className={styles.policyLink}>
              <FormattedMessage id="shell.footer.privacyPolicy" defaultMessage="Privacy Policy" />
            </Link>
          </li>
          <li>
            <Link to="/terms-of-use" className={styles.policyLink}>
              <FormattedMessage id="shell.footer.termsOfUse" defaultMessage="Terms of Use" />
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
