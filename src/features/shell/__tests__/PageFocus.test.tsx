import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { usePageFocus } from '../hooks/usePageFocus';

/** A page whose content arrives later (its data): a status line first, then the page. */
let finishSlowPage: () => void = () => undefined;
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    finishSlowPage = () => setReady(true);
  }, []);
  return ready ? (
    <main>
      <h1>Slow page</h1>
    </main>
  ) : (
    <p role="status">Fetching Data...</p>
  );
}

/** A page that puts focus on a field of its own. */
function FormPage() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => field.current?.focus(), []);
  return (
    <main>
      <h1>Form page</h1>
      <label>
        Email
        <input ref={field} />
      </label>
    </main>
  );
}

/** A header menu, and a redirect the app makes by itself (after a sign-in finishes, say). */
let redirectTo: (path: string) => void = () => undefined;
function AccountMenu() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  useEffect(() => {
    redirectTo = (path) => void navigate(path);
  }, [navigate]);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Account
    </button>
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

function Frame() {
  const pageRef = useRef<HTMLDivElement>(null);
  usePageFocus(pageRef);
  return (
    <>
      <header>
        <Link to="/b">Header link to B</Link>
        <Link to="/slow">Header link to the slow page</Link>
        <Link to="/form">Header link to the form</Link>
        <BackButton />
        <AccountMenu />
      </header>
      <div ref={pageRef}>
        <Routes>
          <Route
            path="/"
            element={
              <main>
                <h1>Page A</h1>
                <Link to="/b">Page link to B</Link>
                <Link to="/?page=2">Page 2 of A</Link>
              </main>
            }
          />
          <Route
            path="/b"
            element={
              <main>
                <h1>Page B</h1>
              </main>
            }
          />
          <Route path="/slow" element={<SlowPage />} />
          <Route path="/form" element={<FormPage />} />
        </Routes>
      </div>
    </>
  );
}

function renderFrame(entries = ['/'], index = entries.length - 1) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={index}>
      <Frame />
    </MemoryRouter>,
  );
}

describe('focus and scroll after an in-app navigation', () => {
  let scrollTo: jest.SpyInstance;
  beforeEach(() => {
    scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  });
  afterEach(() => scrollTo.mockRestore());

  it('leaves the first page alone', () => {
    renderFrame();
    expect(document.body).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('moves focus to the new page’s heading and starts at the top, from a link in the header or the page', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('link', { name: 'Page link to B' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Page B' });
    expect(heading).toHaveFocus();
    // Focusable by script only: not a stop in the Tab order.
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    // A link that stays on screen (in the header) hands focus to the page too.
    await user.click(screen.getByRole('link', { name: 'Header link to the form' }));
    await user.click(screen.getByRole('link', { name: 'Header link to B' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Page B' })).toHaveFocus();
  });

  it('waits for a page whose content comes later', async () => {
    const user = userEvent.setup();
    renderFrame();
    const link = screen.getByRole('link', { name: 'Header link to the slow page' });
    await user.click(link);
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(link).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();

    act(() => finishSlowPage());
    expect(await screen.findByRole('heading', { level: 1, name: 'Slow page' })).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('leaves focus and scroll to a shopper who pressed a key while the page loaded', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('link', { name: 'Header link to the slow page' }));
    await user.tab();
    const next = screen.getByRole('link', { name: 'Header link to the form' });
    expect(next).toHaveFocus();

    act(() => finishSlowPage());
    await screen.findByRole('heading', { level: 1, name: 'Slow page' });
    expect(next).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves a menu the shopper opened alone when the app goes to a new page by itself', async () => {
    const user = userEvent.setup();
    renderFrame();
    const trigger = screen.getByRole('button', { name: 'Account' });
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    act(() => redirectTo('/b'));
    await screen.findByRole('heading', { level: 1, name: 'Page B' });
    expect(trigger).toHaveFocus();
  });

  it('keeps the focus a page gives to its own field', async () => {
    const user = userEvent.setup();
    renderFrame();
    await user.click(screen.getByRole('link', { name: 'Header link to the form' }));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('leaves focus and scroll alone when only the query changes, and on Back', async () => {
    const user = userEvent.setup();
    renderFrame();
    const nextPage = screen.getByRole('link', { name: 'Page 2 of A' });
    await user.click(nextPage);
    expect(nextPage).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();

    await user.click(screen.getByRole('link', { name: 'Page link to B' }));
    scrollTo.mockClear();
    const back = screen.getByRole('button', { name: 'Back' });
    await user.click(back);
    expect(screen.getByRole('heading', { level: 1, name: 'Page A' })).toBeInTheDocument();
    expect(back).toHaveFocus();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
