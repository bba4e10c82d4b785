import { act, screen } from '@testing-library/react';
import Header from '../components/Header';
import { clearBrowserStorage, freshBackend, installMatchMedia, renderShell } from './shellTestUtils';

let media: ReturnType<typeof installMatchMedia>;

beforeEach(() => {
  clearBrowserStorage();
  freshBackend();
});

afterEach(() => {
  media.uninstall();
  jest.restoreAllMocks();
});

describe('Header at different widths', () => {
  it('renders the mega menu and the switchers on a wide screen', async () => {
    media = installMatchMedia({ width: 1280 });
    renderShell(<Header />);
    expect(await screen.findByRole('menubar', { name: 'Shop by category' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /currency/i })).toBeInTheDocument();
  });

  it('leaves out what a phone does not show (mega menu, switchers), and adds it when the screen widens', async () => {
    media = installMatchMedia({ width: 412 });
    renderShell(<Header />);
    expect(await screen.findByRole('button', { name: 'Open the main menu' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('menubar', { name: 'Shop by category' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /currency/i })).not.toBeInTheDocument();

    act(() => media.set({ width: 1280 }));
    expect(await screen.findByRole('menubar', { name: 'Shop by category' })).toBeInTheDocument();
  });
});
