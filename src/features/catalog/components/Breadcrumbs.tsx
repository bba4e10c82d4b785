import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Crumb } from '../hooks/breadcrumbs';
import PrefetchLink from './PrefetchLink';
import * as styles from './Breadcrumbs.module.css';

/** The trail to the page: links to Home and the categories above, then the page (not a link). */
export default function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { formatMessage } = useIntl();
  if (crumbs.length === 0) return null;
  return (
    <nav
      className={styles.root}
      aria-label={formatMessage({ id: 'catalog.breadcrumbs.label', defaultMessage: 'Breadcrumbs' })}
    >
      <ol className={styles.list}>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.uid ?? crumb.href ?? 'current'}-${index}`} className={styles.item}>
            {crumb.href && index < crumbs.length - 1 ? (
              crumb.href === '/' ? (
                <Link className={styles.link} to="/">
                  {crumb.label}
                </Link>
              ) : (
                <PrefetchLink className={styles.link} to={crumb.href}>
                  {crumb.label}
                </PrefetchLink>
              )
            ) : (
              <span className={styles.current} aria-current="page">
                {crumb.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
