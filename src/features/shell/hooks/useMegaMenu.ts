/**
 * The mega menu (spec 2, "Mega menu"): the category tree three levels deep, and the WAI-ARIA
 * menubar keyboard pattern over it.
 *
 *   menubar item     Left/Right previous/next item (wrapping), Home/End first/last,
 *                    Down/Space open the submenu on its first item, Up on its last,
 *                    Enter follows a link (opens the submenu of a label), Escape closes.
 *   submenu item     Down/Up next/previous (wrapping), Home/End first/last, Escape closes and
 *                    returns to the menubar item, Left/Right go to the previous/next menubar item
 *                    (whose submenu opens), Space follows the link.
 *
 * Submenus open on hover and on focus, and close when the pointer or focus leaves the menu.
 */
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import type { GetMegaMenuQuery, GetStoreConfigForMegaMenuQuery } from '../../../__generated__/operations';
import { useQuery } from '@apollo/client/react';
import { GET_MEGA_MENU, GET_STORE_CONFIG_FOR_MEGA_MENU } from '../graphql/megaMenu';
import { buildMenuTree, type MenuNode } from './menuTree';
import { useExtensionQuery } from '../../../platform/apollo/extensionQuery';

interface SubmenuEntry {
  node: MenuNode;
  /** Position in the submenu's keyboard order. */
  flatIndex: number;
}

interface SubmenuColumn extends SubmenuEntry {
  children: SubmenuEntry[];
}

export interface MegaMenuItem {
  node: MenuNode;
  index: number;
  hasSubmenu: boolean;
  isOpen: boolean;
  /** Roving tab stop: 0 for the one menubar item in the Tab order. */
  tabIndex: 0 | -1;
  submenuId: string;
  columns: SubmenuColumn[];
}

export interface MegaMenu {
  isLoading: boolean;
  items: MegaMenuItem[];
  /** Ref callbacks that register the focusable elements. */
  topItemRef: (index: number) => (element: HTMLElement | null) => void;
  subItemRef: (index: number, flatIndex: number) => (element: HTMLElement | null) => void;
  handleTopItemKeyDown: (index: number, event: KeyboardEvent<HTMLElement>) => void;
  handleSubItemKeyDown: (index: number, flatIndex: number, event: KeyboardEvent<HTMLElement>) => void;
  handleTopItemFocus: (index: number) => void;
  handlePointerEnter: (index: number) => void;
  /** The menu (menubar and submenus): the pointer leaving it closes the open submenu. */
  menuRef: React.RefObject<HTMLElement | null>;
  handleMenuBlur: (event: FocusEvent<HTMLElement>) => void;
  /** A link in the menu was followed: close it. */
  handleNavigate: () => void;
}

function columnsOf(node: MenuNode): SubmenuColumn[] {
  let flatIndex = 0;
  return node.children.map((child) => {
    const column: SubmenuColumn = { node: child, flatIndex: flatIndex++, children: [] };
    column.children = child.children.map((grandchild) => ({ node: grandchild, flatIndex: flatIndex++ }));
    return column;
  });
}

const countOf = (columns: SubmenuColumn[]) =>
  columns.reduce((sum, column) => sum + 1 + column.children.length, 0);

type FocusRequest = { index: number; sub: number | 'last' } | null;

