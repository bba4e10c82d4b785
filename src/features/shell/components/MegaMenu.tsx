import { useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import RichContent from '../../../components/RichContent/RichContent';
import type { MenuNode } from '../hooks/menuTree';
import { useContentLinks } from '../hooks/useContentLinks';
import { useMegaMenu, type MegaMenu as MegaMenuModel, type MegaMenuItem } from '../hooks/useMegaMenu';
import * as styles from './MegaMenu.module.css';

type ItemProps = {
  node: MenuNode;
  className?: string;
  tabIndex: 0 | -1;
  itemRef: (element: HTMLElement | null) => void;
  onNavigate: () => void;
  onKeyDown: React.KeyboardEventHandler<HTMLElement>;
  onFocus?: () => void;
  children?: React.ReactNode;
  popup?: { id: string; isOpen: boolean };
};

/** One menu item: a link, an external link, or (label-only category) a plain item. */
function MenuItem({
  node,
  className,
  tabIndex,
  itemRef,
  onNavigate,
  onKeyDown,
  onFocus,
  children,
  popup,
}: ItemProps) {
  const common = {
    role: 'menuitem',
    className,
    tabIndex,
    onKeyDown,
    onFocus,
    'aria-haspopup': popup ? ('menu' as const) : undefined,
    'aria-expanded': popup ? popup.isOpen : undefined,
    'aria-controls': popup?.isOpen ? popup.id : undefined,
  };
  const content = children ?? node.name;
  if (!node.href) {
    return (
      <span ref={itemRef} {...common}>
        {content}
      </span>
    );
  }
  if (node.isExternal) {
    return (
      <a ref={itemRef} href={node.href} {...common} onClick={onNavigate}>
        {content}
      </a>
    );
  }
  return (
    <Link ref={itemRef} to={node.href} {...common} onClick={onNavigate}>
      {content}
    </Link>
  );
}

function Submenu({ item, menu }: { item: MegaMenuItem; menu: MegaMenuModel }) {
  const { formatMessage } = useIntl();
  const blockRef = useRef<HTMLElement>(null);
  useContentLinks(blockRef, menu.handleNavigate);
  const hasBlock = Boolean(item.node.cmsBlockHtml);
  const subProps = (flatIndex: number) => ({
    tabIndex: -1 as const,
    itemRef: menu.subItemRef(item.index, flatIndex),
    onNavigate: menu.handleNavigate,
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) =>
      menu.handleSubItemKeyDown(item.index, flatIndex, event),
  });
  return (
    <div className={styles.panel} hidden={!item.isOpen}>
      <div className={styles.panelInner}>
        <div className={styles.columnsArea}>
          <ul
            id={item.submenuId}
            role="menu"
            aria-label={item.node.name}
            className={`${styles.columns} ${hasBlock ? styles.columnsWithBlock : styles.columnsWide}`}
          >
            {item.columns.map((column) => (
              <li key={column.node.uid} role="none" className={styles.column}>
                <MenuItem
                  node={column.node}
                  className={styles.columnHeading}
                  {...subProps(column.flatIndex)}
                />
                {column.children.length ? (
                  <ul role="group" aria-label={column.node.name} className={styles.leafList}>
                    {column.children.map((child) => (
                      <li key={child.node.uid} role="none">
                        <MenuItem node={child.node} className={styles.leaf} {...subProps(child.flatIndex)} />
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
        {hasBlock ? (
          <aside
            ref={blockRef}
            className={styles.block}
            aria-label={formatMessage(
              { id: 'shell.megaMenu.featured', defaultMessage: 'Featured in {category}' },
              { category: item.node.name },
            )}
          >
            <RichContent html={item.node.cmsBlockHtml!} />
          </aside>
        ) : null}
      </div>
    </div>
  );
}

/** The mega menu (spec 2): a menubar of top categories, each with a submenu of two more levels. */
export default function MegaMenu() {
  const { formatMessage } = useIntl();
  const menu = useMegaMenu();
  const label = formatMessage({ id: 'shell.megaMenu.label', defaultMessage: 'Shop by category' });
  if (menu.isLoading) return <div className={styles.placeholder} aria-hidden="true" />;
  if (!menu.items.length) return null;
  return (
    // The submenus sit after the menubar, not inside it: their CMS blocks hold plain links, which
    // a menubar may not contain. The pointer leaving the whole menu closes them.
    <nav className={styles.root} aria-label={label} onBlur={menu.handleMenuBlur} ref={menu.menuRef}>
      <ul role="menubar" className={styles.menubar} aria-label={label}>
        {menu.items.map((item) => (
          <li
            key={item.node.uid}
            role="none"
            className={item.isOpen ? `${styles.item} ${styles.itemOpen}` : styles.item}
            onPointerEnter={() => menu.handlePointerEnter(item.index)}
          >
            <MenuItem
              node={item.node}
              className={styles.topItem}
              tabIndex={item.tabIndex}
              itemRef={menu.topItemRef(item.index)}
              onNavigate={menu.handleNavigate}
              onKeyDown={(event) => menu.handleTopItemKeyDown(item.index, event)}
              onFocus={() => menu.handleTopItemFocus(item.index)}
              popup={item.hasSubmenu ? { id: item.submenuId, isOpen: item.isOpen } : undefined}
            >
              {item.node.name}
            </MenuItem>
          </li>
        ))}
      </ul>
      {menu.items.map((item) =>
        item.hasSubmenu ? <Submenu key={item.node.uid} item={item} menu={menu} /> : null,
      )}
    </nav>
  );
}
