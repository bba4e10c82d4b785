import {
  CATALOG_INITIAL_PAGE,
  CATALOG_PAGE_SIZE,
  catalogActions,
  catalogReducer,
  compareCategories,
  initialCatalogState,
  normalizeCategories,
  type CatalogState,
  type CategoryTreeNode,
} from '../catalogSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(initialCatalogState);

const tree: CategoryTreeNode = deepFreeze({
  uid: 'root',
  name: 'Default Category',
  children_count: '4',
  children: [
    {
      uid: 'b',
      name: 'Turntables',
      position: 2,
      url_path: 'turntables',
      url_suffix: '.html',
      include_in_menu: 1,
    },
    null,
    {
      uid: 'c',
      name: 'Speakers',
      position: 1,
      children_count: '1',
      children: [{ uid: 'c1', name: 'Bookshelf', position: 1, children_count: 0, children: [] }],
    },
    { uid: 'a', name: 'Records', position: 2, children_count: 'not a number' },
  ],
});

const busy: CatalogState = deepFreeze({
  categories: normalizeCategories(tree),
  currentPage: 3,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: 12,
});

describe('catalogSlice', () => {
  it('starts at page 1 of 6 with no categories', () => {
    expect(catalogReducer(undefined, { type: '@@INIT' } as never)).toEqual({
      categories: {},
      currentPage: 1,
      pageSize: 6,
      prevPageTotal: null,
    });
    expect([CATALOG_INITIAL_PAGE, CATALOG_PAGE_SIZE]).toEqual([1, 6]);
  });

  it('setCurrentPage sets the page', () => {
    expect(catalogReducer(initial, catalogActions.setCurrentPage(2))).toEqual({ ...initial, currentPage: 2 });
    expect(catalogReducer(busy, catalogActions.setCurrentPage(1))).toEqual({ ...busy, currentPage: 1 });
  });

  it('setPrevPageTotal sets or clears the previous page total', () => {
    expect(catalogReducer(initial, catalogActions.setPrevPageTotal(4))).toEqual({
      ...initial,
      prevPageTotal: 4,
    });
    expect(catalogReducer(busy, catalogActions.setPrevPageTotal(null))).toEqual({
      ...busy,
      prevPageTotal: null,
    });
  });

  describe('receiveCategories', () => {
    it('keys a tree by uid, children sorted by position then uid, with parent ids and counts', () => {
      const { categories } = catalogReducer(initial, catalogActions.receiveCategories(tree));
      expect(Object.keys(categories).sort()).toEqual(['a', 'b', 'c', 'c1', 'root']);
      expect(categories.root).toEqual({
        uid: 'root',
        name: 'Default Category',
        position: null,
        include_in_menu: null,
        url_path: null,
        url_suffix: null,
        parentId: null,
        children: ['c', 'a', 'b'],
        children_count: 4,
      });
      expect(categories.b).toEqual({
        uid: 'b',
        name: 'Turntables',
        position: 2,
        include_in_menu: 1,
        url_path: 'turntables',
        url_suffix: '.html',
        parentId: 'root',
        children: [],
        children_count: 0,
      });
      expect(categories.c).toMatchObject({ parentId: 'root', children: ['c1'], children_count: 1 });
      expect(categories.c1).toMatchObject({ parentId: 'c', children: [], children_count: 0 });
      // An unreadable count falls back to the number of known children.
      expect(categories.a).toMatchObject({ children_count: 0 });
    });

    it('merges a subtree, keeping the known parent and the children a shallower fetch left out', () => {
      const subtree: CategoryTreeNode = {
        uid: 'c',
        name: 'Speakers and more',
        position: 1,
        children: [
          { uid: 'c2', name: 'Floorstanding', position: 0 },
          { uid: 'c1', name: 'Bookshelf', position: 1 },
        ],
      };
      const next = catalogReducer(busy, catalogActions.receiveCategories(subtree));
      expect(next.categories.c).toMatchObject({
        name: 'Speakers and more',
        parentId: 'root',
        children: ['c2', 'c1'],
      });
      expect(next.categories.c2).toMatchObject({ parentId: 'c' });
      expect(next.categories.root).toBe(busy.categories.root);
      expect(next.currentPage).toBe(3);

      const shallow = catalogReducer(next, catalogActions.receiveCategories({ uid: 'c', name: 'Speakers' }));
      expect(shallow.categories.c).toMatchObject({
        name: 'Speakers',
        children: ['c2', 'c1'],
        children_count: 2,
      });
    });

    it('does not mutate the received tree', () => {
      expect(tree.children?.map((child) => child?.uid)).toEqual(['b', undefined, 'c', 'a']);
    });
  });

  it('compareCategories orders by position, then uid; a missing position counts as 0', () => {
    const nodes: CategoryTreeNode[] = [
      { uid: 'z', position: 1 },
      { uid: 'y' },
      { uid: 'x', position: 1 },
      { uid: 'x', position: 1 },
    ];
    expect([...nodes].sort(compareCategories).map((node) => node.uid)).toEqual(['y', 'x', 'x', 'z']);
  });

  it('ignores other actions', () => {
    expect(catalogReducer(busy, { type: 'cart/resetCart' } as never)).toBe(busy);
  });
});
