/**
 * The renderer against real content: the seed's home page from the embedded backend, and small
 * Page Builder fixtures for the behaviour of each content type.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { gql } from '../../../../../test/backend';
import { renderContent, setViewport, clearViewport, loadAllContentTypes } from './testUtils';
import BackgroundEffects from '../background/BackgroundEffects';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

function Location() {
  const location = useLocation();
  return <output aria-label="Current page">{location.pathname}</output>;
}

async function pageContent(identifier: string): Promise<string> {
  const { body } = await gql('query ($id: String!) { cmsPage(identifier: $id) { content } }', {
    variables: { id: identifier },
  });
  return body.data.cmsPage.content as string;
}

afterEach(clearViewport);

describe('the home page', () => {
  it('renders its rows, headings, images, products, tabs, banner, video, HTML code and newsletter', async () => {
    const user = userEvent.setup();
    await renderContent(await pageContent('home'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Made for the way you listen' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Shop by category' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Three portable record players in mint, cream and black' }),
    ).toHaveAttribute(
      'src',
      expect.stringContaining('/media/wysiwyg/home/tile-record-players.jpg?auto=webp&format=pjpg&quality=85'),
    );

    // Products: the carousel and the grid list tiles with names, prices and links to the product.
    const cruiser = await screen.findByRole('link', { name: /^Cruiser Deluxe \$/ });
    expect(cruiser).toHaveAttribute('href', '/cruiser-deluxe.html');
    expect(within(cruiser).getByText(/^\$\d/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();

    // Slider: a labelled carousel with slide controls and a pause control for its autoplay.
    const slider = screen.getByRole('region', { name: 'Featured' });
    expect(within(slider).getAllByRole('group')).toHaveLength(3);
    await user.click(within(slider).getByRole('button', { name: 'Stop automatic slide show' }));
    expect(within(slider).getByRole('button', { name: 'Start automatic slide show' })).toBeInTheDocument();
    await user.click(within(slider).getByRole('button', { name: 'Go to slide 2' }));
    expect(within(slider).getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Tabs (WAI-ARIA): the first open; arrow keys move.
    const tab = screen.getByRole('tab', { name: 'Turntables' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Turntables' })).toHaveTextContent(
      'Start simple, or go deep',
    );
    act(() => tab.focus());
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Speakers' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Speakers' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Vinyl' })).toHaveAttribute('aria-selected', 'true');

    // HTML code is unescaped, then sanitized.
    expect(screen.getByText('Free shipping')).toBeInTheDocument();
    // The promo block's banner and the newsletter form.
    expect(screen.getByText('The Spring Record Store Sale')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Email address/ })).toBeInTheDocument();

    // The workshop video loads nothing from YouTube until asked.
    expect(document.querySelector('iframe')).toBeNull();
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    expect(screen.getByTitle('Video player (YouTube)')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/sS-workshop01?rel=0&autoplay=1',
    );
  });
});

describe('links', () => {
  it('navigates inside the app for storefront paths, opens new tabs when configured', async () => {
    const user = userEvent.setup();
    await loadAllContentTypes();
    const { renderWithProviders } = await import('../../../../../test/render');
    const { default: PageBuilderContent } = await import('../PageBuilderContent');
    const html =
      '<div data-content-type="buttons" data-element="main">' +
      '<div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-primary" href="/vinyl.html" data-link-type="category" data-element="link"><span data-element="link_text">Vinyl</span></a></div>' +
      '<div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-link" href="https://example.com/" target="_blank" data-element="link"><span data-element="link_text">Elsewhere</span></a></div>' +
      '</div><div data-content-type="text" data-element="main"><p><a href="http://localhost/about-us">About</a> <a href="mailto:a@b.co">Mail</a></p></div>';
    await act(async () => {
      renderWithProviders(
        <>
          <PageBuilderContent html={html} />
          <Location />
        </>,
      );
    });
    const elsewhere = await screen.findByRole('link', { name: /Elsewhere/ });
    expect(elsewhere).toHaveAttribute('target', '_blank');
    expect(elsewhere).toHaveAttribute('rel', 'noopener noreferrer');
    expect(elsewhere).toHaveTextContent('(opens in a new tab)');
    expect(screen.getByRole('link', { name: 'Mail' })).toHaveAttribute('href', 'mailto:a@b.co');
    await user.click(screen.getByRole('link', { name: 'Vinyl' }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/vinyl.html');
    await user.click(screen.getByRole('link', { name: 'About' }));
    expect(screen.getByRole('status', { name: 'Current page' })).toHaveTextContent('/about-us');
  });
});

describe('content further down', () => {
  const row = (inner: string) =>
    `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-element="inner">${inner}</div></div>`;
  const buttons = (text: string) =>
    `<div data-content-type="buttons" data-element="main"><div data-content-type="button-item" data-element="main"><a class="pagebuilder-button-primary" href="/vinyl.html" data-element="link"><span data-element="link_text">${text}</span></a></div></div>`;

  it('renders the on-demand elements of the leading rows at once, and the others when they near the viewport', async () => {
    const observed: Array<{ element: Element; report: (near: boolean) => void }> = [];
    class FakeObserver {
      constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
      observe(element: Element) {
        observed.push({ element, report: (near) => this.callback([{ isIntersecting: near }]) });
      }
      disconnect() {}
    }
    Object.assign(window, { IntersectionObserver: FakeObserver });
    try {
      await renderContent(
        row(buttons('Top')) +
          row('<h2 data-content-type="heading" data-element="main">Second</h2>') +
          row(buttons('Further')),
      );
      expect(screen.getByRole('link', { name: 'Top' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Second' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Further' })).toBeNull();
      // The third row's buttons wait: their placeholder is what is watched.
      const waiting = observed.filter(({ element }) => element.isConnected);
      expect(waiting).toHaveLength(1);
      act(() => waiting[0]!.report(false));
      expect(screen.queryByRole('link', { name: 'Further' })).toBeNull();
      act(() => waiting[0]!.report(true));
      expect(await screen.findByRole('link', { name: 'Further' })).toBeInTheDocument();
    } finally {
      delete (window as unknown as Record<string, unknown>).IntersectionObserver;
    }
  });
});

describe('visibility and robustness', () => {
  it('renders nothing for hidden elements and unknown types', async () => {
    await renderContent(
      '<h2 data-content-type="heading" data-element="main" style="display: none">Hidden</h2>' +
        '<div data-content-type="slideshow-3000" data-element="main"><p>Unknown</p></div>' +
        '<h2 data-content-type="heading" data-element="main">Shown</h2>',
    );
    expect(screen.getByRole('heading', { name: 'Shown' })).toBeInTheDocument();
    expect(screen.queryByText('Hidden')).toBeNull();
    expect(screen.queryByText('Unknown')).toBeNull();
  });

  it('keeps an element whose settings cannot be read, with its defaults', async () => {
    await renderContent(
      '<div data-content-type="map" data-locations="[{broken" data-element="main"></div>' +
        '<div data-content-type="tabs" data-active-tab="7" data-element="main"><div data-content-type="tab-item" data-tab-name="Only" data-element="main"><p>x</p></div></div>',
    );
    // The map has no locations (nothing to show); the tabs fall back to the first tab.
    expect(screen.getByRole('tab', { name: 'Only' })).toHaveAttribute('aria-selected', 'true');
  });

  it('renders plain HTML through the sanitizer, and empty content as an empty container', async () => {
    const { container } = await renderContent('<p>Plain <b>text</b><script>window.__x=1</script></p>');
    expect(screen.getByText('text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    const empty = await renderContent('');
    expect(empty.container.firstElementChild).toBeEmptyDOMElement();
  });

  it('applies an element’s media-query styles while they match', async () => {
    setViewport(375);
    await renderContent(
      '<style>#html-body [data-pb-style=M1]{text-align:center}@media only screen and (max-width: 768px) { #html-body [data-pb-style=M1]{text-align:left} }</style>' +
        '<h2 data-content-type="heading" data-element="main" data-pb-style="M1">Aligned</h2>',
    );
    expect(screen.getByRole('heading', { name: 'Aligned' })).toHaveStyle({ textAlign: 'left' });
  });
});

describe('images and backgrounds', () => {
  const images = (desktop: string, mobile: string) =>
    `{\\&quot;desktop_image\\&quot;:\\&quot;${desktop}\\&quot;,\\&quot;mobile_image\\&quot;:\\&quot;${mobile}\\&quot;}`;
  const row = `<div data-content-type="row" data-appearance="full-width" data-background-images="${images(
    'http://localhost/media/wysiwyg/d.jpg',
    'http://localhost/media/wysiwyg/m.jpg',
  )}" data-element="main" style="background-size: cover;"><h2 data-content-type="heading" data-element="main">Row</h2></div>`;
  const rowElement = () => screen.getByRole('heading', { name: 'Row' }).parentElement!.parentElement!;

  it('uses the desktop image on wide screens, at the measured size', async () => {
    setViewport(1280);
    await renderContent(row);
    expect(rowElement().style.backgroundImage).toContain(
      '/media/wysiwyg/d.jpg?auto=webp&format=pjpg&quality=85&width=',
    );
    expect(rowElement().style.backgroundImage).toContain('fit=cover&crop=false');
  });

  it('uses the mobile image at 768px or narrower', async () => {
    setViewport(768);
    await renderContent(row);
    expect(rowElement().style.backgroundImage).toContain('/media/wysiwyg/m.jpg');
  });

  it('offers the mobile image of an image element as a source for narrow screens', async () => {
    const { container } = await renderContent(
      '<figure data-content-type="image" data-element="main"><img src="http://localhost/media/wysiwyg/a.jpg" alt="A" width="1200" height="800" data-element="desktop_image"><img src="http://localhost/media/wysiwyg/a-m.jpg" alt="A" data-element="mobile_image"><figcaption data-element="caption">Cap</figcaption></figure>',
    );
    const source = container.querySelector('picture source')!;
    expect(source).toHaveAttribute('media', '(max-width: 768px)');
    expect(source.getAttribute('srcset')).toContain('/media/wysiwyg/a-m.jpg');
    expect(screen.getByRole('img', { name: 'A' })).toHaveAttribute('width', '1200');
    expect(screen.getByText('Cap')).toBeInTheDocument();
  });
});

describe('background effects', () => {
  it('sets up parallax after mount and tears it down on unmount', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const remove = jest.spyOn(window, 'removeEventListener');
    const container = document.createElement('div');
    const { unmount } = render(
      <BackgroundEffects
        container={container}
        parallax={{ imageUrl: '/media/a.jpg', speed: 0.5, style: {} }}
      />,
    );
    const calls = add.mock.calls as unknown as Array<[string, unknown]>;
    const onScroll = calls.find(([type]) => type === 'scroll')?.[1];
    expect(onScroll).toBeDefined();
    unmount();
    expect(remove).toHaveBeenCalledWith('scroll', onScroll);
    add.mockRestore();
    remove.mockRestore();
  });

  it('shows a background video once it plays, keeping the fallback image until then', async () => {
    setViewport(1280);
    await renderContent(
      '<div data-content-type="row" data-appearance="full-bleed" data-background-type="video" data-video-src="http://localhost/media/wysiwyg/loop.mp4" data-video-lazy-load="false" data-video-fallback-src="http://localhost/media/wysiwyg/fallback.jpg" data-element="main"><div data-element="video_overlay" data-video-overlay-color="rgba(0,0,0,0.5)"></div><h2 data-content-type="heading" data-element="main">Band</h2></div>',
    );
    const band = screen.getByRole('heading', { name: 'Band' }).parentElement!;
    expect(band.style.backgroundImage).toContain('/media/wysiwyg/fallback.jpg');
    const video = await waitFor(() => {
      const element = band.querySelector('video');
      expect(element).not.toBeNull();
      return element!;
    });
    expect(video).toHaveAttribute('data-state', 'waiting');
    expect(video.querySelector('source')).toHaveAttribute('src', 'http://localhost/media/wysiwyg/loop.mp4');
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    Object.defineProperty(video, 'currentTime', { configurable: true, value: 1 });
    Object.defineProperty(video, 'readyState', { configurable: true, value: 4 });
    fireEvent(video, new Event('playing'));
    await waitFor(() => expect(video).toHaveAttribute('data-state', 'playing'));
  });

  it('runs neither parallax nor video for shoppers who prefer reduced motion', async () => {
    setViewport(1280, { reducedMotion: true });
    const { container } = await renderContent(
      '<div data-content-type="row" data-appearance="full-bleed" data-background-type="video" data-video-src="/media/loop.mp4" data-video-fallback-src="/media/f.jpg" data-element="main"><p>x</p></div>',
    );
    expect(container.querySelector('video')).toBeNull();
  });
});

describe('interactive content types', () => {
  it('opens and closes FAQ answers', async () => {
    const user = userEvent.setup();
    await renderContent(
      '<div data-content-type="faq" data-element="main"><div data-element="item"><h3 data-element="question">Shipping?</h3><div data-element="answer"><p>Fast.</p></div></div></div>',
    );
    const question = screen.getByRole('button', { name: 'Shipping?' });
    expect(question).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Shipping?' })).toBeNull();
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Shipping?' })).toHaveTextContent('Fast.');
  });

  it('moves slides with arrows, pauses autoplay while hovered and lets the shopper stop it', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const slide = (name: string) =>
      `<div data-content-type="slide" data-slide-name="${name}" data-appearance="poster" data-element="main"><div data-element="empty_link"><div data-element="wrapper"><div data-element="overlay"><div data-element="content"><p>${name}</p></div></div></div></div></div>`;
    await renderContent(
      `<div data-content-type="slider" data-autoplay="true" data-autoplay-speed="3000" data-infinite-loop="false" data-show-arrows="true" data-show-dots="true" data-element="main">${slide('One')}${slide('Two')}${slide('Three')}</div>`,
    );
    const current = () =>
      screen.getByRole('button', { name: /Go to slide \d/, current: true }).getAttribute('aria-label');
    expect(current()).toBe('Go to slide 1');
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(3000));
    expect(current()).toBe('Go to slide 2');
    const slider = screen.getByRole('region', { name: 'Featured' });
    fireEvent.mouseEnter(slider);
    await act(async () => jest.advanceTimersByTime(6000));
    expect(current()).toBe('Go to slide 2');
    fireEvent.mouseLeave(slider);
    await user.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    await act(async () => jest.advanceTimersByTime(6000));
    expect(current()).toBe('Go to slide 2');
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('Go to slide 3');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    expect(screen.getByRole('group', { name: '3 of 3: Three' })).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: '1 of 3: One', hidden: true })).toHaveAttribute('inert');
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    jest.useRealTimers();
  });

  it('does not rotate slides for shoppers who prefer reduced motion', async () => {
    setViewport(1280, { reducedMotion: true });
    await renderContent(
      '<div data-content-type="slider" data-autoplay="true" data-element="main"><div data-content-type="slide" data-element="main"></div><div data-content-type="slide" data-element="main"></div></div>',
    );
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
  });

  it('lists map locations when no map provider is configured', async () => {
    await renderContent(await pageContent('contact-us'));
    const list = screen.getByRole('list', { name: 'Locations' });
    expect(within(list).getByText('Spindle & Stylus Showroom & Workshop')).toBeInTheDocument();
    expect(within(list).getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute(
      'href',
      'tel:5035550142',
    );
    expect(
      within(list).getByRole('link', { name: /View Spindle & Stylus Showroom & Workshop on a map/ }),
    ).toHaveAttribute('href', expect.stringContaining('#map=8/45.5312/-122.6847'));
  });
});

describe('content from the backend', () => {
  it('shows the thank-you page’s dynamic block and category cards', async () => {
    await renderContent(await pageContent('thank-you'));
    expect(await screen.findByText('Your next record is on us')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Record Players.*Shop now/ })).toHaveAttribute(
      'href',
      '/record-players.html',
    );
  });

  it('fetches a block the backend left as a widget, and shows a missing one’s error', async () => {
    await renderContent(
      '<div data-content-type="block" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" template="widget/static_block/default.phtml" block_id="home-promo"}}</div>' +
        '<div data-content-type="block" data-element="main">{{widget type="Magento\\Cms\\Block\\Widget\\Block" block_id="nope"}}</div>',
    );
    expect(await screen.findByText('The Spring Record Store Sale')).toBeInTheDocument();
    expect(await screen.findByText('The CMS block with the "nope" ID doesn\'t exist.')).toBeInTheDocument();
  });
});
