/**
 * Hostile content never runs: scripts, inline handlers, javascript: URLs and SVG tricks in every
 * place Page Builder content can carry them are dropped by the renderer.
 */
import { act, cleanup, fireEvent } from '@testing-library/react';
import fc from 'fast-check';
import { parsePageBuilder } from '../parse';
import { CONTENT_TYPES_FOR_FUZZ } from './fuzzContentTypes';
import { renderContent, screen } from './testUtils';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

declare global {
  interface Window {
    __xss?: number;
  }
}

const XSS = 'window.__xss=1';
const payloads = [
  `<script>${XSS}</script>`,
  `<img src="x" onerror="${XSS}">`,
  `<a href="javascript:${XSS}">a</a>`,
  `<a href=" JaVa&#x09;ScRiPt:${XSS}">b</a>`,
  `<svg onload="${XSS}"><script>${XSS}</script><a xlink:href="javascript:${XSS}"><text>c</text></a></svg>`,
  `<svg><animate onbegin="${XSS}" attributeName="x" dur="1s"></animate></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${XSS}"></style></mglyph></table></mtext></math>`,
  `<iframe srcdoc="<script>${XSS}</script>"></iframe>`,
  `<object data="javascript:${XSS}"></object>`,
  `<div style="background:url(javascript:${XSS})">d</div>`,
  `<details open ontoggle="${XSS}">e</details>`,
  `<form action="javascript:${XSS}"><button>f</button></form>`,
].join('');
const escaped = payloads.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const js = `javascript:${XSS}`;

const hostileContent =
  `<style>#html-body [data-pb-style=EVIL01]{background-image:url(${js});width:expression(alert(1));color:red}</style></style><script>${XSS}</script>` +
  `<div data-content-type="row" data-appearance="full-width" data-background-images="${attr(
    JSON.stringify({ desktop_image: js, mobile_image: 'data:text/html,<script>x</script>' }),
  )}" data-background-type="video" data-video-src="${js}" data-video-fallback-src="${js}" data-element="main" data-pb-style="EVIL01" onclick="${XSS}">` +
  `<h2 data-content-type="heading" data-element="main" onmouseover="${XSS}">Title<img src=x onerror="${XSS}"></h2>` +
  `<div data-content-type="text" data-element="main">${payloads}</div>` +
  `<div data-content-type="html" data-element="main">${escaped}</div>` +
  `<div data-content-type="buttons" data-element="main"><div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-primary" href="${js}" data-element="link"><span data-element="link_text">Click</span></a></div></div>` +
  `<figure data-content-type="image" data-element="main"><a href="${js}" data-element="link"><img src="${js}" onerror="${XSS}" alt="i" data-element="desktop_image"><img src="x" onerror="${XSS}" data-element="mobile_image"></a></figure>` +
  `<div data-content-type="banner" data-appearance="poster" data-element="main"><a href="${js}" data-element="link"><div data-element="wrapper" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;${js}\\&quot;}"><div data-element="overlay" data-overlay-color="red;background:url(${js})"><div data-element="content">${payloads}</div><button data-element="button" onclick="${XSS}">Go</button></div></div></a></div>` +
  `<div data-content-type="video" data-element="main"><div data-element="inner"><iframe src="${js}" data-element="video"></iframe></div></div>` +
  `<div data-content-type="video" data-element="main"><div data-element="inner"><video src="javascript:alert(1)//.mp4" data-element="video"></video></div></div>` +
  `<div data-content-type="map" data-locations="${attr(
    JSON.stringify([
      {
        location_name: `<img src=x onerror="${XSS}">`,
        position: { latitude: 1, longitude: 2 },
        phone: `javascript:${XSS}`,
      },
    ]),
  )}" data-element="main"></div>` +
  `<div data-content-type="faq" data-element="main"><div data-element="item"><h3 data-element="question">Q<script>${XSS}</script></h3><div data-element="answer">${payloads}</div></div></div>` +
  `<div data-content-type="instafeed" data-element="main">${payloads}</div>` +
  `<div data-content-type="block" data-element="main">${payloads}</div>` +
  `<div data-content-type="products" data-appearance="grid" data-element="main"><a class="product-item-link" href="${js}">P</a></div>` +
  '</div>';

