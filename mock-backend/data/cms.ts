/**
 * CMS seed content for the embedded backend: pages and blocks as Magento 2.4 stores them in
 * `cms_page.content` / `cms_block.content`, i.e. Page Builder "master format" HTML.
 *
 * The markup is produced by the small writer below so every content type comes out the way the
 * Page Builder admin serialises it:
 * - 2.4.3+ style: each styled element carries `data-pb-style="XXXXXXX"` and one `<style>` block
 *   (`#html-body [data-pb-style=XXXXXXX]{...}`, identical rule sets merged, a mobile media query for
 *   images) is prepended to the content. Pages saved before 2.4.3 (the policy pages, the retired
 *   page, the header bar) keep inline `style="..."` attributes instead.
 * - Columns are stored as column-group > column-line > column (2.4.7+).
 * - Background images: `data-background-images="{\&quot;desktop_image\&quot;:\&quot;{{media url=...}}\&quot;}"`.
 * - The HTML Code content type stores its markup HTML-escaped (`&lt;div&gt;`), as Magento does.
 * - Products use the CatalogWidget ProductsList widget with `conditions_encoded` on category ids.
 * - Static blocks are embedded with the Cms Block widget by identifier.
 * - Links carry `data-link-type` (default | category | product | page) with storefront hrefs.
 *
 * Images carry `width` / `height` attributes with the file's pixel size, so the storefront can
 * reserve their space before they load.
 *
 * `faq`, `category`, `instafeed` and `newsletter` are storefront extension content types (not core
 * Page Builder). Their markup:
 *   <div data-content-type="category" data-appearance="default" data-catid="3" data-element="main"></div>
 *   <div data-content-type="instafeed" data-appearance="default" data-auth="" data-count="6"
 *        data-element="main">fallback HTML, shown when no feed can be loaded</div>
 *   <div data-content-type="newsletter" data-appearance="default" data-element="main"></div>
 * and `faq`:
 *   <div data-content-type="faq" data-appearance="default" data-element="main">
 *     <div class="faq-item" data-element="item">
 *       <h3 class="faq-question" data-element="question">Question</h3>
 *       <div class="faq-answer" data-element="answer"><p>Answer HTML</p></div>
 *     </div>...
 *   </div>
 */
import { wysiwygSize } from '../media/draw';
import type { SeedCmsBlock, SeedCmsPage } from './types';
import { dollars, FREE_SHIPPING_THRESHOLD, shippingRule } from './checkoutRules';

type Css = Record<string, string>;
type Mode = 'pb' | 'inline';
type LinkType = 'default' | 'category' | 'product' | 'page';
type ButtonType = 'primary' | 'secondary' | 'link';

interface Link {
  href: string;
  type: LinkType;
  newTab?: boolean;
}

/* ------------------------------------------------------------------------------------------------
 * Helpers
 * ---------------------------------------------------------------------------------------------- */

const usedStyleIds = new Set<string>();

