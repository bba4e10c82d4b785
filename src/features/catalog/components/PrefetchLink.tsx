import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePrefetchLink } from '../hooks/usePrefetchLink';

export interface PrefetchLinkProps {
  to: string;
  className?: string;
  children: ReactNode;
  /** Navigation state for the page opened (e.g. the category a product was found in). */
  state?: unknown;
  /** Also prefetch when the link scrolls into view (default), not only on hover and focus. */
  prefetchInView?: boolean;
  /** A product link: resting on it also fetches the product's pictures ahead (see usePrefetchLink). */
  prefetchImages?: boolean;
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** An in-app link to a product or category page that prefetches the page's code and data. */
export default function PrefetchLink({
  to,
  className,
  children,
  state,
  prefetchInView = true,
  prefetchImages = false,
  ...aria
}: PrefetchLinkProps) {
  const prefetch = usePrefetchLink(to, { inView: prefetchInView, images: prefetchImages });
  return (
    <Link to={to} className={className} state={state} {...prefetch} {...aria}>
      {children}
    </Link>
  );
}
