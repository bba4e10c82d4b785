import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { server } from '../../../../test/server';
import { store as defaultStore } from '../../../../mock-backend/data/store';
import { createState } from '../../../../mock-backend/state';
import Footer from '../components/Footer';
import ToastContainer from '../components/ToastContainer';
import { clearBrowserStorage, freshBackend, installMatchMedia, renderShell } from './shellTestUtils';

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  clearBrowserStorage();
  media = installMatchMedia({ width: 1280 });
});

afterEach(() => {
  media.uninstall();
  jest.restoreAllMocks();
});

function renderFooter() {
  const user = userEvent.setup();
  const view = renderShell(
    <>
      <Footer />
      <ToastContainer />
    </>,
  );
  return { ...view, user };
}

const SUCCESS = 'Thanks for subscribing! Check your inbox for savings, announcements and more.';

describe('Footer', () => {
  it('shows the link columns from the CMS block, the social links, copyright and policy links', async () => {
    freshBackend();
    renderFooter();
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Shop', 'Help', 'Company', 'Policies']);
    expect(within(nav).getByRole('link', { name: 'Order Status' })).toHaveAttribute('href', '/order-status');
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Spindle & Stylus on Instagram' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/spindleandstylus',
    );
    expect(screen.getByRole('link', { name: 'Spindle & Stylus on YouTube' })).toBeInTheDocument();
    expect(screen.getByText('© Spindle & Stylus. All rights reserved.')).toBeInTheDocument();
    const policies = screen.getAllByRole('link', { name: 'Privacy Policy' });
    expect(policies.at(-1)).toHaveAttribute('href', '/privacy-policy');
    expect(screen.getAllByRole('link', { name: 'Terms of Use' }).at(-1)).toHaveAttribute(
      'href',
      '/terms-of-use',
    );
  });

  it('collapses the columns into disclosure buttons below 768px', async () => {
    freshBackend();
    media.set({ width: 767 });
    const { user } = renderFooter();
    const nav = await screen.findByRole('navigation', { name: 'Footer' });
    const shop = within(nav).getByRole('button', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Vinyl' })).not.toBeInTheDocument();
    await user.click(shop);
    expect(shop).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Vinyl' })).toBeVisible();
    expect(within(nav).getByRole('button', { name: 'Help' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(shop);
    expect(within(nav).queryByRole('link', { name: 'Vinyl' })).not.toBeInTheDocument();
    // Widening the window opens every column again.
    act(() => media.set({ width: 768 }));
    expect(within(nav).queryByRole('button', { name: 'Shop' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Vinyl' })).toBeVisible();
  });

  it('validates the email, says "Subscribing" and thanks the shopper with a 5-second toast', async () => {
    const backend = freshBackend();
    // The answer takes a moment, so the form's "Subscribing" state can be seen.
    server.use(
      http.post('*/graphql', async () => {
        await delay(150);
      }),
    );
    const { user, store } = renderFooter();
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    const subscribe = screen.getByRole('button', { name: 'Subscribe' });
    await user.click(subscribe);
    expect(await screen.findByText('Is required.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'not-an-email');
    await user.click(subscribe);
    expect(
      await screen.findByText('Please enter a valid email address (Ex: johndoe@domain.com).'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, 'listener@example.com');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'false'));
    await user.click(subscribe);
    expect(await screen.findByRole('button', { name: 'Subscribing' })).toBeDisabled();
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(field).toHaveValue('');
    const [toast] = Object.values(store.getState().toast.toasts);
    expect(toast).toMatchObject({ type: 'success', message: SUCCESS, timeout: 5000 });
    expect(backend.newsletter.subscribers['listener@example.com']).toEqual({ status: 'SUBSCRIBED' });
  });

  it('shows the backend’s error when the address is already subscribed', async () => {
    const backend = freshBackend();
    backend.newsletter.subscribers['listener@example.com'] = { status: 'SUBSCRIBED' };
    const { user } = renderFooter();
    const field = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(field, 'listener@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const error = await screen.findByText('This email address is already subscribed.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    expect(field).toHaveValue('listener@example.com');
  });

  it('has no newsletter form when the store disables it', async () => {
    const view = { ...defaultStore.storeViews[0]!, newsletter_enabled: false };
    freshBackend(createState({ store: { ...defaultStore, storeViews: [view] } }));
    renderFooter();
    await screen.findByText('© Spindle & Stylus. All rights reserved.');
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
  });

  it('offers scroll-to-top after 50px of scroll; it scrolls up at once with reduced motion', async () => {
    freshBackend();
    media.set({ reducedMotion: true });
    const scrollTo = jest.fn();
    Object.defineProperty(window, 'scrollTo', { configurable: true, value: scrollTo });
    const { user } = renderFooter();
    const setScroll = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    setScroll(50);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    setScroll(51);
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    setScroll(0);
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
  });

  it('offers scroll-to-top at once on a page that starts scrolled down (a restored position)', async () => {
    freshBackend();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 400 });
    try {
      renderFooter();
      // Read in the frame after mount, not during the commit (no forced layout there).
      expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    } finally {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    }
  });

  it('scrolls up smoothly over 300ms otherwise', async () => {
    freshBackend();
    const positions: number[] = [];
    Object.defineProperty(window, 'scrollTo', {
      configurable: true,
      value: (_x: number, y: number) => positions.push(y),
    });
    const { user } = renderFooter();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 1000 });
      window.dispatchEvent(new Event('scroll'));
    });
    const started = performance.now();
    await user.click(screen.getByRole('button', { name: 'Back to top' }));
    await waitFor(() => expect(positions.at(-1)).toBe(0));
    expect(performance.now() - started).toBeGreaterThanOrEqual(250);
    expect(positions.length).toBeGreaterThan(2);
    expect(positions[0]).toBeGreaterThan(0);
  });
});

describe('Footer below the fold', () => {
  it('renders its content (and asks for its data) only when the shopper scrolls near it', async () => {
    freshBackend();
    let report: (entries: Array<{ isIntersecting: boolean }>) => void = () => undefined;
    const observe = jest.fn();
    const disconnect = jest.fn();
    const original = window.IntersectionObserver;
    window.IntersectionObserver = jest.fn(
      (callback: (entries: Array<{ isIntersecting: boolean }>) => void) => {
        report = callback;
        return { observe, disconnect, unobserve: jest.fn(), takeRecords: () => [] };
      },
    ) as unknown as typeof IntersectionObserver;
    try {
      renderFooter();
      const footer = screen.getByRole('contentinfo');
      expect(observe).toHaveBeenCalledWith(footer);
      expect(within(footer).queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();

      act(() => report([{ isIntersecting: false }]));
      expect(within(footer).queryByRole('navigation', { name: 'Footer' })).not.toBeInTheDocument();

      act(() => report([{ isIntersecting: true }]));
      expect(await within(footer).findByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
      expect(disconnect).toHaveBeenCalled();
    } finally {
      window.IntersectionObserver = original;
    }
  });
});
