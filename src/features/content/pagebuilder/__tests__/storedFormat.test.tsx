/**
 * Every core content type in Magento's stored format (mock-backend/data/pageBuilderFixtures.ts,
 * written from Page Builder's master templates), as Magento's GraphQL answers it (directives
 * processed), read and rendered; then the conformance pages: content written for a light theme is
 * readable, HTML Code players and forms get their stand-ins, content outside rows keeps the page's
 * margins and wide tables scroll in their own box.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { gql } from '../../../../../test/backend';
import {
  STORED,
  STORED_MOBILE_STYLES,
  STORED_STYLES,
  styleBlock,
} from '../../../../../mock-backend/data/pageBuilderFixtures';
import { renderCmsContent } from '../../../../../mock-backend/resolvers/cms';
import { createState, getState, resetState } from '../../../../../mock-backend/state';
import { contrast, parseCssColor, PAGE_BACKGROUND, composite, MIN_CONTRAST, type Rgba } from '../contentTone';
import { parsePageBuilder } from '../parse';
import type { AnyContentNode, ConfigMap, ContentType } from '../types';
import { renderContent, setViewport, clearViewport } from './testUtils';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

const state = createState();
const context = {
  state,
  storeView: state.store.storeViews[0]!,
  request: new Request('http://localhost/graphql'),
};

/** A stored element with the content's `<style>` block, as the backend serves it. */
const served = (html: string): string =>
  renderCmsContent(styleBlock(STORED_STYLES, STORED_MOBILE_STYLES) + html, context);

function only<K extends ContentType>(html: string, type: K): ConfigMap[K] & { children: AnyContentNode[] } {
  const nodes = parsePageBuilder(served(html));
  expect(nodes.map((node) => node.contentType)).toEqual([type]);
  return { ...(nodes[0]!.config as ConfigMap[K]), children: nodes[0]!.children };
}

const types = (nodes: AnyContentNode[]) => nodes.map((node) => node.contentType);

async function pageContent(identifier: string): Promise<string> {
  const { body } = await gql('query ($id: String!) { cmsPage(identifier: $id) { content } }', {
    variables: { id: identifier },
  });
  return body.data.cmsPage.content as string;
}

afterEach(clearViewport);

describe('rows', () => {
  it('reads a contained row from its inner element, styles from the style block', async () => {
    const row = only(STORED.rowContained, 'row');
    expect(row).toMatchObject({
      appearance: 'contained',
      verticalAlignment: 'top',
      backgroundColor: 'rgb(240, 236, 228)',
      backgroundRepeat: 'no-repeat',
      backgroundSize: 'cover',
      marginBottom: '10px',
      paddingLeft: '10px',
      enableParallax: false,
    });
    expect(types(row.children)).toEqual(['text']);
    await renderContent(served(STORED.rowContained));
    expect(screen.getByText('Contained row')).toBeInTheDocument();
  });

  it('reads full-width and full-bleed rows from their main element', async () => {
    expect(only(STORED.rowFullWidth, 'row')).toMatchObject({
      appearance: 'full-width',
      verticalAlignment: 'middle',
    });
    expect(only(STORED.rowFullBleed, 'row')).toMatchObject({ appearance: 'full-bleed', marginTop: '0px' });
    await renderContent(served(STORED.rowFullWidth + STORED.rowFullBleed));
    expect(screen.getByText('Full-width row')).toBeInTheDocument();
    expect(screen.getByText('Full-bleed row')).toBeInTheDocument();
  });
});

