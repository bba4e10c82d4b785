/** @jest-environment node */
import { describeReports, reportUriFrom } from '../securityHeaders';
import { ask, startServer, withoutMsw, type Harness } from './harness';

withoutMsw();

describe('security headers', () => {
  describe('by default', () => {
    let h: Harness;
    beforeAll(async () => {
      h = await startServer({ pageDataTimeoutMs: 0 });
    });
    afterAll(() => h.stop());

    it('names no report address', async () => {
      const answer = await ask(`${h.server.url}/`);
      expect(String(answer.headers['content-security-policy'])).not.toMatch(/report-(uri|to)/);
      expect(answer.headers['reporting-endpoints']).toBeUndefined();
    });

    it('sends no Strict-Transport-Security over http, nor for a proxy it does not trust', async () => {
      expect((await ask(`${h.server.url}/`)).headers['strict-transport-security']).toBeUndefined();
      const forwarded = await ask(`${h.server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(forwarded.headers['strict-transport-security']).toBeUndefined();
    });

    it('does not serve source maps', async () => {
      for (const path of ['/js/main.0123abcd.js.map', '/sw.js.map']) {
        const answer = await ask(`${h.server.url}${path}`);
        expect({ path, status: answer.status }).toEqual({ path, status: 404 });
        expect(answer.body.toString()).not.toContain('sources');
      }
      expect((await ask(`${h.server.url}/js/main.0123abcd.js`)).status).toBe(200);
    });

    it('has no report receiver', async () => {
      const answer = await ask(`${h.server.url}/csp-report`, { method: 'POST', body: '{}' });
      expect(answer.status).toBe(405);
    });
  });

  describe('behind a trusted proxy, with reports to the server itself and source maps', () => {
    let h: Harness;
    const logged: string[] = [];
    beforeAll(async () => {
      h = await startServer({
        pageDataTimeoutMs: 0,
        trustProxy: true,
        cspReportUri: '/csp-report',
        serveSourceMaps: true,
      });
    });
    afterAll(() => h.stop());
    beforeEach(() => {
      logged.length = 0;
      jest.spyOn(console, 'warn').mockImplementation((line: string) => void logged.push(line));
    });
    afterEach(() => jest.restoreAllMocks());

    it('sends Strict-Transport-Security for a request the proxy says came over https', async () => {
      const https = await ask(`${h.server.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await ask(`${h.server.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      expect((await ask(`${h.server.url}/`)).headers['strict-transport-security']).toBeUndefined();
    });

    it('names its report receiver in the policy and in Reporting-Endpoints', async () => {
      const answer = await ask(`${h.server.url}/`);
      expect(String(answer.headers['content-security-policy'])).toMatch(
        /; report-uri \/csp-report; report-to csp-endpoint$/,
      );
      expect(answer.headers['reporting-endpoints']).toBe('csp-endpoint="/csp-report"');
    });

    it('logs each report on one line, in either format, and refuses a large one', async () => {
      const legacy = await ask(`${h.server.url}/csp-report`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/csp-report' },
        body: JSON.stringify({
          'csp-report': {
            'document-uri': 'http://shop.example/',
            'effective-directive': 'style-src-elem',
            'blocked-uri': 'inline',
          },
        }),
      });
      expect(legacy.status).toBe(204);
      const modern = await ask(`${h.server.url}/csp-report`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/reports+json' },
        body: JSON.stringify([
          {
            type: 'csp-violation',
            body: {
              documentURL: 'http://shop.example/cart',
              effectiveDirective: 'img-src',
              blockedURL: 'https://tracker.example/p.gif',
            },
          },
        ]),
      });
      expect(modern.status).toBe(204);
      expect(logged).toEqual([
        '[csp] style-src-elem blocked inline on http://shop.example/',
        '[csp] img-src blocked https://tracker.example/p.gif on http://shop.example/cart',
      ]);
      const large = await ask(`${h.server.url}/csp-report`, { method: 'POST', body: 'x'.repeat(64 * 1024) });
      expect(large.status).toBe(413);
      expect(logged).toHaveLength(2);
    });

    it('serves source maps when told to', async () => {
      const answer = await ask(`${h.server.url}/js/main.0123abcd.js.map`);
      expect(answer.status).toBe(200);
      expect(answer.body.toString()).toContain('sources');
    });
  });
});

describe('the policy parts', () => {
  it('takes a report address that cannot change the policy', () => {
    expect(reportUriFrom(undefined)).toBeNull();
    expect(reportUriFrom('self')).toBe('/csp-report');
    expect(reportUriFrom('https://reports.example/csp')).toBe('https://reports.example/csp');
    expect(() => reportUriFrom("https://x.example/; script-src 'unsafe-eval'")).toThrow(/CSP_REPORT_URI/);
    expect(() => reportUriFrom('javascript:alert(1)')).toThrow(/CSP_REPORT_URI/);
  });

  it('describes nothing for what is not a report', () => {
    expect(describeReports(null)).toEqual([]);
    expect(describeReports([{ type: 'deprecation', body: {} }])).toEqual([]);
  });
});
