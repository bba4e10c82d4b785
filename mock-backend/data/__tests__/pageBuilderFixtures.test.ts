/** @jest-environment node */
import { gql } from '../../../test/backend';
import { categories } from '../categories';
import { cmsBlocks, cmsPages } from '../cms';
import { pageBuilderFixturePages, STORED, STORED_STYLES } from '../pageBuilderFixtures';

const ids = (html: string): string[] =>
  [...html.matchAll(/data-pb-style="([^"]+)"/g)].map((match) => match[1]!);

describe('Page Builder conformance pages', () => {
  it('use URL keys and ids no seed page has', () => {
    const seedKeys = new Set(cmsPages.map((page) => page.identifier));
    const seedIds = new Set(cmsPages.map((page) => page.page_id));
    for (const page of pageBuilderFixturePages) {
      expect(page.identifier).toMatch(/^pagebuilder-[a-z-]+$/);
      expect(seedKeys.has(page.identifier)).toBe(false);
      expect(seedIds.has(page.page_id)).toBe(false);
      expect(page.active).toBe(true);
    }
  });

  it('are not linked from any menu, block or seed page', () => {
    const linked = [
      ...cmsBlocks.map((block) => block.content),
      ...cmsPages.map((page) => page.content),
      ...categories.map((category) => category.description ?? ''),
    ].join('\n');
    for (const page of pageBuilderFixturePages) expect(linked).not.toContain(page.identifier);
  });

  it.each(pageBuilderFixturePages.map((page) => [page.identifier, page.content] as const))(
    '%s defines a rule for every data-pb-style it uses',
    (_identifier, content) => {
      const css = [...content.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
      for (const id of ids(content)) expect(css).toContain(`[data-pb-style=${id}]`);
    },
  );

  it('hold one stored element of every core content type, with rules for all of them', () => {
    const types = new Set(
      Object.values(STORED).flatMap((html) =>
        [...html.matchAll(/data-content-type="([^"]+)"/g)].map((match) => match[1]),
      ),
    );
    expect([...types].sort()).toEqual(
      [
        'banner',
        'block',
        'button-item',
        'buttons',
        'column',
        'column-group',
        'column-line',
        'divider',
        'dynamic_block',
        'heading',
        'html',
        'image',
        'map',
        'products',
        'row',
        'slide',
        'slider',
        'tab-item',
        'tabs',
        'text',
        'video',
      ].sort(),
    );
    for (const id of Object.values(STORED).flatMap(ids)) expect(Object.keys(STORED_STYLES)).toContain(id);
  });

  it('are served by cmsPage with their directives processed', async () => {
    for (const page of pageBuilderFixturePages) {
      const { body } = await gql(`{ cmsPage(identifier: "${page.identifier}") { title content } }`);
      expect(body.errors).toBeUndefined();
      expect(body.data.cmsPage.title).toBe(page.title);
      expect(body.data.cmsPage.content).not.toMatch(/\{\{(media|widget)\b/);
    }
  });
});
