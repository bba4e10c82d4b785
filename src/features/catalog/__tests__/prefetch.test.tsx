import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../app/resolver/__tests__/renderApp';
import { logOperations } from '../../../app/resolver/__tests__/graphqlRequests';
import { rootComponents } from '../../../app/pages/registry';
import { CATALOG_TIMEOUT } from './catalogTestUtils';

jest.setTimeout(30_000);

const heading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: CATALOG_TIMEOUT });

describe('prefetch of product and category links', () => {
  it('fetches a product page’s route, code and data on hover, so the click shows it at once', async () => {
    const seen = logOperations();
    const preload = jest.spyOn(rootComponents.PRODUCT, 'preload');
    const { user } = renderApp('/record-players/suitcase.html');
    await heading('Suitcase Players');
    const link = await screen.findByRole(
      'link',
      { name: /^Hadley Suitcase Record Player/ },
      { timeout: CATALOG_TIMEOUT },
    );

    await user.hover(link);
    await waitFor(() =>
      expect(
        seen.filter((entry) => entry.operationName === 'GetProductDetail').map((entry) => entry.variables),
      ).toEqual([{ urlKey: 'hadley-suitcase-record-player' }]),
    );
    expect(
      seen.some(
        (entry) =>
          entry.operationName === 'ResolveURL' &&
          entry.variables.url === '/hadley-suitcase-record-player.html',
      ),
    ).toBe(true);
    await waitFor(() =>
      expect(seen.some((entry) => entry.operationName === 'GetProductAttributeLabels')).toBe(true),
    );
    expect(preload).toHaveBeenCalled();

    const before = seen.length;
    await user.click(link);
    expect(await heading('Hadley Suitcase Record Player')).toBeInTheDocument();
    // Route and page data came from the cache: no request on the way. The reviews section asks
    // for its own once it nears the screen (in jsdom, at once): not the page's first data.
    const reviewsSection = ['GetReviewForm', 'GetProductReviews'];
    expect(
      seen
        .slice(before)
        .map((entry) => entry.operationName)
        .filter((name) => !reviewsSection.includes(name ?? '')),
    ).toEqual([]);
  });

  it('fetches a category page’s route and first page on focus', async () => {
    const seen = logOperations();
    const { user } = renderApp('/record-players.html');
    await heading('Record Players');
    const link = screen.getByRole('link', { name: 'Cruiser Collection' });
    link.focus();
    await waitFor(() =>
      expect(
        seen.some((entry) => entry.operationName === 'GetCategory' && entry.variables.uid === 'NA=='),
      ).toBe(true),
    );
    await waitFor(() =>
      expect(
        seen.some(
          (entry) =>
            entry.operationName === 'GetProductList' &&
            JSON.stringify(entry.variables.filter) === JSON.stringify({ category_uid: { eq: 'NA==' } }),
        ),
      ).toBe(true),
    );
    const before = seen.length;
    await user.click(link);
    expect(await heading('Cruiser Collection')).toBeInTheDocument();
    expect(await screen.findByText('8 items')).toBeInTheDocument();
    // Nothing the new page needs was asked on the way (the page left behind may still fetch its
    // own next page ahead once quiet, which is not this page's business).
    const forThisPage = seen
      .slice(before)
      .filter(
        (entry) =>
          entry.operationName !== 'GetProductList' ||
          JSON.stringify(entry.variables.filter) === JSON.stringify({ category_uid: { eq: 'NA==' } }),
      );
    expect(forThisPage.map((entry) => entry.operationName)).toEqual([]);
  });
});
