import {
  CATALOG_INITIAL_PAGE,
  CATALOG_PAGE_SIZE,
  catalogActions,
  catalogReducer,
  initialCatalogState,
  type CatalogState,
} from '../catalogSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(initialCatalogState);

const busy: CatalogState = deepFreeze({
  currentPage: 3,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: 12,
});

describe('catalogSlice', () => {
  it('starts at page 1 of 6', () => {
    expect(catalogReducer(undefined, { type: '@@INIT' } as never)).toEqual({
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

  it('ignores other actions', () => {
    expect(catalogReducer(busy, { type: 'cart/resetCart' } as never)).toBe(busy);
  });
});
