import { cmsBlocks, cmsPages } from '../cms';

const KNOWN_CONTENT_TYPES = new Set([
  'row',
  'column',
  'column-group',
  'column-line',
  'image',
  'heading',
  'text',
  'tabs',
  'tab-item',
  'buttons',
  'button-item',
  'block',
  'dynamic_block',
  'products',
  'html',
  'divider',
  'video',
  'map',
  'banner',
  'slide',
  'slider',
  'faq',
  'newsletter',
  'category',
  'instafeed',
]);

const SPEC_PAGES = [
  'home',
  'ambassadors',
  'order-status',
  'cruiser-contest-application',
  'thank-you',
  'feedback',
  'product-registration',
  'contact-us',
];

function parse(content: string): Document {
  return new DOMParser().parseFromString(`<body id="html-body">${content}</body>`, 'text/html');
}

/** The top-level elements of stored content, ignoring the leading `<style>` block. */
function rootElements(doc: Document): Element[] {
  return Array.from(doc.body.children).filter((el) => el.tagName !== 'STYLE');
}

function contentTypes(doc: Document): string[] {
  return Array.from(doc.querySelectorAll('[data-content-type]')).map(
    (el) => el.getAttribute('data-content-type') ?? '',
  );
}

const activePages = cmsPages.filter((p) => p.active);
const allDocs = [
  ...cmsPages.map((p) => ({ name: `page ${p.identifier}`, content: p.content })),
  ...cmsBlocks.map((b) => ({ name: `block ${b.identifier}`, content: b.content })),
];

