import {
  createContext,
  createElement,
  useContext,
  useMemo,
  useRef,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  applyMiddleware,
  combineReducers,
  legacy_createStore,
  type Middleware,
  type Reducer,
  type Store,
} from 'redux';
import { appReducer } from './appSlice';
import { cartReducer } from './cartSlice';
import { catalogReducer } from './catalogSlice';
import { checkoutReducer } from './checkoutSlice';
import { pendingAddsReducer } from './pendingAddsSlice';
import { toastReducer } from './toastSlice';
import { userReducer } from './userSlice';

const sliceReducers = {
  app: appReducer,
  cart: cartReducer,
  catalog: catalogReducer,
  checkout: checkoutReducer,
  pendingAdds: pendingAddsReducer,
  toast: toastReducer,
  user: userReducer,
};

type SliceReducers = typeof sliceReducers;
export type RootState = { [K in keyof SliceReducers]: ReturnType<SliceReducers[K]> };
export type AppAction = Parameters<SliceReducers[keyof SliceReducers]>[1];
/** Slices left out start from their initial state. */
export type PreloadedRootState = Partial<RootState>;

// Redux 5 infers a slice's preloaded state only for reducers that accept any action; ours take their
// slice's action union, so the preloaded shape is stated here (each slice accepts its own state).
const rootReducer = combineReducers(sliceReducers) as Reducer<RootState, AppAction, PreloadedRootState>;

/**
 * An async action: receives dispatch, getState and the `extra` services injected at store creation
 * (Apollo client, persistence...). A thunk that needs no services can leave `Extra` as `unknown`.
 */
export type AppThunk<R = void, Extra = unknown> = (
  dispatch: AppDispatch<Extra>,
  getState: () => RootState,
  extra: Extra,
) => R;

export interface AppDispatch<Extra = unknown> {
  <A extends AppAction>(action: A): A;
  <R>(thunk: AppThunk<R, Extra>): R;
}

export type AppStore<Extra = unknown> = Omit<Store<RootState, AppAction>, 'dispatch'> & {
  dispatch: AppDispatch<Extra>;
};

/** Runs functions as thunks with (dispatch, getState, extra); passes plain actions on. */
export function thunkMiddleware<Extra>(extra: Extra): Middleware<object, RootState> {
  return ({ dispatch, getState }) =>
    (next) =>
    (action) =>
      typeof action === 'function' ? action(dispatch, getState, extra) : next(action);
}

export function createAppStore(preloadedState?: PreloadedRootState): AppStore<undefined>;
export function createAppStore<Extra>(
  preloadedState: PreloadedRootState | undefined,
  extra: Extra,
): AppStore<Extra>;
export function createAppStore<Extra>(preloadedState?: PreloadedRootState, extra?: Extra): AppStore<Extra> {
  return legacy_createStore(
    rootReducer,
    preloadedState,
    applyMiddleware(thunkMiddleware(extra)),
  ) as unknown as AppStore<Extra>;
}

const StoreContext = createContext<AppStore<unknown> | null>(null);

export interface StoreProviderProps<Extra> {
  store: AppStore<Extra>;
  children?: ReactNode;
}

export function StoreProvider<Extra>({ store, children }: StoreProviderProps<Extra>) {
  return createElement(StoreContext.Provider, { value: store as AppStore<unknown> }, children);
}

function useStore(): AppStore<unknown> {
  const store = useContext(StoreContext);
  if (!store) throw new Error('The store hooks need a <StoreProvider> above them.');
  return store;
}

/** The store's dispatch; name the `Extra` services type when dispatching thunks that use them. */
export function useAppDispatch<Extra = unknown>(): AppDispatch<Extra> {
  return useStore().dispatch as AppDispatch<Extra>;
}

/** Equality of two values, or of their own enumerable keys compared with Object.is. */
export function shallowEqual<T>(a: T, b: T): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  if (keysA.length !== Object.keys(b).length) return false;
  return keysA.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(b, key) &&
      Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * Subscribes to the part of the state `selector` picks; the component re-renders only when that
 * value changes. Values are compared with Object.is by default, so a selector must return a
 * primitive or a reference held in the state (or memoized): a selector building a new object or
 * array on every call re-renders on every store change. For such selectors pass `shallowEqual`
 * (or another `isEqual`): an equal result then keeps the previous reference.
 */
export function useAppSelector<T>(
  selector: (state: RootState) => T,
  isEqual: (previous: T, next: T) => boolean = Object.is,
): T {
  const store = useStore();
  // The last selection handed out, so an equal result keeps the previous reference across renders.
  const last = useRef<{ value: T } | null>(null);
  const getSelection = useMemo(() => {
    let memo: { state: RootState; value: T } | null = null;
    return () => {
      const state = store.getState();
      if (memo && memo.state === state) return memo.value;
      const next = selector(state);
      const previous = memo ?? last.current;
      const value = previous && isEqual(previous.value, next) ? previous.value : next;
      memo = { state, value };
      last.current = { value };
      return value;
    };
  }, [store, selector, isEqual]);
  return useSyncExternalStore(store.subscribe, getSelection, getSelection);
}
