import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2];
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
  ],
});
const { lhr } = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
await chrome.kill();
const lcpObserved = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
const navStart = 0;
console.log(
  'LCP sim',
  Math.round(lhr.audits['largest-contentful-paint'].numericValue),
  'observed',
  lcpObserved,
  'TBT',
  Math.round(lhr.audits['total-blocking-time'].numericValue),
);
const items = lhr.audits['network-requests'].details.items;
let total = 0;
for (const r of items) {
  const before = r.networkRequestTime < lcpObserved;
  if (before) total += r.transferSize;
  console.log(
    before ? '*' : ' ',
    Math.round(r.networkRequestTime),
    Math.round(r.networkEndTime),
    (r.transferSize / 1024).toFixed(1).padStart(6),
    r.priority,
    r.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90),
  );
}
console.log('bytes before LCP', (total / 1024).toFixed(1));
const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
console.log('LCP element', lcpEl);
