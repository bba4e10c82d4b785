import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../test/render';
import { createAppStore } from '../../store/createAppStore';
import { initialUserState } from '../../store/userSlice';
import AppRoutes from '../AppRoutes';
import RequireSignIn, { SIGN_IN_PATH } from '../RequireSignIn';
import { rememberReturnPath, takeReturnPath } from '../../platform/browser/returnPath';
import { definePage, staticRoutes } from '../routes';

const RETURN_PATH_KEY = 'radio_storefront__sign_in_return_path';

function renderAccountPage(route: string, isSignedIn: boolean) {
  const store = createAppStore({
    user: { ...initialUserState, isSignedIn, token: isSignedIn ? 'token' : null },
  });
  renderWithProviders(
    <Routes>
      <Route
        path="/wishlist"
        element={
          <RequireSignIn>
            <h1>Wish List</h1>
          </RequireSignIn>
        }
      />
      <Route path={SIGN_IN_PATH} element={<h1>Sign In</h1>} />
    </Routes>,
    { route, store },
  );
}

beforeEach(() => window.sessionStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('RequireSignIn', () => {
  it('sends a guest to /sign-in and remembers where they were going', () => {
    renderAccountPage('/wishlist?sort=name#top', false);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Wish List' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBe('/wishlist?sort=name#top');

    // Sign-in takes the path once.
    expect(takeReturnPath()).toBe('/wishlist?sort=name#top');
    expect(takeReturnPath()).toBe('/');
  });

  it('shows the page to a signed-in shopper', () => {
    renderAccountPage('/wishlist', true);
    expect(screen.getByRole('heading', { name: 'Wish List' })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });
});

describe('signed-in-only pages in the route table', () => {
  const pages = [
    {
      path: '/wishlist',
      component: definePage(() => Promise.resolve({ default: () => <h1>Wish List</h1> })),
      signedInOnly: true,
    },
    { path: SIGN_IN_PATH, component: definePage(() => Promise.resolve({ default: () => <h1>Sign In</h1> })) },
  ];

  beforeEach(() => staticRoutes.push(...pages));
  afterEach(() => staticRoutes.splice(staticRoutes.length - pages.length, pages.length));

  function renderRoutes(route: string, isSignedIn: boolean) {
    const store = createAppStore({ user: { ...initialUserState, isSignedIn } });
    renderWithProviders(
      <Suspense fallback={<p>Loading…</p>}>
        <AppRoutes />
      </Suspense>,
      { route, store },
    );
  }

  it('redirects a guest from a signed-in-only page to /sign-in', async () => {
    renderRoutes('/wishlist', false);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(takeReturnPath()).toBe('/wishlist');
  });

  it('shows a signed-in-only page to a signed-in shopper', async () => {
    renderRoutes('/wishlist', true);
    expect(await screen.findByRole('heading', { name: 'Wish List' })).toBeInTheDocument();
  });

  it('shows other pages of the table to everyone', async () => {
    renderRoutes(SIGN_IN_PATH, false);
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(takeReturnPath()).toBe('/');
  });
});

describe('return path', () => {
  it('falls back when nothing is remembered', () => {
    expect(takeReturnPath()).toBe('/');
    expect(takeReturnPath('/account-information')).toBe('/account-information');
  });

  it.each([
    'https://evil.example/steal',
    '//evil.example/steal',
    // Browsers read a backslash as a slash, and drop tabs and newlines, in http(s) URLs.
    '/\\evil.example/steal',
    '/\t/evil.example/steal',
    'javascript:alert(1)',
    'wishlist',
  ])('refuses %s: only paths inside the app come back', (path) => {
    rememberReturnPath(path);
    expect(takeReturnPath('/fallback')).toBe('/fallback');
    expect(window.sessionStorage.getItem(RETURN_PATH_KEY)).toBeNull();
  });

  it('does not fail when session storage refuses to store', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => rememberReturnPath('/wishlist')).not.toThrow();
    expect(takeReturnPath()).toBe('/');
  });

  it('does not fail where session storage is unavailable', () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(() => rememberReturnPath('/wishlist')).not.toThrow();
    expect(takeReturnPath()).toBe('/');
  });
});