describe('columns', () => {
  it('reads a 2.4.7 group of lines of columns', async () => {
    const group = only(STORED.columnGroup, 'column-group');
    expect(group).toMatchObject({ gridSize: 12 });
    expect(types(group.children)).toEqual(['column-line']);
    const columns = group.children[0]!.children.map((node) => node.config as ConfigMap['column']);
    expect(columns).toMatchObject([
      { appearance: 'full-height', width: '33.3333%', paddingTop: '10px' },
      { appearance: 'align-center', width: '66.6667%', verticalAlignment: 'middle' },
    ]);
    const { container } = await renderContent(served(STORED.columnGroup));
    const rendered = Array.from(container.querySelectorAll<HTMLElement>('[style*="--column-width"]'));
    expect(rendered.map((column) => column.style.getPropertyValue('--column-width'))).toEqual([
      '33.3333%',
      '66.6667%',
    ]);
    expect(rendered[1]!.style.getPropertyValue('--column-align')).toBe('center');
  });

  it('reads a group saved before column lines, with margins on its columns', async () => {
    const group = only(STORED.columnGroupLegacy, 'column-group');
    const columns = group.children.map((node) => node.config as ConfigMap['column']);
    expect(types(group.children)).toEqual(['column', 'column', 'column']);
    expect(columns.map(({ width, marginLeft, marginRight }) => [width, marginLeft, marginRight])).toEqual([
      ['33.3333%', '10px', '10px'],
      ['33.3333%', '10px', '10px'],
      ['33.3333%', '10px', '10px'],
    ]);
    const { container } = await renderContent(served(STORED.columnGroupLegacy));
    // One line of three columns, straight in the group.
    const rendered = Array.from(container.querySelectorAll<HTMLElement>('[style*="--column-width"]'));
    expect(rendered).toHaveLength(3);
    expect(new Set(rendered.map((column) => column.parentElement)).size).toBe(1);
    expect(rendered[0]!.style.marginLeft).toBe('10px');
  });
});

