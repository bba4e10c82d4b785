import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../test/server';
import MegaMenu from '../components/MegaMenu';
import { clearBrowserStorage, freshBackend, renderShell } from './shellTestUtils';

beforeEach(() => {
  freshBackend();
  clearBrowserStorage();
});

async function renderMenu() {
  const view = renderShell(<MegaMenu />);
  const menubar = await screen.findByRole('menubar', { name: 'Shop by category' });
  return { ...view, menubar, user: userEvent.setup() };
}

const topItem = (name: string) => screen.getByRole('menuitem', { name });
const location = () => screen.getByRole('status', { name: 'Current location' });

describe('MegaMenu', () => {
  it('lists the top categories included in the menu, by position; labels are not links', async () => {
    const { menubar } = await renderMenu();
    const items = within(menubar)
      .getAllByRole('menuitem')
      .filter((item) => item.closest('[role="menu"]') === null);
    expect(items.map((item) => item.textContent)).toEqual([
      'Record Players',
      'Speakers',
      'Headphones',
      'Vinyl',
      'Accessories',
      'Shop by Style',
      'Ambassadors',
    ]);
    expect(topItem('Record Players')).toHaveAttribute('href', '/record-players.html');
    expect(topItem('Ambassadors')).toHaveAttribute('href', '/ambassadors');
    expect(topItem('Shop by Style')).not.toHaveAttribute('href');
    expect(topItem('Shop by Style').tagName).not.toBe('A');
    expect(screen.queryByRole('menuitem', { name: 'Clearance' })).not.toBeInTheDocument();
  });

  it('works by keyboard alone: arrows, Home/End, Space, Enter and Escape', async () => {
    const { user } = await renderMenu();
    // One tab stop: the first item. Focus opens its submenu.
    await user.tab();
    expect(topItem('Record Players')).toHaveFocus();
    expect(topItem('Record Players')).toHaveAttribute('aria-expanded', 'true');
    const submenu = screen.getByRole('menu', { name: 'Record Players' });
    expect(
      within(submenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Cruiser Collection',
      'Suitcase Players',
      'Hi-Fi Turntables',
      'Belt Drive',
      'Direct Drive',
      'All-in-One Systems',
    ]);
    expect(screen.getByRole('link', { name: 'Shop the Cruiser' })).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(topItem('Speakers')).toHaveFocus();
    expect(topItem('Speakers')).toHaveAttribute('aria-expanded', 'true');
    expect(topItem('Record Players')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(topItem('Ambassadors')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(topItem('Record Players')).toHaveFocus();
    await user.keyboard('{End}');
    expect(topItem('Ambassadors')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(topItem('Record Players')).toHaveFocus();

    // Into the submenu and around it.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cruiser Collection' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Belt Drive' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'All-in-One Systems' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Cruiser Collection' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'All-in-One Systems' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Cruiser Collection' })).toHaveFocus();

    // Escape closes the submenu and returns to its menubar item.
    await user.keyboard('{Escape}');
    expect(topItem('Record Players')).toHaveFocus();
    expect(topItem('Record Players')).toHaveAttribute('aria-expanded', 'false');

    // Up opens on the last item; Right from a submenu moves to the next menubar item.
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'All-in-One Systems' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(topItem('Speakers')).toHaveFocus();
    expect(topItem('Speakers')).toHaveAttribute('aria-expanded', 'true');

    // Space on a label opens its submenu on the first item.
    await user.keyboard('{End}{ArrowLeft}');
    expect(topItem('Shop by Style')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('menuitem', { name: 'Retro' })).toHaveFocus();

    // Space follows a submenu link, and the menu closes.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Modern' })).toHaveFocus();
    await user.keyboard(' ');
    expect(location()).toHaveTextContent('/shop-by-style/modern.html');
    expect(topItem('Shop by Style')).toHaveAttribute('aria-expanded', 'false');

    // Enter follows a menubar link.
    act(() => topItem('Vinyl').focus());
    await user.keyboard('{Enter}');
    expect(location()).toHaveTextContent('/vinyl.html');
  });

  it('opens a submenu on hover and closes it when the pointer leaves', async () => {
    const { user } = await renderMenu();
    await user.hover(topItem('Headphones'));
    expect(topItem('Headphones')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Headphones' })).toBeVisible();
    // Moving down into the submenu keeps it open; leaving the menu closes it.
    await user.hover(screen.getByRole('menuitem', { name: 'Earbuds' }));
    expect(topItem('Headphones')).toHaveAttribute('aria-expanded', 'true');
    await user.hover(topItem('Vinyl'));
    expect(topItem('Vinyl')).toHaveAttribute('aria-expanded', 'true');
    expect(topItem('Headphones')).toHaveAttribute('aria-expanded', 'false');
    await user.unhover(screen.getByRole('navigation', { name: 'Shop by category' }));
    expect(topItem('Vinyl')).toHaveAttribute('aria-expanded', 'false');
    await user.hover(topItem('Headphones'));
    await user.unhover(screen.getByRole('navigation', { name: 'Shop by category' }));
    expect(topItem('Headphones')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu', { name: 'Headphones' })).not.toBeInTheDocument();
  });

  it('falls back to the stock query when the backend lacks the menu extension fields', async () => {
    server.use(
      graphql.query('getMegaMenu', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'Cannot query field "menu_url" on type "CategoryTree".',
              extensions: { category: 'graphql' },
            },
          ],
        }),
      ),
    );
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderMenu();
    // Without menu_url and category_as_label: every category links to its path.
    await waitFor(() => expect(topItem('Ambassadors')).toHaveAttribute('href', '/ambassadors-program.html'));
    expect(topItem('Shop by Style')).toHaveAttribute('href', '/shop-by-style.html');
    error.mockRestore();
  });
});
