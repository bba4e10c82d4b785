import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { renderWithProviders } from '../../../../test/render';
import SearchSuggestions from '../components/SearchSuggestions';
import { CATALOG_TIMEOUT } from './catalogTestUtils';

jest.setTimeout(30_000);

/** A search bar as the shell's: a form with the field, the suggestions right after it. */
function SearchBar({ onNavigate, onSubmit }: { onNavigate: () => void; onSubmit: () => void }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const location = useLocation();
  return (
    <>
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor="search">Search the store</label>
        <input
          id="search"
          ref={inputRef}
          type="search"
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </form>
      <SearchSuggestions inputRef={inputRef} value={value} onNavigate={onNavigate} />
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function setup() {
  const onNavigate = jest.fn();
  const onSubmit = jest.fn();
  renderWithProviders(<SearchBar onNavigate={onNavigate} onSubmit={onSubmit} />);
  return { onNavigate, onSubmit, user: userEvent.setup() };
}

const field = () => screen.getByRole('combobox', { name: 'Search the store' });
const address = () => screen.getByRole('status', { name: 'Address' }).textContent;

describe('search suggestions', () => {
  it('makes the field a combobox that suggests categories and products once typing pauses', async () => {
    const { user } = setup();
    expect(field()).toHaveAttribute('aria-autocomplete', 'list');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveAttribute('aria-controls', 'search-suggestions');

    await user.type(field(), 'cr');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByRole('option')).not.toBeInTheDocument();

    await user.type(field(), 'uiser');
    const listbox = await screen.findByRole(
      'listbox',
      { name: 'Search suggestions' },
      { timeout: CATALOG_TIMEOUT },
    );
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'true'));
    expect(within(listbox).getByRole('option', { name: /Cruiser Collection/ })).toBeInTheDocument();
    const products = within(listbox).getAllByRole('option', { name: /\$\d/ });
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    expect(
      within(listbox).getByRole('option', { name: /See all \d+ results for “cruiser”/ }),
    ).toBeInTheDocument();
    expect(screen.getByText(/\d+ suggestions available\./)).toBeInTheDocument();
  });

  it('moves with the arrow keys, opens the highlighted suggestion with Enter and reports it', async () => {
    const { user, onNavigate, onSubmit } = setup();
    await user.type(field(), 'cruiser');
    const listbox = await screen.findByRole('listbox', {}, { timeout: CATALOG_TIMEOUT });
    const options = within(listbox).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[options.length - 1]!.id);
    await user.keyboard('{Enter}');
    expect(address()).toBe('/search.html?query=cruiser');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
  });

  it('closes with Escape (the search bar hears only the next one) and submits as usual without a highlight', async () => {
    const { user, onSubmit } = setup();
    const escapes = jest.fn();
    await user.type(field(), 'cruiser');
    await screen.findByRole('listbox', {}, { timeout: CATALOG_TIMEOUT });
    await waitFor(() => expect(field()).toHaveAttribute('aria-expanded', 'true'));
    field()
      .closest('form')!
      .addEventListener('keydown', (event) => event.key === 'Escape' && escapes());
    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(escapes).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(escapes).toHaveBeenCalledTimes(1);
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('opens a suggestion clicked with the mouse', async () => {
    const { user, onNavigate } = setup();
    await user.type(field(), 'cruiser');
    const listbox = await screen.findByRole('listbox', {}, { timeout: CATALOG_TIMEOUT });
    await user.click(within(listbox).getByRole('option', { name: /Cruiser Collection/ }));
    expect(address()).toBe('/record-players/cruiser.html');
    expect(onNavigate).toHaveBeenCalled();
  });
});
