/** @jest-environment node */
import { gql } from '../../test/backend';
import { decodeWidgetConditions } from '../resolvers/cms';

describe('cmsPage', () => {
  it('answers a page by identifier with its directives processed', async () => {
    const { body } = await gql(
      '{ cmsPage(identifier: "home") { identifier title content content_heading meta_title page_layout url_key } }',
    );
    expect(body.errors).toBeUndefined();
    const page = body.data.cmsPage;
    expect(page.identifier).toBe('home');
    expect(page.url_key).toBe('home');
    expect(page.content).toContain('data-content-type="row"');
    expect(page.content).not.toMatch(/\{\{(media|widget|store)\b/);
    expect(page.content).toContain('http://localhost/media/wysiwyg/');
  });

  it('names a missing page', async () => {
    const { body } = await gql('{ cmsPage(identifier: "nope") { title } }');
    expect(body.errors?.[0]).toMatchObject({
      message: 'CMS Page with identifier "nope" does not exist.',
      extensions: { category: 'graphql-no-such-entity' },
    });
  });
});

describe('cmsBlocks', () => {
  it('answers blocks by identifier in the order asked', async () => {
    const { body } = await gql(
      '{ cmsBlocks(identifiers: ["footer-links", "header-info-bar"]) { items { identifier title content } } }',
    );
    expect(body.data.cmsBlocks.items.map((item: { identifier: string }) => item.identifier)).toEqual([
      'footer-links',
      'header-info-bar',
    ]);
  });

  it('accepts a single identifier as a string', async () => {
    const { body } = await gql('{ cmsBlocks(identifiers: "header-info-bar") { items { identifier } } }');
    expect(body.data.cmsBlocks.items).toEqual([{ identifier: 'header-info-bar' }]);
  });

  it('names a missing block', async () => {
    const { body } = await gql('{ cmsBlocks(identifiers: ["nope"]) { items { identifier } } }');
    expect(body.errors?.[0]?.message).toBe('The CMS block with the "nope" ID doesn\'t exist.');
  });
});

describe('widget conditions', () => {
  it('decodes the category and sku conditions Magento stores', () => {
    const encoded =
      '^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],`1--1`:^[`operator`:`==`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`category_ids`,`value`:`4, 5`^],`1--2`:^[`operator`:`()`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`sku`,`value`:`A-1,B-2`^]^]';
    expect(decodeWidgetConditions(encoded)).toEqual({ categoryIds: ['4', '5'], skus: ['A-1', 'B-2'] });
    expect(decodeWidgetConditions('garbage')).toEqual({ categoryIds: [], skus: [] });
  });
});
