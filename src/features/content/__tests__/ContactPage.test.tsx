import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../test/render';
import { createState, getState, resetState } from '../../../../mock-backend/state';
import { createAppStore } from '../../../store/createAppStore';
import ContactPage from '../components/ContactPage';
import { loadAllContentTypes } from '../pagebuilder/__tests__/testUtils';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

beforeEach(() => resetState());

async function renderContactPage() {
  await loadAllContentTypes();
  let result: ReturnType<typeof renderWithProviders> | undefined;
  act(() => {
    result = renderWithProviders(<ContactPage />, { route: '/contact-us', store: createAppStore() });
  });
  return result!;
}

describe('the contact page', () => {
  it('shows the loading indicator while the store config loads, then the page and its form', async () => {
    await renderContactPage();
    expect(screen.getByRole('status')).toHaveTextContent('Fetching Data...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Write Us' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Phone Number/ })).not.toBeRequired();
  });

  it('shows the simple content page, without the form, when the store turns the form off', async () => {
    const state = createState();
    state.store.storeViews[0]!.contact_enabled = false;
    resetState(state);
    await renderContactPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Write Us' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).toBeNull();
  });

  it('requires name, email and comment, checks the email and moves focus to the first error', async () => {
    const user = userEvent.setup();
    await renderContactPage();
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    expect(screen.getAllByText('Is required.')).toHaveLength(3);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription('Is required.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInvalid();

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example');
    await user.type(screen.getByRole('textbox', { name: /What’s on your mind/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // A name of spaces is still empty (spec 5: non-empty after trimming).
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(
      'Please enter a valid email address (Ex: johndoe@domain.com).',
    );
    expect(getState().contact.messages).toEqual([]);
  });

  it('sends the message with contactUs and confirms it', async () => {
    const user = userEvent.setup();
    await renderContactPage();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), ' Ada Lovelace ');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.com');
    await user.type(
      screen.getByRole('textbox', { name: /What’s on your mind/ }),
      'Which stylus fits my Cruiser?',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByText(
      "Thanks for contacting us with your comments and questions. We'll respond to you very soon.",
    );
    expect(thanks.parentElement).toHaveFocus();
    expect(getState().contact.messages).toEqual([
      expect.objectContaining({
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        comment: 'Which stylus fits my Cruiser?',
        telephone: '',
      }),
    ]);
    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('announces the server’s refusal', async () => {
    const user = userEvent.setup();
    await renderContactPage();
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Ada');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'ada@example.co');
    await user.type(screen.getByRole('textbox', { name: /What’s on your mind/ }), 'Hi');
    // The store turns the form off while the shopper types.
    getState().store.storeViews[0]!.contact_enabled = false;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact form is unavailable.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('Ada');
  });
});
