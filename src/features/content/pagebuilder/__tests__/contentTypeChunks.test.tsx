import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PreloadableComponent } from '../../../../platform/react/lazyWithPreload';
import {
  CONTENT_TYPE_CHUNKS,
  contentTypeChunksIn,
  contentTypesIn,
  LEADING_ELEMENTS,
  leadingMarkup,
} from '../contentTypeChunks';
import { preloadLeadingContentTypes, views } from '../registry';
import type { ContentType } from '../types';

const isLoaded = (type: ContentType) =>
  (views[type].component as unknown as PreloadableComponent<unknown>).isLoaded();

describe('content type chunks', () => {
  it("names each on-demand type's chunk as registry.tsx imports it, and no other type", () => {
    const source = readFileSync(join(__dirname, '..', 'registry.tsx'), 'utf8');
    const imported = new Map(
      [
        ...source.matchAll(
          /['"]?([\w-]+)['"]?: lazyType\(\s*\(\) => import\(\/\* webpackChunkName: "([\w-]+)" \*\//g,
        ),
      ].map((match) => [match[1], match[2]]),
    );
    const onDemand = (Object.keys(views) as ContentType[]).filter((type) => views[type].preload);
    expect([...imported.keys()].sort()).toEqual([...onDemand].sort());
    expect(CONTENT_TYPE_CHUNKS).toEqual(Object.fromEntries(imported));
  });

  it('reads the types and chunks from the markup without parsing it, each once', () => {
    const html =
      '<div data-content-type="row"><div data-content-type=\'slider\'><div data-content-type="slide"></div>' +
      '<div data-content-type="slide"></div></div><div data-content-type="products"></div>' +
      '<p data-content-type="unknown-thing"></p></div>';
    expect(contentTypesIn(html)).toEqual(['row', 'slider', 'slide', 'products', 'unknown-thing']);
    expect(contentTypeChunksIn(html)).toEqual(['pb-media', 'pb-products']);
    expect(contentTypesIn('<p>Plain HTML</p>')).toEqual([]);
  });

  it('finds the leading top-level elements by their div tags', () => {
    const rows = [
      '<div data-content-type="row"><div data-content-type="slider"><div>x</div></div></div>',
      '<div data-content-type="row"><p>text</p><div data-content-type="text"></div></div>',
      '<div data-content-type="row"><div data-content-type="faq"></div></div>',
    ];
    expect(LEADING_ELEMENTS).toBe(2);
    expect(leadingMarkup(rows.join('\n'))).toBe(`${rows[0]}\n${rows[1]}`);
    expect(leadingMarkup(rows.join(''), 1)).toBe(rows[0]);
    expect(leadingMarkup(rows[0]!)).toBe(rows[0]);
  });

  it('loads the code of the types the leading elements hold, and only those', async () => {
    expect(isLoaded('banner')).toBe(false);
    expect(isLoaded('faq')).toBe(false);
    await preloadLeadingContentTypes(
      '<div data-content-type="row"><div data-content-type="banner"></div><div data-content-type="nope"></div></div>' +
        '<div data-content-type="row"><div data-content-type="text"></div></div>' +
        '<div data-content-type="row"><div data-content-type="faq"></div></div>',
    );
    expect(isLoaded('banner')).toBe(true);
    expect(isLoaded('faq')).toBe(false);
  });
});
