/** The web app manifest's address (public/manifest.webmanifest). */
const MANIFEST_HREF = '/manifest.webmanifest';

/**
 * Links the web app manifest into the document, once. index.html leaves it out: Chromium fetches
 * a linked manifest and its icons while the first page is still loading, where they compete with
 * the page's own requests (the icon alone weighs about half the page's lead image); linked once
 * the page has loaded, it makes the store installable all the same.
 */
export function linkManifest(doc: Document = document): void {
  if (doc.querySelector('link[rel="manifest"]')) return;
  const link = doc.createElement('link');
  link.rel = 'manifest';
  link.href = MANIFEST_HREF;
  doc.head.appendChild(link);
}
