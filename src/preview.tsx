/**
 * The server's preview of a page's first view (built by `npm run build` into
 * dist-server/preview.js; scripts/lib/preview.ts runs it). The server already has the answers to
 * the page's first queries (scripts/lib/pageData.ts); this renders the app's own tree with them,
 * as a guest in the default store view, so the page's content is in the HTML it sends. The
 * browser paints it at once and the app, when it starts, renders over it (index.tsx): the preview
 * is never hydrated, and it is inert meanwhile, so nothing is clicked or typed into a page that is
 * about to be replaced.
 *
 * Nothing goes to the backend from here: a query the server did not answer is left loading, and
 * a preview without its page's heading is not sent (renderPreview answers null).
 */
import { text } from 'node:stream/consumers';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router';
import App from './app/App';
import { appRoutePage, loadAppRouteData, warmRoute } from './app/pages/loadPage';
import { isAppRoute, staticRoutes } from './app/routes';
import Storefront from './app/Storefront';
import { warmShellQueries } from './features/shell/hooks/warmShell';
import type { BootstrapAnswer } from './platform/apollo/bootstrapLink';
import { createClient } from './platform/apollo/createClient';
import { DEFAULT_LOCALE, loadMessages } from './platform/intl/loadMessages';
import { BrowserPersistence } from './platform/persistence/browserPersistence';
import { createAppStore } from './store/createAppStore';

export interface PreviewRequest {
  pathname: string;
  search: string;
  /** The answers sent with the page (PageBootstrap.answers), by query key. */
  answers: Record<string, BootstrapAnswer>;
  /** How long the render may take before it is given up (ms). */
  timeoutMs?: number;
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
}: PreviewRequest): Promise<string | null> {
  const client = createClient({
    persistence: new BrowserPersistence(null),
    bootstrapAnswers: new Map(Object.entries(answers)),
    uri: 'http://preview.invalid/graphql',
    fetch: refuse,
    retry: false,
    persistCache: false,
    isOnline: () => true,
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
    const { prelude } = await prerenderToNodeStream(
      <App
        store={createAppStore()}
        dataLayer={Promise.resolve({ default: () => <Storefront client={client} /> })}
        initialCatalogue={{ locale: DEFAULT_LOCALE, messages }}
        Router={Router}
      />,
      {
        signal: abort.signal,
        // Every boundary inline: a large one would otherwise be sent apart and moved into place by an
        // inline script, which the page's CSP does not run (and the preview runs no script).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          if (process.env.PAGE_PREVIEW_DEBUG) console.error('[preview] render error:', error);
        },
      },
    );
    const html = await text(prelude);
    // A page still being looked up has no heading yet: the app's own first render shows it.
    if (abort.signal.aborted || !/<h1[\s>]/.test(html)) {
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