describe('text elements', () => {
  it('reads a heading and text', async () => {
    expect(only(STORED.heading, 'heading')).toMatchObject({
      headingType: 'h2',
      text: 'Fresh off the press',
      textAlign: 'center',
      marginBottom: '20px',
    });
    expect(only(STORED.text, 'text').content).toContain('<a href="/vinyl.html">Browse the racks</a>');
    await renderContent(served(STORED.heading + STORED.text));
    expect(screen.getByRole('heading', { level: 2, name: 'Fresh off the press' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the racks' })).toHaveAttribute('href', '/vinyl.html');
  });

  it('reads HTML Code stored escaped', async () => {
    expect(only(STORED.html, 'html').html).toBe('<p class="note">Made in <strong>Portland</strong>.</p>');
    const { container } = await renderContent(served(STORED.html));
    expect(container.querySelector('p.note strong')).toHaveTextContent('Portland');
  });

  it('reads a divider', () => {
    expect(only(STORED.divider, 'divider')).toMatchObject({
      width: '100%',
      color: 'rgb(206, 206, 206)',
      thickness: '1px',
      paddingTop: '10px',
    });
  });
});

describe('buttons', () => {
  it('reads inline buttons of each kind, linked and not', async () => {
    const buttons = only(STORED.buttons, 'buttons');
    expect(buttons).toMatchObject({ appearance: 'inline', isSameWidth: false, textAlign: 'center' });
    expect(buttons.children.map((node) => node.config)).toMatchObject([
      { text: 'Shop players', buttonType: 'primary', link: '/record-players.html', linkType: 'category' },
      {
        text: 'Read the guide',
        buttonType: 'secondary',
        link: 'https://example.com/guide',
        openInNewTab: true,
      },
      { text: 'No link', buttonType: 'link', linkType: 'default' },
    ]);
    await renderContent(served(STORED.buttons));
    expect(screen.getByRole('link', { name: 'Shop players' })).toHaveAttribute(
      'href',
      '/record-players.html',
    );
    expect(screen.getByRole('link', { name: /Read the guide/ })).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('link', { name: 'No link' })).toBeNull();
    expect(screen.getByText('No link')).toBeInTheDocument();
  });

  it('reads stacked buttons of the same width', () => {
    const buttons = only(STORED.buttonsStacked, 'buttons');
    expect(buttons).toMatchObject({ appearance: 'stacked', isSameWidth: true });
    expect(buttons.children[0]!.config).toMatchObject({
      buttonType: 'link',
      linkType: 'page',
      link: '/about-us',
    });
  });
});

describe('media', () => {
  it('reads an image with its mobile image, link and caption', async () => {
    expect(only(STORED.image, 'image')).toMatchObject({
      desktopImage: { src: 'http://localhost/media/wysiwyg/light/cruiser-banner.jpg' },
      mobileImage: { src: 'http://localhost/media/wysiwyg/light/cruiser-mobile.jpg' },
      altText: 'A mint Cruiser record player',
      title: 'Cruiser',
      caption: 'The Cruiser in mint',
      link: '/cruiser-deluxe.html',
      linkType: 'product',
      textAlign: 'center',
    });
    await renderContent(served(STORED.image));
    expect(await screen.findByRole('img', { name: 'A mint Cruiser record player' })).toBeInTheDocument();
    expect(screen.getByText('The Cruiser in mint')).toBeInTheDocument();
  });

  it('reads a video and shows it behind its click-to-play facade', async () => {
    expect(only(STORED.video, 'video')).toMatchObject({
      url: 'https://www.youtube.com/embed/aqz-KE-bpKQ',
      maxWidth: '800px',
      autoplay: false,
      textAlign: 'center',
    });
    const { container } = await renderContent(served(STORED.video));
    expect(container.querySelector('iframe')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Play video/ })));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/aqz-KE-bpKQ\?/,
    );
  });

  it.each([
    ['bannerPoster', 'poster'],
    ['bannerCollageLeft', 'collage-left'],
    ['bannerCollageCentered', 'collage-centered'],
    ['bannerCollageRight', 'collage-right'],
  ] as const)('reads a %s banner', async (name, appearance) => {
    const poster = appearance === 'poster';
    expect(only(STORED[name], 'banner')).toMatchObject({
      appearance,
      content: '<h2>Players for every room</h2><p>Portable, hi-fi or all-in-one.</p>',
      showButton: 'always',
      buttonText: 'Shop record players',
      buttonType: 'primary',
      showOverlay: poster ? 'never' : 'always',
      link: '/record-players.html',
      linkType: 'category',
      ...(poster
        ? { backgroundColor: 'rgb(255, 255, 255)', minHeight: '300px', paddingTop: '40px' }
        : {
            overlayColor: 'rgba(255, 255, 255, 0.85)',
            desktopImage: 'http://localhost/media/wysiwyg/light/record-players-banner.jpg',
            altText: 'Three record players on a sunny shelf',
          }),
    });
    await renderContent(served(STORED[name]));
    const link = screen.getByRole('link', { name: /Players for every room/ });
    expect(link).toHaveAttribute('href', '/record-players.html');
    expect(within(link).getByText('Shop record players')).toBeInTheDocument();
  });

  it('reads a slider and its slides', async () => {
    const slider = only(STORED.slider, 'slider');
    expect(slider).toMatchObject({ autoplay: false, showArrows: false, showDots: true, minHeight: '300px' });
    expect(slider.children.map((node) => [node.contentType, node.config.appearance])).toEqual([
      ['slide', 'poster'],
      ['slide', 'collage-right'],
    ]);
    expect(slider.children[0]!.config).toMatchObject({
      slideName: 'Spring sale',
      backgroundColor: 'rgb(255, 243, 205)',
    });
    await renderContent(served(STORED.slider));
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(within(region).getByRole('group', { name: /^1 of 2/ })).toHaveTextContent(
      'Spring sale: 20% off needles',
    );
  });
});

