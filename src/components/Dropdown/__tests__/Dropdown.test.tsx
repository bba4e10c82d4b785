import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dropdown from '../Dropdown';

function renderDropdown(preload = jest.fn()) {
  render(
    <>
      <Dropdown
        label="Currency"
        preload={preload}
        renderPanel={({ id, close }) => (
          <div id={id}>
            <button type="button" onClick={close}>
              Euro
            </button>
          </div>
        )}
      />
      <button type="button">Elsewhere</button>
    </>,
  );
  return { user: userEvent.setup(), preload, trigger: screen.getByRole('button', { name: 'Currency' }) };
}

describe('Dropdown', () => {
  it('renders its panel only while open, named by the trigger', async () => {
    const { user, trigger } = renderDropdown();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Euro' })).not.toBeInTheDocument();

    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const option = await screen.findByRole('button', { name: 'Euro' });
    expect(trigger.getAttribute('aria-controls')).toBe(option.parentElement?.id);

    await user.click(option);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Euro' })).not.toBeInTheDocument();
  });

  it('closes on Escape with focus back on the trigger, and on a press outside', async () => {
    const { user, trigger } = renderDropdown();
    await user.click(trigger);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Euro' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads the panel early when the trigger is hovered or focused', async () => {
    const { user, preload, trigger } = renderDropdown();
    await user.hover(trigger);
    expect(preload).toHaveBeenCalled();
  });
});
