import { appActions, appReducer, createInitialAppState, NAV_DRAWER, type AppState } from '../appSlice';
import { deepFreeze } from './deepFreeze';

const initial = deepFreeze(createInitialAppState());

const busy: AppState = deepFreeze({
  drawer: 'filter',
  drawerView: 'SIGN_IN',
  overlay: true,
  searchOpen: true,
  isOnline: false,
  hasBeenOffline: true,
  isPageLoading: true,
  nextRootComponent: 'CategoryPage',
  unhandledErrors: [
    { id: 'a', message: 'first', name: 'Error', stack: null, timestamp: 1 },
    { id: 'b', message: 'second', name: null, stack: null, timestamp: 2 },
  ],
});

describe('appSlice initial state', () => {
  const onLine = Object.getOwnPropertyDescriptor(window.navigator, 'onLine');
  afterEach(() => {
    if (onLine) Object.defineProperty(window.navigator, 'onLine', onLine);
    else delete (window.navigator as { onLine?: boolean }).onLine;
  });

  it('starts closed, at the main menu, with no errors', () => {
    expect(initial).toEqual({
      drawer: null,
      drawerView: 'MENU',
      overlay: false,
      searchOpen: false,
      isOnline: true,
      hasBeenOffline: false,
      isPageLoading: false,
      nextRootComponent: null,
      unhandledErrors: [],
    });
    expect(appReducer(undefined, { type: '@@INIT' } as never)).toEqual(initial);
  });

  it('reads isOnline from navigator.onLine', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => false });
    expect(createInitialAppState().isOnline).toBe(false);
  });

  it('assumes online when navigator.onLine is not a boolean', () => {
    Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => undefined });
    expect(createInitialAppState().isOnline).toBe(true);
  });

  it('assumes online without a navigator', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { configurable: true, value: undefined });
    try {
      expect(createInitialAppState().isOnline).toBe(true);
    } finally {
      Object.defineProperty(globalThis, 'navigator', descriptor!);
    }
  });
});

describe('appSlice transitions', () => {
  it('toggleDrawer(name) opens that drawer and the overlay', () => {
    expect(appReducer(initial, appActions.toggleDrawer(NAV_DRAWER))).toEqual({
      ...initial,
      drawer: 'nav',
      overlay: true,
    });
    expect(appReducer(busy, appActions.toggleDrawer(NAV_DRAWER))).toEqual({
      ...busy,
      drawer: 'nav',
      overlay: true,
    });
  });

  it('toggleDrawer(null) closes the drawer and the overlay', () => {
    expect(appReducer(initial, appActions.toggleDrawer(null))).toEqual(initial);
    expect(appReducer(busy, appActions.toggleDrawer(null))).toEqual({
      ...busy,
      drawer: null,
      overlay: false,
    });
  });

  it('closeDrawer closes the drawer and the overlay, keeping the drawer view', () => {
    expect(appReducer(initial, appActions.closeDrawer())).toEqual(initial);
    expect(appReducer(busy, appActions.closeDrawer())).toEqual({ ...busy, drawer: null, overlay: false });
  });

  it('setOnline sets isOnline and keeps hasBeenOffline', () => {
    expect(appReducer(initial, appActions.setOnline())).toEqual(initial);
    expect(appReducer(busy, appActions.setOnline())).toEqual({ ...busy, isOnline: true });
  });

  it('setOffline clears isOnline and sets hasBeenOffline', () => {
    const offline = { ...initial, isOnline: false, hasBeenOffline: true };
    expect(appReducer(initial, appActions.setOffline())).toEqual(offline);
    expect(appReducer(busy, appActions.setOffline())).toEqual(busy);
  });

  it('toggleSearch flips searchOpen', () => {
    expect(appReducer(initial, appActions.toggleSearch())).toEqual({ ...initial, searchOpen: true });
    expect(appReducer(busy, appActions.toggleSearch())).toEqual({ ...busy, searchOpen: false });
  });

  it('executeSearch closes the search', () => {
    expect(appReducer(initial, appActions.executeSearch())).toEqual(initial);
    expect(appReducer(busy, appActions.executeSearch())).toEqual({ ...busy, searchOpen: false });
  });

  it('setPageLoading sets the flag', () => {
    expect(appReducer(initial, appActions.setPageLoading(true))).toEqual({ ...initial, isPageLoading: true });
    expect(appReducer(busy, appActions.setPageLoading(false))).toEqual({ ...busy, isPageLoading: false });
  });

  it('setNextRootComponent sets or clears the name', () => {
    expect(appReducer(initial, appActions.setNextRootComponent('ProductPage'))).toEqual({
      ...initial,
      nextRootComponent: 'ProductPage',
    });
    expect(appReducer(busy, appActions.setNextRootComponent(null))).toEqual({
      ...busy,
      nextRootComponent: null,
    });
  });
});