describe('containers of other content', () => {
  it('reads tabs, opening the tab the author chose', async () => {
    const tabs = only(STORED.tabs, 'tabs');
    expect(tabs).toMatchObject({
      defaultIndex: 1,
      tabNavigationAlignment: 'left',
      headers: ['Turntables', 'Speakers'],
    });
    expect(tabs.children.map((node) => (node.config as ConfigMap['tab-item']).tabName)).toEqual([
      'Turntables',
      'Speakers',
    ]);
    await renderContent(served(STORED.tabs));
    expect(screen.getByRole('tab', { name: 'Speakers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Speakers' })).toHaveTextContent('Voiced for vinyl.');
  });

  it('reads a product grid and a product carousel from their rendered widgets', async () => {
    const grid = only(STORED.productsGrid, 'products');
    expect(grid.appearance).toBe('grid');
    expect(grid.pathNames.length).toBe(4);
    expect(grid.pathNames).toContain('/cruiser-deluxe.html');
    expect(only(STORED.productsCarousel, 'products')).toMatchObject({
      appearance: 'carousel',
      carouselMode: 'continuous',
      arrows: true,
      dots: true,
      infinite: false,
      centerPadding: '90px',
    });
    await renderContent(served(STORED.productsGrid));
    expect(await screen.findByRole('link', { name: /^Cruiser Deluxe \$/ })).toHaveAttribute(
      'href',
      '/cruiser-deluxe.html',
    );
  });

  it('reads a CMS block rendered in place and a dynamic block by its uids', async () => {
    const block = only(STORED.block, 'block');
    expect(types(block.children)).toEqual(['row']);
    expect(only(STORED.dynamicBlock, 'dynamic_block')).toMatchObject({
      uids: ['MQ=='],
      displayMode: 'fixed',
      minHeight: '120px',
    });
    await renderContent(served(STORED.block + STORED.dynamicBlock));
    expect(screen.getByText('The Spring Record Store Sale')).toBeInTheDocument();
    expect(await screen.findByText(/Your next record is on us/)).toBeInTheDocument();
  });

  it('reads a map’s locations', async () => {
    expect(only(STORED.map, 'map')).toMatchObject({
      showControls: true,
      height: '300px',
      locations: [
        {
          name: 'Portland Showroom',
          city: 'Portland',
          position: { latitude: 45.5231, longitude: -122.6765 },
        },
      ],
    });
    await renderContent(served(STORED.map));
    expect(
      within(screen.getByRole('list', { name: 'Locations' })).getByText('Portland Showroom'),
    ).toBeInTheDocument();
  });
});

/* --- Conformance pages ----------------------------------------------------------------------- */

/** The colour an element's text is drawn in: its own inline colour or its nearest ancestor's. */
function inkOf(element: HTMLElement): Rgba | null {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = parseCssColor(node.style.color);
    if (color) return color;
  }
  return null;
}

/** What is behind an element: its inline backgrounds and its ancestors', laid over the page. */
function backdropOf(element: HTMLElement): Rgba {
  const layers: Rgba[] = [];
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    const color = parseCssColor(node.style.backgroundColor);
    if (color) layers.unshift(color);
  }
  return layers.reduce((under, layer) => composite(layer, under), PAGE_BACKGROUND);
}

