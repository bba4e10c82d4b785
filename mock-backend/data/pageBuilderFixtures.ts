/**
 * Page Builder conformance content: markup as Magento 2.4 stores it, written the way other themes'
 * content is written, to check that the storefront shows any merchant's content well. None of it
 * is linked from a menu; the pages live at URL keys starting with `pagebuilder-`.
 *
 * `STORED` holds one element of every core content type (and each appearance) in the stored
 * ("master") format: 2.4.3+ elements carry `data-pb-style` with their rules in a `<style>` block
 * (`styleBlock`), older ones inline `style` attributes. The pages:
 * - `pagebuilder-light-theme`: a page authored for a light theme (Luma-like): light rows, banners,
 *   slides, columns and tabs that set a background colour and no text colour.
 * - `pagebuilder-column-margins`: 2.3-era content: column groups without column lines (before
 *   2.4.7) whose columns have margins, with inline styles (before 2.4.3).
 * - `pagebuilder-html-code`: HTML Code elements holding a YouTube and a Vimeo iframe, a sign-up form
 *   that posts to another site and loose form controls.
 * - `pagebuilder-wide-content`: content outside any row, full-width and full-bleed rows with side
 *   margins, tabs with long names and a wide table.
 * - `pagebuilder-hostile`: inline event handlers, `javascript:` URLs, scripts and other markup that
 *   must never run, in every place content can carry it.
 */
import type { SeedCmsPage } from './types';

type Css = Record<string, string>;

/** `{{media url=wysiwyg/...}}`, resolved by the backend like Magento's directive. */
const media = (path: string): string => `{{media url=wysiwyg/${path}}}`;

