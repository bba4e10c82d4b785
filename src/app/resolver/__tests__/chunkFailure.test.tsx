import { screen } from '@testing-library/react';
import { resetState } from '../../../../mock-backend/state';
import { browserLocation } from '../../../platform/browser/location';
import { pageHeading, renderApp } from './renderApp';

// The product page's chunk fails to download until the network comes back.
let mockChunkAvailable = false;
jest.mock('../../../features/catalog/components/ProductPage', () => {
  if (!mockChunkAvailable) throw new Error('Loading chunk page-product failed.');
  return jest.requireActual('../../../features/catalog/components/ProductPage');
});

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(browserLocation, 'reload').mockImplementation(() => {});
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

it("shows the error message when the page's code cannot be loaded, and loads it on retry", async () => {
  const { store, user } = renderApp('/cruiser-deluxe.html');
  expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
  expect(store.getState().app.isPageLoading).toBe(false);

  mockChunkAvailable = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await pageHeading('Cruiser Deluxe')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
