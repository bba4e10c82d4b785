import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appActions } from '../appSlice';
import { cartActions, initialCartState } from '../cartSlice';
import { initialCatalogState } from '../catalogSlice';
import {
  createAppStore,
  shallowEqual,
  StoreProvider,
  thunkMiddleware,
  useAppDispatch,
  useAppSelector,
  type AppStore,
  type AppThunk,
  type RootState,
} from '../createAppStore';
import { userActions } from '../userSlice';

interface Services {
  createCart: () => Promise<string>;
}

const createCartThunk: AppThunk<Promise<string | null>, Services> = async (
  dispatch,
  getState,
  { createCart },
) => {
  dispatch(cartActions.createCartRequest());
  try {
    dispatch(cartActions.createCartReceive({ payload: await createCart() }));
  } catch (error) {
    dispatch(cartActions.createCartReceive({ error }));
  }
  return getState().cart.cartId;
};

describe('createAppStore', () => {
  it('combines the slices into the root state', () => {
    const state = createAppStore().getState();
    expect(Object.keys(state).sort()).toEqual([
      'app',
      'cart',
      'catalog',
      'checkout',
      'pendingAdds',
      'toast',
      'user',
    ]);
    expect(state.cart).toEqual(initialCartState);
    expect(state.catalog).toEqual(initialCatalogState);
  });

  it('starts from a preloaded state, filling in the slices left out', () => {
    const store = createAppStore({ cart: { ...initialCartState, cartId: 'saved-cart' } });
    expect(store.getState().cart.cartId).toBe('saved-cart');
    expect(store.getState().user.isSignedIn).toBe(false);
  });

  it('passes plain actions to the reducers', () => {
    const store = createAppStore();
    expect(store.dispatch(appActions.toggleSearch())).toEqual({ type: 'app/toggleSearch' });
    expect(store.getState().app.searchOpen).toBe(true);
  });

  it('runs thunks with dispatch, getState and the injected extra services', async () => {
    const store = createAppStore(undefined, { createCart: async () => 'new-cart' });
    await expect(store.dispatch(createCartThunk)).resolves.toBe('new-cart');
    expect(store.getState().cart).toMatchObject({ cartId: 'new-cart', isLoading: false });

    const failing = createAppStore(undefined, {
      createCart: () => Promise.reject(new Error('Unable to create cart')),
    });
    await expect(failing.dispatch(createCartThunk)).resolves.toBeNull();
    expect(failing.getState().cart.getCartError).toEqual({ message: 'Unable to create cart' });
  });

  it('lets a thunk that needs no services run on any store, and thunks dispatch thunks', () => {
    const store: AppStore<Services> = createAppStore(undefined, { createCart: async () => 'x' });
    const inner: AppThunk<number> = (dispatch, getState) => {
      dispatch(userActions.setToken('token'));
      return getState().user.isSignedIn ? 1 : 0;
    };
    const outer: AppThunk<number> = (dispatch) => dispatch(inner) + 1;
    expect(store.dispatch(outer)).toBe(2);
  });

  it('thunkMiddleware hands non-function actions to the next middleware', () => {
    const next = jest.fn((action: unknown) => action);
    const api = { dispatch: jest.fn(), getState: jest.fn() };
    const action = { type: 'app/setOnline' };
    expect(thunkMiddleware('extra')(api)(next)(action)).toBe(action);
    const thunk = jest.fn(() => 'ran');
    expect(thunkMiddleware('extra')(api)(next)(thunk)).toBe('ran');
    expect(thunk).toHaveBeenCalledWith(api.dispatch, api.getState, 'extra');
    expect(next).toHaveBeenCalledTimes(1);
  });
});

