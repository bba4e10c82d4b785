import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../app/resolver/__tests__/renderApp';
import { gql as queryBackend } from '../../../../test/backend';
import { CATALOG_TIMEOUT, address, backendNames, canonical, expectGallery } from './catalogTestUtils';

jest.setTimeout(30_000);

const heading = (name: string | RegExp) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: CATALOG_TIMEOUT });
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

async function backendTotal(args: string): Promise<number> {
  const answer = await queryBackend<{ products: { total_count: number } }>(
    `{ products(${args}) { total_count } }`,
  );
  return answer.body.data!.products.total_count;
}

beforeEach(() => {
  document.head.innerHTML = '';
});

describe('search page', () => {
  it('lists the results of a search with filters, sort (best match first) and pages', async () => {
    const { user } = renderApp('/search.html?query=cruiser');
    await heading('Results for “cruiser”');
    const total = await backendTotal('search: "cruiser", pageSize: 6');
    expect(
      await screen.findByText(`${total} items`, undefined, { timeout: CATALOG_TIMEOUT }),
    ).toBeInTheDocument();
    await expectGallery(await backendNames('search: "cruiser", pageSize: 6'));
    expect(screen.getByRole('button', { name: /Sort by: Best Match/ })).toBeInTheDocument();
    expect(document.title).toBe('Search results for “cruiser”');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
    expect(canonical()).toBe('http://localhost/search.html?query=cruiser');

    // The category facet keeps its other options while one is chosen.
    const categories = within(within(sidebar()).getByRole('region', { name: /^Category/ }));
    await user.click(categories.getByRole('checkbox', { name: /^Cruiser Collection/ }));
    await waitFor(() => expect(address()).toBe('/search.html?query=cruiser&filter_category_uid=NA%3D%3D'));
    await expectGallery(
      await backendNames('search: "cruiser", filter: { category_uid: { in: ["NA=="] } }, pageSize: 6'),
    );
    const facet = within(within(sidebar()).getByRole('region', { name: /^Category/ }));
    await waitFor(() => expect(facet.getByRole('checkbox', { name: /^Record Players/ })).not.toBeChecked());
    expect(facet.getByRole('checkbox', { name: /^Cruiser Collection/ })).toBeChecked();
    expect(
      screen.getByRole('button', { name: 'Remove filter Category: Cruiser Collection' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Sort by/ }));
    await user.click(screen.getByRole('option', { name: 'Name: A to Z' }));
    await waitFor(() =>
      expect(address()).toBe('/search.html?query=cruiser&filter_category_uid=NA%3D%3D&sort=name_ASC'),
    );
    await expectGallery(
      await backendNames(
        'search: "cruiser", filter: { category_uid: { in: ["NA=="] } }, sort: { name: ASC }, pageSize: 6',
      ),
    );
  });

  it('says when nothing is found and offers what the backend suggests', async () => {
    const { user } = renderApp('/search.html?query=turntabel');
    await heading('Results for “turntabel”');
    expect(
      await screen.findByText('No results found for “turntabel”.', undefined, { timeout: CATALOG_TIMEOUT }),
    ).toBeInTheDocument();
    const suggestion = screen.getByRole('link', { name: 'turntable' });
    expect(suggestion).toHaveAttribute('href', '/search.html?query=turntable');
    await user.click(suggestion);
    await heading('Results for “turntable”');
    expect(
      await screen.findByText(/^\d+ items?$/, undefined, { timeout: CATALOG_TIMEOUT }),
    ).toBeInTheDocument();
    // Results found: no categories offered instead.
    expect(screen.queryByRole('navigation', { name: 'Or browse the store' })).not.toBeInTheDocument();
  });

  it('offers the store’s top categories when nothing is found', async () => {
    const { user } = renderApp('/search.html?query=zzzqqq');
    await heading('Results for “zzzqqq”');
    const browse = await screen.findByRole(
      'navigation',
      { name: 'Or browse the store' },
      { timeout: CATALOG_TIMEOUT },
    );
    const links = within(browse).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      expect.arrayContaining(['Record Players', 'Speakers', 'Headphones', 'Vinyl', 'Accessories']),
    );
    expect(within(browse).getByRole('link', { name: 'Record Players' })).toHaveAttribute(
      'href',
      '/record-players.html',
    );
    await user.click(within(browse).getByRole('link', { name: 'Speakers' }));
    await heading('Speakers');
  });

  it('asks for a search text when there is none', async () => {
    renderApp('/search.html');
    await heading('Search');
    expect(
      screen.getByText('Type what you are looking for in the search bar at the top.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument();
  });
});
