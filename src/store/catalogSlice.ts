/** Catalog page size and first page (spec 9). */
export const CATALOG_PAGE_SIZE = 6;
export const CATALOG_INITIAL_PAGE = 1;

export interface CatalogState {
  currentPage: number;
  pageSize: number;
  prevPageTotal: number | null;
}

export const initialCatalogState: CatalogState = {
  currentPage: CATALOG_INITIAL_PAGE,
  pageSize: CATALOG_PAGE_SIZE,
  prevPageTotal: null,
};

export const catalogActions = {
  setCurrentPage: (page: number) => ({ type: 'catalog/setCurrentPage', payload: page }) as const,
  setPrevPageTotal: (total: number | null) => ({ type: 'catalog/setPrevPageTotal', payload: total }) as const,
};

export type CatalogAction = ReturnType<(typeof catalogActions)[keyof typeof catalogActions]>;

export function catalogReducer(
  state: CatalogState = initialCatalogState,
  action: CatalogAction,
): CatalogState {
  switch (action.type) {
    case 'catalog/setCurrentPage':
      return { ...state, currentPage: action.payload };
    case 'catalog/setPrevPageTotal':
      return { ...state, prevPageTotal: action.payload };
    default:
      return state;
  }
}