function expectNothingRuns(container: HTMLElement) {
  const elements = Array.from(container.querySelectorAll('*'));
  expect(
    elements.filter((element) =>
      /^(script|object|embed|base|meta|style|math|iframe)$/i.test(element.tagName),
    ),
  ).toEqual([]);
  // The storefront's own icons are the only SVG: decorative, drawn with paths.
  for (const svg of Array.from(container.querySelectorAll('svg'))) {
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(Array.from(svg.querySelectorAll('*'), (child) => child.tagName.toLowerCase())).toEqual(
      Array.from(svg.children, () => 'path'),
    );
  }
  // The only forms are the storefront's own (the newsletter element): no backend form survives.
  expect(elements.filter((element) => element.tagName === 'FORM' && element.hasAttribute('action'))).toEqual(
    [],
  );
  for (const element of elements) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name).not.toMatch(/^on/i);
      if (
        ['href', 'src', 'srcset', 'poster', 'action', 'style', 'xlink:href', 'formaction', 'data'].includes(
          name,
        )
      ) {
        const compact = Array.from(value.toLowerCase())
          .filter((char) => char.charCodeAt(0) > 32)
          .join('');
        expect(compact).not.toMatch(/javascript:|vbscript:|data:text|expression\(/);
      }
    }
  }
  expect(window.__xss).toBeUndefined();
}

afterEach(() => {
  delete window.__xss;
});

describe('hostile Page Builder content', () => {
  it('renders its text and never anything that runs', async () => {
    const { container } = await renderContent(hostileContent);
    expect(await screen.findByRole('heading', { name: 'Title' })).toBeInTheDocument();
    expect(screen.getAllByText('Click')[0]).toBeInTheDocument();
    expectNothingRuns(container);
    // Interacting (hovering links, pressing buttons such as the video facade) runs nothing either.
    for (const element of Array.from(container.querySelectorAll('a'))) fireEvent.mouseOver(element);
    for (const element of Array.from(container.querySelectorAll('button'))) {
      await act(async () => {
        fireEvent.mouseOver(element);
        fireEvent.click(element);
      });
    }
    expectNothingRuns(container);
  });

  it('never produces links with unsafe URLs, whatever the scheme trick', async () => {
    const tricks = [
      'javascript:x',
      'JAVASCRIPT:x',
      ' javascript:x',
      'java\nscript:x',
      'java&#9;script:x',
      'vbscript:x',
      'data:text/html,x',
    ];
    const html = tricks
      .map(
        (href) =>
          `<div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-primary" href="${href}" data-element="link"><span data-element="link_text">B</span></a></div>` +
          `<div data-content-type="text" data-element="main"><a href="${href}">T</a></div>`,
      )
      .join('');
    const { container } = await renderContent(html);
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(screen.getAllByText('B')).toHaveLength(tricks.length);
    expectNothingRuns(container);
  });
});

describe('random and malformed input', () => {
  it('never makes the parser throw', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        parsePageBuilder(text);
        parsePageBuilder(`<div data-content-type="row" ${text}>${text}</div><style>${text}</style>`);
        parsePageBuilder(`<div data-content-type="${text}" data-element="main">${text}`);
      }),
      { numRuns: 300 },
    );
  });

  it('renders random Page Builder trees without an error and without anything that runs', async () => {
    const attributeName = fc.constantFrom(
      'data-appearance',
      'data-background-images',
      'data-locations',
      'data-video-src',
      'data-active-tab',
      'data-autoplay-speed',
      'data-catid',
      'data-uids',
      'data-parallax-speed',
      'data-enable-parallax',
      'data-background-type',
      'data-show-button',
      'style',
      'href',
      'src',
      'class',
      'data-element',
      'data-pb-style',
      'onclick',
    );
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '{}',
        '[{"location_name":1}]',
        '{"desktop_image":"javascript:x"}',
        'javascript:x',
        '999',
        '-3',
        'display:none',
        'video',
        'main',
        'link',
      ),
    );
    const attributes = fc
      .array(fc.tuple(attributeName, value), { maxLength: 4 })
      .map((pairs) => pairs.map(([name, text]) => ` ${name}="${attr(text)}"`).join(''));
    const tree = fc.letrec<{ node: string }>((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.string({ maxLength: 20 }).map((text) => text.replace(/[<&]/g, '')),
        fc
          .tuple(
            fc.constantFrom(...CONTENT_TYPES_FOR_FUZZ),
            attributes,
            fc.array(tie('node'), { maxLength: 3 }),
            fc.constantFrom('div', 'a', 'h2', 'figure', 'img', 'iframe', 'span'),
          )
          .map(
            ([type, attrs, children, tag]) =>
              `<${tag} data-content-type="${type}"${attrs}>${children.join('')}</${tag}>`,
          ),
      ),
    }));
    const errors = jest.spyOn(console, 'error');
    await fc.assert(
      fc.asyncProperty(fc.array(tree.node, { maxLength: 3 }), async (nodes) => {
        const { container, unmount } = await renderContent(nodes.join(''));
        expectNothingRuns(container);
        unmount();
        cleanup();
      }),
      { numRuns: 60 },
    );
    expect(errors.mock.calls.filter(([message]) => String(message).includes('failed to render'))).toEqual([]);
    errors.mockRestore();
  }, 60_000);
});
