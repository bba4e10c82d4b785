import {
  CATEGORY_SORTS,
  SEARCH_SORTS,
  clearFilters,
  parseListingState,
  parsePriceRange,
  productFilter,
  productSort,
  removeFilterValue,
  serializeListingState,
  toggleFilterValue,
  withPage,
  withSort,
} from '../hooks/listingState';
import { pageNumbers } from '../hooks/pageNumbers';

const category = { sorts: CATEGORY_SORTS, excludedCodes: ['category_uid'] };

describe('listing state in the URL', () => {
  it('reads page, sort and filters, ignoring what is not valid', () => {
    const state = parseListingState(
      '?page=3&sort=price_DESC&filter_color=101,104,101&filter_price=100_200,5_6&filter_drive_type=321&filter_category_uid=Mw%3D%3D&filter_Bad-Code=1&utm_source=mail',
      category,
    );
    expect(state).toEqual({
      page: 3,
      sort: { id: 'price_DESC', field: 'price', direction: 'DESC' },
      filters: { color: ['101', '104'], price: ['100_200'], drive_type: ['321'] },
    });
  });

  it('falls back to page 1, the default sort and no filters', () => {
    expect(parseListingState('?page=0&sort=bogus&filter_price=cheap', category)).toEqual({
      page: 1,
      sort: null,
      filters: {},
    });
    expect(parseListingState('?page=-2', category).page).toBe(1);
    expect(parseListingState('?sort=position_ASC', category).sort).toBeNull();
    expect(parseListingState('?sort=relevance_DESC', category).sort).toBeNull();
    expect(parseListingState('?sort=relevance_DESC', { sorts: SEARCH_SORTS }).sort).toBeNull();
  });

  it('writes the same URL for the same choice, keeping other parameters', () => {
    const state = parseListingState('?filter_speeds=312&filter_color=101&page=2&sort=name_ASC', category);
    expect(serializeListingState(state, '?query=cruiser&page=9')).toBe(
      '?query=cruiser&filter_color=101&filter_speeds=312&sort=name_ASC&page=2',
    );
    expect(serializeListingState({ page: 1, sort: null, filters: {} }, '?query=x&filter_color=1')).toBe(
      '?query=x',
    );
    expect(serializeListingState({ page: 1, sort: null, filters: {} })).toBe('');
  });

  it('starts again on page 1 when filters or sort change, not when the page does', () => {
    const start = parseListingState('?page=3', category);
    const filtered = toggleFilterValue(start, 'color', '101');
    expect(filtered).toMatchObject({ page: 1, filters: { color: ['101'] } });
    expect(toggleFilterValue(filtered, 'color', '104').filters).toEqual({ color: ['101', '104'] });
    expect(toggleFilterValue(filtered, 'color', '101').filters).toEqual({});
    expect(withSort(withPage(filtered, 4), CATEGORY_SORTS[3]!, CATEGORY_SORTS)).toMatchObject({
      page: 1,
      sort: { id: 'price_ASC' },
    });
    expect(withSort(filtered, CATEGORY_SORTS[0]!, CATEGORY_SORTS).sort).toBeNull();
    expect(withPage(filtered, 2).filters).toEqual({ color: ['101'] });
  });

  it('keeps one price range: choosing another replaces it', () => {
    const one = toggleFilterValue(parseListingState('', category), 'price', '0_100');
    expect(toggleFilterValue(one, 'price', '100_200').filters).toEqual({ price: ['100_200'] });
  });

  it('clears one value, one attribute or every filter', () => {
    const state = parseListingState('?filter_color=101,104&filter_speeds=312&page=2', category);
    expect(removeFilterValue(state, 'color', '104').filters).toEqual({ color: ['101'], speeds: ['312'] });
    expect(clearFilters(state, 'color')).toMatchObject({ page: 1, filters: { speeds: ['312'] } });
    expect(clearFilters(state).filters).toEqual({});
  });
});

describe('products query variables', () => {
  it('builds the filter at runtime: the base, ranges for price, option ids for attributes', () => {
    const state = parseListingState('?filter_color=101,104&filter_price=100_200', category);
    expect(productFilter(state.filters, { category_uid: { eq: 'Mw==' } })).toEqual({
      category_uid: { eq: 'Mw==' },
      color: { in: ['101', '104'] },
      price: { from: '100', to: '200' },
    });
    expect(productFilter({ price: ['400_*'] })).toEqual({ price: { from: '400' } });
    expect(productFilter({})).toBeUndefined();
  });

  it('sorts by the chosen field, or leaves the default to the backend', () => {
    expect(productSort({ id: 'name_DESC', field: 'name', direction: 'DESC' })).toEqual({ name: 'DESC' });
    expect(productSort(null)).toBeUndefined();
  });

  it('reads price ranges as the aggregations write them', () => {
    expect(parsePriceRange('0_100')).toEqual({ from: '0', to: '100' });
    expect(parsePriceRange('_50')).toEqual({ from: null, to: '50' });
    expect(parsePriceRange('12.5_*')).toEqual({ from: '12.5', to: null });
    expect(parsePriceRange('a_b')).toBeNull();
    expect(parsePriceRange('_')).toBeNull();
  });
});

describe('page links', () => {
  it('shows the first, the last and the pages around the current one', () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 0)).toEqual([]);
    expect(pageNumbers(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageNumbers(6, 12)).toEqual([1, null, 5, 6, 7, null, 12]);
    expect(pageNumbers(3, 12)).toEqual([1, 2, 3, 4, null, 12]);
    expect(pageNumbers(12, 12)).toEqual([1, null, 11, 12]);
  });
});