describe('CMS seed data', () => {
  it('has unique page identifiers and ids', () => {
    const identifiers = cmsPages.map((p) => p.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    const ids = cmsPages.map((p) => p.page_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)[0]).toBe(1);
  });

  it('has unique block identifiers and ids', () => {
    const identifiers = cmsBlocks.map((b) => b.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    const ids = cmsBlocks.map((b) => b.block_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)[0]).toBe(1);
  });

  it.each(SPEC_PAGES)('has the active page %s', (identifier) => {
    const found = cmsPages.find((p) => p.identifier === identifier);
    expect(found).toBeDefined();
    expect(found?.active).toBe(true);
    expect(found?.title).not.toBe('');
    expect(found?.meta_title).not.toBe('');
    expect(found?.meta_description).not.toBe('');
  });

  it('has the home page with the full-width layout, a no-route page and an inactive page', () => {
    expect(cmsPages.find((p) => p.identifier === 'home')?.page_layout).toBe('cms-full-width');
    expect(cmsPages.find((p) => p.identifier === 'home')?.title).toBe('Spindle & Stylus');
    expect(cmsPages.find((p) => p.identifier === 'no-route')?.active).toBe(true);
    expect(cmsPages.some((p) => !p.active)).toBe(true);
  });

  it.each(['header-info-bar', 'footer-links', 'footer-social', 'menu-record-players', 'home-promo'])(
    'has the active block %s',
    (identifier) => {
      const found = cmsBlocks.find((b) => b.identifier === identifier);
      expect(found).toBeDefined();
      expect(found?.active).toBe(true);
    },
  );

  it.each(activePages.map((p) => [p.identifier, p.content] as const))(
    'page %s has rows as its root elements',
    (_identifier, content) => {
      expect(content).toContain('data-content-type="row"');
      const roots = rootElements(parse(content));
      expect(roots.length).toBeGreaterThan(0);
      for (const root of roots) expect(root.getAttribute('data-content-type')).toBe('row');
    },
  );

  it.each(cmsBlocks.map((b) => [b.identifier, b.content] as const))(
    'block %s has rows as its root elements',
    (_identifier, content) => {
      const roots = rootElements(parse(content));
      expect(roots.length).toBeGreaterThan(0);
      for (const root of roots) expect(root.getAttribute('data-content-type')).toBe('row');
    },
  );

  it.each(allDocs.map((d) => [d.name, d.content] as const))(
    '%s only uses known content types',
    (_name, content) => {
      const types = contentTypes(parse(content));
      expect(types.length).toBeGreaterThan(0);
      for (const type of types) expect(KNOWN_CONTENT_TYPES).toContain(type);
    },
  );

  it.each(allDocs.map((d) => [d.name, d.content] as const))(
    '%s defines a style rule for every data-pb-style id',
    (_name, content) => {
      const doc = parse(content);
      const css = Array.from(doc.querySelectorAll('style'))
        .map((s) => s.textContent ?? '')
        .join('');
      for (const el of Array.from(doc.querySelectorAll('[data-pb-style]'))) {
        expect(css).toContain(`[data-pb-style=${el.getAttribute('data-pb-style')}]`);
      }
    },
  );

  it('never reuses a data-pb-style id across pages and blocks', () => {
    const seen = new Map<string, string>();
    for (const { name, content } of allDocs) {
      for (const el of Array.from(parse(content).querySelectorAll('[data-pb-style]'))) {
        const id = el.getAttribute('data-pb-style') ?? '';
        expect(id).toMatch(/^[A-Z][A-Z0-9]{6}$/);
        const owner = seen.get(id);
        if (owner !== undefined) expect(owner).toBe(name);
        seen.set(id, name);
      }
    }
  });

  it('uses both data-pb-style and inline-style formats', () => {
    const docs = allDocs.map((d) => d.content);
    expect(docs.some((c) => /^<style>#html-body \[data-pb-style=[A-Z][A-Z0-9]{6}\][,{]/.test(c))).toBe(true);
    const inlineRow = docs.some((c) =>
      Array.from(parse(c).querySelectorAll('[data-content-type="row"] > [data-element="inner"][style]')).some(
        (inner) => inner.getAttribute('style')?.includes('display: flex;'),
      ),
    );
    expect(inlineRow).toBe(true);
  });

  it('uses every core content type on the home and ambassadors pages', () => {
    const home = cmsPages.find((p) => p.identifier === 'home');
    const ambassadors = cmsPages.find((p) => p.identifier === 'ambassadors');
    const docs = [parse(home?.content ?? ''), parse(ambassadors?.content ?? '')];
    const q = (selector: string) => docs.some((doc) => doc.querySelector(selector) !== null);
    for (const appearance of ['contained', 'full-width', 'full-bleed']) {
      expect(q(`[data-content-type="row"][data-appearance="${appearance}"]`)).toBe(true);
    }
    expect(
      q(
        '[data-content-type="column-group"] > [data-content-type="column-line"] > [data-content-type="column"]',
      ),
    ).toBe(true);
    expect(q('[data-content-type="image"] [data-element="desktop_image"]')).toBe(true);
    expect(q('[data-content-type="image"] [data-element="mobile_image"]')).toBe(true);
    for (const level of ['h1', 'h2', 'h3']) expect(q(`${level}[data-content-type="heading"]`)).toBe(true);
    for (const type of ['text', 'html', 'divider', 'video', 'map', 'block']) {
      expect(q(`[data-content-type="${type}"]`)).toBe(true);
    }
    expect(q('[data-content-type="tabs"] [data-content-type="tab-item"]')).toBe(true);
    for (const kind of ['primary', 'secondary', 'link']) {
      expect(q(`[data-content-type="button-item"] .pagebuilder-button-${kind}`)).toBe(true);
    }
    expect(q('[data-content-type="banner"][data-appearance="poster"]')).toBe(true);
    expect(q('[data-content-type="banner"][data-appearance="collage-left"]')).toBe(true);
    expect(q('[data-content-type="slider"] > [data-content-type="slide"]')).toBe(true);
    expect(q('[data-content-type="products"][data-appearance="grid"]')).toBe(true);
    expect(q('[data-content-type="products"][data-appearance="carousel"]')).toBe(true);
    expect(q('[data-content-type="row"][data-enable-parallax="1"][data-parallax-speed="0.5"]')).toBe(true);
    expect(q('[data-content-type="row"][data-background-type="video"][data-video-src]')).toBe(true);
  });

  it('stores the home page slider, Cruiser carousel and promo block the way Magento does', () => {
    const home = cmsPages.find((p) => p.identifier === 'home')?.content ?? '';
    const doc = parse(home);
    expect(doc.querySelectorAll('[data-content-type="slide"]')).toHaveLength(3);
    for (const slide of Array.from(doc.querySelectorAll('[data-content-type="slide"]'))) {
      const wrapper = slide.querySelector('[data-element="wrapper"]');
      const images = JSON.parse(
        (wrapper?.getAttribute('data-background-images') ?? '').replace(/\\"/g, '"'),
      ) as Record<string, string>;
      expect(images.desktop_image).toMatch(/^\{\{media url=wysiwyg\/.+\.jpg\}\}$/);
      expect(images.mobile_image).toMatch(/^\{\{media url=wysiwyg\/.+\.jpg\}\}$/);
      expect(slide.querySelector('[data-element="overlay"]')?.getAttribute('data-overlay-color')).not.toBe(
        '',
      );
      expect(slide.querySelector('[data-element="button"]')).not.toBeNull();
    }
    const carousel = doc.querySelector('[data-content-type="products"][data-appearance="carousel"]');
    expect(carousel?.textContent).toContain('Magento\\CatalogWidget\\Block\\Product\\ProductsList');
    expect(carousel?.textContent).toContain('`attribute`:`category_ids`,`value`:`4`');
    expect(doc.querySelector('[data-content-type="block"]')?.textContent).toContain(
      '{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="home-promo"',
    );
    // The HTML Code content type keeps its markup escaped, as Magento stores it.
    expect(home).toContain('data-content-type="html" data-appearance="default" data-element="main"');
    expect(doc.querySelector('[data-content-type="html"]')?.textContent).toContain('<ul class="ss-perks">');
  });

  it('stores map locations as JSON with location names and addresses', () => {
    const contact = cmsPages.find((p) => p.identifier === 'contact-us')?.content ?? '';
    const map = parse(contact).querySelector('[data-content-type="map"]');
    expect(map?.getAttribute('data-show-controls')).toBe('true');
    const locations = JSON.parse(map?.getAttribute('data-locations') ?? '[]') as Array<
      Record<string, unknown>
    >;
    expect(locations.length).toBeGreaterThan(0);
    expect(locations[0]).toEqual(
      expect.objectContaining({
        location_name: expect.any(String),
        address: expect.any(String),
        city: 'Portland',
        country: 'United States',
        position: expect.objectContaining({ latitude: expect.any(Number), longitude: expect.any(Number) }),
      }),
    );
  });

  it('links the footer to the policy pages', () => {
    const footer = cmsBlocks.find((b) => b.identifier === 'footer-links')?.content ?? '';
    const doc = parse(footer);
    expect(doc.querySelectorAll('[data-content-type="column"]').length).toBeGreaterThanOrEqual(3);
    const hrefs = Array.from(doc.querySelectorAll('ul a')).map((a) => a.getAttribute('href'));
    for (const identifier of ['privacy-policy', 'terms-of-use', 'shipping-returns']) {
      expect(hrefs).toContain(`/${identifier}`);
      expect(cmsPages.find((p) => p.identifier === identifier)?.active).toBe(true);
    }
  });

  it('only references media through {{media url=wysiwyg/...}} directives', () => {
    for (const { content } of allDocs) {
      const urls = content.match(/\{\{media url=[^}]*\}\}/g) ?? [];
      for (const url of urls) expect(url).toMatch(/^\{\{media url=wysiwyg\/[a-z0-9/-]+\.(jpg|png|mp4)\}\}$/);
    }
  });
});

describe('what the content promises is what checkout offers', () => {
  it('quotes the free-shipping threshold and the shipping prices checkout uses', async () => {
    const { shippingRules, FREE_SHIPPING_THRESHOLD } = await import('../checkoutRules');
    const { cmsBlocks: blocks, cmsPages: pages } = await import('../cms');
    const infoBar = blocks.find((block) => block.identifier === 'header-info-bar')!.content;
    const promised = Number(/over \$(\d+)/.exec(infoBar)?.[1]);
    expect(promised).toBe(FREE_SHIPPING_THRESHOLD);
    expect(shippingRules.find((rule) => rule.carrier_code === 'freeshipping')?.min_subtotal).toBe(promised);
    const policy = pages.find((page) => page.identifier === 'shipping-returns')!.content;
    for (const rule of shippingRules.filter((entry) => entry.amount > 0)) {
      expect(policy).toContain(`$${rule.amount.toFixed(2)}`);
    }
    for (const page of pages) {
      for (const [, amount] of page.content.matchAll(/free[^<]{0,40}over \$(\d+)/gi)) {
        expect(Number(amount)).toBe(FREE_SHIPPING_THRESHOLD);
      }
    }
  });
});
