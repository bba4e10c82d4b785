import { render } from '@testing-library/react';
import fc from 'fast-check';
import RichContent from '../RichContent';
import {
  cssUrl,
  htmlToReact,
  isSafeCssValue,
  mayHoldInlineHandlers,
  parseHtml,
  parseStyle,
  safeAttributes,
} from '../htmlToReact';

const renderHtml = (html: string) => render(<RichContent html={html} />).container;

describe('RichContent', () => {
  it('keeps ordinary rich text', () => {
    const container = renderHtml(
      '<h2 class="title">Turntables</h2><p>Spin <strong>vinyl</strong> <a href="/vinyl.html">now</a>.</p><ul><li>One</li></ul>',
    );
    expect(container.querySelector('h2.title')).toHaveTextContent('Turntables');
    expect(container.querySelector('a')).toHaveAttribute('href', '/vinyl.html');
    expect(container.querySelector('li')).toHaveTextContent('One');
  });

  it('renders an empty container for empty input', () => {
    const container = renderHtml('   ');
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('parses inline styles into style objects', () => {
    const container = renderHtml('<div style="text-align: center; margin-top: 10px; --accent: #fff">x</div>');
    const div = container.querySelector('[style]') as HTMLElement;
    expect(div.style.textAlign).toBe('center');
    expect(div.style.marginTop).toBe('10px');
    expect(div.style.getPropertyValue('--accent')).toBe('#fff');
  });

  it('keeps data and aria attributes, drops unknown ones', () => {
    const container = renderHtml('<div data-content-type="row" aria-label="Row" foo="bar">x</div>');
    const div = container.querySelector('[data-content-type]')!;
    expect(div).toHaveAttribute('aria-label', 'Row');
    expect(div).not.toHaveAttribute('foo');
  });

  it('adds rel=noopener to links that open a new window', () => {
    const container = renderHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>');
    expect(container.querySelector('a')).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('unwraps unknown elements and keeps their text', () => {
    const container = renderHtml('<custom-thing><b>bold</b> text</custom-thing>');
    expect(container.querySelector('custom-thing')).toBeNull();
    expect(container).toHaveTextContent('bold text');
  });
});

describe('XSS payloads never survive', () => {
  const payloads = [
    '<script>window.__xss = 1</script>',
    '<img src="x" onerror="window.__xss = 1">',
    '<a href="javascript:window.__xss=1">click</a>',
    '<a href="  JaVaScRiPt:window.__xss=1">click</a>',
    '<a href="java\tscript:window.__xss=1">click</a>',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<svg><script>window.__xss=1</script></svg>',
    '<svg onload="window.__xss=1"><a xlink:href="javascript:alert(1)">x</a></svg>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="javascript:alert(1)"></object>',
    '<embed src="javascript:alert(1)">',
    '<form action="javascript:alert(1)"><button>go</button></form>',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<div style="width: expression(alert(1))">x</div>',
    '<img srcset="javascript:alert(1) 1x">',
    '<video poster="javascript:alert(1)"></video>',
    '<details open ontoggle="window.__xss=1">x</details>',
    '<p><noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript></p>',
    '<base href="javascript:/">',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<template><img src=x onerror=alert(1)></template>',
  ];

  it.each(payloads)('%s', (payload) => {
    const container = renderHtml(payload);
    const elements = Array.from(container.querySelectorAll('*'));
    const dangerous = /^(script|iframe|object|embed|svg|math|form|base|meta|template|style|link)$/i;
    expect(
      elements.filter((element) => dangerous.test(element.tagName)).map((element) => element.tagName),
    ).toEqual([]);
    for (const element of elements) {
      for (const { name, value } of Array.from(element.attributes)) {
        expect(name).not.toMatch(/^on/i);
        if (['href', 'src', 'srcset', 'poster', 'action', 'style'].includes(name)) {
          expect(value.toLowerCase().replace(/\s/g, '')).not.toMatch(
            /javascript:|vbscript:|data:text|expression\(/,
          );
        }
      }
    }
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});

describe('URLs and styles', () => {
  it('drops unsafe declarations and keeps the rest', () => {
    expect(
      parseStyle('color: red; background: url(javascript:x); -webkit-transform: none; width: 1px !important'),
    ).toEqual({
      color: 'red',
      WebkitTransform: 'none',
      width: '1px',
    });
  });

  it("loads a remote backend's media from the storefront's own /media/, and leaves links alone", () => {
    const remote = 'https://magento.example.com/media/wysiwyg/menu/promo.jpg';
    const container = renderHtml(
      `<a href="https://magento.example.com/media/manual.pdf"><img src="${remote}" srcset="${remote}?width=320 320w, /local.jpg 2x" alt=""></a>` +
        `<video poster="${remote}"><source src="https://cdn.example.net/pub/media/video/loop.mp4" type="video/mp4"></video>` +
        `<div style="background-image: url('${remote}'); color: red">x</div>`,
    );
    expect(container.querySelector('img')).toHaveAttribute('src', '/media/wysiwyg/menu/promo.jpg');
    expect(container.querySelector('img')).toHaveAttribute(
      'srcset',
      '/media/wysiwyg/menu/promo.jpg?width=320 320w, /local.jpg 2x',
    );
    expect(container.querySelector('video')).toHaveAttribute('poster', '/media/wysiwyg/menu/promo.jpg');
    expect(container.querySelector('source')).toHaveAttribute('src', '/media/video/loop.mp4');
    expect(parseStyle(`background-image: url('${remote}'); color: red`)).toEqual({
      backgroundImage: "url('/media/wysiwyg/menu/promo.jpg')",
      color: 'red',
    });
    expect(container.querySelector('a')).toHaveAttribute(
      'href',
      'https://magento.example.com/media/manual.pdf',
    );
  });

  it('never throws on random or malformed HTML', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        htmlToReact(text);
        htmlToReact(`<div ${text}>${text}</div><${text}`);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseHtml', () => {
  it('builds a document with no inline handler or template in it, and working inline styles', () => {
    const doc = parseHtml(
      '<div onclick="x()" style="background-color: #fff; margin: 0 4px" class="a"><img src="x" onerror="x()">' +
        '<svg onload="x()"><animate onbegin="x()"></animate></svg><details open ontoggle="x()"></details>' +
        '<template><b onclick="x()">t</b></template><p ONMOUSEOVER="x()">text</p></div>',
    );
    const elements = Array.from(doc.querySelectorAll('*'));
    expect(
      elements.flatMap((element) => element.getAttributeNames()).filter((name) => /^on/i.test(name)),
    ).toEqual([]);
    expect(doc.querySelector('template')).toBeNull();
    const div = doc.querySelector<HTMLElement>('div.a')!;
    expect(div.style.backgroundColor).toBe('rgb(255, 255, 255)');
    expect(div.style.marginRight).toBe('4px');
    expect(doc.querySelector('p')?.textContent).toBe('text');
  });

  it('falls back to an inert DOMParser document where a windowless one cannot be made', () => {
    const make = jest.spyOn(DOMImplementation.prototype, 'createHTMLDocument').mockImplementation(() => {
      throw new Error('not here');
    });
    try {
      const doc = parseHtml('<p class="x">still parsed</p>');
      expect(doc.querySelector('p.x')?.textContent).toBe('still parsed');
    } finally {
      make.mockRestore();
    }
  });

  it('tells markup that may hold an inline handler from markup that cannot', () => {
    for (const html of [
      '<img src=x onerror=y>',
      '<a/onclick=x>a</a>',
      '<a title="x"onclick=y>a</a>',
      "<a title='x'ONCLICK=y>a</a>",
      '<svg><animate\nonbegin=x></svg>',
      '<p\tonmouseover=x>p</p>',
      '<img src=x\fonerror=y>',
      '<p>the only one</p>',
    ]) {
      expect(mayHoldInlineHandlers(html)).toBe(true);
    }
    for (const html of [
      '<p class="lead">Record players</p>',
      '<a href="/sale.html">Shop the sale on turntables</a>',
      '<button type="button">Button</button><p>Free shipping on 2+ items</p>',
      '',
    ]) {
      expect(mayHoldInlineHandlers(html)).toBe(false);
    }
  });

  it('never calls markup without handlers safe when the HTML parser gives it one', () => {
    const hasHandler = (root: ParentNode): boolean =>
      Array.from(root.querySelectorAll('*')).some(
        (element) =>
          element.getAttributeNames().some((name) => /^on[a-z]/i.test(name)) ||
          (element instanceof HTMLTemplateElement && hasHandler(element.content)),
      );
    const piece = fc.oneof(
      fc.constantFrom('<a', '<img', '<svg', '<template>', '</template>', '<!--', '-->', '>', '<style>', '<'),
      fc.constantFrom(' ', '/', '"', "'", '\t', '\n', '\f', '=', 'x', '&#111;', ' x=""', " x=''", '\u0000'),
      fc.constantFrom('onclick', 'ONERROR', 'onx', 'on', 'n', 'O'),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), (pieces) => {
        const html = pieces.join('');
        const doc = document.implementation.createHTMLDocument('');
        doc.body.innerHTML = html;
        if (hasHandler(doc.body)) expect(mayHoldInlineHandlers(html)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('parses markup without handlers without making a frame, with the same result', () => {
    // A fresh module: the frame is made once per page load, so an earlier test may have made it.
    let freshParseHtml: typeof parseHtml = parseHtml;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      ({ parseHtml: freshParseHtml } = require('../htmlToReact') as { parseHtml: typeof parseHtml });
    });
    const createElement = jest.spyOn(document, 'createElement');
    try {
      const doc = freshParseHtml(
        '<div class="a" style="margin: 0 4px"><p>Free shipping</p><template>t</template></div>',
      );
      expect(createElement).not.toHaveBeenCalledWith('iframe');
      expect(doc.querySelector<HTMLElement>('div.a')?.style.marginRight).toBe('4px');
      expect(doc.querySelector('template')).toBeNull();
      expect(doc.querySelector('p')?.textContent).toBe('Free shipping');
    } finally {
      createElement.mockRestore();
    }
  });

  it('keeps what it parses out of the page', () => {
    const before = document.documentElement.children.length;
    parseHtml('<p>x</p>');
    expect(document.documentElement.children.length).toBe(before);
    expect(document.querySelector('iframe')).toBeNull();
  });
});

describe('helpers for renderers built on the sanitizer', () => {
  it('gives an element’s safe attributes as props', () => {
    const link = parseHtml('<a href="javascript:x" target="_blank" onclick="x" class="c" data-x="1">a</a>')
      .body.firstElementChild!;
    expect(safeAttributes(link)).toEqual({
      target: '_blank',
      rel: 'noopener noreferrer',
      className: 'c',
      'data-x': '1',
    });
  });

  it('accepts plain CSS values only', () => {
    expect(isSafeCssValue('rgb(1, 2, 3)')).toBe(true);
    expect(isSafeCssValue('10px 0 auto')).toBe(true);
    for (const value of [
      'url(x.png)',
      'expression(alert(1))',
      'red;background:red',
      'javascript:x',
      '}body{x',
    ]) {
      expect(isSafeCssValue(value)).toBe(false);
    }
  });

  it('quotes safe URLs for CSS and refuses unsafe ones', () => {
    expect(cssUrl('/media/a b.jpg')).toBe('url("/media/a b.jpg")');
    expect(cssUrl('/x").foo{')).toBe('url("/x\\22 ).foo{")');
    expect(cssUrl('javascript:alert(1)')).toBeUndefined();
  });
});
