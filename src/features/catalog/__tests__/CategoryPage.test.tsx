import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderApp } from '../../../app/resolver/__tests__/renderApp';
import { renderWithProviders } from '../../../../test/render';
import { server } from '../../../../test/server';
import { createAppStore } from '../../../store/createAppStore';
import CategoryPage from '../components/CategoryPage';
import {
  CATALOG_TIMEOUT,
  address,
  backendNames,
  canonical,
  expectGallery,
  galleryNames,
  jsonLd,
} from './catalogTestUtils';

jest.setTimeout(30_000);

const CRUISER = 'category_uid: { eq: "NA==" }';
const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: CATALOG_TIMEOUT });
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

beforeEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

afterEach(() => jest.restoreAllMocks());

describe('category page', () => {
  it('shows the category shimmer while the category loads', async () => {
    renderWithProviders(<CategoryPage id="NA==" relativeUrl="record-players/cruiser.html" />, {
      store: createAppStore(),
      route: '/record-players/cruiser.html',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(screen.getByRole('status').parentElement).toHaveAttribute('aria-busy', 'true');
    await heading('Cruiser Collection');
    expect(screen.queryByText('Fetching Data...')).not.toBeInTheDocument();
  });

  it('shows breadcrumbs, the heading, one page of products and the document head', async () => {
    renderApp('/record-players/cruiser.html');
    await heading('Cruiser Collection');

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumbs' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Record Players' })).toHaveAttribute(
      'href',
      '/record-players.html',
    );
    expect(crumbs.getByText('Cruiser Collection')).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByText('8 items', undefined, { timeout: CATALOG_TIMEOUT })).toBeInTheDocument();
    await expectGallery(await backendNames(`filter: { ${CRUISER} }, pageSize: 6`));
    expect(galleryNames()).toHaveLength(6);
    const deluxe = screen.getByRole('link', { name: /^Cruiser Deluxe/ });
    expect(deluxe).toHaveAttribute('href', '/cruiser-deluxe.html');
    expect(within(deluxe).getByText('$59.95')).toBeInTheDocument();

    await waitFor(() => expect(document.title).toBe('Cruiser Portable Record Players'));
    expect(canonical()).toBe('http://localhost/record-players/cruiser.html');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Cruiser Collection'),
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Cruiser Portable Record Players',
    );
    const [breadcrumbList] = jsonLd();
    expect(breadcrumbList).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://localhost/' },
        { position: 2, name: 'Record Players', item: 'http://localhost/record-players.html' },
        { position: 3, name: 'Cruiser Collection', item: 'http://localhost/record-players/cruiser.html' },
      ],
    });
  });

  it('requests the other tiles’ images once the first tile’s image shows', async () => {
    renderApp('/record-players/cruiser.html');
    await expectGallery(await backendNames(`filter: { ${CRUISER} }, pageSize: 6`));
    const images = () => [...screen.getByRole('list', { name: 'Products' }).querySelectorAll('img')];
    const [main, ...others] = images();
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).toHaveAttribute('src');
    expect(others).toHaveLength(5);
    others.forEach((image) => {
      expect(image).not.toHaveAttribute('src');
      expect(image).not.toHaveAttribute('srcset');
    });
    fireEvent.load(main!);
    await waitFor(() =>
      images()
        .slice(1)
        .forEach((image) => expect(image).toHaveAttribute('srcset')),
    );
    images()
      .slice(1)
      .forEach((image) => expect(image).toHaveAttribute('loading', 'lazy'));
  });

  it('filters by several colors and a price range from the aggregations, in the URL, and clears them', async () => {
    const { user } = renderApp('/record-players/cruiser.html');
    await heading('Cruiser Collection');
    await screen.findByText('8 items', undefined, { timeout: CATALOG_TIMEOUT });

    await user.click(within(sidebar()).getByRole('checkbox', { name: /^Black/ }));
    await waitFor(() => expect(address()).toBe('/record-players/cruiser.html?filter_color=101'));
    await expectGallery(await backendNames(`filter: { ${CRUISER}, color: { in: ["101"] } }, pageSize: 6`));
    expect(within(sidebar()).getByRole('checkbox', { name: /^Black/ })).toBeChecked();

    await user.click(within(sidebar()).getByRole('checkbox', { name: /^Navy/ }));
    await waitFor(() => expect(address()).toBe('/record-players/cruiser.html?filter_color=101%2C105'));
    await expectGallery(
      await backendNames(`filter: { ${CRUISER}, color: { in: ["101", "105"] } }, pageSize: 6`),
    );

    const priceGroup = within(sidebar()).getByRole('region', { name: /Price/ });
    const ranges = within(priceGroup).getAllByRole('checkbox');
    await user.click(ranges[0]!);
    await waitFor(() => expect(address()).toMatch(/filter_price=\d+_\d+/));
    const price = new URLSearchParams(address().split('?')[1]).get('filter_price')!;
    const [from, to] = price.split('_');
    await expectGallery(
      await backendNames(
        `filter: { ${CRUISER}, color: { in: ["101", "105"] }, price: { from: "${from}", to: "${to}" } }, pageSize: 6`,
      ),
    );

    const chosen = within(screen.getByRole('region', { name: 'Chosen filters' }));
    await user.click(chosen.getByRole('button', { name: 'Remove filter Color: Navy' }));
    await waitFor(() => expect(address()).not.toContain('105'));
    expect(address()).toContain('filter_color=101');

    await user.click(chosen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(address()).toBe('/record-players/cruiser.html'));
    await expectGallery(await backendNames(`filter: { ${CRUISER} }, pageSize: 6`));
  });

  it('sorts from the sort menu, with the mouse and the keyboard', async () => {
    const { user } = renderApp('/record-players.html');
    await heading('Record Players');
    const button = await screen.findByRole(
      'button',
      { name: /Sort by: Position/ },
      { timeout: CATALOG_TIMEOUT },
    );
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');

    await user.click(button);
    const menu = screen.getByRole('listbox', { name: 'Sort products by' });
    expect(within(menu).getByRole('option', { name: 'Position' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(menu).getByRole('option', { name: 'Price: Low to High' }));
    await waitFor(() => expect(address()).toBe('/record-players.html?sort=price_ASC'));
    await expectGallery(
      await backendNames('filter: { category_uid: { eq: "Mw==" } }, sort: { price: ASC }, pageSize: 6'),
    );
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Sort by: Price: Low to High/ })).toHaveFocus();

    // Keyboard: Down opens on the chosen sort, Down moves, Enter chooses.
    await user.keyboard('{ArrowDown}');
    const list = screen.getByRole('listbox');
    expect(list).toHaveFocus();
    expect(list).toHaveAttribute(
      'aria-activedescendant',
      within(list).getByRole('option', { name: 'Price: Low to High' }).id,
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(address()).toBe('/record-players.html?sort=price_DESC'));
    await expectGallery(
      await backendNames('filter: { category_uid: { eq: "Mw==" } }, sort: { price: DESC }, pageSize: 6'),
    );

    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('pages through 6 products at a time, keeping the page in the catalog state; Back returns', async () => {
    const { store, user } = renderApp('/record-players.html');
    await heading('Record Players');
    await screen.findByText('24 items', undefined, { timeout: CATALOG_TIMEOUT });
    const pagination = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(pagination.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() =>
      expect(store.getState().catalog).toMatchObject({ currentPage: 1, prevPageTotal: 4, pageSize: 6 }),
    );

    await user.click(pagination.getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(address()).toBe('/record-players.html?page=2'));
    await expectGallery(
      await backendNames('filter: { category_uid: { eq: "Mw==" } }, pageSize: 6, currentPage: 2'),
    );
    expect(store.getState().catalog.currentPage).toBe(2);

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    await waitFor(() => expect(address()).toBe('/record-players.html?page=3'));
    await expectGallery(
      await backendNames('filter: { category_uid: { eq: "Mw==" } }, pageSize: 6, currentPage: 3'),
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(address()).toBe('/record-players.html?page=2'));
    await expectGallery(
      await backendNames('filter: { category_uid: { eq: "Mw==" } }, pageSize: 6, currentPage: 2'),
    );
    expect(store.getState().catalog.currentPage).toBe(2);
  });

  it('opens the filters as a modal dialog (below large screens) that applies at once', async () => {
    const { store, user } = renderApp('/record-players/cruiser.html');
    await heading('Cruiser Collection');
    const open = await screen.findByRole('button', { name: 'Filter' }, { timeout: CATALOG_TIMEOUT });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(store.getState().app.drawer).toBe('filter');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();

    const colors = within(within(dialog).getByRole('region', { name: /^Color/ }));
    expect(colors.queryByRole('checkbox', { name: /^Sage/ })).not.toBeInTheDocument();
    await user.click(colors.getByRole('button', { name: /^Show \d+ more$/ }));
    await user.click(colors.getByRole('checkbox', { name: /^Sage/ }));
    await waitFor(() => expect(address()).toBe('/record-players/cruiser.html?filter_color=106'));
    const expected = await backendNames(`filter: { ${CRUISER}, color: { in: ["106"] } }, pageSize: 6`);
    await expectGallery(expected);
    const show = within(screen.getByRole('dialog')).getByRole('button', {
      name: `Show ${expected.length} result${expected.length === 1 ? '' : 's'}`,
    });
    await user.click(show);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Filter/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Filter/ }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().app.drawer).toBeNull();
  });

  it('says so when the filters match nothing, and clears them', async () => {
    const { user } = renderApp('/record-players/cruiser.html?filter_drive_type=322');
    await heading('Cruiser Collection');
    expect(
      await screen.findByText('No products match the filters you chose.', undefined, {
        timeout: CATALOG_TIMEOUT,
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('0 items')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear all filters' })[0]!);
    await waitFor(() => expect(address()).toBe('/record-players/cruiser.html'));
    await screen.findByText('8 items', undefined, { timeout: CATALOG_TIMEOUT });
  });

  it('shows the empty state of a category without products', async () => {
    renderApp('/ambassadors-program.html');
    await heading('Ambassadors');
    expect(
      await screen.findByText('There are no products in this category yet.', undefined, {
        timeout: CATALOG_TIMEOUT,
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('goes to the last page when a link names a page past the end', async () => {
    renderApp('/record-players/cruiser.html?page=9');
    await waitFor(() => expect(address()).toBe('/record-players/cruiser.html?page=2'), {
      timeout: CATALOG_TIMEOUT,
    });
    await expectGallery(await backendNames(`filter: { ${CRUISER} }, pageSize: 6, currentPage: 2`));
  });

  it('shows the error and tries again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    server.use(
      http.get('*/graphql', ({ request }) => {
        const operation = new URL(request.url).searchParams.get('operationName');
        if (failing && operation === 'GetProductList') {
          return HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 });
        }
        return undefined;
      }),
    );
    const { user } = renderApp('/record-players/cruiser.html');
    await heading('Cruiser Collection');
    expect(await screen.findByRole('alert', {}, { timeout: CATALOG_TIMEOUT })).toHaveTextContent(
      'Something went wrong. Sorry about that.',
    );
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('8 items', undefined, { timeout: CATALOG_TIMEOUT })).toBeInTheDocument();
  });
});
