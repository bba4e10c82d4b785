import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import SectionError from '../SectionError';

describe('the error view', () => {
  it('says what happened, tries again, and offers the other ways out it is given', async () => {
    const onRetry = jest.fn();
    const onClear = jest.fn();
    render(
      <IntlProvider locale="en-US" messages={{}} onError={() => undefined}>
        <SectionError onRetry={onRetry}>
          <button type="button" onClick={onClear}>
            Clear all filters
          </button>
        </SectionError>
      </IntlProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^Something went wrong\. Sorry about that\.$/);
    const buttons = within(alert.parentElement!).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Try again', 'Clear all filters']);
    await userEvent.click(buttons[0]!);
    await userEvent.click(buttons[1]!);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(onClear).toHaveBeenCalledTimes(1);
  });
});
