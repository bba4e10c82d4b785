import { toErrorMessage } from '../platform/apollo/errorMessage';

/** The navigation drawer's name; other drawers (e.g. 'filter') use their own names. */
export const NAV_DRAWER = 'nav';

/** Views of the navigation drawer (spec 2, "Navigation drawer"). */
export type DrawerView = 'MENU' | 'SIGN_IN' | 'CREATE_ACCOUNT' | 'FORGOT_PASSWORD' | 'MY_ACCOUNT';

export interface UnhandledError {
  id: string;
  message: string;
  name: string | null;
  stack: string | null;
  timestamp: number;
}

export interface AppState {
  /** The open drawer's name, or null when every drawer is closed. */
  drawer: string | null;
  /** Which view the navigation drawer shows. */
  drawerView: DrawerView;
  overlay: boolean;
  searchOpen: boolean;
  isOnline: boolean;
  hasBeenOffline: boolean;
  isPageLoading: boolean;
  nextRootComponent: string | null;
  unhandledErrors: UnhandledError[];
}

export function createInitialAppState(): AppState {
  const onLine = typeof navigator !== 'undefined' ? navigator.onLine : undefined;
  return {
    drawer: null,
    drawerView: 'MENU',
    overlay: false,
    searchOpen: false,
    isOnline: typeof onLine === 'boolean' ? onLine : true,
    hasBeenOffline: false,
    isPageLoading: false,
    nextRootComponent: null,
    unhandledErrors: [],
  };
}

let errorSequence = 0;

function createErrorId(timestamp: number): string {
  errorSequence += 1;
  return `${timestamp.toString(36)}-${errorSequence.toString(36)}`;
}

export const appActions = {
  /** Opens the named drawer (and the overlay); `null` closes every drawer (and the overlay). */
  toggleDrawer: (name: string | null) => ({ type: 'app/toggleDrawer', payload: name }) as const,
  closeDrawer: () => ({ type: 'app/closeDrawer' }) as const,
  setOnline: () => ({ type: 'app/setOnline' }) as const,
  setOffline: () => ({ type: 'app/setOffline' }) as const,
  toggleSearch: () => ({ type: 'app/toggleSearch' }) as const,
  executeSearch: () => ({ type: 'app/executeSearch' }) as const,
  /** Clears the error with this id, or every collected error when no id is given. */
  markErrorsHandled: (id?: string) => ({ type: 'app/markErrorsHandled', payload: id ?? null }) as const,
  /** Records an uncaught error as serialisable data; the id is generated unless given. */
  addUnhandledError: (error: unknown, id?: string) => {
    const timestamp = Date.now();
    const isError = error instanceof Error;
    const payload: UnhandledError = {
      id: id ?? createErrorId(timestamp),
      message: toErrorMessage(error).message,
      name: isError ? error.name : null,
      stack: isError ? (error.stack ?? null) : null,
      timestamp,
    };
    return { type: 'app/addUnhandledError', payload } as const;
  },
  setPageLoading: (isLoading: boolean) => ({ type: 'app/setPageLoading', payload: isLoading }) as const,
  setNextRootComponent: (name: string | null) =>
    ({ type: 'app/setNextRootComponent', payload: name }) as const,
  showMainMenu: () => ({ type: 'app/showMainMenu' }) as const,
  showSignIn: () => ({ type: 'app/showSignIn' }) as const,
  showCreateAccount: () => ({ type: 'app/showCreateAccount' }) as const,
  showForgotPassword: () => ({ type: 'app/showForgotPassword' }) as const,
  showMyAccount: () => ({ type: 'app/showMyAccount' }) as const,
};

export type AppAction = ReturnType<(typeof appActions)[keyof typeof appActions]>;

function withDrawerView(state: AppState, drawerView: DrawerView): AppState {
  return state.drawerView === drawerView ? state : { ...state, drawerView };
}

export function appReducer(state: AppState = createInitialAppState(), action: AppAction): AppState {
  switch (action.type) {
    case 'app/toggleDrawer':
      return { ...state, drawer: action.payload, overlay: action.payload !== null };
    case 'app/closeDrawer':
      return { ...state, drawer: null, overlay: false };
    case 'app/setOnline':
      return { ...state, isOnline: true };
    case 'app/setOffline':
      return { ...state, isOnline: false, hasBeenOffline: true };
    case 'app/toggleSearch':
      return { ...state, searchOpen: !state.searchOpen };
    case 'app/executeSearch':
      return { ...state, searchOpen: false };
    case 'app/markErrorsHandled': {
      const id = action.payload;
      return {
        ...state,
        unhandledErrors: id === null ? [] : state.unhandledErrors.filter((entry) => entry.id !== id),
      };
    }
    case 'app/addUnhandledError':
      if (state.unhandledErrors.some((entry) => entry.id === action.payload.id)) return state;
      return { ...state, unhandledErrors: [...state.unhandledErrors, action.payload] };
    case 'app/setPageLoading':
      return { ...state, isPageLoading: action.payload };
    case 'app/setNextRootComponent':
      return { ...state, nextRootComponent: action.payload };
    case 'app/showMainMenu':
      return withDrawerView(state, 'MENU');
    case 'app/showSignIn':
      return withDrawerView(state, 'SIGN_IN');
    case 'app/showCreateAccount':
      return withDrawerView(state, 'CREATE_ACCOUNT');
    case 'app/showForgotPassword':
      return withDrawerView(state, 'FORGOT_PASSWORD');
    case 'app/showMyAccount':
      return withDrawerView(state, 'MY_ACCOUNT');
    default:
      return state;
  }
}
