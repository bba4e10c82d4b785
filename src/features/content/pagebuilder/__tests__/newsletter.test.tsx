import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createState, getState, resetState } from '../../../../../mock-backend/state';
import { createAppStore } from '../../../../store/createAppStore';
import { selectToastList } from '../../../../store/selectors';
import { renderContent } from './testUtils';

// Real renders against the embedded backend: slow when the machine is busy.
jest.setTimeout(30_000);

const NEWSLETTER = '<div data-content-type="newsletter" data-appearance="default" data-element="main"></div>';

beforeEach(() => resetState());

describe('the newsletter element', () => {
  it('subscribes and thanks the shopper with a 5 second toast', async () => {
    const user = userEvent.setup();
    const store = createAppStore();
    await renderContent(NEWSLETTER, { store });
    const email = await screen.findByRole('textbox', { name: /Email address/ });
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription('Is required.');
    await user.type(email, 'listener@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(selectToastList(store.getState())).toEqual([
        expect.objectContaining({
          type: 'success',
          message: 'Thanks for subscribing! Check your inbox for savings, announcements and more.',
          timeout: 5000,
        }),
      ]),
    );
    expect(getState().newsletter.subscribers['listener@example.com']).toEqual({ status: 'SUBSCRIBED' });
    expect(email).toHaveValue('');
  });

  it('keeps and shows the error of a refused subscription', async () => {
    const user = userEvent.setup();
    getState().newsletter.subscribers['taken@example.com'] = { status: 'SUBSCRIBED' };
    await renderContent(NEWSLETTER);
    await user.type(await screen.findByRole('textbox', { name: /Email address/ }), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email address is already subscribed.');
  });

  it('is not shown when the store has no newsletter', async () => {
    const state = createState();
    state.store.storeViews[0]!.newsletter_enabled = false;
    resetState(state);
    const { container } = await renderContent(
      `${NEWSLETTER}<h2 data-content-type="heading" data-element="main">After</h2>`,
    );
    await screen.findByRole('heading', { name: 'After' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container.querySelector('form')).toBeNull();
  });
});
