/** Helpers of the route-resolution tests (not a test file): the routes with a stand-in address bar. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate, useNavigationType } from 'react-router';
import { getState } from '../../../../mock-backend/state';
import { renderWithProviders } from '../../../../test/render';
import LoadingBar from '../../../features/shell/components/LoadingBar';
import { PageLoaderProvider } from '../../../platform/routing/pageLoader';
import { createAppStore } from '../../../store/createAppStore';
import AppRoutes from '../../AppRoutes';
import { pageLoader } from '../../pages/loadPage';

/** What the address bar and the back button would show, and links to follow. */
function Browser({ links = [] }: { links?: string[] }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  return (
    <nav aria-label="Browser">
      <output aria-label="Address">{`${location.pathname}${location.search}`}</output>
      <output aria-label="Last navigation">{navigationType}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
      {links.map((to) => (
        <Link key={to} to={to}>
          {`Go to ${to}`}
        </Link>
      ))}
    </nav>
  );
}

/** The loading bar and the route table at `route`, with links to `links`, as the data layer renders them. */
export function renderApp(route: string, links: string[] = []) {
  const store = createAppStore();
  const view = renderWithProviders(
    <PageLoaderProvider value={pageLoader}>
      <LoadingBar />
      <AppRoutes />
      <Browser links={links} />
    </PageLoaderProvider>,
    { route, store },
  );
  return { store, view, user: userEvent.setup() };
}

export const address = () => screen.getByRole('status', { name: 'Address' });
export const lastNavigation = () => screen.getByRole('status', { name: 'Last navigation' });
export const loadingBar = () => screen.getByRole('progressbar', { hidden: true });
/** The page's h1, once it is there (pages load their code and data first). */
export const pageHeading = (name: string) =>
  screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
/**
 * Waits until the backend's CMS page `identifier` is shown: a page landmark, and the page's meta
 * title (as the backend has it, so copy changes in the seed data do not matter) as the document's.
 */
export async function cmsPageShown(identifier: string): Promise<void> {
  const page = getState().cms.pages.find((candidate) => candidate.identifier === identifier);
  if (!page) throw new Error(`The backend has no CMS page "${identifier}".`);
  await waitFor(() => expect(document.title).toBe(page.meta_title || page.title), { timeout: 10_000 });
  expect(screen.getByRole('main')).not.toBeEmptyDOMElement();
}
