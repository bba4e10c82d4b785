/**
 * The server's preview of a page's first view (built by `npm run build` into
 * dist-server/preview.js; scripts/lib/preview.ts runs it). The server already has the answers to
 * the page's first queries (scripts/lib/pageData.ts); this renders the app's own tree with them,
 * as a guest in the default store view, so the page's content is in the HTML it sends. The
 * browser paints it at once and the app, when it starts, renders over it (index.tsx): the preview
 * is never hydrated, and it is inert meanwhile, so nothing is clicked or typed into a page that is
 * about to be replaced.
 *
 * Nothing goes to the backend from here for a catalog page: a query the server did not answer is
 * left loading. The cart and checkout pages are rendered with the guest's own cart (`cart`: its id
 * from the cart cookie, and the backend to ask): the tree is rendered until its queries are
 * answered (Apollo's prerenderStatic), within the same time limit. A preview without its page's
 * heading is not sent (renderPreview answers null).
 */
import { text } from 'node:stream/consumers';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import App from './app/App';
import { appRoutePage, loadAppRouteData, warmRoute } from './app/pages/loadPage';
import { bootstrapAnswer, queryKeyOfUrl } from './app/resolver/pageBootstrap';
import { isAppRoute, staticRoutes } from './app/routes';
import Storefront from './app/Storefront';
import { warmShellQueries } from './features/shell/hooks/warmShell';
import type { BootstrapAnswer } from './platform/apollo/bootstrapLink';
import { createClient } from './platform/apollo/createClient';
import { DEFAULT_LOCALE, loadMessages } from './platform/intl/loadMessages';
import { BrowserPersistence } from './platform/persistence/browserPersistence';
import { initialCartState } from './store/cartSlice';
import { checkoutActions } from './store/checkoutSlice';
import { createAppStore } from './store/createAppStore';

export interface PreviewRequest {
  pathname: string;
  search: string;
  /** The answers sent with the page (PageBootstrap.answers), by query key. */
  answers: Record<string, BootstrapAnswer>;
  /** How long the render may take before it is given up (ms). */
  timeoutMs?: number;
  /**
   * A guest's cart, for the cart and checkout pages: its id, and the backend's GraphQL endpoint
   * with the fetch to ask it with (the cart's queries are asked while rendering).
   */
  cart?: {
    id: string;
    uri: string;
    fetch: typeof fetch;
    /**
     * Hears each answer the render was given, by query key (the app's first render then shows what
     * the preview showed: the server sends them with this page alone).
     */
    onAnswer?: (key: string, answer: BootstrapAnswer) => void;
  };
}

// Rich content (the header's info bar, descriptions, CMS blocks) is parsed with DOMParser where
// there is no document (htmlToReact.ts); the server's is jsdom's, made once.
const { window: parserWindow } = new JSDOM('');
Object.assign(globalThis, { DOMParser: parserWindow.DOMParser, Node: parserWindow.Node });

// An abort: the request fails as one the app expects (errorLink.ts logs none).
const refuse: typeof fetch = () =>
  Promise.reject(new DOMException('The preview asks the backend nothing.', 'AbortError'));

/** The page's first data and code, as the browser's warm-up loads them (dataLayer.tsx). */
async function loadFirstView(client: ReturnType<typeof createClient>, pathname: string, search: string) {
  void warmShellQueries(client);
  if (isAppRoute(pathname)) {
    const route = staticRoutes.find(({ path }) => matchPath(path, pathname));
    const page = appRoutePage(pathname);
    await Promise.all([route?.component.preload(), page && loadAppRouteData(client, page, search)]);
  } else {
    await warmRoute(client, pathname, search);
  }
  await client.pageAnswersWritten();
}

/** The page's first view as HTML for inside #root, or null when it cannot be shown whole. */
export async function renderPreview({
  pathname,
  search,
  answers,
  timeoutMs = 1000,
  cart,
}: PreviewRequest): Promise<string | null> {
  // A cart query that fails (the network, the backend, an error in its answer) leaves the page to
  // the app, which says what went wrong: the preview never shows an empty cart for a failed one.
  let failed = false;
  const asking: typeof fetch | undefined =
    cart &&
    (async (input, init) => {
      try {
        const response = await cart.fetch(input, init);
        const answer = response.ok ? bootstrapAnswer(await response.clone().json()) : null;
        const key = queryKeyOfUrl(
          typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
        );
        if (!answer) failed = true;
        else if (key) cart.onAnswer?.(key, answer);
        return response;
      } catch (error) {
        failed = true;
        throw error;
      }
    });
  const client = createClient({
    persistence: new BrowserPersistence(null),
    bootstrapAnswers: new Map(Object.entries(answers)),
    uri: cart?.uri ?? 'http://preview.invalid/graphql',
    fetch: asking ?? refuse,
    retry: false,
    persistCache: false,
    isOnline: () => true,
    ssrMode: Boolean(cart),
  });
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const [messages] = await Promise.all([
      loadMessages(DEFAULT_LOCALE),
      loadFirstView(client, pathname, search),
    ]);
    const location = `${pathname}${search}`;
    const Router = ({ children }: { children: ReactNode }) => (
      <StaticRouter location={location}>{children}</StaticRouter>
    );
    const store = createAppStore(cart ? { cart: { ...initialCartState, cartId: cart.id } } : {});
    // Checkout as its page's first effect leaves it with nothing kept (beginCheckout): the steps,
    // from the first. A shopper who has kept finished steps is not shown this (start.js).
    if (cart) store.dispatch(checkoutActions.begin());
    const tree = (
      <App
        store={store}
        dataLayer={Promise.resolve({ default: () => <Storefront client={client} /> })}
        initialCatalogue={{ locale: DEFAULT_LOCALE, messages }}
        Router={Router}
      />
    );
    const render = async (node: ReactNode) => {
      const { prelude } = await prerenderToNodeStream(node, {
        signal: abort.signal,
        // Every boundary inline: a large one would otherwise be sent apart and moved into place by
        // an inline script, which the page's CSP does not run (and the preview runs no script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          if (process.env.PAGE_PREVIEW_DEBUG) console.error('[preview] render error:', error);
        },
      });
      return text(prelude);
    };
    // The shopper's cart is asked while rendering: render again until every query is answered.
    const html = cart
      ? (
          await prerenderStatic({
            tree,
            signal: abort.signal,
            maxRerenders: 4,
            renderFunction: render,
          })
        ).result
      : await render(tree);
    // A page still being looked up has no heading yet: the app's own first render shows it.
    if (abort.signal.aborted || failed || !/<h1[\s>]/.test(html)) {
      return null;
    }
    return html;
  } catch (error) {
    if (process.env.PAGE_PREVIEW_DEBUG) console.error('[preview] failed:', error);
    return null;
  } finally {
    clearTimeout(timer);
    client.stop();
  }
}
