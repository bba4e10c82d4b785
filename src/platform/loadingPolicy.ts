/**
 * The loading policy: every moment the storefront waits for while it loads a page or fetches
 * ahead, and for how long, in one place. Each name says what is waited for; each comment says
 * why the wait is that long. All in milliseconds. The code imports them by name.
 */

// ── A page being opened ───────────────────────────────────────────────────────────────────────

/** Server: how long a page's HTML waits for its first data by default: a slow backend must not hold the page up. */
export const SERVER_PAGE_DATA_WAIT_MS = 300;

/**
 * Server: how long the cart and checkout pages' HTML waits for a guest's cart to render their first
 * view with it (the page goes without the view after that): well under what a phone takes to load
 * the app's code and ask for the cart itself.
 */
export const SERVER_CART_PREVIEW_WAIT_MS = 500;

/** The first render waits this long for the code a sent page's data calls for, so the page is whole in its first commit. */
export const BOOTSTRAP_PAGE_CONTENT_WAIT_MS = 1000;

/** A resolved page waits this long for its first data, so it renders once filled in; slower data shows its loading state. */
export const RESOLVED_PAGE_DATA_WAIT_MS = 2500;

/** Focus waits this long for the new page's heading, then gives up: a page may never show one. */
export const NEW_PAGE_FOCUS_WAIT_MS = 10_000;

// ── The page showing itself ───────────────────────────────────────────────────────────────────

/** A listing's other images wait at most this long for the main one: fetched beside it they share its bandwidth. */
export const MAIN_IMAGE_WAIT_MS = 1500;

/** Longest wait for the two frames that put a render on screen: a hidden tab draws none. */
export const PAINT_WAIT_MS = 250;

// ── The page quiet ────────────────────────────────────────────────────────────────────────────

/** An idle period at least this long means nothing is pending: no task queued, no frame due soon. */
export const QUIET_PERIOD_MS = 40;

/** Without requestIdleCallback, what an idle moment is taken to give: a frame's spare time. */
export const IDLE_PERIOD_FALLBACK_MS = 8;

/** Without requestIdleCallback, a quiet moment is assumed this long after the check, so the page's own tasks run first. */
export const QUIET_FALLBACK_DELAY_MS = 200;

/** Work fetched ahead that the page is not quiet enough for within this time is dropped: it was only ahead. */
export const QUIET_GIVE_UP_MS = 10_000;

/** Content below the page's top is due by this long after load even far from the viewport, so it is ready when reached. */
export const BELOW_TOP_CONTENT_DUE_MS = 3000;

/** The service worker registers at the first quiet moment after load, at the latest this long after it: its precache must not slow the first page. */
export const SERVICE_WORKER_REGISTER_WAIT_MS = 10_000;

/** A save of the persisted cache waits at most this long for idle time: saving must not compete with rendering. */
export const CACHE_SAVE_IDLE_WAIT_MS = 2000;

// ── Fetching ahead ────────────────────────────────────────────────────────────────────────────

/** Links in view are prefetched no sooner than this after the page starts: its own data and main image go first. */
export const LINK_PREFETCH_SETTLE_MS = 2500;

/** Then each link waits at most this long for idle time: one after another, never during rendering. */
export const LINK_PREFETCH_IDLE_TIMEOUT_MS = 5000;

/** Without requestIdleCallback, each link waits this long instead: a task's gap for the page's own work. */
export const LINK_PREFETCH_IDLE_FALLBACK_MS = 50;

/** A pointer or focus resting this long on a product link means intent: its pictures are fetched ahead; a pass over it does not. */
export const IMAGE_INTENT_MS = 200;
