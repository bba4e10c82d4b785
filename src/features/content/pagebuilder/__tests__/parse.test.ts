/**
 * Every content type read from Page Builder's master format (the markup Magento 2.4 stores), with
 * every field and every default.
 */
import { parsePageBuilder, parseRoot, preparePageBuilder } from '../parse';
import { parsers } from '../parsers';
import type { AnyContentNode, ConfigMap, ContentType } from '../types';

const COMMON_DEFAULTS = { cssClasses: [], isHidden: false, mediaQueries: [] };

function only<K extends ContentType>(html: string, type: K): ConfigMap[K] & { children: AnyContentNode[] } {
  const [node, ...rest] = parsePageBuilder(html);
  expect(rest).toEqual([]);
  expect(node?.contentType).toBe(type);
  return { ...(node!.config as ConfigMap[K]), children: node!.children };
}

const bg = (desktop?: string, mobile?: string) =>
  JSON.stringify({
    ...(desktop ? { desktop_image: desktop } : {}),
    ...(mobile ? { mobile_image: mobile } : {}),
  }).replace(/"/g, '\\&quot;');

describe('row', () => {
  it('reads a contained row from its inner element', () => {
    const row = only(
      '<div data-content-type="row" data-appearance="contained" data-element="main">' +
        `<div class="promo" data-enable-parallax="1" data-parallax-speed="0.8" data-background-images="${bg(
          'http://localhost/media/wysiwyg/a.jpg',
          'http://localhost/media/wysiwyg/a-m.jpg',
        )}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="inner" ` +
        'style="justify-content: center; display: flex; flex-direction: column; background-position: center center; background-size: contain; background-repeat: no-repeat; background-attachment: fixed; background-color: rgb(31, 26, 23); border-style: solid; border-color: rgb(255, 0, 0); border-width: 2px; border-radius: 4px; min-height: 300px; margin: 1px 2px 3px 4px; padding: 5px 6px 7px 8px; text-align: right;">' +
        '<h2 data-content-type="heading" data-appearance="default" data-element="main">Hi</h2></div></div>',
      'row',
    );
    expect(row).toMatchObject({
      appearance: 'contained',
      verticalAlignment: 'middle',
      desktopImage: 'http://localhost/media/wysiwyg/a.jpg',
      mobileImage: 'http://localhost/media/wysiwyg/a-m.jpg',
      backgroundSize: 'contain',
      backgroundPosition: 'center center',
      backgroundAttachment: 'fixed',
      backgroundRepeat: 'no-repeat',
      backgroundColor: 'rgb(31, 26, 23)',
      enableParallax: true,
      parallaxSpeed: 0.8,
      backgroundType: 'image',
      border: 'solid',
      borderColor: 'rgb(255, 0, 0)',
      borderWidth: '2px',
      borderRadius: '4px',
      minHeight: '300px',
      marginTop: '1px',
      marginRight: '2px',
      marginBottom: '3px',
      marginLeft: '4px',
      paddingTop: '5px',
      paddingRight: '6px',
      paddingBottom: '7px',
      paddingLeft: '8px',
      textAlign: 'right',
      cssClasses: ['promo'],
      isHidden: false,
    });
    expect(row.children.map((child) => child.contentType)).toEqual(['heading']);
  });

  it('reads full-width and full-bleed rows from the main element, with a video background', () => {
    const row = only(
      `<div data-content-type="row" data-appearance="full-bleed" data-enable-parallax="0" data-parallax-speed="0.5" data-background-images="{}" data-background-type="video" data-video-src="mp4:http://localhost/media/v.mp4" data-video-loop="false" data-video-play-only-visible="false" data-video-lazy-load="false" data-video-fallback-src="http://localhost/media/wysiwyg/f.jpg" data-element="main" style="justify-content: flex-end; display: flex; flex-direction: column;">` +
        '<div class="video-overlay" data-video-overlay-color="rgba(0,0,0,0.5)" data-element="video_overlay"></div></div>',
      'row',
    );
    expect(row).toMatchObject({
      appearance: 'full-bleed',
      verticalAlignment: 'bottom',
      backgroundType: 'video',
      videoSrc: 'mp4:http://localhost/media/v.mp4',
      videoFallbackSrc: 'http://localhost/media/wysiwyg/f.jpg',
      videoLoop: false,
      videoPlayOnlyVisible: false,
      videoLazyLoading: false,
      videoOverlayColor: 'rgba(0,0,0,0.5)',
      enableParallax: false,
      // Spec 3: video without parallax moves with the page.
      parallaxSpeed: 1,
    });
    expect(
      only('<div data-content-type="row" data-appearance="full-width" data-element="main"></div>', 'row')
        .appearance,
    ).toBe('full-width');
  });

  it('has the spec defaults', () => {
    expect(only('<div data-content-type="row" data-element="main"></div>', 'row')).toEqual({
      ...COMMON_DEFAULTS,
      appearance: 'contained',
      backgroundRepeat: 'repeat',
      backgroundType: 'image',
      videoLoop: true,
      videoPlayOnlyVisible: true,
      videoLazyLoading: true,
      enableParallax: false,
      parallaxSpeed: 0.5,
      children: [],
    });
  });
});

describe('columns', () => {
  const html =
    '<div class="pagebuilder-column-group" data-background-images="{}" data-content-type="column-group" data-appearance="default" data-grid-size="12" data-element="main" style="min-height: 50px;">' +
    '<div class="pagebuilder-column-line" data-content-type="column-line" data-element="main" style="display: flex; width: 100%;">' +
    `<div class="pagebuilder-column" data-content-type="column" data-appearance="align-center" data-background-images="${bg(
      'http://localhost/media/wysiwyg/c.jpg',
    )}" data-element="main" style="justify-content: flex-start; display: flex; flex-direction: column; width: 33.3333%; align-self: center;"></div>` +
    '<div class="pagebuilder-column" data-content-type="column" data-appearance="full-height" data-element="main" style="width: 66.6667%;"></div>' +
    '</div></div>';

  it('reads the group, its lines and their columns', () => {
    const group = only(html, 'column-group');
    expect(group).toMatchObject({ appearance: 'default', gridSize: 12, minHeight: '50px' });
    const [line] = group.children;
    expect(line?.contentType).toBe('column-line');
    const columns = line!.children.map((node) => node.config as ConfigMap['column']);
    expect(columns[0]).toMatchObject({
      appearance: 'align-center',
      width: '33.3333%',
      verticalAlignment: 'top',
      desktopImage: 'http://localhost/media/wysiwyg/c.jpg',
    });
    expect(columns[1]).toMatchObject({ appearance: 'full-height', width: '66.6667%' });
  });

  it('has defaults', () => {
    expect(
      only('<div data-content-type="column-group" data-element="main"></div>', 'column-group'),
    ).toMatchObject({
      appearance: 'default',
      gridSize: 12,
    });
    const column = only('<div data-content-type="column" data-element="main"></div>', 'column');
    expect(column).toMatchObject({ appearance: 'full-height', backgroundRepeat: 'repeat' });
    expect(column.width).toBeUndefined();
    expect(only('<div data-content-type="column-line" data-element="main"></div>', 'column-line')).toEqual({
      ...COMMON_DEFAULTS,
      appearance: 'default',
      children: [],
    });
  });
});

describe('image', () => {
  it('reads both images, link, alt, title and caption', () => {
    const image = only(
      '<figure data-content-type="image" data-appearance="full-width" data-element="main" style="border-style: dotted;">' +
        '<a href="/cruiser.html" target="_blank" data-link-type="product" title="" data-element="link">' +
        '<img class="pagebuilder-mobile-hidden" src="http://localhost/media/wysiwyg/d.png" alt="A record" title="Cruiser" width="1200" height="800" data-element="desktop_image">' +
        '<img class="pagebuilder-mobile-only" src="http://localhost/media/wysiwyg/m.jpg" alt="A record" title="Cruiser" data-element="mobile_image">' +
        '</a><figcaption data-element="caption">The Cruiser</figcaption></figure>',
      'image',
    );
    expect(image).toMatchObject({
      appearance: 'full-width',
      desktopImage: {
        src: 'http://localhost/media/wysiwyg/d.png',
        dimensions: { width: 1200, height: 800, ratio: 1.5 },
      },
      mobileImage: { src: 'http://localhost/media/wysiwyg/m.jpg' },
      altText: 'A record',
      title: 'Cruiser',
      caption: 'The Cruiser',
      link: '/cruiser.html',
      linkType: 'product',
      openInNewTab: true,
      border: 'dotted',
    });
  });

  it('drops a mobile image identical to the desktop one, and has defaults', () => {
    const image = only(
      '<figure data-content-type="image" data-element="main"><img src="/media/a.jpg" alt="" data-element="desktop_image"><img src="/media/a.jpg" alt="" data-element="mobile_image"></figure>',
      'image',
    );
    expect(image.mobileImage).toBeUndefined();
    expect(image).toMatchObject({
      altText: '',
      title: '',
      caption: '',
      linkType: 'default',
      openInNewTab: false,
    });
    expect(image.link).toBeUndefined();
  });
});

describe('heading, text, html, divider', () => {
  it('reads a heading’s level and text (h2 by default)', () => {
    expect(
      only(
        '<h4 data-content-type="heading" data-appearance="default" data-element="main">Hi &amp; bye</h4>',
        'heading',
      ),
    ).toMatchObject({
      headingType: 'h4',
      text: 'Hi & bye',
    });
    expect(only('<div data-content-type="heading" data-element="main">x</div>', 'heading').headingType).toBe(
      'h2',
    );
  });

  it('reads text content as HTML', () => {
    expect(
      only(
        '<div data-content-type="text" data-appearance="default" data-element="main"><p>A <b>b</b></p></div>',
        'text',
      ).content,
    ).toBe('<p>A <b>b</b></p>');
  });

  it('unescapes HTML code stored escaped, and keeps unescaped code', () => {
    expect(
      only(
        '<div data-content-type="html" data-appearance="default" data-element="main">&lt;ul class="x"&gt;&lt;li&gt;One&lt;/li&gt;&lt;/ul&gt;</div>',
        'html',
      ).html,
    ).toBe('<ul class="x"><li>One</li></ul>');
    expect(only('<div data-content-type="html" data-element="main"><p>Raw</p></div>', 'html').html).toBe(
      '<p>Raw</p>',
    );
  });

  it('reads a divider’s line', () => {
    expect(
      only(
        '<div data-content-type="divider" data-appearance="default" data-element="main"><hr data-element="line" style="width: 50%; border-width: 3px; border-color: rgb(1, 2, 3); display: inline-block;"></div>',
        'divider',
      ),
    ).toMatchObject({ width: '50%', thickness: '3px', color: 'rgb(1, 2, 3)' });
  });
});

describe('tabs', () => {
  const html =
    '<div class="tab-align-center" data-content-type="tabs" data-appearance="default" data-active-tab="1" data-element="main">' +
    '<ul role="tablist" class="tabs-navigation" data-element="navigation"><li role="tab" class="tab-header" data-element="headers"><a href="#A" class="tab-title"><span class="tab-title">First</span></a></li>' +
    '<li role="tab" class="tab-header" data-element="headers"><a href="#B" class="tab-title"><span class="tab-title">Second</span></a></li></ul>' +
    '<div class="tabs-content" data-element="content" style="min-height: 250px;">' +
    '<div data-content-type="tab-item" data-appearance="default" data-tab-name="First" data-background-images="{}" data-element="main" id="A" style="justify-content: flex-end; min-height: 100px;"><p>no type</p></div>' +
    '<div data-content-type="tab-item" data-appearance="default" data-tab-name="Second" data-element="main" id="B"></div></div></div>';

  it('reads the default tab, the alignment, the titles and the tab items', () => {
    const tabs = only(html, 'tabs');
    expect(tabs).toMatchObject({
      defaultIndex: 1,
      tabNavigationAlignment: 'center',
      headers: ['First', 'Second'],
      contentMinHeight: '250px',
    });
    expect(tabs.children.map((node) => node.config)).toMatchObject([
      { tabName: 'First', minHeight: '100px', verticalAlignment: 'bottom' },
      { tabName: 'Second' },
    ]);
  });

  it('defaults to the first tab, aligned left', () => {
    expect(
      only('<div data-content-type="tabs" data-active-tab="" data-element="main"></div>', 'tabs'),
    ).toMatchObject({
      defaultIndex: 0,
      tabNavigationAlignment: 'left',
      headers: [],
    });
  });
});

describe('buttons', () => {
  it('reads the group and its items with their types and links', () => {
    const buttons = only(
      '<div data-content-type="buttons" data-appearance="stacked" data-same-width="true" data-element="main" style="text-align: center;">' +
        '<div data-content-type="button-item" data-appearance="default" data-element="main"><a class="pagebuilder-button-secondary" href="https://example.com/x" target="_blank" data-link-type="default" data-element="link"><span data-element="link_text">Go</span></a></div>' +
        '<div data-content-type="button-item" data-appearance="default" data-element="main"><div class="pagebuilder-button-link" data-element="empty_link"><span data-element="link_text">Label</span></div></div>' +
        '</div>',
      'buttons',
    );
    expect(buttons).toMatchObject({ appearance: 'stacked', isSameWidth: true, textAlign: 'center' });
    expect(buttons.children.map((node) => node.config)).toMatchObject([
      {
        text: 'Go',
        buttonType: 'secondary',
        link: 'https://example.com/x',
        linkType: 'default',
        openInNewTab: true,
      },
      { text: 'Label', buttonType: 'link', openInNewTab: false },
    ]);
    expect((buttons.children[1]?.config as ConfigMap['button-item']).link).toBeUndefined();
  });

  it('has defaults', () => {
    expect(only('<div data-content-type="buttons" data-element="main"></div>', 'buttons')).toMatchObject({
      appearance: 'inline',
      isSameWidth: false,
    });
    expect(
      only('<div data-content-type="button-item" data-element="main"></div>', 'button-item'),
    ).toMatchObject({
      text: '',
      buttonType: 'primary',
      linkType: 'default',
      openInNewTab: false,
    });
  });
});

describe('block and dynamic block', () => {
  it('keeps a block’s content and parses its Page Builder elements as children', () => {
    const block = only(
      '<div data-content-type="block" data-appearance="default" data-element="main"><div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner"></div></div></div>',
      'block',
    );
    expect(block.richContent).toContain('data-content-type="row"');
    expect(block.children.map((node) => node.contentType)).toEqual(['row']);
  });

  it('reads the dynamic block rotator’s uids, display mode and inline flag', () => {
    expect(
      only(
        '<div data-content-type="dynamic_block" data-appearance="default" data-element="main" style="min-height: 120px;"><div class="widget block block-banners-inline" data-display-mode="rotate" data-ids="1,2" data-uids="MQ==,Mg=="></div></div>',
        'dynamic_block',
      ),
    ).toMatchObject({
      uids: ['MQ==', 'Mg=='],
      displayMode: 'rotate',
      displayInline: true,
      minHeight: '120px',
    });
    expect(
      only(
        '<div data-content-type="dynamic_block" data-element="main"><div data-ids="3"></div></div>',
        'dynamic_block',
      ),
    ).toMatchObject({ uids: ['Mw=='], displayMode: 'fixed', displayInline: false });
  });
});

describe('products', () => {
  const widget =
    '<div class="block widget block-products-list grid"><ol class="product-items">' +
    '<li class="product-item"><a class="product-item-link" href="http://localhost/cruiser-deluxe.html">Cruiser Deluxe</a></li>' +
    '<li class="product-item"><a class="product-item-link" href="http://localhost/blue-train.html">Blue Train</a></li>' +
    '<li class="product-item"><a class="product-item-link" href="javascript:alert(1)">Bad</a></li></ol></div>';

  it('reads the product paths of the rendered widget and the carousel options', () => {
    expect(
      only(
        `<div data-content-type="products" data-appearance="carousel" data-autoplay="true" data-autoplay-speed="3000" data-infinite-loop="true" data-show-arrows="true" data-show-dots="false" data-carousel-mode="continuous" data-center-padding="50px" data-element="main">${widget}</div>`,
        'products',
      ),
    ).toMatchObject({
      appearance: 'carousel',
      pathNames: ['/cruiser-deluxe.html', '/blue-train.html'],
      autoplay: true,
      autoplaySpeed: 3000,
      infinite: true,
      arrows: true,
      dots: false,
      carouselMode: 'continuous',
      centerPadding: '50px',
    });
  });

  it('has grid and carousel defaults', () => {
    expect(
      only(
        `<div data-content-type="products" data-appearance="grid" data-element="main">${widget}</div>`,
        'products',
      ),
    ).toMatchObject({
      appearance: 'grid',
      autoplay: false,
      autoplaySpeed: 4000,
      infinite: false,
      arrows: false,
      dots: true,
      carouselMode: 'default',
      centerPadding: '90px',
    });
  });
});

describe('video', () => {
  it('reads the address, autoplay, muted and maximum width', () => {
    expect(
      only(
        '<div data-content-type="video" data-appearance="default" data-element="main" style="text-align: center;"><div class="pagebuilder-video-inner" data-element="inner" style="max-width: 640px;"><div class="pagebuilder-video-wrapper" data-element="wrapper"><div class="pagebuilder-video-container"><video frameborder="0" controls="" src="http://localhost/media/a.mp4" autoplay="true" muted="true" data-element="video"></video></div></div></div></div>',
        'video',
      ),
    ).toMatchObject({
      url: 'http://localhost/media/a.mp4',
      autoplay: true,
      muted: true,
      maxWidth: '640px',
      textAlign: 'center',
    });
    expect(
      only(
        '<div data-content-type="video" data-element="main"><div data-element="inner"><iframe src="https://www.youtube.com/embed/abc" data-element="video"></iframe></div></div>',
        'video',
      ),
    ).toMatchObject({ url: 'https://www.youtube.com/embed/abc', autoplay: false, muted: false });
  });
});

describe('map', () => {
  it('reads locations (name from location_name, country lists joined) and the controls flag', () => {
    const locations = JSON.stringify([
      {
        position: { latitude: 45.5, longitude: -122.6 },
        location_name: 'Showroom',
        phone: '(503) 555-0142',
        address: '1480 NW Groove Street',
        city: 'Portland',
        state: 'Oregon',
        zipcode: '97209',
        country: ['United', 'States'],
        comment: 'Open daily',
        record_id: 0,
      },
    ]).replace(/"/g, '&quot;');
    expect(
      only(
        `<div data-content-type="map" data-appearance="default" data-show-controls="false" data-locations="${locations}" data-element="main" style="height: 300px;"></div>`,
        'map',
      ),
    ).toMatchObject({
      showControls: false,
      height: '300px',
      zoom: 8,
      scrollwheel: false,
      locations: [
        {
          name: 'Showroom',
          position: { latitude: 45.5, longitude: -122.6 },
          phone: '(503) 555-0142',
          address: '1480 NW Groove Street',
          city: 'Portland',
          state: 'Oregon',
          zipcode: '97209',
          country: 'United States',
          comment: 'Open daily',
        },
      ],
    });
  });

  it('keeps its defaults when the locations cannot be read', () => {
    expect(
      only('<div data-content-type="map" data-locations="{oops" data-element="main"></div>', 'map'),
    ).toMatchObject({
      locations: [],
      showControls: true,
      zoom: 8,
      scrollwheel: false,
    });
  });
});

describe('banner, slide and slider', () => {
  const banner = (type: 'banner' | 'slide', appearance: string, extra = '') =>
    `<div data-content-type="${type}"${extra} data-appearance="${appearance}" data-show-button="hover" data-show-overlay="always" data-element="main" style="margin: 10px; min-height: 350px;">` +
    '<a href="/vinyl.html" target="" data-link-type="category" title="" data-element="link">' +
    `<div class="pagebuilder-${type}-wrapper" data-background-images="${bg(
      'http://localhost/media/wysiwyg/b.jpg',
      'http://localhost/media/wysiwyg/b-m.jpg',
    )}" data-background-type="image" data-video-loop="true" data-video-play-only-visible="true" data-video-lazy-load="true" data-video-fallback-src="" data-element="wrapper" style="background-color: rgb(1, 1, 1); background-position: center center; background-size: cover; background-repeat: no-repeat; background-attachment: scroll; border-style: none; border-width: 1px; border-radius: 2px; min-height: 300px; padding: 11px;">` +
    '<div class="pagebuilder-overlay" data-overlay-color="rgba(0,0,0,0.4)" aria-label="Records on a shelf" title="" data-element="overlay" style="min-height: 320px; background-color: rgba(0,0,0,0.4); padding: 22px;">' +
    '<div class="pagebuilder-poster-content"><div data-element="content"><h2>Sale</h2></div>' +
    `<button type="button" class="pagebuilder-${type}-button pagebuilder-button-secondary" data-element="button">Shop now</button></div></div></div></a></div>`;

  it('reads a poster banner', () => {
    expect(only(banner('banner', 'poster'), 'banner')).toMatchObject({
      appearance: 'poster',
      content: '<h2>Sale</h2>',
      showButton: 'hover',
      buttonText: 'Shop now',
      buttonType: 'secondary',
      showOverlay: 'always',
      overlayColor: 'rgba(0,0,0,0.4)',
      altText: 'Records on a shelf',
      link: '/vinyl.html',
      linkType: 'category',
      openInNewTab: false,
      desktopImage: 'http://localhost/media/wysiwyg/b.jpg',
      mobileImage: 'http://localhost/media/wysiwyg/b-m.jpg',
      backgroundSize: 'cover',
      backgroundColor: 'rgb(1, 1, 1)',
      backgroundType: 'image',
      // A poster's height and padding are its overlay's.
      minHeight: '320px',
      paddingTop: '22px',
      borderRadius: '2px',
      marginTop: '10px',
    });
  });

  it('reads a collage slide from its wrapper, with its name', () => {
    expect(only(banner('slide', 'collage-right', ' data-slide-name="Sale slide"'), 'slide')).toMatchObject({
      appearance: 'collage-right',
      slideName: 'Sale slide',
      minHeight: '300px',
      paddingTop: '11px',
    });
  });

  it('reads a slider’s options and slides, with defaults', () => {
    const slider = only(
      `<div class="pagebuilder-slider" data-content-type="slider" data-appearance="default" data-autoplay="true" data-autoplay-speed="6000" data-fade="true" data-infinite-loop="true" data-show-arrows="true" data-show-dots="false" data-element="main" style="min-height: 400px;">${banner(
        'slide',
        'poster',
      )}</div>`,
      'slider',
    );
    expect(slider).toMatchObject({
      autoplay: true,
      autoplaySpeed: 6000,
      fade: true,
      infinite: true,
      showArrows: true,
      showDots: false,
      minHeight: '400px',
    });
    expect(slider.children.map((node) => node.contentType)).toEqual(['slide']);
    expect(only('<div data-content-type="slider" data-element="main"></div>', 'slider')).toMatchObject({
      autoplay: false,
      autoplaySpeed: 4000,
      fade: false,
      infinite: false,
      showArrows: false,
      showDots: true,
    });
    expect(only('<div data-content-type="banner" data-element="main"></div>', 'banner')).toMatchObject({
      appearance: 'poster',
      showButton: 'never',
      showOverlay: 'never',
      buttonType: 'primary',
      content: '',
      linkType: 'default',
    });
  });
});

describe('variant types', () => {
  it('reads a category’s id', () => {
    expect(
      only('<div data-content-type="category" data-catid="12" data-element="main"></div>', 'category').catid,
    ).toBe('12');
    expect(
      only('<div data-content-type="category" data-catid="x" data-element="main"></div>', 'category').catid,
    ).toBeUndefined();
  });

  it('reads an instafeed’s token, count and fallback', () => {
    expect(
      only(
        '<div data-content-type="instafeed" data-auth="token" data-count="4" data-element="main"><p>Follow us</p></div>',
        'instafeed',
      ),
    ).toMatchObject({ auth: 'token', count: 4, fallbackHtml: '<p>Follow us</p>' });
    expect(only('<div data-content-type="instafeed" data-element="main"></div>', 'instafeed')).toMatchObject({
      auth: '',
      count: 6,
      fallbackHtml: '',
    });
  });

  it('reads a newsletter element', () => {
    expect(
      only(
        '<div data-content-type="newsletter" data-appearance="default" data-element="main"></div>',
        'newsletter',
      ),
    ).toEqual({
      ...COMMON_DEFAULTS,
      appearance: 'default',
      children: [],
    });
  });

  it('reads FAQ items (question, answer, display)', () => {
    expect(
      only(
        '<div data-content-type="faq" data-appearance="default" data-element="main">' +
          '<div class="faq-item" data-element="item" data-display="open"><h3 data-element="question">Shipping?</h3><div data-element="answer"><p>Fast.</p></div></div>' +
          '<div class="faq-item" data-element="item"><h3 data-element="question">Returns?</h3><div data-element="answer"><p>30 days.</p></div></div>' +
          '</div>',
        'faq',
      ).items,
    ).toEqual([
      { question: 'Shipping?', answer: '<p>Fast.</p>', display: 'open' },
      { question: 'Returns?', answer: '<p>30 days.</p>', display: 'closed' },
    ]);
  });
});

describe('common fields and the walk', () => {
  it('applies <style> rules of data-pb-style elements, keeping media rules apart', () => {
    const [heading] = parsePageBuilder(
      '<style>#html-body [data-pb-style=AB12CDE]{text-align:center;display:none;margin:0 0 5px}' +
        '@media only screen and (max-width: 768px) { #html-body [data-pb-style=AB12CDE]{text-align:left} }</style>' +
        '<h2 data-content-type="heading" data-appearance="default" data-element="main" data-pb-style="AB12CDE" style="margin-bottom: 9px">X</h2>',
    );
    expect(heading?.config).toMatchObject({
      textAlign: 'center',
      isHidden: true,
      marginBottom: '9px',
      mediaQueries: [{ media: 'only screen and (max-width: 768px)', style: { textAlign: 'left' } }],
    });
  });

  it('leaves unknown content types out with what they hold', () => {
    expect(
      parsePageBuilder(
        '<div data-content-type="mystery" data-element="main"><h2 data-content-type="heading" data-element="main">X</h2></div><div data-content-type="text" data-element="main">T</div>',
      ).map((node) => node.contentType),
    ).toEqual(['text']);
  });

  it('keeps an element’s defaults when its settings cannot be read', () => {
    const [banner] = parsePageBuilder(
      '<div data-content-type="banner" data-appearance="poster" data-element="main"><div data-element="wrapper" data-background-images="{not json"></div></div>',
    );
    expect(banner?.contentType).toBe('banner');
    // The banner defaults (Magento's): button always shown, overlay never.
    expect(banner?.config).toMatchObject({
      appearance: 'poster',
      showButton: 'always',
      showOverlay: 'never',
      content: '',
    });
  });

  it('finds elements nested inside plain markup and skips text', () => {
    expect(
      parsePageBuilder(
        '<section><div><div data-content-type="divider" data-element="main"></div></div></section> text',
      ).map((node) => node.contentType),
    ).toEqual(['divider']);
    expect(parsePageBuilder('')).toEqual([]);
  });

  it('prepares content without reading its elements, then reads each top-level element alone', () => {
    const readRow = jest.spyOn(parsers.row, 'parse');
    try {
      const html =
        '<style>#html-body [data-pb-style=R1]{min-height:300px}</style>' +
        '<div data-content-type="row" data-element="main" data-pb-style="R1"><h2 data-content-type="heading" data-element="main">A</h2></div>' +
        '<section><div data-content-type="row" data-element="main"><div data-content-type="text" data-element="main">B</div></div></section>';
      const { roots, context } = preparePageBuilder(html);
      expect(roots.map((root) => root.depth)).toEqual([0, 1]);
      expect(readRow).not.toHaveBeenCalled();
      const first = parseRoot(roots[0]!, context);
      expect(readRow).toHaveBeenCalledTimes(1);
      // The sheet's rules were given back to the element when the content was prepared.
      expect(first?.config).toMatchObject({ minHeight: '300px' });
      expect(first?.children.map((node) => node.contentType)).toEqual(['heading']);
      const second = parseRoot(roots[1]!, context);
      expect(second?.children.map((node) => node.contentType)).toEqual(['text']);
      expect(parsePageBuilder(html)).toEqual([first, second]);
    } finally {
      readRow.mockRestore();
    }
  });
});