describe('appSlice unhandled errors', () => {
  it('addUnhandledError records an Error as serialisable data with a generated id', () => {
    const error = new RangeError('Boom');
    const action = appActions.addUnhandledError(error);
    const next = appReducer(initial, action);
    expect(next.unhandledErrors).toEqual([
      {
        id: expect.any(String),
        message: 'Boom',
        name: 'RangeError',
        stack: error.stack,
        timestamp: expect.any(Number),
      },
    ]);
    expect(JSON.parse(JSON.stringify(next))).toEqual(next);
  });

  it('gives each error its own id', () => {
    const first = appActions.addUnhandledError('one');
    const second = appActions.addUnhandledError('two');
    expect(first.payload.id).not.toBe(second.payload.id);
  });

  it('records a thrown non-Error with its message and no name or stack', () => {
    const next = appReducer(busy, appActions.addUnhandledError({ message: 'plain' }, 'c'));
    expect(next.unhandledErrors).toHaveLength(3);
    expect(next.unhandledErrors[2]).toEqual({
      id: 'c',
      message: 'plain',
      name: null,
      stack: null,
      timestamp: expect.any(Number),
    });
  });

  it('keeps a null stack for an Error without one', () => {
    const error = new Error('no stack');
    error.stack = undefined;
    expect(appActions.addUnhandledError(error).payload.stack).toBeNull();
  });

  it('ignores an error whose id is already collected', () => {
    expect(appReducer(busy, appActions.addUnhandledError(new Error('again'), 'a'))).toBe(busy);
  });

  it('markErrorsHandled() clears every collected error', () => {
    expect(appReducer(initial, appActions.markErrorsHandled())).toEqual(initial);
    expect(appReducer(busy, appActions.markErrorsHandled())).toEqual({ ...busy, unhandledErrors: [] });
  });

  it('markErrorsHandled(id) clears that error only', () => {
    expect(appReducer(initial, appActions.markErrorsHandled('a'))).toEqual(initial);
    expect(
      appReducer(busy, appActions.markErrorsHandled('a')).unhandledErrors.map((entry) => entry.id),
    ).toEqual(['b']);
  });
});

describe('navigation drawer view', () => {
  const views = [
    ['showSignIn', 'SIGN_IN'],
    ['showCreateAccount', 'CREATE_ACCOUNT'],
    ['showForgotPassword', 'FORGOT_PASSWORD'],
    ['showMyAccount', 'MY_ACCOUNT'],
  ] as const;

  it.each(views)('%s moves from MENU to %s', (action, view) => {
    expect(appReducer(initial, appActions[action]())).toEqual({ ...initial, drawerView: view });
  });

  it.each(views)('%s moves from another view to %s', (action, view) => {
    const next = appReducer(busy, appActions[action]());
    expect(next).toEqual({ ...busy, drawerView: view });
  });

  it.each(views)('%s on its own view returns the same state', (action, view) => {
    const state = deepFreeze({ ...initial, drawerView: view });
    expect(appReducer(state, appActions[action]())).toBe(state);
  });

  it('showMainMenu goes back to MENU', () => {
    expect(appReducer(busy, appActions.showMainMenu())).toEqual({ ...busy, drawerView: 'MENU' });
    expect(appReducer(initial, appActions.showMainMenu())).toBe(initial);
  });

  it('walks sign in -> forgot password -> main menu -> create account', () => {
    const path = [
      appActions.showSignIn(),
      appActions.showForgotPassword(),
      appActions.showMainMenu(),
      appActions.showCreateAccount(),
    ];
    const seen = path.reduce<AppState[]>(
      (states, action) => [...states, appReducer(states[states.length - 1], action)],
      [initial],
    );
    expect(seen.map((state) => state.drawerView)).toEqual([
      'MENU',
      'SIGN_IN',
      'FORGOT_PASSWORD',
      'MENU',
      'CREATE_ACCOUNT',
    ]);
  });
});