/** `data-background-images` as Page Builder writes it: JSON with escaped, entity-encoded quotes. */
function backgroundImages(desktop?: string, mobile?: string): string {
  if (!desktop && !mobile) return '{}';
  const images: Record<string, string> = {};
  if (desktop) images.desktop_image = media(desktop);
  if (mobile) images.mobile_image = media(mobile);
  return JSON.stringify(images).replace(/"/g, '\\&quot;');
}

/** A 2.4.3+ `<style>` block: `#html-body [data-pb-style=ID]{...}` per element, plus mobile rules. */
export function styleBlock(rules: Record<string, Css>, mobile: Record<string, Css> = {}): string {
  const block = (entries: Record<string, Css>) =>
    Object.entries(entries)
      .map(
        ([id, css]) =>
          `#html-body [data-pb-style=${id}]{${Object.entries(css)
            .map(([property, value]) => `${property}:${value}`)
            .join(';')}}`,
      )
      .join('');
  const mobileRules = Object.keys(mobile).length
    ? `@media only screen and (max-width: 768px) { ${block(mobile)} }`
    : '';
  return `<style>${block(rules)}${mobileRules}</style>`;
}

const inline = (css: Css): string =>
  Object.entries(css)
    .map(([property, value]) => `${property}: ${value};`)
    .join(' ');

const escapeCode = (html: string): string =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The background attributes rows, columns and tab items carry. */
const BACKGROUND_ATTRS =
  'data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src=""';

const ROW_CSS: Css = {
  'justify-content': 'flex-start',
  display: 'flex',
  'flex-direction': 'column',
  'background-position': 'left top',
  'background-size': 'cover',
  'background-repeat': 'no-repeat',
  'background-attachment': 'scroll',
  'border-style': 'none',
  'border-width': '1px',
  'border-radius': '0px',
};

const productsWidget = (categoryId: number, count: number, carousel: boolean): string =>
  `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${
    carousel
      ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml'
      : 'Magento_CatalogWidget::product/widget/content/grid.phtml'
  }" anchor_text="" id_path="" show_pager="0" products_count="${count}" condition_option="category_ids" condition_option_value="${categoryId}" type_name="${
    carousel ? 'Catalog Products Carousel' : 'Catalog Products List'
  }" conditions_encoded="^[\`1\`:^[\`aggregator\`:\`all\`,\`new_child\`:\`\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Combine\`,\`value\`:\`1\`^],\`1--1\`:^[\`operator\`:\`==\`,\`type\`:\`Magento||CatalogWidget||Model||Rule||Condition||Product\`,\`attribute\`:\`category_ids\`,\`value\`:\`${categoryId}\`^]^]" sort_order="position"}}`;

/* ------------------------------------------------------------------------------------------------
 * One element of every content type, in the stored format
 * ---------------------------------------------------------------------------------------------- */

/**
 * Every core content type and appearance as Magento stores it. Elements that use `data-pb-style`
 * need their rules: `STORED_STYLES` holds them all (prepend `styleBlock(STORED_STYLES)`).
 */
export const STORED_STYLES: Record<string, Css> = {
  SROWC01: { ...ROW_CSS, 'background-color': '#f0ece4', margin: '0px 0px 10px', padding: '10px' },
  SROWW01: { ...ROW_CSS, 'justify-content': 'center', margin: '0px 0px 10px', padding: '10px' },
  SROWB01: { ...ROW_CSS, margin: '0px', padding: '0px' },
  SGRP001: { display: 'flex', width: '100%', 'align-self': 'stretch' },
  SLIN001: { display: 'flex', width: '100%', 'align-self': 'stretch' },
  SCOL001: {
    ...ROW_CSS,
    width: '33.3333%',
    margin: '0px',
    padding: '10px',
    'align-self': 'stretch',
  },
  SCOL002: {
    ...ROW_CSS,
    'justify-content': 'center',
    width: '66.6667%',
    margin: '0px',
    padding: '10px',
    'align-self': 'center',
  },
  SHEAD01: { 'text-align': 'center', 'border-style': 'none', 'border-width': '1px', margin: '0px 0px 20px' },
  STEXT01: { 'text-align': 'left', 'border-style': 'none', margin: '0px', padding: '0px' },
  SBTNS01: { 'text-align': 'center', margin: '0px', padding: '10px 10px 0px' },
  SBTNL01: { 'text-align': 'center' },
  SBTNI01: { display: 'inline-block' },
  SIMGF01: { 'text-align': 'center', 'border-style': 'none', margin: '0px 0px 10px' },
  SIMGD01: {
    'border-style': 'none',
    'border-width': '1px',
    'border-radius': '0px',
    'max-width': '100%',
    height: 'auto',
  },
  SVID001: { 'text-align': 'center', margin: '0px 0px 10px' },
  SVIDI01: { 'max-width': '800px' },
  SVIDW01: { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px' },
  SDIV001: { margin: '0px', padding: '10px' },
  SDIVL01: { width: '100%', 'border-width': '1px', 'border-color': '#cecece', display: 'inline-block' },
  SHTML01: { 'border-style': 'none', margin: '0px 0px 10px', padding: '0px' },
  SMAP001: { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px', height: '300px' },
  STABS01: { margin: '0px', padding: '0px' },
  STABN01: { 'text-align': 'left' },
  STABH01: { 'border-radius': '0px', 'border-width': '1px' },
  STABC01: { 'border-width': '1px', 'border-radius': '0px', 'min-height': '300px' },
  STABI01: { ...ROW_CSS, margin: '0px', padding: '40px' },
  SBANM01: { margin: '0px 0px 10px' },
  SBANW01: {
    'background-color': '#ffffff',
    'background-position': 'center center',
    'background-size': 'cover',
    'background-repeat': 'no-repeat',
    'background-attachment': 'scroll',
    'border-style': 'none',
    'border-width': '1px',
    'border-radius': '0px',
  },
  SBANO01: {
    'border-radius': '0px',
    'min-height': '300px',
    'background-color': 'transparent',
    padding: '40px',
  },
  SBANB01: { opacity: '1', visibility: 'visible' },
  SCOLW01: {
    'background-position': 'center center',
    'background-size': 'cover',
    'background-repeat': 'no-repeat',
    'background-attachment': 'scroll',
    'border-style': 'none',
    'border-width': '1px',
    'border-radius': '0px',
    'min-height': '300px',
    padding: '40px',
  },
  SCOLO01: { 'background-color': 'rgba(255, 255, 255, 0.85)' },
  SSLD001: { 'min-height': '300px' },
  SSLDM01: { 'min-height': '300px' },
  SSLDW01: {
    'background-color': '#fff3cd',
    'background-position': 'center center',
    'background-size': 'cover',
    'background-repeat': 'no-repeat',
    'background-attachment': 'scroll',
    'border-style': 'none',
    'border-width': '1px',
    'border-radius': '0px',
  },
  SSLDO01: {
    'border-radius': '0px',
    'min-height': '300px',
    'background-color': 'transparent',
    padding: '40px',
  },
  SPRD001: { 'text-align': 'center' },
};

/** The mobile image rules of the stored image. */
export const STORED_MOBILE_STYLES: Record<string, Css> = { SIMGF01: { 'border-style': 'none' } };

const banner = (appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right'): string => {
  const poster = appearance === 'poster';
  const wrapperId = poster ? 'SBANW01' : 'SCOLW01';
  const overlayId = poster ? 'SBANO01' : 'SCOLO01';
  return (
    `<div data-content-type="banner" data-appearance="${appearance}" data-show-button="always" data-show-overlay="${
      poster ? 'never' : 'always'
    }" data-element="main" data-pb-style="SBANM01">` +
    '<a href="/record-players.html" target="" data-link-type="category" title="" data-element="link">' +
    `<div class="pagebuilder-banner-wrapper" data-background-images="${backgroundImages(
      poster ? undefined : 'light/record-players-banner.jpg',
      poster ? undefined : 'light/record-players-mobile.jpg',
    )}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="${wrapperId}">` +
    `<div class="pagebuilder-overlay${poster ? ' pagebuilder-poster-overlay' : ''}" data-overlay-color="${
      poster ? '' : 'rgba(255, 255, 255, 0.85)'
    }" aria-label="${poster ? '' : 'Three record players on a sunny shelf'}" title="" data-element="overlay" data-pb-style="${overlayId}">` +
    `<div class="${poster ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content'}">` +
    '<div data-element="content"><h2>Players for every room</h2><p>Portable, hi-fi or all-in-one.</p></div>' +
    '<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" data-pb-style="SBANB01">Shop record players</button>' +
    '</div></div></div></a></div>'
  );
};

const slide = (name: string, appearance: 'poster' | 'collage-right', text: string): string =>
  `<div data-content-type="slide" data-slide-name="${name}" data-appearance="${appearance}" data-show-button="never" data-show-overlay="never" data-element="main" data-pb-style="SSLDM01">` +
  '<div data-element="empty_link">' +
  '<div class="pagebuilder-slide-wrapper" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="SSLDW01">' +
  `<div class="pagebuilder-overlay${appearance === 'poster' ? ' pagebuilder-poster-overlay' : ''}" data-overlay-color="" aria-label="" title="" data-element="overlay" data-pb-style="SSLDO01">` +
  `<div class="${appearance === 'poster' ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content'}">` +
  `<div data-element="content"><p>${text}</p></div></div></div></div></div></div>`;

export const STORED = {
  rowContained:
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" data-pb-style="SROWC01">` +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Contained row</p></div>' +
    '</div></div>',
  rowFullWidth:
    `<div data-content-type="row" data-appearance="full-width" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="SROWW01">` +
    '<div class="row-full-width-inner" data-element="inner">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Full-width row</p></div>' +
    '</div></div>',
  rowFullBleed:
    `<div data-content-type="row" data-appearance="full-bleed" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="SROWB01">` +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Full-bleed row</p></div>' +
    '</div>',
  /** 2.4.7+: column-group > column-line > column. */
  columnGroup:
    '<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" data-pb-style="SGRP001">' +
    '<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" data-pb-style="SLIN001">' +
    '<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" data-pb-style="SCOL001">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>One third</p></div></div>' +
    '<div class="pagebuilder-column" data-content-type="column" data-appearance="align-center" data-background-images="{}" data-element="main" data-pb-style="SCOL002">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Two thirds</p></div></div>' +
    '</div></div>',
  /** Before 2.4.7 (and before 2.4.3): no column line, inline styles, columns with margins. */
  columnGroupLegacy:
    '<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="12" data-element="main">' +
    ['First', 'Second', 'Third']
      .map(
        (name) =>
          `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" style="${inline(
            { ...ROW_CSS, width: '33.3333%', margin: '0px 10px', padding: '10px', 'align-self': 'stretch' },
          )}"><div data-content-type="text" data-appearance="default" data-element="main"><p>${name} column</p></div></div>`,
      )
      .join('') +
    '</div>',
  heading:
    '<h2 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="SHEAD01">Fresh off the press</h2>',
  text:
    '<div data-content-type="text" data-appearance="default" data-element="main" data-pb-style="STEXT01">' +
    '<p>New vinyl every Friday. <a href="/vinyl.html">Browse the racks</a>.</p></div>',
  buttons:
    '<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" data-pb-style="SBTNS01">' +
    '<div data-content-type="button-item" data-appearance="default" data-element="main" data-pb-style="SBTNI01">' +
    '<a class="pagebuilder-button-primary" href="/record-players.html" target="" data-link-type="category" title="" data-element="link" data-pb-style="SBTNL01"><span data-element="link_text">Shop players</span></a></div>' +
    '<div data-content-type="button-item" data-appearance="default" data-element="main" data-pb-style="SBTNI01">' +
    '<a class="pagebuilder-button-secondary" href="https://example.com/guide" target="_blank" data-link-type="default" title="" data-element="link" data-pb-style="SBTNL01"><span data-element="link_text">Read the guide</span></a></div>' +
    '<div data-content-type="button-item" data-appearance="default" data-element="main" data-pb-style="SBTNI01">' +
    '<div class="pagebuilder-button-link" data-element="empty_link" data-pb-style="SBTNL01"><span data-element="link_text">No link</span></div></div>' +
    '</div>',
  buttonsStacked:
    '<div data-content-type="buttons" data-appearance="stacked" data-same-width="true" data-element="main" style="text-align: left; display: flex; flex-direction: column;">' +
    '<div data-content-type="button-item" data-appearance="default" data-element="main" style="display: inline-block;">' +
    '<a class="pagebuilder-button-link" href="/about-us" target="" data-link-type="page" title="" data-element="link" style="text-align: center;"><span data-element="link_text">Our story</span></a></div></div>',
  image:
    '<figure data-content-type="image" data-appearance="full-width" data-element="main" data-pb-style="SIMGF01">' +
    '<a href="/cruiser-deluxe.html" target="" data-link-type="product" title="" data-element="link">' +
    `<img class="pagebuilder-mobile-hidden" src="${media('light/cruiser-banner.jpg')}" alt="A mint Cruiser record player" title="Cruiser" data-element="desktop_image" data-pb-style="SIMGD01">` +
    `<img class="pagebuilder-mobile-only" src="${media('light/cruiser-mobile.jpg')}" alt="A mint Cruiser record player" title="Cruiser" data-element="mobile_image" data-pb-style="SIMGD01">` +
    '</a><figcaption data-element="caption">The Cruiser in mint</figcaption></figure>',
  video:
    '<div data-content-type="video" data-appearance="default" data-element="main" data-pb-style="SVID001">' +
    '<div class="pagebuilder-video-inner" data-element="inner" data-pb-style="SVIDI01">' +
    '<div class="pagebuilder-video-wrapper" data-element="wrapper" data-pb-style="SVIDW01">' +
    '<div class="pagebuilder-video-container"><iframe frameborder="0" allowfullscreen="" src="https://www.youtube.com/embed/aqz-KE-bpKQ" data-element="video"></iframe></div>' +
    '</div></div></div>',
  bannerPoster: banner('poster'),
  bannerCollageLeft: banner('collage-left'),
  bannerCollageCentered: banner('collage-centered'),
  bannerCollageRight: banner('collage-right'),
  slider:
    '<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="false" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="false" data-show-arrows="false" data-show-dots="true" data-element="main" data-pb-style="SSLD001">' +
    slide('Spring sale', 'poster', 'Spring sale: 20% off needles') +
    slide('New arrivals', 'collage-right', 'New arrivals every Friday') +
    '</div>',
  tabs:
    '<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="1" data-element="main" data-pb-style="STABS01">' +
    '<ul role="tablist" class="tabs-navigation" data-element="navigation" data-pb-style="STABN01">' +
    '<li role="tab" class="tab-header" data-element="headers" data-pb-style="STABH01"><a href="#TABA001" class="tab-title"><span class="tab-title">Turntables</span></a></li>' +
    '<li role="tab" class="tab-header" data-element="headers" data-pb-style="STABH01"><a href="#TABB001" class="tab-title"><span class="tab-title">Speakers</span></a></li>' +
    '</ul><div class="tabs-content" data-element="content" data-pb-style="STABC01">' +
    '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Turntables" data-background-images="{}" data-element="main" id="TABA001" data-pb-style="STABI01">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Belt or direct drive?</p></div></div>' +
    '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Speakers" data-background-images="{}" data-element="main" id="TABB001" data-pb-style="STABI01">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Voiced for vinyl.</p></div></div>' +
    '</div></div>',
  productsGrid: `<div data-content-type="products" data-appearance="grid" data-element="main" data-pb-style="SPRD001">${productsWidget(
    4,
    4,
    false,
  )}</div>`,
  productsCarousel: `<div data-content-type="products" data-appearance="carousel" data-autoplay="false" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="continuous" data-center-padding="90px" data-element="main" data-pb-style="SPRD001">${productsWidget(
    4,
    6,
    true,
  )}</div>`,
  block:
    '<div data-content-type="block" data-appearance="default" data-element="main">' +
    '{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="home-promo" type_name="CMS Static Block"}}' +
    '</div>',
  dynamicBlock:
    '<div data-content-type="dynamic_block" data-appearance="default" data-element="main" style="min-height: 120px;">' +
    '{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="fixed" rotate="" template="widget/block.phtml" banner_ids="1" unique_id="sdyn001" type_name="Dynamic Blocks Rotator"}}' +
    '</div>',
  html: `<div data-content-type="html" data-appearance="default" data-element="main" data-pb-style="SHTML01">${escapeCode(
    '<p class="note">Made in <strong>Portland</strong>.</p>',
  )}</div>`,
  divider:
    '<div data-content-type="divider" data-appearance="default" data-element="main" data-pb-style="SDIV001">' +
    '<hr data-element="line" data-pb-style="SDIVL01"></div>',
  map: `<div data-content-type="map" data-appearance="default" data-show-controls="true" data-locations="${JSON.stringify(
    [
      {
        position: { latitude: 45.5231, longitude: -122.6765 },
        location_name: 'Portland Showroom',
        phone: '(503) 555-0142',
        address: '1200 NW Marshall St',
        city: 'Portland',
        state: 'Oregon',
        zipcode: '97209',
        country: 'United States',
        comment: 'Listening room open daily',
        record_id: 0,
      },
    ],
  ).replace(/"/g, '&quot;')}" data-element="main" data-pb-style="SMAP001"></div>`,
} as const;

/* ------------------------------------------------------------------------------------------------
 * A page authored for a light theme (Luma-like): backgrounds set, text colours not
 * ---------------------------------------------------------------------------------------------- */

const LIGHT_ROW = (color: string, extra: Css = {}): Css => ({
  ...ROW_CSS,
  'background-color': color,
  margin: '0px 0px 10px',
  padding: '40px 10px',
  ...extra,
});

function lightThemeContent(): string {
  const styles = styleBlock({
    LTROW01: LIGHT_ROW('#f5f5f5'),
    LTHED01: { 'text-align': 'center', 'border-style': 'none', margin: '0px 0px 10px' },
    LTTXT01: { 'text-align': 'center' },
    LTBTS01: { 'text-align': 'center', margin: '10px 0px 0px' },
    LTBTL01: { 'text-align': 'center' },
    LTBTI01: { display: 'inline-block' },
    LTROW02: LIGHT_ROW('#ffffff', { 'border-style': 'solid', 'border-color': '#e3e3e3' }),
    LTGRP01: { display: 'flex', width: '100%', 'align-self': 'stretch' },
    LTCOL01: {
      ...ROW_CSS,
      'background-color': '#e8f4fd',
      width: '50%',
      margin: '0px',
      padding: '20px',
      'align-self': 'stretch',
    },
    LTCOL02: { ...ROW_CSS, width: '50%', margin: '0px', padding: '20px', 'align-self': 'stretch' },
    LTROW03: { ...ROW_CSS, margin: '0px 0px 10px', padding: '0px' },
    LTBNM01: { margin: '0px' },
    LTBNW01: {
      'background-color': '#fafafa',
      'background-position': 'center center',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
    },
    LTBNO01: {
      'border-radius': '0px',
      'min-height': '300px',
      'background-color': 'transparent',
      padding: '40px',
    },
    LTBNB01: { opacity: '1', visibility: 'visible' },
    LTBNW02: {
      'background-color': '#eeeeee',
      'background-position': 'center center',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
      'min-height': '300px',
      padding: '40px',
    },
    LTBNO02: { 'background-color': 'rgba(255, 255, 255, 0.85)' },
    // A named colour, as hand-written CSS has it: the browser resolves it.
    LTROW04: LIGHT_ROW('white'),
    LTTAB01: { margin: '0px', padding: '0px' },
    LTTBN01: { 'text-align': 'left' },
    LTTBH01: { 'border-radius': '0px', 'border-width': '1px' },
    LTTBC01: { 'border-width': '1px', 'border-radius': '0px', 'min-height': '200px' },
    LTTBI01: { ...ROW_CSS, 'background-color': '#ffffff', margin: '0px', padding: '40px' },
    LTSLD01: { 'min-height': '300px' },
    LTSLW01: {
      'background-color': '#fff3cd',
      'background-position': 'center center',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
    },
    LTSLO01: {
      'border-radius': '0px',
      'min-height': '300px',
      'background-color': 'transparent',
      padding: '40px',
    },
    LTSLW02: {
      'background-color': '#d1ecf1',
      'background-position': 'center center',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
      'min-height': '300px',
      padding: '40px',
    },
    LTSLO02: { 'background-color': 'transparent' },
    LTROW05: LIGHT_ROW('#9e9e9e'),
    LTROW06: LIGHT_ROW('#fffbe6'),
    LTBNW03: {
      'background-color': '#1f1a17',
      'background-position': 'center center',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
    },
    LTTXT02: { 'background-color': '#ffffff', padding: '20px', margin: '0px 0px 10px' },
    LTHED02: { color: '#333333', 'border-style': 'none', margin: '0px 0px 10px' },
    LTDIV01: { margin: '0px', padding: '10px' },
    LTDVL01: { width: '100%', 'border-width': '1px', 'border-color': '#cccccc', display: 'inline-block' },
    LTPRD01: { 'text-align': 'center' },
  });

  const button = (kind: string, text: string, href: string, type: string) =>
    `<div data-content-type="button-item" data-appearance="default" data-element="main" data-pb-style="LTBTI01">` +
    `<a class="pagebuilder-button-${kind}" href="${href}" target="" data-link-type="${type}" title="" data-element="link" data-pb-style="LTBTL01"><span data-element="link_text">${text}</span></a></div>`;

  const intro =
    `<div data-content-type="row" data-appearance="full-width" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="LTROW01">` +
    '<div class="row-full-width-inner" data-element="inner">' +
    '<h1 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="LTHED01">Spring listening guide</h1>' +
    '<div data-content-type="text" data-appearance="default" data-element="main" data-pb-style="LTTXT01">' +
    '<p>Open the windows, dust off the crates and let the sunshine in. Our <a href="/record-players.html">record players</a> and <strong>speakers</strong> are ready for the season.</p></div>' +
    '<div data-content-type="buttons" data-appearance="inline" data-same-width="false" data-element="main" data-pb-style="LTBTS01">' +
    button('primary', 'Shop turntables', '/record-players/hi-fi-turntables.html', 'category') +
    button('secondary', 'Our story', '/about-us', 'page') +
    button('link', 'Care tips', '/shipping-returns', 'page') +
    '</div></div></div>';

  const perks =
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" data-pb-style="LTROW02">` +
    '<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" data-pb-style="LTGRP01">' +
    '<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" data-pb-style="LTGRP01">' +
    '<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" data-pb-style="LTCOL01">' +
    '<h3 data-content-type="heading" data-appearance="default" data-element="main">Free shipping over $75</h3>' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Every order over $75 ships free to the lower 48. <a href="/shipping-returns">See the details</a>.</p></div></div>' +
    '<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" data-pb-style="LTCOL02">' +
    '<h3 data-content-type="heading" data-appearance="default" data-element="main">30-day returns</h3>' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><ul><li>Changed your mind? Send it back.</li><li>Prepaid label included.</li></ul></div></div>' +
    '</div></div></div></div>';

  const posterBanner =
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" data-pb-style="LTROW03">` +
    '<div data-content-type="banner" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main" data-pb-style="LTBNM01">' +
    '<div data-element="empty_link">' +
    '<div class="pagebuilder-banner-wrapper" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="LTBNW01">' +
    '<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" aria-label="" title="" data-element="overlay" data-pb-style="LTBNO01">' +
    '<div class="pagebuilder-poster-content"><div data-element="content"><h2>Warm up your weekend</h2><p>Crate-digging season is here: new pressings every Friday.</p></div>' +
    '<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" data-pb-style="LTBNB01">See what’s new</button>' +
    '</div></div></div></div></div>' +
    '<div data-content-type="banner" data-appearance="collage-left" data-show-button="always" data-show-overlay="always" data-element="main" data-pb-style="LTBNM01">' +
    '<a href="/vinyl.html" target="" data-link-type="category" title="" data-element="link">' +
    `<div class="pagebuilder-banner-wrapper" data-background-images="${backgroundImages(
      'light/vinyl-records-banner.jpg',
    )}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="LTBNW02">` +
    '<div class="pagebuilder-overlay" data-overlay-color="rgba(255, 255, 255, 0.85)" aria-label="Stacks of colored vinyl" title="" data-element="overlay" data-pb-style="LTBNO02">' +
    '<div class="pagebuilder-collage-content"><div data-element="content"><h2>Colored vinyl</h2><p>Limited pressings in every shade.</p></div>' +
    '<button type="button" class="pagebuilder-banner-button pagebuilder-button-secondary" data-element="button" data-pb-style="LTBNB01">Browse vinyl</button>' +
    '</div></div></div></a></div>' +
    '</div></div>';

  const tabs =
    `<div data-content-type="row" data-appearance="full-width" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="LTROW04">` +
    '<div class="row-full-width-inner" data-element="inner">' +
    '<h2 data-content-type="heading" data-appearance="default" data-element="main">Find your sound</h2>' +
    '<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main" data-pb-style="LTTAB01">' +
    '<ul role="tablist" class="tabs-navigation" data-element="navigation" data-pb-style="LTTBN01">' +
    '<li role="tab" class="tab-header" data-element="headers" data-pb-style="LTTBH01"><a href="#LTTABA1" class="tab-title"><span class="tab-title">Turntables</span></a></li>' +
    '<li role="tab" class="tab-header" data-element="headers" data-pb-style="LTTBH01"><a href="#LTTABB1" class="tab-title"><span class="tab-title">Speakers</span></a></li>' +
    '</ul><div class="tabs-content" data-element="content" data-pb-style="LTTBC01">' +
    '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Turntables" data-background-images="{}" data-element="main" id="LTTABA1" data-pb-style="LTTBI01">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Belt drive for warmth, direct drive for control. <a href="/record-players/hi-fi-turntables.html">Compare turntables</a>.</p></div></div>' +
    '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Speakers" data-background-images="{}" data-element="main" id="LTTABB1" data-pb-style="LTTBI01">' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Bookshelf speakers voiced for vinyl.</p></div></div>' +
    '</div></div>' +
    `<div data-content-type="products" data-appearance="grid" data-element="main" data-pb-style="LTPRD01">${productsWidget(
      4,
      4,
      false,
    )}</div>` +
    '</div></div>';

  const slides =
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" data-pb-style="LTROW03">` +
    '<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="false" data-autoplay-speed="4000" data-fade="false" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-element="main" data-pb-style="LTSLD01">' +
    '<div data-content-type="slide" data-slide-name="Needles" data-appearance="poster" data-show-button="never" data-show-overlay="never" data-element="main" data-pb-style="LTSLD01">' +
    '<div data-element="empty_link">' +
    '<div class="pagebuilder-slide-wrapper" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="LTSLW01">' +
    '<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" aria-label="" title="" data-element="overlay" data-pb-style="LTSLO01">' +
    '<div class="pagebuilder-poster-content"><div data-element="content"><h3>Fresh needles, fresh sound</h3><p>Replace your stylus every 1,000 hours of play.</p></div></div>' +
    '</div></div></div></div>' +
    '<div data-content-type="slide" data-slide-name="Care" data-appearance="collage-right" data-show-button="never" data-show-overlay="never" data-element="main" data-pb-style="LTSLD01">' +
    '<div data-element="empty_link">' +
    '<div class="pagebuilder-slide-wrapper" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="LTSLW02">' +
    '<div class="pagebuilder-overlay" data-overlay-color="" aria-label="" title="" data-element="overlay" data-pb-style="LTSLO02">' +
    '<div class="pagebuilder-collage-content"><div data-element="content"><h3>Record care kit</h3><p>A brush, a cloth and a cleaning fluid that is kind to vinyl.</p></div></div>' +
    '</div></div></div></div>' +
    '</div></div></div>';

  const giftCards =
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" data-pb-style="LTROW05">` +
    '<h2 data-content-type="heading" data-appearance="default" data-element="main">Gift cards</h2>' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>The present that always fits. <a href="/contact-us">Ask us about gift cards</a>.</p></div>' +
    '</div></div>';

  const mixed =
    `<div data-content-type="row" data-appearance="full-width" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="LTROW06">` +
    '<div class="row-full-width-inner" data-element="inner">' +
    '<h2 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="LTHED02">From the listening room</h2>' +
    '<div data-content-type="text" data-appearance="default" data-element="main" data-pb-style="LTTXT02"><p>Our staff picks this month: warm jazz, bright pop and one very loud rock record.</p></div>' +
    '<div data-content-type="banner" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main" data-pb-style="LTBNM01">' +
    '<div data-element="empty_link">' +
    '<div class="pagebuilder-banner-wrapper" data-background-images="{}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" data-pb-style="LTBNW03">' +
    '<div class="pagebuilder-overlay pagebuilder-poster-overlay" data-overlay-color="" aria-label="" title="" data-element="overlay" data-pb-style="LTBNO01">' +
    '<div class="pagebuilder-poster-content"><div data-element="content"><h2>Late-night sessions</h2><p>Low light, low volume, <a href="/headphones.html">good headphones</a>.</p></div>' +
    '<button type="button" class="pagebuilder-banner-button pagebuilder-button-primary" data-element="button" data-pb-style="LTBNB01">Shop headphones</button>' +
    '</div></div></div></div></div>' +
    '<div data-content-type="divider" data-appearance="default" data-element="main" data-pb-style="LTDIV01"><hr data-element="line" data-pb-style="LTDVL01"></div>' +
    '</div></div>';

  return styles + intro + perks + posterBanner + tabs + slides + giftCards + mixed;
}

/* ------------------------------------------------------------------------------------------------
 * 2.3-era columns: no column line, inline styles, margins on the columns
 * ---------------------------------------------------------------------------------------------- */

function columnMarginsContent(): string {
  const column = (width: string, margin: string, children: string) =>
    `<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-background-images="{}" data-element="main" style="${inline(
      { ...ROW_CSS, width, margin, padding: '10px', 'align-self': 'stretch' },
    )}">${children}</div>`;
  const card = (title: string, image: string, text: string) =>
    `<figure data-content-type="image" data-appearance="full-width" data-element="main" style="text-align: center; margin: 0px 0px 10px; padding: 0px; border-style: none;">` +
    `<img class="pagebuilder-mobile-hidden" src="${media(image)}" alt="${title}" title="" data-element="desktop_image" style="border-style: none; border-width: 1px; border-radius: 0px; max-width: 100%; height: auto;">` +
    `<img class="pagebuilder-mobile-only" src="${media(image)}" alt="${title}" title="" data-element="mobile_image" style="border-style: none; border-width: 1px; border-radius: 0px; max-width: 100%; height: auto;"></figure>` +
    `<h3 data-content-type="heading" data-appearance="default" data-element="main" style="text-align: center; border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;">${title}</h3>` +
    `<div data-content-type="text" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;"><p>${text}</p></div>`;
  const group = (columns: string) =>
    `<div class="pagebuilder-column-group" style="display: flex;" data-content-type="column-group" data-grid-size="12" data-element="main">${columns}</div>`;
  const row = (children: string) =>
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" style="${inline({
      ...ROW_CSS,
      margin: '0px 0px 10px',
      padding: '10px',
    })}">${children}</div></div>`;
  return (
    row(
      '<h1 data-content-type="heading" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px 0px 20px; padding: 0px;">Shop by room</h1>' +
        group(
          column(
            '33.3333%',
            '0px 10px',
            card('Living room', 'columns/living-room-tile.jpg', 'An all-in-one system that fills the room.'),
          ) +
            column(
              '33.3333%',
              '0px 10px',
              card('Bedroom', 'columns/headphones-tile.jpg', 'Late-night listening without waking anyone.'),
            ) +
            column(
              '33.3333%',
              '0px 10px',
              card('Studio', 'columns/turntable-tile.jpg', 'A direct-drive deck for serious digging.'),
            ),
        ),
    ) +
    row(
      '<h2 data-content-type="heading" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px 0px 20px; padding: 0px;">Four ways to listen</h2>' +
        group(
          ['Portable', 'Hi-fi', 'Wireless', 'All-in-one']
            .map((name) =>
              column(
                '25%',
                '5px',
                `<div data-content-type="text" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px; padding: 0px;"><p><strong>${name}</strong></p></div>`,
              ),
            )
            .join(''),
        ),
    )
  );
}

/* ------------------------------------------------------------------------------------------------
 * HTML Code with embedded players and forms
 * ---------------------------------------------------------------------------------------------- */

function htmlCodeContent(): string {
  const html = (code: string) =>
    `<div data-content-type="html" data-appearance="default" data-element="main" style="border-style: none; border-width: 1px; border-radius: 0px; margin: 0px 0px 20px; padding: 0px;">${escapeCode(
      code,
    )}</div>`;
  return (
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" style="${inline({
      ...ROW_CSS,
      margin: '0px 0px 10px',
      padding: '10px',
    })}">` +
    '<h1 data-content-type="heading" data-appearance="default" data-element="main">Watch and sign up</h1>' +
    html(
      '<h2>How to set up your Cruiser</h2>\n<iframe width="560" height="315" src="https://www.youtube.com/embed/aqz-KE-bpKQ?si=Xy12ab" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
    ) +
    html(
      '<div style="padding:56.25% 0 0 0;position:relative;"><iframe src="https://player.vimeo.com/video/76979871?h=8272103f6e" style="position:absolute;top:0;left:0;width:100%;height:100%;" frameborder="0" allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe></div>',
    ) +
    html(
      '<div class="newsletter-box">\n<h3>Join the listening club</h3>\n<form action="https://lists.example.com/subscribe" method="post" target="_blank">\n<label for="club-email">Email</label>\n<input type="email" id="club-email" name="EMAIL" placeholder="you@example.com" required>\n<button type="submit">Subscribe</button>\n</form>\n</div>',
    ) +
    html(
      '<p>Pick your speed:</p>\n<select name="speed"><option>33⅓ rpm</option><option>45 rpm</option></select>\n<input type="checkbox" id="warranty"> <label for="warranty">Add the 2-year warranty</label>',
    ) +
    '</div></div>'
  );
}

/* ------------------------------------------------------------------------------------------------
 * Content that tends to widen a page
 * ---------------------------------------------------------------------------------------------- */

function wideContent(): string {
  const longTabs = [
    'Everything you need to know before you set up your first turntable',
    'Cartridges, styluses and tonearms explained without the jargon',
    'Speakers-and-amplifiers-matching-guide-for-beginners-and-collectors',
    'Care',
  ];
  return (
    styleBlock({
      WDROW01: {
        ...ROW_CSS,
        'background-color': '#1f1a17',
        margin: '0px 4px 10px 0px',
        padding: '40px 10px',
      },
      WDROW02: { ...ROW_CSS, margin: '0px 20px 10px', padding: '20px' },
      WDROW03: { ...ROW_CSS, margin: '0px 0px 10px', padding: '10px' },
      WDTAB01: { margin: '0px', padding: '0px' },
      WDTBC01: { 'border-width': '1px', 'border-radius': '0px', 'min-height': '150px' },
      WDTBI01: { ...ROW_CSS, margin: '0px', padding: '20px' },
    }) +
    // Content saved outside any row (imported or pasted): it still needs the page's side margins.
    '<h1 data-content-type="heading" data-appearance="default" data-element="main">Set-up guides</h1>' +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>Everything below was written by our support team.</p></div>' +
    `<div data-content-type="row" data-appearance="full-width" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="WDROW01">` +
    '<div class="row-full-width-inner" data-element="inner">' +
    '<h2 data-content-type="heading" data-appearance="default" data-element="main">A full-width row with a right margin</h2>' +
    '</div></div>' +
    `<div data-content-type="row" data-appearance="full-bleed" ${BACKGROUND_ATTRS} data-element="main" data-pb-style="WDROW02">` +
    '<div data-content-type="text" data-appearance="default" data-element="main"><p>A full-bleed row with side margins.</p></div>' +
    '</div>' +
    '<div data-content-type="row" data-appearance="contained" data-element="main">' +
    `<div ${BACKGROUND_ATTRS} data-element="inner" data-pb-style="WDROW03">` +
    '<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main" data-pb-style="WDTAB01">' +
    '<ul role="tablist" class="tabs-navigation" data-element="navigation">' +
    longTabs
      .map(
        (name, index) =>
          `<li role="tab" class="tab-header" data-element="headers"><a href="#WDTAB${index}X" class="tab-title"><span class="tab-title">${name}</span></a></li>`,
      )
      .join('') +
    '</ul><div class="tabs-content" data-element="content" data-pb-style="WDTBC01">' +
    longTabs
      .map(
        (name, index) =>
          `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${name}" data-background-images="{}" data-element="main" id="WDTAB${index}X" data-pb-style="WDTBI01">` +
          `<div data-content-type="text" data-appearance="default" data-element="main"><p>${name}: see the manual that came in the box.</p></div></div>`,
      )
      .join('') +
    '</div></div>' +
    '<div data-content-type="text" data-appearance="default" data-element="main">' +
    '<table><thead><tr><th>Model</th><th>Drive</th><th>Speeds</th><th>Output</th><th>Bluetooth</th><th>Weight</th><th>Warranty</th></tr></thead>' +
    '<tbody><tr><td>Cruiser Deluxe</td><td>Belt</td><td>33⅓, 45, 78</td><td>RCA + 3.5 mm</td><td>Receiver</td><td>2.8 kg</td><td>2 years</td></tr>' +
    '<tr><td>Studio Reference</td><td>Direct</td><td>33⅓, 45</td><td>RCA, phono pre-amp switchable</td><td>None</td><td>9.4 kg</td><td>5 years</td></tr></tbody></table>' +
    '<p>Firmware: https://downloads.spindleandstylus.example/firmware/studio-reference/v2.4.1/studio-reference-firmware-update.bin</p>' +
    '</div></div></div>'
  );
}

/* ------------------------------------------------------------------------------------------------
 * Hostile markup: nothing of it may run, load or report
 * ---------------------------------------------------------------------------------------------- */

const XSS = 'window.__pbHostile=(window.__pbHostile||0)+1';

function hostileContent(): string {
  const js = `javascript:${XSS}`;
  const payloads = [
    `<script>${XSS}</script>`,
    `<img src="x" onerror="${XSS}" alt="">`,
    `<img src="${media('hostile/broken.jpg')}" onload="${XSS}" alt="">`,
    `<a href="${js}" onmouseover="${XSS}">A link that goes nowhere</a>`,
    `<a href=" JaVa&#x09;ScRiPt:${XSS}">Another one</a>`,
    `<svg onload="${XSS}"><script>${XSS}</script><a xlink:href="${js}"><text>svg</text></a></svg>`,
    `<math><mtext><table><mglyph><style><img src=x onerror="${XSS}"></style></mglyph></table></mtext></math>`,
    `<iframe srcdoc="<script>${XSS}</script>"></iframe>`,
    `<iframe src="${js}"></iframe>`,
    `<object data="${js}"></object>`,
    `<embed src="${js}">`,
    `<div style="background:url(${js})" onclick="${XSS}">Styled text</div>`,
    `<details open ontoggle="${XSS}"><summary>Details</summary>Hidden</details>`,
    `<form action="${js}"><button formaction="${js}" onclick="${XSS}">Go</button></form>`,
    `<video src="x" onerror="${XSS}"></video>`,
    `<body onload="${XSS}"><p onpointerenter="${XSS}">Body text</p></body>`,
    `<meta http-equiv="refresh" content="0;url=${js}">`,
    `<base href="${js}">`,
    `<link rel="stylesheet" href="${js}">`,
    `<input autofocus onfocus="${XSS}">`,
    `<marquee onstart="${XSS}">Marquee</marquee>`,
  ].join('');
  const handlers = Array.from(
    { length: 40 },
    (_, index) =>
      `<span onmouseover="${XSS}" onclick="${XSS}" onanimationstart="${XSS}">Item ${index + 1} </span>`,
  ).join('');
  const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return (
    `<style>#html-body [data-pb-style=HSROW01]{background-image:url(${js});width:expression(alert(1));justify-content:flex-start;display:flex;flex-direction:column}</style>` +
    `<script>${XSS}</script>` +
    `<div data-content-type="row" data-appearance="contained" data-element="main" onclick="${XSS}">` +
    `<div data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="${attr(
      JSON.stringify({ desktop_image: js }),
    )}" data-background-type="video" data-video-src="${js}" data-video-fallback-src="${js}" data-element="inner" data-pb-style="HSROW01" onmouseover="${XSS}">` +
    `<h1 data-content-type="heading" data-appearance="default" data-element="main" onmouseover="${XSS}">Nothing here runs<img src=x onerror="${XSS}"></h1>` +
    `<div data-content-type="text" data-appearance="default" data-element="main" onclick="${XSS}">${payloads}<p>${handlers}</p></div>` +
    `<div data-content-type="html" data-appearance="default" data-element="main">${escapeCode(payloads + handlers)}</div>` +
    `<div data-content-type="buttons" data-appearance="inline" data-element="main"><div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-primary" href="${js}" data-element="link" onclick="${XSS}"><span data-element="link_text">A button</span></a></div></div>` +
    `<figure data-content-type="image" data-appearance="full-width" data-element="main"><a href="${js}" data-element="link"><img src="${js}" onerror="${XSS}" alt="An image" data-element="desktop_image"><img src="x" onerror="${XSS}" alt="An image" data-element="mobile_image"></a></figure>` +
    `<div data-content-type="banner" data-appearance="poster" data-show-button="always" data-show-overlay="never" data-element="main"><a href="${js}" data-element="link"><div class="pagebuilder-banner-wrapper" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;${js}\\&quot;}" data-element="wrapper" onmouseover="${XSS}"><div class="pagebuilder-overlay" data-overlay-color="red;background:url(${js})" data-element="overlay"><div data-element="content">${payloads}</div><button type="button" data-element="button" onclick="${XSS}">Banner button</button></div></div></a></div>` +
    `<div data-content-type="video" data-appearance="default" data-element="main"><div data-element="inner"><iframe src="${js}" data-element="video" onload="${XSS}"></iframe></div></div>` +
    `<div data-content-type="block" data-appearance="default" data-element="main">${payloads}</div>` +
    '</div></div>'
  );
}

/* ------------------------------------------------------------------------------------------------
 * The pages
 * ---------------------------------------------------------------------------------------------- */

const fixturePage = (
  page_id: number,
  identifier: string,
  title: string,
  content: string,
  page_layout: SeedCmsPage['page_layout'] = 'cms-full-width',
): SeedCmsPage => ({
  page_id,
  identifier,
  title,
  content_heading: '',
  content,
  page_layout,
  meta_title: title,
  meta_description: '',
  meta_keywords: '',
  active: true,
});

export const pageBuilderFixturePages: SeedCmsPage[] = [
  fixturePage(901, 'pagebuilder-light-theme', 'Spring Listening Guide', lightThemeContent()),
  fixturePage(902, 'pagebuilder-column-margins', 'Shop by Room', columnMarginsContent(), '1column'),
  fixturePage(903, 'pagebuilder-html-code', 'Watch and Sign Up', htmlCodeContent(), '1column'),
  fixturePage(904, 'pagebuilder-wide-content', 'Set-up Guides', wideContent()),
  fixturePage(905, 'pagebuilder-hostile', 'Hostile Content', hostileContent(), '1column'),
];
