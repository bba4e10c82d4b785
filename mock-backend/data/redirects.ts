/**
 * URL rewrites left behind by the previous site structure (Marketing > SEO & Search > URL
 * Rewrites). Targets are relative paths of live categories (`<url_path>.html`) or products
 * (`<url_key>.html`).
 */
import type { SeedRedirect } from './types';

export const redirects: SeedRedirect[] = [
  {
    request_path: 'turntables.html',
    target_path: 'record-players/hi-fi-turntables.html',
    redirect_code: 301,
  },
  { request_path: 'cruiser.html', target_path: 'record-players/cruiser.html', redirect_code: 301 },
  { request_path: 'cruiser-classic-turquoise.html', target_path: 'cruiser-classic.html', redirect_code: 301 },
  { request_path: 'records/jazz.html', target_path: 'vinyl/classics/jazz.html', redirect_code: 301 },
  { request_path: 'holiday-sale.html', target_path: 'clearance.html', redirect_code: 302 },
];
