import { Route, Routes } from 'react-router';
import RequireSignIn from './RequireSignIn';
import CatchAll from './resolver/CatchAll';
import { staticRoutes } from './routes';

/** The route table, then route resolution for every other URL. */
export default function AppRoutes() {
  return (
    <Routes>
      {staticRoutes.map(({ path, component: Page, signedInOnly }) => (
        <Route
          key={path}
          path={path}
          element={
            signedInOnly ? (
              <RequireSignIn>
                <Page />
              </RequireSignIn>
            ) : (
              <Page />
            )
          }
        />
      ))}
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}
