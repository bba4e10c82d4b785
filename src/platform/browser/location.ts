/**
 * Full-page navigation, in one place so tests can observe it (jsdom cannot follow it) and the
 * app never calls window.location directly.
 */
export const browserLocation = {
  /** Leaves the app for an absolute URL (a redirect to another host). */
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Reloads the page (store switch, another tab changed the cart, token expiry). */
  reload(): void {
    window.location.reload();
  },
};