/** Deterministic 7-character upper-case id, like the random ones Page Builder generates. */
function makeId(seed: string): string {
  for (let attempt = 0; ; attempt += 1) {
    let hash = 0x811c9dc5;
    const input = `${seed}#${attempt}`;
    for (let i = 0; i < input.length; i += 1) {
      hash ^= input.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    let hash2 = hash ^ 0x5bd1e995;
    hash2 = Math.imul(hash2 ^ (hash2 >>> 15), 0x2c1b3c6d) >>> 0;
    hash2 = Math.imul(hash2 ^ (hash2 >>> 13), 0x297a2d39) >>> 0;
    // A letter first (the id is used unquoted in CSS attribute selectors), then six base-36 chars.
    const first = String.fromCharCode(65 + (hash % 26));
    const rest = (hash2 % 36 ** 6).toString(36).padStart(6, '0');
    const id = (first + rest).toUpperCase();
    if (!usedStyleIds.has(id)) {
      usedStyleIds.add(id);
      return id;
    }
  }
}

/** `{{media url=wysiwyg/...}}` directive for a path under pub/media/wysiwyg. */
const media = (path: string): string => `{{media url=wysiwyg/${path}}}`;

/** Escapes text for use inside an HTML attribute value. */
const attr = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How Page Builder serialises background images into `data-background-images`. */
function backgroundImages(desktop?: string, mobile?: string): string {
  const images: Record<string, string> = {};
  if (desktop) images.desktop_image = media(desktop);
  if (mobile) images.mobile_image = media(mobile);
  if (!desktop && !mobile) return '{}';
  return JSON.stringify(images).replace(/"/g, '\\&quot;');
}

/** The HTML Code content type stores its markup escaped. */
const escapeHtmlCode = (html: string): string =>
  html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function linkAttrs(link: Link): string {
  return `href="${attr(link.href)}" target="${link.newTab ? '_blank' : ''}" data-link-type="${link.type}" title=""`;
}

const cssInline = (css: Css): string =>
  Object.entries(css)
    .map(([prop, value]) => `${prop}: ${value};`)
    .join(' ');

const cssMinified = (css: Css): string =>
  Object.entries(css)
    .map(([prop, value]) => `${prop}:${value.replace(/,\s+/g, ',')}`)
    .join(';');

const ROW_BASE: Css = {
  'justify-content': 'flex-start',
  display: 'flex',
  'flex-direction': 'column',
  'background-position': 'left top',
  'background-size': 'cover',
  'background-repeat': 'no-repeat',
  'background-attachment': 'scroll',
};

const COLUMN_WIDTHS: Record<number, string> = {
  1: '8.33333%',
  2: '16.6667%',
  3: '25%',
  4: '33.3333%',
  5: '41.6667%',
  6: '50%',
  7: '58.3333%',
  8: '66.6667%',
  9: '75%',
  12: '100%',
};

/* ------------------------------------------------------------------------------------------------
 * Page Builder master-format writer
 * ---------------------------------------------------------------------------------------------- */

interface BackgroundOpts {
  /** Desktop / mobile background images (paths under wysiwyg/). */
  bg?: { desktop?: string; mobile?: string };
  /** Parallax speed; enables parallax when set. */
  parallax?: number;
  /** Background video (self-hosted path under wysiwyg/ or a full URL). */
  video?: { src: string; fallback?: string; overlay?: string; loop?: boolean };
}

interface RowOpts extends BackgroundOpts {
  css?: Css;
  cls?: string;
  inline?: boolean;
}

interface ColumnSpec {
  /** Width in twelfths of the grid. */
  span: number;
  children: string[];
  appearance?: 'full-height' | 'align-top' | 'align-center' | 'align-bottom';
  css?: Css;
  cls?: string;
}

interface ButtonSpec {
  text: string;
  link?: Link;
  type?: ButtonType;
}

interface ImageSpec {
  desktop: string;
  mobile?: string;
  alt: string;
  title?: string;
  caption?: string;
  link?: Link;
  css?: Css;
}

interface BannerSpec {
  appearance: 'poster' | 'collage-left' | 'collage-centered' | 'collage-right';
  desktop?: string;
  mobile?: string;
  alt?: string;
  content: string;
  button?: ButtonSpec;
  link?: Link;
  overlayColor?: string;
  showOverlay?: 'always' | 'hover' | 'never';
  showButton?: 'always' | 'hover' | 'never';
  minHeight?: string;
  textAlign?: string;
  backgroundColor?: string;
}

interface SlideSpec extends BannerSpec {
  name: string;
}

interface MapLocation {
  location_name: string;
  latitude: number;
  longitude: number;
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  comment: string;
}

interface FaqItem {
  question: string;
  answer: string;
}

class PageBuilderWriter {
  private readonly rules: Array<{ id: string; css: string; mobile?: string }> = [];
  private count = 0;

  constructor(
    private readonly seed: string,
    private readonly mode: Mode,
  ) {}

  /** A fresh Page Builder element id (also used for tab ids). */
  id(): string {
    this.count += 1;
    return makeId(`${this.seed}:${this.count}`);
  }

  /** The style attribute for an element: `data-pb-style` (2.4.3+) or inline `style`. */
  style(css: Css | undefined, opts: { mobile?: Css; inline?: boolean } = {}): string {
    if (!css || Object.keys(css).length === 0) return '';
    if (this.mode === 'inline' || opts.inline) return ` style="${attr(cssInline(css))}"`;
    const id = this.id();
    this.rules.push({
      id,
      css: cssMinified(css),
      ...(opts.mobile ? { mobile: cssMinified(opts.mobile) } : {}),
    });
    return ` data-pb-style="${id}"`;
  }

  /** The stored content: `<style>` block (when any pb styles were used) followed by the markup. */
  render(...rows: string[]): string {
    return this.styleBlock() + rows.join('');
  }

  private styleBlock(): string {
    if (this.rules.length === 0) return '';
    const group = (entries: Array<{ id: string; css: string }>): string => {
      const byCss = new Map<string, string[]>();
      for (const { id, css } of entries) byCss.set(css, [...(byCss.get(css) ?? []), id]);
      return [...byCss.entries()]
        .map(([css, ids]) => `${ids.map((id) => `#html-body [data-pb-style=${id}]`).join(',')}{${css}}`)
        .join('');
    };
    const desktop = group(this.rules);
    const mobileRules = this.rules
      .filter((rule): rule is { id: string; css: string; mobile: string } => rule.mobile !== undefined)
      .map(({ id, mobile }) => ({ id, css: mobile }));
    const mobile = mobileRules.length
      ? `@media only screen and (max-width: 768px) { ${group(mobileRules)} }`
      : '';
    return `<style>${desktop}${mobile}</style>`;
  }

  private backgroundAttrs(opts: BackgroundOpts): string {
    const video = opts.video;
    return [
      `data-enable-parallax="${opts.parallax !== undefined ? 1 : 0}"`,
      `data-parallax-speed="${opts.parallax ?? 0.5}"`,
      `data-background-images="${backgroundImages(opts.bg?.desktop, opts.bg?.mobile)}"`,
      `data-background-type="${video ? 'video' : 'image'}"`,
      ...(video ? [`data-video-src="${attr(videoSrc(video.src))}"`] : []),
      `data-video-loop="${video?.loop === false ? 'false' : 'true'}"`,
      'data-video-play-only-visible="true"',
      'data-video-lazy-load="true"',
      `data-video-fallback-src="${video?.fallback ? media(video.fallback) : ''}"`,
    ].join(' ');
  }

  private videoOverlay(opts: BackgroundOpts, inline?: boolean): string {
    if (!opts.video) return '';
    const color = opts.video.overlay ?? '';
    return `<div class="video-overlay" data-video-overlay-color="${color}" data-element="video_overlay"${this.style(
      color ? { 'background-color': color } : undefined,
      { inline },
    )}></div>`;
  }

  /* --- Layout ----------------------------------------------------------------------------------- */

  rowContained(children: string[], opts: RowOpts = {}): string {
    const cls = opts.cls ? `class="${opts.cls}" ` : '';
    return (
      '<div data-content-type="row" data-appearance="contained" data-element="main">' +
      `<div ${cls}${this.backgroundAttrs(opts)} data-element="inner"${this.style(
        { ...ROW_BASE, ...opts.css },
        { inline: opts.inline },
      )}>` +
      this.videoOverlay(opts, opts.inline) +
      children.join('') +
      '</div></div>'
    );
  }

  rowFullWidth(children: string[], opts: RowOpts = {}): string {
    const cls = opts.cls ? `class="${opts.cls}" ` : '';
    return (
      `<div ${cls}data-content-type="row" data-appearance="full-width" ${this.backgroundAttrs(
        opts,
      )} data-element="main"${this.style({ ...ROW_BASE, ...opts.css }, { inline: opts.inline })}>` +
      this.videoOverlay(opts, opts.inline) +
      `<div class="row-full-width-inner" data-element="inner">${children.join('')}</div></div>`
    );
  }

  rowFullBleed(children: string[], opts: RowOpts = {}): string {
    const cls = opts.cls ? `class="${opts.cls}" ` : '';
    return (
      `<div ${cls}data-content-type="row" data-appearance="full-bleed" ${this.backgroundAttrs(
        opts,
      )} data-element="main"${this.style({ ...ROW_BASE, ...opts.css }, { inline: opts.inline })}>` +
      this.videoOverlay(opts, opts.inline) +
      children.join('') +
      '</div>'
    );
  }

  /** column-group > column-line > column, as Magento 2.4.7+ stores columns. */
  columns(cols: ColumnSpec[], opts: { css?: Css; cls?: string } = {}): string {
    const groupCls = ['pagebuilder-column-group', opts.cls].filter(Boolean).join(' ');
    const columnHtml = cols
      .map((col) => {
        const cls = ['pagebuilder-column', col.cls].filter(Boolean).join(' ');
        const appearance = col.appearance ?? 'full-height';
        const alignSelf =
          appearance === 'align-top'
            ? 'flex-start'
            : appearance === 'align-center'
              ? 'center'
              : appearance === 'align-bottom'
                ? 'flex-end'
                : 'stretch';
        return (
          `<div class="${cls}" data-content-type="column" data-appearance="${appearance}" data-background-images="{}" data-element="main"${this.style(
            { ...ROW_BASE, width: COLUMN_WIDTHS[col.span] ?? '100%', ...col.css, 'align-self': alignSelf },
          )}>` +
          col.children.join('') +
          '</div>'
        );
      })
      .join('');
    return (
      `<div class="${groupCls}" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main"${this.style(
        {
          'background-position': 'left top',
          'background-size': 'cover',
          'background-repeat': 'no-repeat',
          'background-attachment': 'scroll',
          ...opts.css,
          'align-self': 'stretch',
        },
      )}>` +
      `<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main"${this.style({
        display: 'flex',
        width: '100%',
      })}>` +
      columnHtml +
      '</div></div>'
    );
  }

  /* --- Elements --------------------------------------------------------------------------------- */

  heading(
    level: 1 | 2 | 3 | 4 | 5 | 6,
    text: string,
    opts: { css?: Css; cls?: string; inline?: boolean } = {},
  ) {
    const cls = opts.cls ? ` class="${opts.cls}"` : '';
    return `<h${level}${cls} data-content-type="heading" data-appearance="default" data-element="main"${this.style(
      opts.css,
      { inline: opts.inline },
    )}>${text}</h${level}>`;
  }

  text(html: string, opts: { css?: Css; cls?: string; inline?: boolean } = {}): string {
    const cls = opts.cls ? ` class="${opts.cls}"` : '';
    return `<div${cls} data-content-type="text" data-appearance="default" data-element="main"${this.style(
      opts.css,
      {
        inline: opts.inline,
      },
    )}>${html}</div>`;
  }

  buttons(
    items: ButtonSpec[],
    opts: {
      appearance?: 'inline' | 'stacked';
      align?: 'left' | 'center' | 'right';
      sameWidth?: boolean;
      css?: Css;
    } = {},
  ): string {
    const appearance = opts.appearance ?? 'inline';
    const itemHtml = items
      .map((item) => {
        const cls = `pagebuilder-button-${item.type ?? 'primary'}`;
        const inner = `<span data-element="link_text">${item.text}</span>`;
        const linkCss = { 'text-align': 'center' };
        const button = item.link
          ? `<a class="${cls}" ${linkAttrs(item.link)} data-element="link"${this.style(linkCss)}>${inner}</a>`
          : `<div class="${cls}" data-element="empty_link"${this.style(linkCss)}>${inner}</div>`;
        return `<div data-content-type="button-item" data-appearance="default" data-element="main"${this.style(
          {
            display: appearance === 'stacked' ? 'block' : 'inline-block',
          },
        )}>${button}</div>`;
      })
      .join('');
    const css: Css = { ...(opts.align ? { 'text-align': opts.align } : {}), ...opts.css };
    return `<div data-content-type="buttons" data-appearance="${appearance}" data-same-width="${
      opts.sameWidth ? 'true' : 'false'
    }" data-element="main"${this.style(css)}>${itemHtml}</div>`;
  }

  image(spec: ImageSpec): string {
    const title = attr(spec.title ?? '');
    const alt = attr(spec.alt);
    const imgCss: Css = { 'max-width': '100%', height: 'auto' };
    const size = (path: string): string => {
      const { width, height } = wysiwygSize(`wysiwyg/${path}`);
      return ` width="${width}" height="${height}"`;
    };
    const mobile = spec.mobile ?? spec.desktop;
    const imgs =
      `<img class="pagebuilder-mobile-hidden" src="${media(spec.desktop)}" alt="${alt}" title="${title}"${size(
        spec.desktop,
      )} data-element="desktop_image"${this.style(imgCss)}>` +
      `<img class="pagebuilder-mobile-only" src="${media(mobile)}" alt="${alt}" title="${title}"${size(
        mobile,
      )} data-element="mobile_image"${this.style(imgCss)}>`;
    const body = spec.link ? `<a ${linkAttrs(spec.link)} data-element="link">${imgs}</a>` : imgs;
    const caption = spec.caption ? `<figcaption data-element="caption">${spec.caption}</figcaption>` : '';
    return `<figure data-content-type="image" data-appearance="full-width" data-element="main"${this.style(
      { ...spec.css, 'border-style': 'none' },
      { mobile: { 'border-style': 'none' } },
    )}>${body}${caption}</figure>`;
  }

  divider(
    opts: { color?: string; thickness?: string; width?: string; css?: Css; inline?: boolean } = {},
  ): string {
    return `<div data-content-type="divider" data-appearance="default" data-element="main"${this.style(
      opts.css,
      {
        inline: opts.inline,
      },
    )}><hr data-element="line"${this.style(
      {
        width: opts.width ?? '100%',
        'border-width': opts.thickness ?? '1px',
        'border-color': opts.color ?? '#cecece',
        display: 'inline-block',
      },
      { inline: opts.inline },
    )}></div>`;
  }

  html(markup: string, opts: { css?: Css; cls?: string; inline?: boolean } = {}): string {
    const cls = opts.cls ? ` class="${opts.cls}"` : '';
    return `<div${cls} data-content-type="html" data-appearance="default" data-element="main"${this.style(
      opts.css,
      {
        inline: opts.inline,
      },
    )}>${escapeHtmlCode(markup)}</div>`;
  }

  /** A CMS static block embedded by identifier. */
  block(identifier: string): string {
    return (
      '<div data-content-type="block" data-appearance="default" data-element="main">' +
      `{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="${identifier}" type_name="CMS Static Block"}}` +
      '</div>'
    );
  }

  video(spec: { src: string; maxWidth?: string; align?: string; autoplay?: boolean }): string {
    const src = spec.src.startsWith('http') ? spec.src : media(spec.src);
    const hosted = /youtube\.com|youtu\.be|vimeo\.com/.test(src);
    const player = hosted
      ? `<iframe frameborder="0" allowfullscreen="" src="${attr(src)}" data-element="video"></iframe>`
      : `<video frameborder="0" controls="" src="${attr(src)}"${
          spec.autoplay ? ' autoplay="true" muted="true"' : ''
        } data-element="video"></video>`;
    return (
      `<div data-content-type="video" data-appearance="default" data-element="main"${this.style({
        'text-align': spec.align ?? 'center',
      })}>` +
      `<div class="pagebuilder-video-inner" data-element="inner"${this.style({
        'max-width': spec.maxWidth ?? '100%',
      })}>` +
      `<div class="pagebuilder-video-wrapper" data-element="wrapper"${this.style({
        'border-style': 'none',
        'border-width': '1px',
        'border-radius': '0px',
      })}>` +
      `<div class="pagebuilder-video-container">${player}</div></div></div></div>`
    );
  }

  map(locations: MapLocation[], opts: { height?: string; showControls?: boolean } = {}): string {
    const stored = locations.map((loc, index) => ({
      position: { latitude: loc.latitude, longitude: loc.longitude },
      location_name: loc.location_name,
      phone: loc.phone,
      address: loc.address,
      city: loc.city,
      state: loc.state,
      zipcode: loc.zipcode,
      country: loc.country,
      comment: loc.comment,
      record_id: index,
    }));
    return `<div data-content-type="map" data-appearance="default" data-show-controls="${
      opts.showControls === false ? 'false' : 'true'
    }" data-locations="${attr(JSON.stringify(stored))}" data-element="main"${this.style({
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
      height: opts.height ?? '400px',
    })}></div>`;
  }

  products(spec: {
    appearance: 'grid' | 'carousel';
    categoryIds: number[];
    count: number;
    sortOrder?: string;
    autoplay?: boolean;
  }): string {
    const ids = spec.categoryIds.join(',');
    const conditions =
      '^[`1`:^[`aggregator`:`all`,`new_child`:``,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Combine`,`value`:`1`^],' +
      '`1--1`:^[`operator`:`==`,`type`:`Magento||CatalogWidget||Model||Rule||Condition||Product`,`attribute`:`category_ids`,`value`:`' +
      ids +
      '`^]^]';
    const carousel = spec.appearance === 'carousel';
    const template = carousel
      ? 'Magento_PageBuilder::catalog/product/widget/content/carousel.phtml'
      : 'Magento_CatalogWidget::product/widget/content/grid.phtml';
    const widget =
      `{{widget type="Magento\\CatalogWidget\\Block\\Product\\ProductsList" template="${template}" anchor_text="" id_path="" ` +
      `show_pager="0" products_count="${spec.count}" condition_option="category_ids" condition_option_value="${ids}" ` +
      `type_name="${carousel ? 'Catalog Products Carousel' : 'Catalog Products List'}" conditions_encoded="${conditions}" ` +
      `sort_order="${spec.sortOrder ?? 'position'}"}}`;
    const carouselAttrs = carousel
      ? ` data-autoplay="${spec.autoplay ? 'true' : 'false'}" data-autoplay-speed="4000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-carousel-mode="default" data-center-padding="90px"`
      : '';
    return `<div data-content-type="products" data-appearance="${spec.appearance}"${carouselAttrs} data-element="main"${this.style(
      { 'text-align': 'center' },
    )}>${widget}</div>`;
  }

  tabs(items: Array<{ name: string; children: string[] }>, opts: { minHeight?: string } = {}): string {
    const withIds = items.map((item) => ({ ...item, id: this.id() }));
    const headers = withIds
      .map(
        (item) =>
          `<li role="tab" class="tab-header" data-element="headers"${this.style({
            'border-radius': '0px',
            'border-width': '1px',
          })}><a href="#${item.id}" class="tab-title"><span class="tab-title">${item.name}</span></a></li>`,
      )
      .join('');
    const panels = withIds
      .map(
        (item) =>
          `<div data-content-type="tab-item" data-appearance="default" data-tab-name="${attr(
            item.name,
          )}" data-background-images="{}" data-element="main" id="${item.id}"${this.style({
            ...ROW_BASE,
            'border-width': '1px',
            'border-radius': '0px',
            margin: '0px',
            padding: '40px',
          })}>${item.children.join('')}</div>`,
      )
      .join('');
    return (
      `<div class="tab-align-left" data-content-type="tabs" data-appearance="default" data-active-tab="" data-element="main"${this.style(
        { margin: '0px', padding: '0px' },
      )}>` +
      `<ul role="tablist" class="tabs-navigation" data-element="navigation"${this.style({
        'text-align': 'left',
      })}>${headers}</ul>` +
      `<div class="tabs-content" data-element="content"${this.style({
        'border-width': '1px',
        'border-radius': '0px',
        'min-height': opts.minHeight ?? '300px',
      })}>${panels}</div></div>`
    );
  }

  private bannerLike(kind: 'banner' | 'slide', spec: BannerSpec | SlideSpec): string {
    const poster = spec.appearance === 'poster';
    const showOverlay = spec.showOverlay ?? (spec.overlayColor ? 'always' : 'never');
    const showButton = spec.button ? (spec.showButton ?? 'always') : 'never';
    const minHeight = spec.minHeight ?? '300px';
    const wrapperCss: Css = {
      ...(spec.backgroundColor ? { 'background-color': spec.backgroundColor } : {}),
      'background-position': 'center center',
      'background-size': 'cover',
      'background-repeat': 'no-repeat',
      'background-attachment': 'scroll',
      'border-style': 'none',
      'border-width': '1px',
      'border-radius': '0px',
      ...(poster ? {} : { 'min-height': minHeight, padding: '40px' }),
      ...(spec.textAlign ? { 'text-align': spec.textAlign } : {}),
    };
    const overlayBg = showOverlay === 'always' && spec.overlayColor ? spec.overlayColor : 'transparent';
    const overlayCss: Css = poster
      ? { 'border-radius': '0px', 'min-height': minHeight, 'background-color': overlayBg, padding: '40px' }
      : { 'background-color': overlayBg };
    const buttonHtml = spec.button
      ? `<button type="button" class="pagebuilder-${kind}-button pagebuilder-button-${
          spec.button.type ?? 'primary'
        }" data-element="button"${this.style(
          showButton === 'always'
            ? { opacity: '1', visibility: 'visible' }
            : { opacity: '0', visibility: 'hidden' },
        )}>${spec.button.text}</button>`
      : '';
    const overlayClass = poster ? 'pagebuilder-overlay pagebuilder-poster-overlay' : 'pagebuilder-overlay';
    const contentClass = poster ? 'pagebuilder-poster-content' : 'pagebuilder-collage-content';
    const wrapper =
      `<div class="pagebuilder-${kind}-wrapper" data-background-images="${backgroundImages(
        spec.desktop,
        spec.mobile,
      )}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper"${this.style(
        wrapperCss,
      )}>` +
      `<div class="${overlayClass}" data-overlay-color="${spec.overlayColor ?? ''}" aria-label="${attr(
        spec.alt ?? '',
      )}" title="" data-element="overlay"${this.style(overlayCss)}>` +
      `<div class="${contentClass}"><div data-element="content">${spec.content}</div>${buttonHtml}</div></div></div>`;
    const link = spec.link ?? spec.button?.link;
    const linked = link
      ? `<a ${linkAttrs(link)} data-element="link">${wrapper}</a>`
      : `<div data-element="empty_link">${wrapper}</div>`;
    const nameAttr = kind === 'slide' ? ` data-slide-name="${attr((spec as SlideSpec).name)}"` : '';
    return `<div data-content-type="${kind}"${nameAttr} data-appearance="${
      spec.appearance
    }" data-show-button="${showButton}" data-show-overlay="${showOverlay}" data-element="main"${this.style(
      kind === 'slide' ? { 'min-height': minHeight } : { margin: '0px' },
    )}>${linked}</div>`;
  }

  banner(spec: BannerSpec): string {
    return this.bannerLike('banner', spec);
  }

  slider(
    slides: SlideSpec[],
    opts: { autoplay?: boolean; speed?: number; fade?: boolean; minHeight?: string } = {},
  ): string {
    return (
      `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="${
        opts.autoplay ? 'true' : 'false'
      }" data-autoplay-speed="${opts.speed ?? 4000}" data-fade="${opts.fade ? 'true' : 'false'}" data-infinite-loop="true" data-show-arrows="true" data-show-dots="true" data-element="main"${this.style(
        { 'min-height': opts.minHeight ?? '300px' },
      )}>` +
      slides.map((slide) => this.bannerLike('slide', slide)).join('') +
      '</div>'
    );
  }

  /** Adobe Commerce's Dynamic Blocks Rotator, stored as its widget directive. */
  dynamicBlock(
    ids: number[],
    opts: { displayMode?: 'fixed' | 'rotate' | 'salesrule' | 'catalogrule'; minHeight?: string } = {},
  ): string {
    return (
      `<div data-content-type="dynamic_block" data-appearance="default" data-element="main"${this.style(
        opts.minHeight ? { 'min-height': opts.minHeight } : undefined,
      )}>` +
      `{{widget type="Magento\\Banner\\Block\\Widget\\Banner" display_mode="${opts.displayMode ?? 'fixed'}" rotate="" template="widget/block.phtml" banner_ids="${ids.join(
        ',',
      )}" unique_id="${this.id().toLowerCase()}" type_name="Dynamic Blocks Rotator"}}` +
      '</div>'
    );
  }

  /** A category card (storefront extension type). */
  category(catid: number): string {
    return `<div data-content-type="category" data-appearance="default" data-catid="${catid}" data-element="main"></div>`;
  }

  /** An Instagram feed (storefront extension type) with the fallback shown when no feed loads. */
  instafeed(fallbackHtml: string, opts: { count?: number } = {}): string {
    return `<div data-content-type="instafeed" data-appearance="default" data-auth="" data-count="${
      opts.count ?? 6
    }" data-element="main">${fallbackHtml}</div>`;
  }

  /** The newsletter sign-up form (storefront extension type). */
  newsletter(): string {
    return '<div data-content-type="newsletter" data-appearance="default" data-element="main"></div>';
  }

  faq(items: FaqItem[]): string {
    return (
      '<div data-content-type="faq" data-appearance="default" data-element="main">' +
      items
        .map(
          (item) =>
            '<div class="faq-item" data-element="item">' +
            `<h3 class="faq-question" data-element="question">${item.question}</h3>` +
            `<div class="faq-answer" data-element="answer">${item.answer}</div>` +
            '</div>',
        )
        .join('') +
      '</div>'
    );
  }
}

/** A self-hosted background video is stored as a media directive (the admin's `mp4:` prefix only
 * applies to absolute http(s) file URLs); hosted URLs are kept as entered. */
function videoSrc(src: string): string {
  return /^https?:\/\//.test(src) ? src : media(src);
}

const cat = (path: string): Link => ({ href: `/${path}.html`, type: 'category' });
const page = (identifier: string): Link => ({ href: identifier ? `/${identifier}` : '/', type: 'page' });
const product = (urlKey: string): Link => ({ href: `/${urlKey}.html`, type: 'product' });
const external = (href: string, newTab = false): Link => ({ href, type: 'default', newTab });

const WHITE = (html: string): string => `<span style="color: #ffffff;">${html}</span>`;

/* ------------------------------------------------------------------------------------------------
 * Shared facts
 * ---------------------------------------------------------------------------------------------- */

const PHONE_DISPLAY = '(503) 555-0142';
const PHONE_TEL = 'tel:+15035550142';
const SUPPORT_EMAIL = 'support@spindleandstylus.com';

const HQ: MapLocation = {
  location_name: 'Spindle & Stylus Showroom & Workshop',
  latitude: 45.5312,
  longitude: -122.6847,
  phone: PHONE_DISPLAY,
  address: '1480 NW Groove Street',
  city: 'Portland',
  state: 'Oregon',
  zipcode: '97209',
  country: 'United States',
  comment: 'Listening bar open Wed–Sun, 11 a.m.–7 p.m. Free parking behind the building.',
};

/* ------------------------------------------------------------------------------------------------
 * Pages
 * ---------------------------------------------------------------------------------------------- */

function homeContent(): string {
  const pb = new PageBuilderWriter('home', 'pb');

  const hero = pb.rowFullBleed(
    [
      pb.slider(
        [
          {
            name: 'Cruiser reissue',
            appearance: 'poster',
            desktop: 'home/hero-cruiser.jpg',
            mobile: 'home/hero-cruiser-mobile.jpg',
            alt: 'A teal Cruiser record player open on a picnic blanket',
            overlayColor: 'rgba(0,0,0,0.35)',
            minHeight: '560px',
            textAlign: 'left',
            content:
              `<h2>${WHITE('The Cruiser, reissued')}</h2>` +
              `<p>${WHITE(
                'Three speeds, built-in stereo speakers and Bluetooth in a hand-stitched case. Our best-selling record player, now in six new colorways.',
              )}</p>`,
            button: { text: 'Shop the Cruiser', type: 'primary', link: cat('record-players/cruiser') },
          },
          {
            name: 'Hi-fi turntables',
            appearance: 'poster',
            desktop: 'home/hero-hifi.jpg',
            mobile: 'home/hero-hifi-mobile.jpg',
            alt: 'A walnut belt-drive turntable with the tonearm resting on a spinning record',
            overlayColor: 'rgba(0,0,0,0.45)',
            minHeight: '560px',
            textAlign: 'center',
            content:
              `<h2>${WHITE('Hear every groove')}</h2>` +
              `<p>${WHITE(
                'Belt-drive and direct-drive turntables with precision tonearms and pre-mounted cartridges, tuned in our listening room and ready for yours.',
              )}</p>`,
            button: {
              text: 'Explore hi-fi turntables',
              type: 'secondary',
              link: cat('record-players/hi-fi-turntables'),
            },
          },
          {
            name: 'New vinyl Fridays',
            appearance: 'poster',
            desktop: 'home/hero-vinyl.jpg',
            mobile: 'home/hero-vinyl-mobile.jpg',
            alt: 'Colored vinyl records fanned out on a wooden crate',
            overlayColor: 'rgba(20,12,40,0.4)',
            minHeight: '560px',
            textAlign: 'right',
            content:
              `<h2>${WHITE('New pressings every Friday')}</h2>` +
              `<p>${WHITE(
                'Limited-edition colored vinyl, deluxe reissues and staff picks from independent labels, restocked weekly.',
              )}</p>`,
            button: { text: 'Browse new releases', type: 'primary', link: cat('vinyl/new-releases') },
          },
        ],
        { autoplay: true, speed: 6000, fade: true, minHeight: '560px' },
      ),
    ],
    { cls: 'home-hero', css: { margin: '0px', padding: '0px' } },
  );

  const intro = pb.rowContained(
    [
      pb.heading(1, 'Made for the way you listen', { css: { 'text-align': 'center' } }),
      pb.text(
        '<p style="text-align: center;">Since our first suitcase player rolled off the bench, Spindle &amp; Stylus has believed records are meant to be played: on the porch, at the party, in the quiet hour after everyone else has gone to bed. Whether you are dropping the needle for the first time or upgrading a collection decades in the making, we build gear that makes it easy to fall in love with vinyl all over again.</p>',
        { css: { 'max-width': '760px', margin: '0px auto' } },
      ),
    ],
    { css: { margin: '0px 0px 20px', padding: '40px 10px 10px' } },
  );

  const tile = (spec: {
    image: string;
    alt: string;
    title: string;
    blurb: string;
    button: string;
    link: Link;
  }): ColumnSpec => ({
    span: 4,
    cls: 'category-tile',
    css: { 'text-align': 'center', padding: '10px' },
    children: [
      pb.image({
        desktop: `home/${spec.image}.jpg`,
        mobile: `home/${spec.image}-mobile.jpg`,
        alt: spec.alt,
        title: spec.title,
        link: spec.link,
      }),
      pb.heading(3, spec.title),
      pb.text(`<p>${spec.blurb}</p>`),
      pb.buttons([{ text: spec.button, type: 'primary', link: spec.link }], { align: 'center' }),
    ],
  });

  const categories = pb.rowContained(
    [
      pb.heading(2, 'Shop by category', { css: { 'text-align': 'center' } }),
      pb.columns([
        tile({
          image: 'tile-record-players',
          alt: 'Three portable record players in mint, cream and black',
          title: 'Record Players',
          blurb: 'Portable suitcase players, all-in-one systems and audiophile turntables.',
          button: 'Shop record players',
          link: cat('record-players'),
        }),
        tile({
          image: 'tile-speakers',
          alt: 'A pair of wooden bookshelf speakers beside a stack of records',
          title: 'Speakers',
          blurb: 'Powered bookshelf pairs, Bluetooth boom boxes and retro table radios.',
          button: 'Shop speakers',
          link: cat('speakers'),
        }),
        tile({
          image: 'tile-headphones',
          alt: 'Cream over-ear headphones hanging from a turntable lid',
          title: 'Headphones',
          blurb: 'Plush over-ears and wireless earbuds for late-night listening sessions.',
          button: 'Shop headphones',
          link: cat('headphones'),
        }),
      ]),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const cruiserCarousel = pb.rowContained(
    [
      pb.heading(2, 'Meet the Cruiser family', { css: { 'text-align': 'center' } }),
      pb.text(
        '<p style="text-align: center;">Pick your color, pack it up and play it anywhere. Every Cruiser plays 33⅓, 45 and 78 RPM records and streams from your phone.</p>',
      ),
      pb.products({ appearance: 'carousel', categoryIds: [4], count: 10 }),
      pb.buttons(
        [
          { text: 'Meet the Cruiser Deluxe', type: 'secondary', link: product('cruiser-deluxe') },
          { text: 'View all Cruisers', type: 'link', link: cat('record-players/cruiser') },
        ],
        { align: 'center' },
      ),
    ],
    { cls: 'home-cruiser-carousel', css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const listeningRoom = pb.rowFullWidth(
    [
      pb.heading(2, WHITE('Built for the listening room'), { css: { 'text-align': 'center' } }),
      pb.text(
        `<p style="text-align: center;">${WHITE(
          'Pair a hi-fi turntable with powered bookshelf speakers for warm, room-filling sound. No receiver, no tangle of cables: just plug in and play.',
        )}</p>`,
      ),
      pb.buttons(
        [
          { text: 'Shop hi-fi turntables', type: 'primary', link: cat('record-players/hi-fi-turntables') },
          { text: 'Shop bookshelf speakers', type: 'secondary', link: cat('speakers/bookshelf') },
        ],
        { align: 'center' },
      ),
    ],
    {
      cls: 'home-listening-room',
      bg: { desktop: 'home/parallax-listening-room.jpg', mobile: 'home/parallax-listening-room-mobile.jpg' },
      parallax: 0.5,
      css: {
        'justify-content': 'center',
        'background-position': 'center center',
        'min-height': '480px',
        margin: '0px 0px 30px',
        padding: '60px 20px',
      },
    },
  );

  const crateBanner = pb.rowContained(
    [
      pb.banner({
        appearance: 'collage-left',
        desktop: 'home/collage-vinyl-crate.jpg',
        mobile: 'home/collage-vinyl-crate-mobile.jpg',
        alt: 'Hands flipping through a crate of classic jazz and rock records',
        overlayColor: 'rgba(11,11,12,0.82)',
        showOverlay: 'always',
        minHeight: '420px',
        content:
          '<h2>Dig the crate</h2><p>From smoky late-night jazz to riff-heavy rock, our curated classics are pressed on 180-gram vinyl, sleeved in anti-static inners and shipped flat in corner-guarded mailers.</p>',
        button: { text: 'Shop the classics', type: 'primary', link: cat('vinyl/classics') },
      }),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const freshPressings = pb.rowContained(
    [
      pb.heading(2, 'Fresh off the press', { css: { 'text-align': 'center' } }),
      pb.products({ appearance: 'grid', categoryIds: [15], count: 8 }),
      pb.buttons([{ text: 'See every new release', type: 'secondary', link: cat('vinyl/new-releases') }], {
        align: 'center',
      }),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const workshopVideo = pb.rowContained(
    [
      pb.heading(2, 'From our bench to your turntable', { css: { 'text-align': 'center' } }),
      pb.text(
        '<p style="text-align: center;">Every Spindle &amp; Stylus record player is play-tested on real records before it leaves our Portland workshop. Take the two-minute tour.</p>',
      ),
      pb.video({ src: 'https://www.youtube.com/embed/sS-workshop01', maxWidth: '960px' }),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const videoBackground = pb.rowFullWidth(
    [
      pb.heading(2, WHITE('Spin something new tonight'), { css: { 'text-align': 'center' } }),
      pb.text(
        `<p style="text-align: center;">${WHITE(
          'Fifteen minutes from unboxing to first spin. Every player ships with a felt slipmat, a 45 adapter and a setup guide written by people who actually listen to records.',
        )}</p>`,
      ),
      pb.buttons([{ text: 'Shop all record players', type: 'primary', link: cat('record-players') }], {
        align: 'center',
      }),
    ],
    {
      cls: 'home-video-band',
      video: {
        src: 'video/turntable-loop.mp4',
        fallback: 'home/turntable-loop-fallback.jpg',
        overlay: 'rgba(17,17,17,0.55)',
      },
      css: {
        'justify-content': 'center',
        'min-height': '420px',
        margin: '0px 0px 30px',
        padding: '60px 20px',
      },
    },
  );

  const findYourSound = pb.rowContained(
    [
      pb.heading(2, 'Find your sound', { css: { 'text-align': 'center' } }),
      pb.tabs([
        {
          name: 'Turntables',
          children: [
            pb.heading(3, 'Start simple, or go deep'),
            pb.text(
              '<p>New to vinyl? Start with an all-in-one player like the Cruiser: speakers, preamp and Bluetooth are built in, so you can play records minutes after unboxing.</p><p>Ready to go further? Our belt-drive and direct-drive hi-fi turntables add adjustable counterweights, anti-skate and a switchable phono preamp, so they connect to any powered speaker or receiver.</p>',
            ),
            pb.buttons([
              { text: 'Compare turntables', type: 'link', link: cat('record-players/hi-fi-turntables') },
            ]),
          ],
        },
        {
          name: 'Speakers',
          children: [
            pb.heading(3, 'Voiced for vinyl'),
            pb.text(
              '<p>Our bookshelf speakers are tuned for records: warm mids, articulate highs and a rear bass port that fills the room without muddying it.</p><p>Taking the music outside? The Bluetooth range pairs in seconds and plays for up to 20 hours on a single charge.</p>',
            ),
            pb.buttons([{ text: 'Shop speakers', type: 'link', link: cat('speakers') }]),
          ],
        },
        {
          name: 'Vinyl',
          children: [
            pb.heading(3, 'A crate that keeps on giving'),
            pb.text(
              '<p>We stock new releases every Friday, alongside a hand-picked catalog of jazz and rock classics. Every record ships in a protective mailer with corner guards, because nobody wants a warped LP.</p>',
            ),
            pb.buttons([{ text: 'Shop vinyl', type: 'link', link: cat('vinyl') }]),
          ],
        },
      ]),
    ],
    { css: { margin: '0px 0px 20px', padding: '10px' } },
  );

  const separator = pb.rowContained([pb.divider({ color: '#d9d2c5', thickness: '1px' })], {
    css: { margin: '0px', padding: '0px 10px' },
  });

  const promo = pb.rowContained([pb.block('home-promo')], {
    css: { margin: '0px 0px 30px', padding: '10px' },
  });

  const perks = pb.rowContained(
    [
      pb.html(
        '<ul class="ss-perks">\n' +
          `  <li class="ss-perks__item"><strong>Free shipping</strong> on orders over ${dollars(FREE_SHIPPING_THRESHOLD)}</li>\n` +
          '  <li class="ss-perks__item"><strong>30-day returns</strong> with no questions asked</li>\n' +
          '  <li class="ss-perks__item"><strong>2-year warranty</strong> on every record player</li>\n' +
          '  <li class="ss-perks__item"><strong>Real humans</strong> on chat, 7 days a week</li>\n' +
          '</ul>',
        { inline: true, css: { 'text-align': 'center', margin: '0px 0px 10px' } },
      ),
    ],
    { css: { margin: '0px 0px 20px', padding: '10px' } },
  );

  const newsletter = pb.rowFullWidth(
    [
      pb.heading(2, 'Join the Listening Club', { css: { 'text-align': 'center' } }),
      pb.text(
        '<p style="text-align: center;">Get first dibs on limited pressings, turntable care tips and members-only offers. Sign up for our newsletter below and take <strong>10% off your first order</strong>.</p>',
        { cls: 'newsletter-callout' },
      ),
      pb.newsletter(),
    ],
    {
      cls: 'home-newsletter',
      css: { 'background-color': '#1f1a17', margin: '0px', padding: '40px 20px' },
    },
  );

  return pb.render(
    hero,
    intro,
    categories,
    cruiserCarousel,
    listeningRoom,
    crateBanner,
    freshPressings,
    workshopVideo,
    videoBackground,
    findYourSound,
    separator,
    promo,
    perks,
    newsletter,
  );
}

function ambassadorsContent(): string {
  const pb = new PageBuilderWriter('ambassadors', 'pb');
  const apply = external('mailto:ambassadors@spindleandstylus.com?subject=Ambassador%20application');

  const hero = pb.rowFullBleed(
    [
      pb.banner({
        appearance: 'poster',
        desktop: 'ambassadors/hero.jpg',
        mobile: 'ambassadors/hero-mobile.jpg',
        alt: 'Friends gathered around a record player at an evening listening party',
        overlayColor: 'rgba(0,0,0,0.4)',
        minHeight: '520px',
        textAlign: 'center',
        content:
          `<h2>${WHITE('Spin with us')}</h2>` +
          `<p>${WHITE(
            'Share the records you love, earn gear and help more people discover the joy of vinyl.',
          )}</p>`,
        button: { text: 'Apply now', type: 'primary', link: apply },
      }),
    ],
    { css: { margin: '0px 0px 30px', padding: '0px' } },
  );

  const intro = pb.rowContained(
    [
      pb.heading(1, 'The Spindle &amp; Stylus Ambassador Program', { css: { 'text-align': 'center' } }),
      pb.text(
        '<p style="text-align: center;">Our ambassadors are record-store regulars, bedroom DJs, crate diggers and first-time collectors who cannot stop talking about what is on the platter. If you love sharing music, online or in real life, we would love to have you on the team.</p>',
      ),
    ],
    { css: { margin: '0px 0px 20px', padding: '10px' } },
  );

  const perk = (image: string, alt: string, title: string, copy: string): ColumnSpec => ({
    span: 4,
    css: { padding: '10px' },
    children: [
      pb.image({
        desktop: `ambassadors/${image}.jpg`,
        mobile: `ambassadors/${image}-mobile.jpg`,
        alt,
        title,
      }),
      pb.heading(3, title),
      pb.text(`<p>${copy}</p>`),
    ],
  });

  const perks = pb.rowContained(
    [
      pb.heading(2, 'Why join', { css: { 'text-align': 'center' } }),
      pb.columns([
        perk(
          'perk-gear',
          'An ambassador welcome kit with a Cruiser, slipmat and record brush',
          'Gear on us',
          'Start with a welcome kit: a Cruiser in the color of your choice, a cork slipmat and a carbon-fiber brush, plus early copies of new releases to review.',
        ),
        perk(
          'perk-commission',
          'A phone showing a personal discount code over a stack of records',
          'Earn as you share',
          'Earn 10% commission on every order placed with your personal code, and give your friends and followers 15% off their first purchase.',
        ),
        perk(
          'perk-events',
          'A crowd at an invite-only listening party in a record store',
          'Backstage access',
          'Join invite-only listening parties, workshop tours and meet-ups with fellow ambassadors at our hubs across the country.',
        ),
      ]),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const howItWorks = pb.rowContained(
    [
      pb.heading(2, 'How it works'),
      pb.columns([
        {
          span: 7,
          children: [
            pb.text(
              '<ol>' +
                '<li><strong>Apply.</strong> Tell us about yourself, where you share music and a few records you would take to a desert island.</li>' +
                '<li><strong>Get your kit.</strong> Approved ambassadors receive their welcome kit and personal code within two weeks.</li>' +
                '<li><strong>Share.</strong> Post unboxings, host a listening night or simply tell a friend. There are no quotas and no scripts.</li>' +
                '<li><strong>Earn.</strong> Commission is paid monthly as cash or store credit, with a 20% bonus when you choose credit.</li>' +
                '</ol>',
            ),
          ],
        },
        {
          span: 5,
          appearance: 'align-center',
          css: { 'background-color': '#1f1a17', padding: '20px' },
          children: [
            pb.heading(3, 'Who we are looking for'),
            pb.text(
              '<ul><li>18 or older and living in the US or Canada</li><li>A genuine love of records, whatever you collect</li><li>An audience of any size: a big following is not required</li></ul>',
            ),
          ],
        },
      ]),
      pb.buttons(
        [
          { text: 'Apply now', type: 'primary', link: apply },
          { text: 'Read the program terms', type: 'secondary', link: page('terms-of-use') },
          { text: 'Questions? Contact us', type: 'link', link: page('contact-us') },
        ],
        { align: 'left', css: { margin: '20px 0px 0px' } },
      ),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const favorites = pb.rowContained(
    [
      pb.heading(2, 'Ambassador favorites', { css: { 'text-align': 'center' } }),
      pb.text(
        '<p style="text-align: center;">The players our ambassadors reach for most, picked by the people who play them every day.</p>',
      ),
      pb.products({ appearance: 'grid', categoryIds: [3], count: 4 }),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const hubs = pb.rowContained(
    [
      pb.heading(2, 'Ambassador hubs'),
      pb.text(
        '<p>Our hubs host monthly listening nights, swap meets and turntable clinics. Drop by and say hello; ambassadors always get the first spin.</p>',
      ),
      pb.map(
        [
          { ...HQ, location_name: 'Portland Hub (HQ & Workshop)' },
          {
            location_name: 'Austin Listening Lounge',
            latitude: 30.2645,
            longitude: -97.7413,
            phone: '(512) 555-0187',
            address: '212 Cedar Hollow Lane',
            city: 'Austin',
            state: 'Texas',
            zipcode: '78701',
            country: 'United States',
            comment: 'Listening nights every second Thursday.',
          },
          {
            location_name: 'Nashville Listening Lounge',
            latitude: 36.1539,
            longitude: -86.7841,
            phone: '(615) 555-0119',
            address: '88 Needle Drop Alley',
            city: 'Nashville',
            state: 'Tennessee',
            zipcode: '37203',
            country: 'United States',
            comment: 'Turntable clinic on the first Saturday of each month.',
          },
          {
            location_name: 'Brooklyn Listening Lounge',
            latitude: 40.7142,
            longitude: -73.9566,
            phone: '(718) 555-0163',
            address: '47 Wax Cylinder Row',
            city: 'Brooklyn',
            state: 'New York',
            zipcode: '11211',
            country: 'United States',
            comment: 'Record swap meets every last Sunday.',
          },
        ],
        { height: '420px', showControls: true },
      ),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  const cta = pb.rowFullWidth(
    [
      pb.heading(2, WHITE('Ready to share what is spinning?'), { css: { 'text-align': 'center' } }),
      pb.buttons(
        [
          { text: 'Apply now', type: 'primary', link: apply },
          { text: 'Enter the Cruiser contest', type: 'secondary', link: page('cruiser-contest-application') },
        ],
        { align: 'center' },
      ),
    ],
    { css: { 'background-color': '#1f1a17', 'text-align': 'center', margin: '0px', padding: '50px 20px' } },
  );

  const social = pb.rowContained(
    [
      pb.heading(2, 'Spinning on Instagram', { css: { 'text-align': 'center' } }),
      pb.instafeed(
        '<p style="text-align: center;">See what our ambassadors are playing this week: follow <a href="https://www.instagram.com/spindleandstylus" target="_blank">@spindleandstylus on Instagram</a> and tag your own spins with <strong>#SpindleAndStylus</strong>.</p>',
        { count: 8 },
      ),
    ],
    { css: { margin: '0px 0px 30px', padding: '10px' } },
  );

  return pb.render(hero, intro, perks, howItWorks, favorites, hubs, social, cta);
}

function orderStatusContent(): string {
  const pb = new PageBuilderWriter('order-status', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, 'Check your order status'),
        pb.text(
          `<p>Most orders ship within 1–2 business days from our Portland warehouse. As soon as your package is on its way, we email a tracking link to the address you used at checkout.</p>`,
        ),
      ],
      { css: { margin: '0px 0px 10px', padding: '10px' } },
    ),
    pb.rowContained(
      [
        pb.columns([
          {
            span: 6,
            css: { padding: '20px' },
            children: [
              pb.heading(2, 'Have an account?'),
              pb.text(
                '<p>Sign in and open <strong>Order History</strong> to see every order, its current status, tracking numbers and printable invoices.</p>',
              ),
              pb.buttons([
                { text: 'View order history', type: 'primary', link: external('/order-history') },
                { text: 'Sign in', type: 'secondary', link: external('/sign-in') },
              ]),
            ],
          },
          {
            span: 6,
            css: { 'background-color': '#1f1a17', padding: '20px' },
            children: [
              pb.heading(2, 'Checked out as a guest?'),
              pb.text(
                `<p>Use the tracking link in your shipping confirmation email. Can't find it? Check your spam or promotions folder, or contact us with your order number (it starts with #000) and the email address you used at checkout.</p>`,
              ),
            ],
          },
        ]),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
    pb.rowContained(
      [
        pb.divider(),
        pb.heading(2, 'Order status FAQ'),
        pb.faq([
          {
            question: 'What does each order status mean?',
            answer:
              '<p><strong>Pending</strong>: we have received your order and are confirming payment. <strong>Processing</strong>: your order is being picked and packed. <strong>Shipped</strong>: your package is with the carrier and a tracking link is on its way. <strong>Complete</strong>: the carrier has confirmed delivery.</p>',
          },
          {
            question: 'How long does shipping take?',
            answer:
              '<p>Standard shipping arrives in 3–7 business days. Expedited (2-day) and overnight delivery are available at checkout for orders placed before 1 p.m. Pacific, Monday to Friday.</p>',
          },
          {
            question: 'Can I change or cancel my order?',
            answer:
              '<p>We can update or cancel orders that are still <strong>Pending</strong> or <strong>Processing</strong>. Contact us as soon as possible. Once an order has shipped, you can return it within 30 days instead.</p>',
          },
          {
            question: 'My tracking has not updated in a few days. What should I do?',
            answer:
              '<p>Carriers sometimes skip scans between hubs, so a pause of 2–3 days is normal. If there is no update after 5 business days, get in touch and we will open a trace with the carrier.</p>',
          },
          {
            question: 'My order arrived damaged.',
            answer: `<p>We are so sorry! Email a photo of the box and the damaged item to <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> within 14 days of delivery and we will ship a replacement right away, at no cost to you.</p>`,
          },
        ]),
        pb.text('<p>Still need help? Our customer care team replies within one business day.</p>'),
        pb.buttons([{ text: 'Contact customer care', type: 'link', link: page('contact-us') }]),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

function contestContent(): string {
  const pb = new PageBuilderWriter('cruiser-contest-application', 'pb');
  return pb.render(
    pb.rowFullBleed(
      [
        pb.banner({
          appearance: 'poster',
          desktop: 'contest/cruiser-contest-banner.jpg',
          mobile: 'contest/cruiser-contest-banner-mobile.jpg',
          alt: 'A one-of-a-kind Cruiser record player with a hand-painted floral case',
          overlayColor: 'rgba(0,0,0,0.3)',
          minHeight: '460px',
          textAlign: 'center',
          content:
            `<h2>${WHITE('Design your dream Cruiser')}</h2>` +
            `<p>${WHITE('Win a one-of-a-kind record player built to your design. Entries close June 30.')}</p>`,
          button: { text: 'Enter now', type: 'primary', link: external('#enter') },
        }),
      ],
      { css: { margin: '0px 0px 30px', padding: '0px' } },
    ),
    pb.rowContained(
      [
        pb.heading(1, 'The Cruiser Design Contest'),
        pb.text(
          '<p>Think you could design the next Cruiser? Show us your dream colorway (case fabric, hardware, platter mat and all) and you could see it built by hand in our Portland workshop. Our grand-prize winner takes home their one-of-a-kind Cruiser plus a $250 store credit to stock up on records.</p>',
        ),
        pb.columns([
          {
            span: 4,
            css: { 'text-align': 'center', padding: '20px' },
            children: [
              pb.heading(3, 'Grand prize'),
              pb.text(
                '<p>A custom Cruiser built to your design, a $250 store credit and a workshop visit to see it made. (1 winner)</p>',
              ),
            ],
          },
          {
            span: 4,
            css: { 'text-align': 'center', padding: '20px' },
            children: [
              pb.heading(3, 'Runners-up'),
              pb.text('<p>A Cruiser in the color of your choice and a record care kit. (5 winners)</p>'),
            ],
          },
          {
            span: 4,
            css: { 'text-align': 'center', padding: '20px' },
            children: [
              pb.heading(3, 'Community favorite'),
              pb.text(
                '<p>Voted by our community in July: a $150 store credit and your design featured on our site. (1 winner)</p>',
              ),
            ],
          },
        ]),
        pb.heading(2, 'How to enter'),
        pb.text(
          '<ol><li>Sketch, paint or mock up your dream Cruiser. Any medium counts, from colored pencils to 3D renders.</li><li>Give your design a name and write a sentence or two about the music that inspired it.</li><li>Send it to us by June 30 using one of the options below.</li></ol>',
        ),
        pb.html(
          '<div class="contest-entry" id="enter">\n' +
            '  <h3>Submit your design</h3>\n' +
            '  <p>Email your design (JPG, PNG or PDF, up to 10 MB) to <a href="mailto:contest@spindleandstylus.com?subject=Cruiser%20Design%20Contest">contest@spindleandstylus.com</a>, or share it on social with <strong>#MyDreamCruiser</strong> and tag <strong>@spindleandstylus</strong>.</p>\n' +
            '  <p class="contest-entry__deadline">Entries close June 30 at 11:59 p.m. Pacific Time.</p>\n' +
            '</div>',
          { css: { 'background-color': '#1f1a17', padding: '20px', margin: '10px 0px 20px' } },
        ),
        pb.heading(2, 'Official rules'),
        pb.block('cruiser-contest-rules'),
        pb.buttons(
          [
            { text: 'Shop the Cruiser', type: 'secondary', link: cat('record-players/cruiser') },
            { text: 'Read our terms of use', type: 'link', link: page('terms-of-use') },
          ],
          { css: { margin: '20px 0px 0px' } },
        ),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

function thankYouContent(): string {
  const pb = new PageBuilderWriter('thank-you', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, 'Thank you!', { css: { 'text-align': 'center' } }),
        pb.text(
          '<p style="text-align: center;">We have received your submission and a confirmation is on its way to your inbox. A real person on our team reads every message and will get back to you within one business day.</p><p style="text-align: center;">In the meantime, why not put on a record?</p>',
        ),
        pb.buttons(
          [
            { text: 'Back to home', type: 'primary', link: page('') },
            { text: 'Shop new vinyl', type: 'secondary', link: cat('vinyl/new-releases') },
          ],
          { align: 'center' },
        ),
      ],
      { css: { 'text-align': 'center', margin: '0px 0px 20px', padding: '40px 10px' } },
    ),
    pb.rowContained([pb.dynamicBlock([1], { minHeight: '200px' })], {
      css: { margin: '0px 0px 20px', padding: '10px' },
    }),
    pb.rowContained(
      [
        pb.heading(2, 'Keep browsing', { css: { 'text-align': 'center' } }),
        pb.columns([
          { span: 4, css: { padding: '10px' }, children: [pb.category(3)] },
          { span: 4, css: { padding: '10px' }, children: [pb.category(8)] },
          { span: 4, css: { padding: '10px' }, children: [pb.category(12)] },
        ]),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

function feedbackContent(): string {
  const pb = new PageBuilderWriter('feedback', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.heading(2, 'Share your feedback'),
        pb.text(
          '<p>Tell us what you love, what we could do better, or which record player you would like us to build next. Every note lands with a real person on our customer experience team, and your ideas regularly shape both our products and this site.</p>',
        ),
        pb.html(
          '<div class="feedback-contact">\n' +
            '  <p>Email us at <a href="mailto:feedback@spindleandstylus.com?subject=Website%20feedback">feedback@spindleandstylus.com</a></p>\n' +
            '  <p>Need help with an order instead? Visit <a href="/order-status">Order Status</a> or <a href="/contact-us">contact customer care</a>.</p>\n' +
            '</div>',
        ),
        pb.text(
          '<p><em>Please never include payment card details in an email. We will never ask for them.</em></p>',
        ),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

function productRegistrationContent(): string {
  const pb = new PageBuilderWriter('product-registration', 'pb');
  const step = (n: number, title: string, copy: string): ColumnSpec => ({
    span: 4,
    css: { padding: '20px' },
    children: [pb.heading(3, `${n}. ${title}`), pb.text(`<p>${copy}</p>`)],
  });
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, 'Register your product'),
        pb.text(
          '<p>Registering takes two minutes and unlocks your full 2-year warranty, firmware and care updates, and faster support if you ever need a hand.</p>',
        ),
      ],
      { css: { margin: '0px', padding: '10px' } },
    ),
    pb.rowContained(
      [
        pb.columns([
          {
            span: 5,
            children: [
              pb.image({
                desktop: 'support/serial-number-location.jpg',
                mobile: 'support/serial-number-location-mobile.jpg',
                alt: 'The serial number label on the underside of a record player',
                title: 'Where to find your serial number',
                caption:
                  'Your serial number (starting with SS) is on the underside of the plinth, next to the power input.',
              }),
            ],
          },
          {
            span: 7,
            appearance: 'align-center',
            css: { padding: '10px 20px' },
            children: [
              pb.heading(2, 'Where is my serial number?'),
              pb.text(
                '<p>Turn your player over (lift off the platter first on hi-fi models) and look for the silver label near the power input. Headphones and speakers have the label inside the battery door or on the rear panel. The serial number is also printed on the side of the original box.</p>',
              ),
            ],
          },
        ]),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
    pb.rowContained(
      [
        pb.heading(2, 'Three easy steps'),
        pb.columns([
          step(
            1,
            'Find your serial number',
            'Look for the silver label on your product or the side of the box.',
          ),
          step(
            2,
            'Sign in',
            'Sign in to your account, or create one in seconds. Registered products appear on your account dashboard.',
          ),
          step(
            3,
            'Tell us about your purchase',
            'Enter the serial number, the purchase date and where you bought it. That is it: your warranty is active.',
          ),
        ]),
        pb.buttons([
          { text: 'Sign in to register', type: 'primary', link: external('/sign-in') },
          { text: 'Questions? Contact us', type: 'link', link: page('contact-us') },
        ]),
        pb.text(
          '<p><small>Bought from an authorized retailer? Keep your receipt: warranty claims require proof of purchase.</small></p>',
        ),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

function contactUsContent(): string {
  const pb = new PageBuilderWriter('contact-us', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, 'Contact us'),
        pb.text(
          '<p>Questions about an order, a turntable setup or which stylus fits your cartridge? Our Portland-based team is here to help.</p>',
        ),
        pb.columns([
          {
            span: 5,
            css: { padding: '10px 20px 10px 0px' },
            children: [
              pb.heading(2, 'Customer care'),
              pb.text(
                `<p><strong>Phone:</strong> <a href="${PHONE_TEL}">${PHONE_DISPLAY}</a><br><strong>Email:</strong> <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a></p>` +
                  '<p><strong>Hours (Pacific Time)</strong><br>Monday–Friday: 8 a.m.–6 p.m.<br>Saturday–Sunday: 9 a.m.–3 p.m.</p>',
              ),
              pb.heading(2, 'Visit the showroom'),
              pb.text(
                '<p>Spindle &amp; Stylus Showroom &amp; Workshop<br>1480 NW Groove Street<br>Portland, OR 97209<br>United States</p>' +
                  '<p><strong>Showroom hours</strong><br>Wednesday–Sunday: 11 a.m.–7 p.m.<br>Try any turntable in our listening bar before you buy.</p>',
              ),
            ],
          },
          {
            span: 7,
            children: [pb.map([HQ], { height: '460px', showControls: true })],
          },
        ]),
        pb.buttons(
          [
            { text: `Call ${PHONE_DISPLAY}`, type: 'primary', link: external(PHONE_TEL) },
            { text: 'Email us', type: 'secondary', link: external(`mailto:${SUPPORT_EMAIL}`) },
            { text: 'Check order status', type: 'link', link: page('order-status') },
          ],
          { css: { margin: '20px 0px 0px' } },
        ),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

function noRouteContent(): string {
  const pb = new PageBuilderWriter('no-route', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, 'This page skipped a groove', { css: { 'text-align': 'center' } }),
        pb.text(
          '<p style="text-align: center;">Sorry, we could not find the page you were looking for. It may have moved, or the link might be a little scratched.</p>',
        ),
        pb.image({
          desktop: '404/skipping-record.jpg',
          mobile: '404/skipping-record-mobile.jpg',
          alt: 'A tonearm lifted off a spinning record',
          css: { 'text-align': 'center' },
        }),
        pb.buttons(
          [
            { text: 'Back to home', type: 'primary', link: page('') },
            { text: 'Shop record players', type: 'secondary', link: cat('record-players') },
          ],
          { align: 'center' },
        ),
        pb.text(
          '<p style="text-align: center;">Popular right now: <a href="/record-players/cruiser.html">Cruiser record players</a> · <a href="/speakers/bluetooth.html">Bluetooth speakers</a> · <a href="/vinyl/new-releases.html">New vinyl releases</a> · <a href="/clearance.html">Clearance</a></p>',
        ),
      ],
      { css: { 'text-align': 'center', margin: '0px 0px 20px', padding: '40px 10px' } },
    ),
  );
}

function aboutUsContent(): string {
  const pb = new PageBuilderWriter('about-us', 'pb');
  const value = (title: string, copy: string): ColumnSpec => ({
    span: 4,
    css: { padding: '20px' },
    children: [pb.heading(3, title), pb.text(`<p>${copy}</p>`)],
  });
  return pb.render(
    pb.rowFullWidth(
      [
        pb.heading(1, WHITE('Our story'), { css: { 'text-align': 'center' } }),
        pb.text(
          `<p style="text-align: center;">${WHITE('Good music, played on something you love, in the room with people you love.')}</p>`,
        ),
      ],
      {
        bg: { desktop: 'about/workshop.jpg', mobile: 'about/workshop-mobile.jpg' },
        css: {
          'justify-content': 'center',
          'background-position': 'center center',
          'min-height': '420px',
          margin: '0px 0px 30px',
          padding: '40px 20px',
        },
      },
    ),
    pb.rowContained(
      [
        pb.heading(2, 'Built in a garage, played everywhere'),
        pb.text(
          '<p>Spindle &amp; Stylus started in 2009 in a Portland garage, with two friends, a soldering iron and a stack of thrift-store records that deserved better than a dusty shelf. Our first suitcase player was meant as a gift. Within a year, we were building them for neighbors, record stores and strangers who heard about them from a friend of a friend.</p>' +
            '<p>Today our team of designers, engineers and lifelong collectors still tests every model in the same place it started: a listening room full of records, where the only rule is that somebody has to flip the side.</p>',
        ),
        pb.image({
          desktop: 'about/team.jpg',
          mobile: 'about/team-mobile.jpg',
          alt: 'The Spindle & Stylus team in the listening room',
          caption: 'The crew, mid-debate about which side of the record is better.',
        }),
        pb.columns([
          value(
            'Built to be played',
            'We design for real living rooms and real records: sturdy tonearms, honest specs and cases that shrug off a road trip.',
          ),
          value(
            'Repair, don’t replace',
            'Spare belts, styli and parts for every model we have ever made, plus free repair guides. Good gear should last decades.',
          ),
          value(
            'Music for everyone',
            'From a first Cruiser to a lifetime hi-fi setup, we want every listener to feel at home, no jargon required.',
          ),
        ]),
        pb.buttons(
          [
            { text: 'Become an ambassador', type: 'primary', link: page('ambassadors') },
            { text: 'Visit the showroom', type: 'secondary', link: page('contact-us') },
          ],
          { align: 'center', css: { margin: '20px 0px 0px' } },
        ),
      ],
      { css: { margin: '0px 0px 20px', padding: '10px' } },
    ),
  );
}

/* --- Policy pages: saved before 2.4.3, so they keep inline styles -------------------------------- */

function policyContent(
  seed: string,
  title: string,
  updated: string,
  sections: Array<[string, string]>,
): string {
  const pb = new PageBuilderWriter(seed, 'inline');
  const rowCss: Css = {
    'border-style': 'none',
    'border-width': '1px',
    'border-radius': '0px',
    margin: '0px 0px 10px',
    padding: '10px',
  };
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, title, {
          css: { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px' },
        }),
        pb.text(`<p><em>Last updated: ${updated}</em></p>`, {
          css: {
            'border-style': 'none',
            'border-width': '1px',
            'border-radius': '0px',
            margin: '0px',
            padding: '0px',
          },
        }),
      ],
      { css: rowCss },
    ),
    pb.rowContained(
      sections.flatMap(([heading, body]) => [
        pb.heading(2, heading, {
          css: { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px' },
        }),
        pb.text(body, {
          css: {
            'border-style': 'none',
            'border-width': '1px',
            'border-radius': '0px',
            margin: '0px 0px 10px',
            padding: '0px',
          },
        }),
      ]),
      { css: rowCss },
    ),
  );
}

function privacyPolicyContent(): string {
  return policyContent('privacy-policy', 'Privacy Policy', 'January 15, 2025', [
    [
      'Overview',
      '<p>This policy explains how Spindle &amp; Stylus ("we", "us") collects, uses and protects personal information when you visit our website, shop with us or contact our team. We only collect what we need to run our store and serve you well, and we never sell your personal information.</p>',
    ],
    [
      'Information we collect',
      '<ul><li><strong>Information you give us:</strong> your name, email, shipping and billing addresses, phone number, order details, product registrations, reviews and messages to customer care.</li><li><strong>Payment information:</strong> card details are processed directly by our payment providers; we never store full card numbers.</li><li><strong>Information collected automatically:</strong> device and browser type, pages viewed, referring site and approximate location derived from your IP address.</li></ul>',
    ],
    [
      'How we use your information',
      '<p>We use your information to process and ship orders, provide support and warranty service, send transactional emails such as order confirmations and tracking updates, prevent fraud, improve our website and, if you opt in, send our newsletter. You can unsubscribe at any time using the link in any marketing email.</p>',
    ],
    [
      'Cookies',
      '<p>We use essential cookies to keep your cart and sign-in working, and optional analytics cookies to understand how our site is used. You can control optional cookies through your browser settings at any time.</p>',
    ],
    [
      'How we share information',
      '<p>We share information only with service providers who help us run our business (payment processing, shipping carriers, email delivery and hosting), under contracts that limit their use of your data, or when required by law.</p>',
    ],
    [
      'Your choices and rights',
      '<p>You can review and update your account details at any time after signing in. Depending on where you live, you may have the right to request access to, correction of or deletion of your personal information, or to opt out of certain processing. To make a request, email <a href="mailto:privacy@spindleandstylus.com">privacy@spindleandstylus.com</a>.</p>',
    ],
    [
      'Data retention and security',
      '<p>We keep personal information only as long as needed for the purposes above or as required by law, and protect it with encryption in transit, access controls and regular security reviews.</p>',
    ],
    [
      'Children',
      '<p>Our store is not directed to children under 13, and we do not knowingly collect personal information from them.</p>',
    ],
    [
      'Contact us',
      '<p>Questions about this policy? Write to Spindle &amp; Stylus, Attn: Privacy, 1480 NW Groove Street, Portland, OR 97209, or email <a href="mailto:privacy@spindleandstylus.com">privacy@spindleandstylus.com</a>.</p>',
    ],
  ]);
}

function termsOfUseContent(): string {
  return policyContent('terms-of-use', 'Terms of Use', 'January 15, 2025', [
    [
      'Acceptance of these terms',
      '<p>By using the Spindle &amp; Stylus website or placing an order, you agree to these Terms of Use and to our <a href="/privacy-policy">Privacy Policy</a>. If you do not agree, please do not use the site.</p>',
    ],
    [
      'Orders, pricing and availability',
      '<p>All prices are listed in U.S. dollars. We work hard to keep prices and stock levels accurate, but errors can happen; we reserve the right to cancel any order placed at an incorrect price and will refund you in full if we do. Limited-edition vinyl may be subject to purchase limits.</p>',
    ],
    [
      'Your account',
      '<p>You are responsible for keeping your password confidential and for activity under your account. Let us know right away if you suspect unauthorized use.</p>',
    ],
    [
      'Reviews, contest entries and other content',
      '<p>When you submit reviews, photos, contest entries or ambassador content, you confirm that it is your own work and grant us a non-exclusive, royalty-free license to display it in connection with our store and marketing. We may remove content that is unlawful, offensive or off-topic.</p>',
    ],
    [
      'Promotions, contests and the Ambassador Program',
      '<p>Promotions and contests are governed by their own official rules, which take precedence over these terms where they differ. Ambassador commissions are paid according to the program guide provided on acceptance.</p>',
    ],
    [
      'Intellectual property',
      '<p>The Spindle &amp; Stylus name, logo, product designs, photography and site content are our property or used under license, and may not be copied or reused without written permission.</p>',
    ],
    [
      'Disclaimers and limitation of liability',
      '<p>The site is provided "as is". To the fullest extent permitted by law, we are not liable for indirect or consequential damages arising from your use of the site. Nothing in these terms limits rights you have under applicable consumer protection laws or our product warranty.</p>',
    ],
    [
      'Governing law and changes',
      '<p>These terms are governed by the laws of the State of Oregon. We may update them from time to time; the date at the top of this page shows when they last changed.</p>',
    ],
    [
      'Contact',
      `<p>Questions about these terms? Email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> or call ${PHONE_DISPLAY}.</p>`,
    ],
  ]);
}

function shippingReturnsContent(): string {
  return policyContent('shipping-returns', 'Shipping &amp; Returns', 'March 1, 2025', [
    [
      'Shipping rates and times',
      '<p>We ship within the United States from our Portland warehouse. Orders placed before 1 p.m. Pacific on a business day usually leave the same day.</p>' +
        '<table><thead><tr><th>Method</th><th>Delivery time</th><th>Cost</th></tr></thead><tbody>' +
        `<tr><td>Standard (flat rate)</td><td>3–7 business days</td><td>${dollars(shippingRule('flatrate').amount)}, or <strong>free on orders over ${dollars(FREE_SHIPPING_THRESHOLD)}</strong></td></tr>` +
        `<tr><td>Express</td><td>Next business day</td><td>${dollars(shippingRule('express').amount)}</td></tr>` +
        '</tbody></table>',
    ],
    [
      'Tracking your order',
      '<p>You will receive a tracking link by email as soon as your order ships. You can also follow every order from <a href="/order-history">Order History</a> or our <a href="/order-status">Order Status</a> page.</p>',
    ],
    [
      '30-day returns',
      '<p>Not in love? Return any record player, speaker, headphone or accessory within 30 days of delivery for a full refund to your original payment method. Items should be in like-new condition with all original packaging and accessories. Vinyl records can be returned if still sealed; opened records can be returned only if defective.</p>',
    ],
    [
      'How to start a return',
      '<ol><li>Sign in and open <a href="/order-history">Order History</a>, or contact us with your order number if you checked out as a guest.</li><li>Choose the items you are returning and print the prepaid label (a $6.95 label fee is deducted from refunds, except for exchanges and defective items).</li><li>Pack everything securely and drop it off with the carrier.</li></ol><p>Refunds are issued within 5 business days of your return reaching us.</p>',
    ],
    [
      'Damaged or defective items',
      `<p>If something arrives damaged or stops working, email <a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a> with your order number and a photo. We will send a replacement or arrange a repair at no cost. Every record player is covered by our 2-year limited warranty; <a href="/product-registration">register your product</a> to make claims faster.</p>`,
    ],
    [
      'Clearance items',
      '<p>Items bought from <a href="/clearance.html">Clearance</a> are final sale unless they arrive damaged or defective.</p>',
    ],
  ]);
}

function retiredPageContent(): string {
  const pb = new PageBuilderWriter('retired-page', 'inline');
  return pb.render(
    pb.rowContained(
      [
        pb.heading(1, 'Summer Sound Sale', {
          css: { 'border-style': 'none', 'border-width': '1px', 'border-radius': '0px' },
        }),
        pb.text(
          '<p>Up to 40% off portable players, Bluetooth speakers and record care essentials. This promotion ended on August 31, 2023.</p>',
          {
            css: {
              'border-style': 'none',
              'border-width': '1px',
              'border-radius': '0px',
              margin: '0px 0px 10px',
              padding: '10px 15px',
            },
          },
        ),
        pb.buttons([{ text: 'Shop clearance', type: 'primary', link: cat('clearance') }], {
          align: 'left',
          css: {
            'border-style': 'none',
            'border-width': '1px',
            'border-radius': '0px',
            margin: '0px 0px 10px',
            padding: '10px 10px 0px',
          },
        }),
      ],
      {
        css: {
          'border-style': 'none',
          'border-width': '1px',
          'border-radius': '0px',
          margin: '0px 0px 10px',
          padding: '10px',
        },
      },
    ),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Blocks
 * ---------------------------------------------------------------------------------------------- */

function headerInfoBarContent(): string {
  const pb = new PageBuilderWriter('header-info-bar', 'inline');
  return pb.render(
    pb.rowContained(
      [
        pb.text(
          `<p style="text-align: center;">Free shipping on orders over ${dollars(FREE_SHIPPING_THRESHOLD)} · 30-day returns</p>`,
          {
            css: {
              'text-align': 'center',
              'border-style': 'none',
              'border-width': '1px',
              'border-radius': '0px',
              margin: '0px',
              padding: '0px',
            },
          },
        ),
      ],
      {
        cls: 'header-info-bar',
        css: {
          'background-color': 'rgb(31, 26, 23)',
          'text-align': 'center',
          'border-style': 'none',
          'border-width': '1px',
          'border-radius': '0px',
          margin: '0px',
          padding: '6px 10px',
        },
      },
    ),
  );
}

function footerLinksContent(): string {
  const pb = new PageBuilderWriter('footer-links', 'pb');
  const list = (links: Array<[string, string]>): string =>
    '<ul>' + links.map(([label, href]) => `<li><a href="${href}">${label}</a></li>`).join('') + '</ul>';
  const column = (title: string, links: Array<[string, string]>): ColumnSpec => ({
    span: 3,
    cls: 'footer-links__column',
    css: { padding: '10px' },
    children: [pb.heading(3, title), pb.text(list(links))],
  });
  return pb.render(
    pb.rowContained(
      [
        pb.columns(
          [
            column('Shop', [
              ['Record Players', '/record-players.html'],
              ['Speakers', '/speakers.html'],
              ['Headphones', '/headphones.html'],
              ['Vinyl', '/vinyl.html'],
              ['Accessories', '/accessories.html'],
              ['Clearance', '/clearance.html'],
            ]),
            column('Help', [
              ['Order Status', '/order-status'],
              ['Shipping &amp; Returns', '/shipping-returns'],
              ['Product Registration', '/product-registration'],
              ['Contact Us', '/contact-us'],
              ['Feedback', '/feedback'],
            ]),
            column('Company', [
              ['About Us', '/about-us'],
              ['Ambassador Program', '/ambassadors'],
              ['Cruiser Design Contest', '/cruiser-contest-application'],
            ]),
            column('Policies', [
              ['Privacy Policy', '/privacy-policy'],
              ['Terms of Use', '/terms-of-use'],
              ['Shipping &amp; Returns', '/shipping-returns'],
            ]),
          ],
          { cls: 'footer-links' },
        ),
      ],
      { css: { margin: '0px', padding: '10px 0px' } },
    ),
  );
}

function footerSocialContent(): string {
  const pb = new PageBuilderWriter('footer-social', 'pb');
  const networks: Array<[string, string]> = [
    ['Instagram', 'https://www.instagram.com/spindleandstylus'],
    ['Facebook', 'https://www.facebook.com/spindleandstylus'],
    ['YouTube', 'https://www.youtube.com/@spindleandstylus'],
    ['TikTok', 'https://www.tiktok.com/@spindleandstylus'],
    ['Pinterest', 'https://www.pinterest.com/spindleandstylus'],
  ];
  return pb.render(
    pb.rowContained(
      [
        pb.heading(3, 'Follow along'),
        pb.html(
          '<ul class="footer-social">\n' +
            networks
              .map(
                ([name, href]) =>
                  `  <li class="footer-social__item footer-social__item--${name.toLowerCase()}"><a href="${href}" target="_blank" rel="noopener" aria-label="Spindle &amp; Stylus on ${name}">${name}</a></li>\n`,
              )
              .join('') +
            '</ul>',
        ),
      ],
      { css: { margin: '0px', padding: '10px 0px' } },
    ),
  );
}

function menuRecordPlayersContent(): string {
  const pb = new PageBuilderWriter('menu-record-players', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.image({
          desktop: 'menu/cruiser-promo.jpg',
          mobile: 'menu/cruiser-promo-mobile.jpg',
          alt: 'The Cruiser record player in six new colorways',
          link: cat('record-players/cruiser'),
        }),
        pb.text(
          '<p><strong>The Cruiser, reissued</strong><br>Six new colorways, same go-anywhere sound. Built-in speakers, Bluetooth and three speeds.</p>',
        ),
        pb.buttons([{ text: 'Shop the Cruiser', type: 'primary', link: cat('record-players/cruiser') }]),
      ],
      { cls: 'menu-promo', css: { margin: '0px', padding: '10px' } },
    ),
  );
}

function homePromoContent(): string {
  const pb = new PageBuilderWriter('home-promo', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.banner({
          appearance: 'poster',
          desktop: 'promo/home-promo.jpg',
          mobile: 'promo/home-promo-mobile.jpg',
          alt: 'Record players and speakers on a sunny shelf with sale tags',
          overlayColor: 'rgba(31,26,23,0.5)',
          minHeight: '360px',
          textAlign: 'center',
          content:
            `<h2>${WHITE('The Spring Record Store Sale')}</h2>` +
            `<p>${WHITE('Save up to 30% on select turntables, speakers and record care. Ends Sunday at midnight.')}</p>`,
          button: { text: 'Shop the sale', type: 'primary', link: cat('clearance') },
        }),
      ],
      { css: { margin: '0px', padding: '0px' } },
    ),
  );
}

function cruiserContestRulesContent(): string {
  const pb = new PageBuilderWriter('cruiser-contest-rules', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.text(
          '<p><strong>NO PURCHASE NECESSARY TO ENTER OR WIN. A PURCHASE WILL NOT INCREASE YOUR CHANCES OF WINNING.</strong></p>' +
            '<ol>' +
            '<li><strong>Eligibility.</strong> Open to legal residents of the 50 United States and D.C. who are 18 or older at the time of entry. Employees of Spindle &amp; Stylus and their immediate families are not eligible.</li>' +
            '<li><strong>Entry period.</strong> The contest begins June 1 at 12:00 a.m. PT and ends June 30 at 11:59 p.m. PT. Limit one entry per person.</li>' +
            '<li><strong>How to enter.</strong> Email an original design to contest@spindleandstylus.com or post it publicly on social media with #MyDreamCruiser and tag @spindleandstylus during the entry period.</li>' +
            '<li><strong>Judging.</strong> Entries are judged by a panel of Spindle &amp; Stylus designers on originality (40%), visual appeal (40%) and the story behind the design (20%). The Community Favorite is chosen by public vote from ten finalists in July.</li>' +
            '<li><strong>Prizes.</strong> Grand prize (1): a custom Cruiser built to the winning design, a $250 store credit and a workshop visit (approximate retail value $1,200; travel not included). Runners-up (5): a Cruiser of the winner’s color choice and a record care kit (ARV $160 each). Community Favorite (1): a $150 store credit.</li>' +
            '<li><strong>Winners.</strong> Winners will be notified by email by July 31 and must respond within 7 days to claim their prize. Prizes are non-transferable and no cash alternative is offered.</li>' +
            '<li><strong>Rights.</strong> Entrants keep ownership of their designs and grant Spindle &amp; Stylus a license to display entries and produce the winning design.</li>' +
            '<li><strong>Sponsor.</strong> Spindle &amp; Stylus, 1480 NW Groove Street, Portland, OR 97209. Void where prohibited.</li>' +
            '</ol>',
        ),
      ],
      { css: { margin: '0px', padding: '0px' } },
    ),
  );
}

function dynamicBlockThankYouContent(): string {
  const pb = new PageBuilderWriter('dynamic-thank-you', 'pb');
  return pb.render(
    pb.rowContained(
      [
        pb.banner({
          appearance: 'collage-centered',
          desktop: 'home/hero-vinyl.jpg',
          mobile: 'home/hero-vinyl-mobile.jpg',
          alt: 'A stack of colored vinyl next to a Cruiser record player',
          overlayColor: 'rgba(11,11,12,0.8)',
          showOverlay: 'always',
          minHeight: '260px',
          textAlign: 'center',
          content:
            '<h2>Your next record is on us</h2><p>Take 10% off new vinyl this week with code <strong>SPINAGAIN</strong> at checkout.</p>',
          button: { text: 'Shop new vinyl', type: 'secondary', link: cat('vinyl/new-releases') },
        }),
      ],
      { css: { margin: '0px', padding: '0px' } },
    ),
  );
}

/* ------------------------------------------------------------------------------------------------
 * Seed data
 * ---------------------------------------------------------------------------------------------- */

/** An Adobe Commerce dynamic block (Magento_Banner): content shown by the Dynamic Blocks Rotator. */
export interface SeedDynamicBlock {
  id: number;
  name: string;
  type: 'SPECIFIED' | 'CART_PRICE_RULE_RELATED' | 'CATALOG_PRICE_RULE_RELATED';
  content: string;
  active: boolean;
}

export const dynamicBlocks: SeedDynamicBlock[] = [
  {
    id: 1,
    name: 'Thank you: next record offer',
    type: 'SPECIFIED',
    content: dynamicBlockThankYouContent(),
    active: true,
  },
];

export const cmsPages: SeedCmsPage[] = [
  {
    page_id: 1,
    identifier: 'home',
    title: 'Spindle & Stylus',
    content_heading: '',
    content: homeContent(),
    page_layout: 'cms-full-width',
    meta_title: 'Spindle & Stylus | Record Players, Speakers & Vinyl',
    meta_description: `Portable record players, hi-fi turntables, speakers, headphones and new vinyl every Friday. Free shipping over ${dollars(FREE_SHIPPING_THRESHOLD)} and 30-day returns.`,
    meta_keywords: 'record players, turntables, vinyl records, bluetooth speakers, headphones',
    active: true,
  },
  {
    page_id: 2,
    identifier: 'ambassadors',
    title: 'Ambassador Program',
    content_heading: '',
    content: ambassadorsContent(),
    page_layout: 'cms-full-width',
    meta_title: 'Become a Spindle & Stylus Ambassador',
    meta_description:
      'Love records? Join the Spindle & Stylus Ambassador Program to earn gear, commission and invites to listening parties.',
    meta_keywords: 'ambassador program, vinyl community, affiliate, record player rewards',
    active: true,
  },
  {
    page_id: 3,
    identifier: 'order-status',
    title: 'Order Status',
    content_heading: '',
    content: orderStatusContent(),
    page_layout: '1column',
    meta_title: 'Check Your Order Status | Spindle & Stylus',
    meta_description:
      'Track your Spindle & Stylus order, see what each order status means and get answers to common shipping questions.',
    meta_keywords: 'order status, track order, shipping, order history',
    active: true,
  },
  {
    page_id: 4,
    identifier: 'cruiser-contest-application',
    title: 'Cruiser Design Contest',
    content_heading: '',
    content: contestContent(),
    page_layout: 'cms-full-width',
    meta_title: 'Cruiser Design Contest | Spindle & Stylus',
    meta_description:
      'Design your dream Cruiser record player and win a one-of-a-kind build plus a $250 store credit. Entries close June 30.',
    meta_keywords: 'cruiser contest, design contest, win a record player, giveaway',
    active: true,
  },
  {
    page_id: 5,
    identifier: 'thank-you',
    title: 'Thank You',
    content_heading: '',
    content: thankYouContent(),
    page_layout: '1column',
    meta_title: 'Thank You | Spindle & Stylus',
    meta_description:
      'Thanks for getting in touch with Spindle & Stylus. We will get back to you within one business day.',
    meta_keywords: 'thank you, confirmation',
    active: true,
  },
  {
    page_id: 6,
    identifier: 'feedback',
    title: 'Feedback',
    content_heading: 'Feedback',
    content: feedbackContent(),
    page_layout: '1column',
    meta_title: 'Share Your Feedback | Spindle & Stylus',
    meta_description:
      'Tell Spindle & Stylus what you love, what we could do better and what you would like us to build next.',
    meta_keywords: 'feedback, suggestions, customer experience',
    active: true,
  },
  {
    page_id: 7,
    identifier: 'product-registration',
    title: 'Product Registration',
    content_heading: '',
    content: productRegistrationContent(),
    page_layout: '1column',
    meta_title: 'Register Your Product | Spindle & Stylus',
    meta_description:
      'Register your Spindle & Stylus record player, speaker or headphones to activate your 2-year warranty and get faster support.',
    meta_keywords: 'product registration, warranty, serial number',
    active: true,
  },
  {
    page_id: 8,
    identifier: 'contact-us',
    title: 'Contact Us',
    content_heading: '',
    content: contactUsContent(),
    page_layout: '1column',
    meta_title: 'Contact Us | Spindle & Stylus',
    meta_description:
      'Call, email or visit the Spindle & Stylus showroom in Portland. Customer care is available seven days a week.',
    meta_keywords: 'contact, customer service, showroom, Portland',
    active: true,
  },
  {
    page_id: 9,
    identifier: 'no-route',
    title: '404 Not Found',
    content_heading: '',
    content: noRouteContent(),
    page_layout: '1column',
    meta_title: 'Page Not Found | Spindle & Stylus',
    meta_description: 'The page you requested could not be found.',
    meta_keywords: 'page not found, 404',
    active: true,
  },
  {
    page_id: 10,
    identifier: 'privacy-policy',
    title: 'Privacy Policy',
    content_heading: '',
    content: privacyPolicyContent(),
    page_layout: '1column',
    meta_title: 'Privacy Policy | Spindle & Stylus',
    meta_description: 'How Spindle & Stylus collects, uses and protects your personal information.',
    meta_keywords: 'privacy policy, cookies, personal data',
    active: true,
  },
  {
    page_id: 11,
    identifier: 'terms-of-use',
    title: 'Terms of Use',
    content_heading: '',
    content: termsOfUseContent(),
    page_layout: '1column',
    meta_title: 'Terms of Use | Spindle & Stylus',
    meta_description: 'The terms that apply when you use the Spindle & Stylus website and place an order.',
    meta_keywords: 'terms of use, terms and conditions',
    active: true,
  },
  {
    page_id: 12,
    identifier: 'shipping-returns',
    title: 'Shipping & Returns',
    content_heading: '',
    content: shippingReturnsContent(),
    page_layout: '1column',
    meta_title: 'Shipping & Returns | Spindle & Stylus',
    meta_description: `Free standard shipping on orders over ${dollars(FREE_SHIPPING_THRESHOLD)}, fast express delivery and easy 30-day returns on Spindle & Stylus gear.`,
    meta_keywords: 'shipping, returns, refunds, free shipping, warranty',
    active: true,
  },
  {
    page_id: 13,
    identifier: 'about-us',
    title: 'About Us',
    content_heading: '',
    content: aboutUsContent(),
    page_layout: 'cms-full-width',
    meta_title: 'About Us | Spindle & Stylus',
    meta_description:
      'From a Portland garage to listening rooms everywhere: the story, people and values behind Spindle & Stylus.',
    meta_keywords: 'about us, our story, Portland, record player company',
    active: true,
  },
  {
    page_id: 14,
    identifier: 'retired-page',
    title: 'Summer Sound Sale',
    content_heading: '',
    content: retiredPageContent(),
    page_layout: '1column',
    meta_title: 'Summer Sound Sale | Spindle & Stylus',
    meta_description: 'Our Summer Sound Sale has ended.',
    meta_keywords: 'summer sale',
    active: false,
  },
];

export const cmsBlocks: SeedCmsBlock[] = [
  {
    block_id: 1,
    identifier: 'header-info-bar',
    title: 'Header Info Bar',
    content: headerInfoBarContent(),
    active: true,
  },
  {
    block_id: 2,
    identifier: 'footer-links',
    title: 'Footer Links',
    content: footerLinksContent(),
    active: true,
  },
  {
    block_id: 3,
    identifier: 'footer-social',
    title: 'Footer Social Links',
    content: footerSocialContent(),
    active: true,
  },
  {
    block_id: 4,
    identifier: 'menu-record-players',
    title: 'Mega Menu: Record Players Promo',
    content: menuRecordPlayersContent(),
    active: true,
  },
  {
    block_id: 5,
    identifier: 'home-promo',
    title: 'Home Page Promo Banner',
    content: homePromoContent(),
    active: true,
  },
  {
    block_id: 6,
    identifier: 'cruiser-contest-rules',
    title: 'Cruiser Contest Official Rules',
    content: cruiserContestRulesContent(),
    active: true,
  },
];
