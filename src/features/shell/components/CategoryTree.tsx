import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import Shimmer from '../../../components/Shimmer/Shimmer';
import type { MenuNode } from '../hooks/menuTree';
import { useCategoryTree } from '../hooks/useCategoryTree';
import Icon from '../../../components/Icon/Icon';
import * as styles from './CategoryTree.module.css';

export interface CategoryTreeProps {
  categoryUid: string | null;
  isRoot: boolean;
  onOpenCategory: (category: MenuNode) => void;
  onNavigate: () => void;
}

/** One level of the category tree: branches open the next level, leaves are links. */
export default function CategoryTree({ categoryUid, isRoot, onOpenCategory, onNavigate }: CategoryTreeProps) {
  const { isLoading, error, selfHref, selfName, children } = useCategoryTree(categoryUid, isRoot);
  if (isLoading) {
    return (
      <div className={styles.loading} aria-busy="true">
        <span className="visually-hidden" role="status">
          <FormattedMessage id="app.loading" defaultMessage="Fetching Data..." />
        </span>
        {[0, 1, 2, 3, 4].map((row) => (
          <Shimmer key={row} width={`${70 - row * 8}%`} height="1.25rem" />
        ))}
      </div>
    );
  }
  if (error) {
    return (
      <p role="alert" className={styles.error}>
        {error}
      </p>
    );
  }
  return (
    <ul className={styles.root}>
      {selfHref ? (
        <li>
          <Link to={selfHref} className={`${styles.item} ${styles.all}`} onClick={onNavigate}>
            <FormattedMessage
              id="shell.categoryTree.all"
              defaultMessage="All {category}"
              values={{ category: selfName }}
            />
          </Link>
        </li>
      ) : null}
      {children.map((child) => (
        <li key={child.uid}>
          {child.isBranch ? (
            <button type="button" className={styles.item} onClick={() => onOpenCategory(child)}>
              <span>{child.name}</span>
              <Icon name="chevronRight" size={18} className={styles.chevron} />
            </button>
          ) : child.href && child.isExternal ? (
            <a href={child.href} className={styles.item} onClick={onNavigate}>
              {child.name}
            </a>
          ) : child.href ? (
            <Link to={child.href} className={styles.item} onClick={onNavigate}>
              {child.name}
            </Link>
          ) : (
            <span className={styles.label}>{child.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
