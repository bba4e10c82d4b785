import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { resolveLink } from './linkTarget';

export interface ContentLinkProps {
  href?: string;
  openInNewTab?: boolean;
  className?: string;
  title?: string;
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * A link from content (spec 4): opens a new tab when so configured; otherwise a storefront path
 * navigates inside the app and anything else loads in full. Without a usable URL the content
 * shows as plain text.
 */
export default function ContentLink({
  href,
  openInNewTab = false,
  className,
  children,
  ...rest
}: ContentLinkProps) {
  const target = resolveLink(href);
  if (!target) {
    return (
      <span className={className} title={rest.title}>
        {children}
      </span>
    );
  }
  if (openInNewTab) {
    const url = target.kind === 'internal' ? target.to : target.href;
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className={className} {...rest}>
        {children}
        <span className="visually-hidden">
          {' '}
          <FormattedMessage id="content.link.newTab" defaultMessage="(opens in a new tab)" />
        </span>
      </a>
    );
  }
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className={className} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} className={className} {...rest}>
      {children}
    </a>
  );
}
