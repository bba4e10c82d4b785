import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { renderWithProviders } from '../../../../test/render';
import NotFound from '../NotFound';

function renderAt404(ui: ReactElement) {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<p>Home page</p>} />
      <Route path="*" element={ui} />
    </Routes>,
    { route: '/gone.html' },
  );
  return userEvent.setup();
}

describe('NotFound', () => {
  it('tells the shopper the page is not available and offers a way home', async () => {
    const user = renderAt404(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'Oops Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByText('We are sorry that this page is not available.')).toBeInTheDocument();
    expect(
      screen.getByText('Please use the search bar at the top to help you find the correct page.'),
    ).toBeInTheDocument();

    const home = screen.getByRole('link', { name: 'Take me home' });
    expect(home).toHaveAttribute('href', '/');
    await user.click(home);
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('takes another header and button text, and an extra message', () => {
    renderAt404(
      <NotFound header="This record is out of print" buttonText="Back to the shop" message="Sold out." />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'This record is out of print' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Oops Page Not Found!')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Take me home' })).not.toBeInTheDocument();
    expect(screen.getByText('Sold out.')).toBeInTheDocument();
    expect(screen.getByText('We are sorry that this page is not available.')).toBeInTheDocument();
  });
});
