import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import HeaderFrame from '../components/HeaderFrame';
import type { SearchFieldSlotProps } from '../components/SearchBar';
import { clearBrowserStorage, freshBackend, renderShell } from './shellTestUtils';

beforeEach(() => {
  freshBackend();
  clearBrowserStorage();
});

describe('search toggle and bar', () => {
  it('opens the bar with focus in the field and goes to the results page', async () => {
    const user = userEvent.setup();
    renderShell(<HeaderFrame />);
    const toggle = screen.getByRole('button', { name: 'Toggle search' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const field = screen.getByRole('searchbox', { name: 'Search the store' });
    expect(field).toHaveFocus();
    await user.type(field, 'cruiser red{Enter}');
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/search.html?query=cruiser+red',
    );
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('ignores an empty search, clears the text and closes on Escape', async () => {
    const user = userEvent.setup();
    renderShell(<HeaderFrame />);
    const toggle = screen.getByRole('button', { name: 'Toggle search' });
    await user.click(toggle);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent(/^\/$/);
    const field = screen.getByRole('searchbox', { name: 'Search the store' });
    await user.type(field, 'vinyl');
    await user.click(screen.getByRole('button', { name: 'Clear Text' }));
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('starts with the current text on the results page', async () => {
    const user = userEvent.setup();
    renderShell(<HeaderFrame />, { route: '/search.html?query=belt%20drive' });
    await user.click(screen.getByRole('button', { name: 'Toggle search' }));
    expect(screen.getByRole('searchbox', { name: 'Search the store' })).toHaveValue('belt drive');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('hands the suggestions slot the field and its text, and closes when a suggestion is chosen', async () => {
    const user = userEvent.setup();
    const fields: SearchFieldSlotProps[] = [];
    const Suggestions = (field: SearchFieldSlotProps) => {
      fields.push(field);
      return (
        <div id={field.id}>
          <output aria-label="Suggesting for">{field.value}</output>
          <button type="button" onClick={field.onNavigate}>
            A suggestion
          </button>
        </div>
      );
    };
    renderShell(<HeaderFrame searchSuggestions={(field) => <Suggestions {...field} />} />);
    expect(screen.queryByRole('button', { name: 'A suggestion' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle search' }));
    const field = screen.getByRole('searchbox', { name: 'Search the store' });
    await user.type(field, 'tone');
    expect(screen.getByRole('status', { name: 'Suggesting for' })).toHaveTextContent('tone');
    const last = fields[fields.length - 1]!;
    expect(last.inputRef.current).toBe(field);
    expect(last.id).toBe('shell-search-bar-suggestions');
    await user.click(screen.getByRole('button', { name: 'A suggestion' }));
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle search' })).toHaveAttribute('aria-expanded', 'false');
  });
});