export function useMegaMenu(): MegaMenu {
  const { data, loading } = useExtensionQuery<GetMegaMenuQuery>(GET_MEGA_MENU, {
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
  });
  const { data: configData } = useQuery<GetStoreConfigForMegaMenuQuery>(GET_STORE_CONFIG_FOR_MEGA_MENU, {
    fetchPolicy: 'cache-first',
  });
  const suffix = configData?.storeConfig?.category_url_suffix;
  const root = data?.categories?.items?.[0];
  const tree = useMemo(() => buildMenuTree(root, suffix, 3), [root, suffix]);
  const columnsByIndex = useMemo(() => tree.map(columnsOf), [tree]);

  const baseId = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const [rovingIndex, setRovingIndex] = useState(0);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const elements = useRef(new Map<string, HTMLElement>());
  /** Escape sends focus back to the menubar item with its submenu closed: that focus opens nothing. */
  const keepClosedOnFocus = useRef(false);

  const topItemRef = useCallback(
    (index: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(`t${index}`, element);
      else elements.current.delete(`t${index}`);
    },
    [],
  );
  const subItemRef = useCallback(
    (index: number, flatIndex: number) => (element: HTMLElement | null) => {
      if (element) elements.current.set(`s${index}:${flatIndex}`, element);
      else elements.current.delete(`s${index}:${flatIndex}`);
    },
    [],
  );

  // Focus a submenu item once its submenu has rendered open.
  useEffect(() => {
    if (!focusRequest) return;
    const count = countOf(columnsByIndex[focusRequest.index] ?? []);
    const sub = focusRequest.sub === 'last' ? count - 1 : focusRequest.sub;
    elements.current.get(`s${focusRequest.index}:${sub}`)?.focus();
    setFocusRequest(null);
  }, [focusRequest, columnsByIndex]);

  const hasSubmenu = useCallback((index: number) => (tree[index]?.children.length ?? 0) > 0, [tree]);

  const focusTop = useCallback(
    (index: number) => {
      const count = tree.length;
      if (!count) return;
      const next = ((index % count) + count) % count;
      setRovingIndex(next);
      elements.current.get(`t${next}`)?.focus();
    },
    [tree.length],
  );

  const openSubmenu = useCallback(
    (index: number, sub: number | 'last') => {
      if (!hasSubmenu(index)) return;
      setOpenIndex(index);
      setFocusRequest({ index, sub });
    },
    [hasSubmenu],
  );

  const handleTopItemKeyDown = useCallback(
    (index: number, event: KeyboardEvent<HTMLElement>) => {
      const node = tree[index];
      switch (event.key) {
        case 'ArrowRight':
          focusTop(index + 1);
          break;
        case 'ArrowLeft':
          focusTop(index - 1);
          break;
        case 'Home':
          focusTop(0);
          break;
        case 'End':
          focusTop(tree.length - 1);
          break;
        case 'ArrowDown':
        case ' ':
          openSubmenu(index, 0);
          if (!hasSubmenu(index) && event.key === ' ') event.currentTarget.click();
          break;
        case 'Enter':
          // A link follows itself; a label opens its submenu.
          if (node?.href) return;
          openSubmenu(index, 0);
          break;
        case 'ArrowUp':
          openSubmenu(index, 'last');
          break;
        case 'Escape':
          setOpenIndex(null);
          break;
        default:
          return;
      }
      event.preventDefault();
    },
    [tree, focusTop, openSubmenu, hasSubmenu],
  );

  const handleSubItemKeyDown = useCallback(
    (index: number, flatIndex: number, event: KeyboardEvent<HTMLElement>) => {
      const count = countOf(columnsByIndex[index] ?? []);
      const focusSub = (sub: number) =>
        elements.current.get(`s${index}:${(((sub % count) + count) % count).toString()}`)?.focus();
      switch (event.key) {
        case 'ArrowDown':
          focusSub(flatIndex + 1);
          break;
        case 'ArrowUp':
          focusSub(flatIndex - 1);
          break;
        case 'Home':
          focusSub(0);
          break;
        case 'End':
          focusSub(count - 1);
          break;
        case 'ArrowRight':
        case 'ArrowLeft': {
          const next = index + (event.key === 'ArrowRight' ? 1 : -1);
          setOpenIndex(null);
          focusTop(next);
          break;
        }
        case 'Escape':
          setOpenIndex(null);
          keepClosedOnFocus.current = true;
          focusTop(index);
          keepClosedOnFocus.current = false;
          break;
        case ' ':
          event.currentTarget.click();
          break;
        case 'Tab':
          setOpenIndex(null);
          return;
        default:
          return;
      }
      event.preventDefault();
    },
    [columnsByIndex, focusTop],
  );

  const handleTopItemFocus = useCallback(
    (index: number) => {
      setRovingIndex(index);
      if (!keepClosedOnFocus.current) setOpenIndex(hasSubmenu(index) ? index : null);
    },
    [hasSubmenu],
  );

  const handlePointerEnter = useCallback(
    (index: number) => setOpenIndex(hasSubmenu(index) ? index : null),
    [hasSubmenu],
  );

  const menuRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu) return undefined;
    const onPointerLeave = () => {
      // A keyboard user inside a submenu keeps it, wherever the pointer goes.
      const active = document.activeElement;
      const submenuHasFocus = [...elements.current].some(
        ([key, element]) => key.startsWith('s') && element === active,
      );
      if (!submenuHasFocus) setOpenIndex(null);
    };
    menu.addEventListener('pointerleave', onPointerLeave);
    return () => menu.removeEventListener('pointerleave', onPointerLeave);
  }, [tree.length]);

  const handleMenuBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) setOpenIndex(null);
  }, []);

  const handleNavigate = useCallback(() => setOpenIndex(null), []);

  const safeRoving = rovingIndex < tree.length ? rovingIndex : 0;
  const items = useMemo<MegaMenuItem[]>(
    () =>
      tree.map((node, index) => ({
        node,
        index,
        hasSubmenu: node.children.length > 0,
        isOpen: openIndex === index && node.children.length > 0,
        tabIndex: index === safeRoving ? 0 : -1,
        submenuId: `${baseId}-submenu-${index}`,
        columns: columnsByIndex[index] ?? [],
      })),
    [tree, openIndex, safeRoving, baseId, columnsByIndex],
  );

  return {
    isLoading: loading && tree.length === 0,
    items,
    topItemRef,
    subItemRef,
    handleTopItemKeyDown,
    handleSubItemKeyDown,
    handleTopItemFocus,
    handlePointerEnter,
    menuRef,
    handleMenuBlur,
    handleNavigate,
  };
}
