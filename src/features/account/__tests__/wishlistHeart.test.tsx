import { screen, waitFor } from '@testing-library/react';
import { delay, http } from 'msw';
import { server } from '../../../../test/server';
import { DEMO_CUSTOMER_ID } from '../../../../mock-backend/data/demoCustomer';
import WishlistHeart from '../components/WishlistHeart';
import { demoToken, freshStart, location, renderAccount, TIMEOUT } from './accountTestUtils';

jest.setTimeout(30_000);

describe('WishlistHeart', () => {
  it('adds the product to the wish list and removes it again', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/cruiser-deluxe.html', {
      backend,
      token: demoToken(backend),
      ui: <WishlistHeart sku="SS-AC-9101" name="Complete Record Cleaning Kit" />,
    });
    const add = await screen.findByRole('button', {
      name: 'Add Complete Record Cleaning Kit to the wish list',
    });
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    const remove = await screen.findByRole(
      'button',
      { name: 'Remove Complete Record Cleaning Kit from the wish list' },
      TIMEOUT,
    );
    expect(remove).toHaveAttribute('aria-pressed', 'true');
    const lines = () => backend.wishlists[String(DEMO_CUSTOMER_ID)]!.map((line) => line.sku);
    expect(lines()).toEqual(['SS-SP-5005', 'SS-AC-9101']);
    await user.click(remove);
    await screen.findByRole('button', { name: 'Add Complete Record Cleaning Kit to the wish list' }, TIMEOUT);
    expect(lines()).toEqual(['SS-SP-5005']);
  });

  it('keeps a press made before the wish list has arrived: the product is added once it has', async () => {
    const backend = freshStart();
    // The wish list answers late (then the backend answers as usual).
    server.use(
      http.get('*/graphql', async ({ request }) => {
        if (new URL(request.url).searchParams.get('operationName') === 'GetWishlist') await delay(400);
        return undefined;
      }),
    );
    const { user } = renderAccount('/cruiser-deluxe.html', {
      backend,
      token: demoToken(backend),
      ui: <WishlistHeart sku="SS-AC-9101" name="Complete Record Cleaning Kit" />,
    });
    // At once, while the wish list query is still on its way.
    await user.click(
      screen.getByRole('button', { name: 'Add Complete Record Cleaning Kit to the wish list' }),
    );
    expect(
      await screen.findByRole(
        'button',
        { name: 'Remove Complete Record Cleaning Kit from the wish list' },
        TIMEOUT,
      ),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(backend.wishlists[String(DEMO_CUSTOMER_ID)]!.map((line) => line.sku)).toEqual([
      'SS-SP-5005',
      'SS-AC-9101',
    ]);
  });

  it('shows a listed product as in the wish list', async () => {
    const backend = freshStart();
    renderAccount('/', {
      backend,
      token: demoToken(backend),
      ui: <WishlistHeart sku="SS-SP-5005" name="Studio 5 Monitor Speakers" />,
    });
    expect(
      await screen.findByRole(
        'button',
        { name: 'Remove Studio 5 Monitor Speakers from the wish list' },
        TIMEOUT,
      ),
    ).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends a guest to sign in, remembering the page', async () => {
    const backend = freshStart();
    const { user } = renderAccount('/cruiser-deluxe.html', {
      backend,
      ui: <WishlistHeart sku="SS-AC-9101" name="Complete Record Cleaning Kit" />,
    });
    await user.click(
      screen.getByRole('button', { name: 'Add Complete Record Cleaning Kit to the wish list' }),
    );
    await waitFor(() => expect(location()).toBe('/sign-in'));
    expect(window.sessionStorage.getItem('radio_storefront__sign_in_return_path')).toBe(
      '/cruiser-deluxe.html',
    );
  });
});
