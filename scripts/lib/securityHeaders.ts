/**
 * The security headers of every answer:
 * - a Content-Security-Policy the app runs under. style-src keeps 'unsafe-inline': Page Builder
 *   content brings its styles as `<style>` elements and style attributes, and the app's parser
 *   (src/components/RichContent/htmlToReact.ts parseHtml, src/features/content/pagebuilder) reads
 *   them in a document of the page's own, which the page's policy governs: Chromium refuses each
 *   one there ("Applying inline style violates ...") and the content loses its layout. A hash
 *   cannot help (CMS styles are not known in advance, and a hash turns 'unsafe-inline' off).
 * - with a report address (CSP_REPORT_URI), `report-uri` and `report-to` with its
 *   Reporting-Endpoints; `self` names the server's own /csp-report (reportReceiver).
 * - Strict-Transport-Security only for a request that came over HTTPS: over a TLS socket, or,
 *   when the proxy in front is trusted (TRUST_PROXY=1), with `X-Forwarded-Proto: https`. Never
 *   over plain http, where a browser ignores it and a proxy's header could not be trusted.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { answerTooLarge, BodyTooLargeError, readBodyWithin } from './bodyLimit';

const FRAME_HOSTS =
  'https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com https://www.google.com';

/** Where the server receives reports itself (CSP_REPORT_URI=self). */
export const CSP_REPORT_PATH = '/csp-report';
/** The Reporting-Endpoints name the policy's report-to names. */
const REPORT_GROUP = 'csp-endpoint';
/** The largest report read; a browser's is a few hundred bytes. */
const MAX_REPORT_BYTES = 16 * 1024;

export const HSTS = 'max-age=31536000; includeSubDomains';

export interface PolicySettings {
  /** Where violations are reported (report-uri and report-to), or null. */
  reportUri: string | null;
}

export function contentSecurityPolicy({ reportUri }: PolicySettings): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    `frame-src ${FRAME_HOSTS}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(reportUri ? [`report-uri ${reportUri}`, `report-to ${REPORT_GROUP}`] : []),
  ].join('; ');
}

/**
 * The report address CSP_REPORT_URI names: `self` is the server's own; an absolute http(s) URL
 * or a path is taken as it is; anything else (a space, a quote, a semicolon could change the
 * policy) is refused.
 */
export function reportUriFrom(value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (trimmed === 'self') return CSP_REPORT_PATH;
  if (/^(?:https?:\/\/[^\s;,"']+|\/[^\s;,"']*)$/i.test(trimmed)) return trimmed;
  throw new Error(`CSP_REPORT_URI must be "self", an http(s) URL or a path, not ${JSON.stringify(value)}`);
}

/** The headers every answer has, for `policy`. */
export function securityHeaders(policy: string, reportUri: string | null): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    ...(reportUri ? { 'Reporting-Endpoints': `${REPORT_GROUP}="${reportUri}"` } : {}),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
  };
}

/** Whether the request came over HTTPS (see the header comment for when a proxy is believed). */
export function cameOverHttps(req: IncomingMessage, trustProxy: boolean): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted) return true;
  if (!trustProxy) return false;
  const forwarded = req.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first?.toLowerCase() === 'https';
}

/** One line for a report, whichever format it came in (report-uri's or the Reporting API's). */
export function describeReports(body: unknown): string[] {
  const reports = Array.isArray(body)
    ? body.map((report: { type?: unknown; body?: Record<string, unknown> }) =>
        report?.type === 'csp-violation' ? report.body : undefined,
      )
    : [(body as { 'csp-report'?: Record<string, unknown> } | null)?.['csp-report']];
  const text = (value: unknown) =>
    String(value ?? '-')
      .replace(/[^\x20-\x7e]/g, '?')
      .slice(0, 200);
  return reports
    .filter((report): report is Record<string, unknown> => Boolean(report && typeof report === 'object'))
    .map(
      (report) =>
        `[csp] ${text(report['effective-directive'] ?? report.effectiveDirective ?? report['violated-directive'])} ` +
        `blocked ${text(report['blocked-uri'] ?? report.blockedURL)} ` +
        `on ${text(report['document-uri'] ?? report.documentURL)}`,
    );
}

/**
 * Receives a browser's violation reports at CSP_REPORT_PATH: POST only, at most
 * MAX_REPORT_BYTES, each logged on one line, answered 204.
 */
export async function receiveReport(
  req: IncomingMessage,
  res: ServerResponse,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<void> {
  if (req.method !== 'POST') {
    res.statusCode = 405;
    res.setHeader('Allow', 'POST');
    res.end();
    return;
  }
  let body: Buffer;
  try {
    body = await readBodyWithin(req, MAX_REPORT_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) answerTooLarge(req, res, MAX_REPORT_BYTES);
    else res.destroy();
    return;
  }
  let lines: string[] = [];
  try {
    lines = describeReports(JSON.parse(body.toString('utf8')));
  } catch {
    // Not JSON: nothing to log.
  }
  for (const line of lines.slice(0, 20)) log(line);
  res.statusCode = 204;
  res.end();
}