describe('content written for a light theme', () => {
  it('gets text that contrasts with every background it sets', async () => {
    const { container } = await renderContent(await pageContent('pagebuilder-light-theme'));
    await screen.findAllByRole('link', { name: /^Cruiser Deluxe \$/ });
    const surfaces = Array.from(container.querySelectorAll<HTMLElement>('[style]')).filter(
      (element) => (parseCssColor(element.style.backgroundColor)?.a ?? 0) > 0,
    );
    // The light rows, columns, banners, slides, tab items and text of the page, and its dark banner.
    expect(surfaces.length).toBeGreaterThanOrEqual(12);
    for (const surface of surfaces) {
      // The store's own near-white, where nothing set another colour.
      const ink = inkOf(surface) ?? parseCssColor('#f4f1ea')!;
      expect([surface.textContent?.slice(0, 40), contrast(ink, backdropOf(surface))]).toEqual([
        surface.textContent?.slice(0, 40),
        expect.any(Number),
      ]);
      expect(contrast(ink, backdropOf(surface))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    // Headings and links have no colour of their own: they take the element's.
    const heading = screen.getByRole('heading', { level: 1, name: 'Spring listening guide' });
    expect(contrast(inkOf(heading)!, backdropOf(heading))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    // An author's readable colour stays.
    expect(
      screen
        .getByRole('heading', { name: 'From the listening room' })
        .closest<HTMLElement>('[style*="color"]')?.style.color,
    ).toBe('rgb(51, 51, 51)');
    // A dark banner inside a light row gets the store's near-white back.
    const late = screen.getByRole('heading', { name: 'Late-night sessions' });
    expect(inkOf(late)).toEqual(parseCssColor('#f4f1ea'));
  });

  it('keeps the store’s own dark content as it was: no ink set on it', async () => {
    const { container } = await renderContent(await pageContent('home'));
    expect(
      Array.from(container.querySelectorAll<HTMLElement>('[style]')).filter((element) =>
        element.style.getPropertyValue('--color-text'),
      ),
    ).toEqual([]);
  });
});

describe('HTML Code with players and forms', () => {
  it('shows YouTube and Vimeo iframes as click-to-play facades and forms as a note', async () => {
    const { container } = await renderContent(await pageContent('pagebuilder-html-code'));
    const players = screen.getAllByRole('button', { name: /Play video/ });
    expect(players.map((player) => player.textContent)).toEqual([
      expect.stringContaining('Loads from YouTube'),
      expect.stringContaining('Loads from Vimeo'),
    ]);
    expect(container.querySelector('iframe, form, input, select, textarea, label')).toBeNull();
    // One note for the form, one for the loose controls and their label.
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      'This form can’t be used here.',
      'This form can’t be used here.',
    ]);
    expect(screen.queryByText('Add the 2-year warranty')).toBeNull();
    await act(async () => fireEvent.click(players[1]!));
    expect(container.querySelector('iframe')?.getAttribute('src')).toMatch(
      /^https:\/\/player\.vimeo\.com\/video\/76979871\?/,
    );
  });
});

describe('content that tends to widen a page', () => {
  it('gives content outside rows the page’s side margins, and scrolls wide tables in their own box', async () => {
    setViewport(375);
    await renderContent(await pageContent('pagebuilder-wide-content'));
    // The heading and text before the rows share a wrapper of their own (with the page's margins).
    const outside = screen.getByRole('heading', { level: 1, name: 'Set-up guides' }).parentElement!;
    expect(Array.from(outside.children, (child) => child.textContent)).toEqual([
      'Set-up guides',
      'Everything below was written by our support team.',
    ]);
    expect(outside.nextElementSibling).toContainElement(
      screen.getByRole('heading', { name: 'A full-width row with a right margin' }),
    );
    const table = screen.getByRole('table');
    expect(table.parentElement).toHaveAttribute('role', 'group');
    expect(table.parentElement).toHaveAttribute('tabindex', '0');
    expect(table.parentElement).toHaveAccessibleName('Table');
  });

  it('leaves content inside another element without extra margins', async () => {
    // A block whose content is a bare heading, placed in a row by its (unrendered) widget.
    const backend = getState();
    backend.cms.blocks = [
      ...backend.cms.blocks,
      {
        block_id: 990,
        identifier: 'bare-heading',
        title: 'Bare heading',
        content: '<h2 data-content-type="heading" data-appearance="default" data-element="main">Nested</h2>',
        active: true,
      },
    ];
    try {
      await renderContent(
        '<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">' +
          '<div data-content-type="block" data-appearance="default" data-element="main">' +
          '{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="bare-heading"}}' +
          '</div></div></div>',
      );
      // Straight in the block's container: no wrapper of its own.
      const heading = await screen.findByRole('heading', { name: 'Nested' });
      expect(heading.parentElement).toHaveAttribute('data-cms-block', 'bare-heading');
    } finally {
      resetState();
    }
  });
});
