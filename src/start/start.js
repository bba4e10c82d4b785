/*
 * Starts the storefront on a page the server sent with a preview of its first view
 * (scripts/lib/preview.ts). It runs before the page's body: the app's scripts, listed in
 * data-scripts (in order) and data-preloads, are requested once the preview has painted its lead
 * image, so the picture and the code do not share the network before the page is seen; the app
 * then renders over the preview (src/index.tsx).
 *
 * The preview is a guest's, in the default store view (data-store, data-currency). A shopper who
 * is signed in, or has chosen another store view or currency, does not see it: the app starts
 * at once and renders their own page; so does one who has kept something that page's first view
 * shows (data-unless-stored: checkout's finished steps, say).
 *
 * Plain JavaScript that every browser in .browserslistrc runs: it is not built (only minified),
 * and it is small enough to load before the page.
 */
(function () {
  var script = document.currentScript;
  var list = function (name) {
    return (script.getAttribute(name) || '').split(' ').filter(Boolean);
  };
  var scripts = list('data-scripts');
  var preloads = list('data-preloads');
  var started = false;
  var preloaded = false;

  function preload() {
    if (preloaded) return;
    preloaded = true;
    scripts.concat(preloads).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = href;
      document.head.appendChild(link);
    });
  }
  // Run once the document is parsed, as deferred scripts do: the app finds the whole #root.
  function whenParsed(callback) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', callback);
    else callback();
  }

  function start() {
    if (started) return;
    started = true;
    preload();
    scripts.forEach(function (src) {
      var element = document.createElement('script');
      element.src = src;
      element.async = false;
      document.head.appendChild(element);
    });
  }

  /** A stored entry's value (platform/persistence/browserPersistence.ts), undefined if none. */
  function stored(name) {
    try {
      var text = localStorage.getItem('radio_storefront__' + name);
      return text === null ? undefined : JSON.parse(JSON.parse(text).value);
    } catch {
      return undefined;
    }
  }
  var token = stored('signin_token');
  var store = stored('store_view_code');
  var currency = stored('store_view_currency');
  var own =
    token !== undefined ||
    list('data-unless-stored').some(function (name) {
      return stored(name) !== undefined;
    }) ||
    (store !== undefined && store !== script.getAttribute('data-store')) ||
    (currency !== undefined && currency !== script.getAttribute('data-currency'));
  if (own) {
    document.documentElement.setAttribute('data-preview', 'off');
    preload();
    whenParsed(start);
    return;
  }

  // After the frame that shows it (a hidden tab paints nothing: the timer starts the app there).
  function afterPaint() {
    setTimeout(start, 300);
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
    });
  }
  function whenLeadImageShown() {
    var image = document.querySelector('#root img[fetchpriority="high"]');
    if (!image || image.complete) {
      afterPaint();
      return;
    }
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', afterPaint);
    // A slow picture does not hold the app up for long.
    setTimeout(start, 1500);
  }
  whenParsed(whenLeadImageShown);
})();
