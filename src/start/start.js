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
  // Content backgrounds (Page Builder's) are asked for at their box's size, which only layout
  // tells: the preview carries their URL with these two numbers standing for the width and height
  // (UNMEASURED_BOX in src/platform/images/contentImage.ts).
  var UNMEASURED_WIDTH = '1000003';
  var UNMEASURED_HEIGHT = '1000033';
  var cssUrl = function (url) {
    return (
      'url("' +
      url.replace(/["\\\n\r\f]/g, function (char) {
        return '\\' + char.charCodeAt(0).toString(16) + ' ';
      }) +
      '")'
    );
  };
  /**
   * Shows the preview's backgrounds in or just below the viewport (not a slider's hidden slides)
   * at their laid-out size, as the app would (useBackground), once layout has run, and marks them
   * so the app's first render asks for the same URLs. Calls back with the URLs asked for.
   */
  function showBackgrounds(preview, done) {
    var elements = preview ? preview.querySelectorAll('[data-pb-background]') : [];
    if (!elements.length || typeof ResizeObserver === 'undefined') {
      done([]);
      return;
    }
    var observer = new ResizeObserver(function () {
      observer.disconnect();
      var urls = [];
      var height = window.innerHeight;
      var width = window.innerWidth;
      Array.prototype.forEach.call(elements, function (element) {
        var rect = element.getBoundingClientRect();
        var near = rect.bottom > 0 && rect.top < height * 1.5 && rect.right > 0 && rect.left < width;
        if (!rect.width || !rect.height || !near || element.closest('[inert]') !== preview) return;
        var mobile = element.getAttribute('data-pb-background-mobile');
        var media = element.getAttribute('data-pb-media');
        var useMobile = Boolean(mobile && media && window.matchMedia(media).matches);
        var boxWidth = String(Math.ceil(rect.width));
        var boxHeight = String(Math.ceil(rect.height));
        var url = (useMobile ? mobile : element.getAttribute('data-pb-background'))
          .split(UNMEASURED_WIDTH)
          .join(boxWidth)
          .split(UNMEASURED_HEIGHT)
          .join(boxHeight);
        element.style.backgroundImage = cssUrl(url);
        element.setAttribute('data-pb-measured', boxWidth + 'x' + boxHeight);
        element.setAttribute('data-pb-shown', element.getAttribute(useMobile ? 'data-pb-src-mobile' : 'data-pb-src'));
        urls.push(url);
      });
      done(urls);
    });
    Array.prototype.forEach.call(elements, function (element) {
      observer.observe(element);
    });
  }

  function whenLeadImageShown() {
    // A slow picture does not hold the app up for long.
    setTimeout(start, 1500);
    var image = document.querySelector('#root img[fetchpriority="high"]');
    showBackgrounds(document.querySelector('#root > [data-preview]'), function (urls) {
      // Without a lead <img>, the backgrounds in view are the page's largest pictures.
      if (image) return;
      var pending = urls.length;
      if (!pending) afterPaint();
      urls.forEach(function (url) {
        var probe = new Image();
        probe.onload = probe.onerror = function () {
          pending -= 1;
          if (!pending) afterPaint();
        };
        probe.src = url;
      });
    });
    if (!image) return;
    if (image.complete) {
      afterPaint();
      return;
    }
    image.addEventListener('load', afterPaint);
    image.addEventListener('error', afterPaint);
  }
  whenParsed(whenLeadImageShown);
})();