describe('store hooks', () => {
  const selectSearchOpen = (state: RootState) => state.app.searchOpen;

  function SearchState({ onRender }: { onRender: () => void }) {
    onRender();
    const searchOpen = useAppSelector(selectSearchOpen);
    const dispatch = useAppDispatch();
    return (
      <button type="button" aria-pressed={searchOpen} onClick={() => dispatch(appActions.toggleSearch())}>
        Search
      </button>
    );
  }

  it('re-renders only when the selected value changes', async () => {
    const store = createAppStore();
    const onRender = jest.fn();
    render(
      <StoreProvider store={store}>
        <SearchState onRender={onRender} />
      </StoreProvider>,
    );
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => {
      store.dispatch(appActions.setPageLoading(true));
      store.dispatch(cartActions.createCartReceive({ payload: 'cart' }));
    });
    expect(onRender).toHaveBeenCalledTimes(1);

    await userEvent.click(button);
    expect(store.getState().app.searchOpen).toBe(true);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(onRender).toHaveBeenCalledTimes(2);

    act(() => {
      store.dispatch(appActions.toggleSearch());
    });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(onRender).toHaveBeenCalledTimes(3);
  });

  function Summary({ onRender, isEqual }: { onRender: () => void; isEqual?: typeof shallowEqual }) {
    onRender();
    const summary = useAppSelector(
      (state) => ({ signedIn: state.user.isSignedIn, drawer: state.app.drawer }),
      isEqual,
    );
    return <p>{`${summary.signedIn ? 'signed in' : 'guest'}, drawer ${summary.drawer ?? 'closed'}`}</p>;
  }

  it('with shallowEqual, a selector building a new object re-renders only when a field changes', () => {
    const store = createAppStore();
    const onRender = jest.fn();
    const { rerender } = render(
      <StoreProvider store={store}>
        <Summary onRender={onRender} isEqual={shallowEqual} />
      </StoreProvider>,
    );
    expect(screen.getByText('guest, drawer closed')).toBeInTheDocument();

    act(() => {
      store.dispatch(appActions.toggleSearch());
    });
    expect(onRender).toHaveBeenCalledTimes(1);

    act(() => {
      store.dispatch(appActions.toggleDrawer('nav'));
    });
    expect(screen.getByText('guest, drawer nav')).toBeInTheDocument();
    expect(onRender).toHaveBeenCalledTimes(2);

    // A parent re-render (new inline selector) keeps working and shows current values.
    rerender(
      <StoreProvider store={store}>
        <Summary onRender={onRender} isEqual={shallowEqual} />
      </StoreProvider>,
    );
    act(() => {
      store.dispatch(userActions.setToken('token'));
    });
    expect(screen.getByText('signed in, drawer nav')).toBeInTheDocument();
  });

  it('with the default Object.is, a selector building a new object re-renders on every store change', () => {
    const store = createAppStore();
    const onRender = jest.fn();
    render(
      <StoreProvider store={store}>
        <Summary onRender={onRender} />
      </StoreProvider>,
    );
    act(() => {
      store.dispatch(appActions.toggleSearch());
    });
    expect(onRender).toHaveBeenCalledTimes(2);
  });

  it('the hooks need a StoreProvider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<SearchState onRender={() => {}} />)).toThrow(
      'The store hooks need a <StoreProvider> above them.',
    );
    error.mockRestore();
  });
});

describe('shallowEqual', () => {
  it('compares own keys with Object.is', () => {
    const shared = { x: 1 };
    expect(shallowEqual(1, 1)).toBe(true);
    expect(shallowEqual(NaN, NaN)).toBe(true);
    expect(shallowEqual({ a: 1, b: shared }, { a: 1, b: shared })).toBe(true);
    expect(shallowEqual({ a: 1, b: { x: 1 } }, { a: 1, b: { x: 1 } })).toBe(false);
    expect(shallowEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
    expect(shallowEqual<Record<string, unknown>>({ a: undefined }, { b: undefined })).toBe(false);
    expect(shallowEqual([1, 2], [1, 2])).toBe(true);
    expect(shallowEqual<unknown>([], {})).toBe(false);
    expect(shallowEqual<unknown>(null, {})).toBe(false);
    expect(shallowEqual<unknown>(1, '1')).toBe(false);
  });
});
