import { type ComponentType, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES, SERVER_PAGES } from '../shared/routes';
import { FullPageSpinner } from '../ui/spinner';
import { GuardedScreen } from './features/session/components/guarded-screen';
import { resilientLazy } from './lib/resilient-lazy';
import { Component as AppRoot } from './routes/app-root';
import { Component as MemberLayout } from './routes/member-layout';

type ScreenModule = { Component: ComponentType };

// Every screen is its own chunk: a page downloads only the code of the screen it shows (the server
// preloads it with the page: web/screen-preloads.ts). The shell (session, layout, guards) is in
// the entry, so a first load waits only for its screen.
const SCREEN_MODULES = import.meta.glob<ScreenModule>([
  './routes/*.tsx',
  '!./routes/*.test.tsx',
  '!./routes/app-root.tsx',
  '!./routes/member-layout.tsx',
]);

function screen(name: string) {
  const load = SCREEN_MODULES[`./routes/${name}.tsx`];
  if (!load) throw new Error(`src/client/routes/${name}.tsx is missing (shared/routes.ts names it)`);
  return resilientLazy(() => load().then(({ Component }) => Component));
}

type AppRoute = (typeof APP_ROUTES)[number];
type ScreenRoute = Extract<AppRoute, { screen: string }>;
const hasScreen = (route: AppRoute): route is ScreenRoute => 'screen' in route;

// One lazy component per screen file (the two editors serve two paths each).
const SCREENS = new Map(APP_ROUTES.filter(hasScreen).map((route) => [route.screen, screen(route.screen)]));
const NotFound = screen('not-found');

/** The screen renders behind the guard of its access level (docs/product.md#who-may-open-what). */
function guarded({ path, access, screen: name }: ScreenRoute) {
  const Screen = SCREENS.get(name) ?? NotFound;
  return (
    <Route
      key={path}
      path={path}
      element={
        <GuardedScreen access={access}>
          <Screen />
        </GuardedScreen>
      }
    />
  );
}

const outsideLayout = APP_ROUTES.filter(hasScreen)
  .filter((route) => route.access === 'visitor')
  .map(guarded);
const inLayout = APP_ROUTES.filter(hasScreen)
  .filter((route) => route.access !== 'visitor')
  .map(guarded);

// `/`, /termos-uso and /politica-privacidade are rendered by the server (src/public-site), not by
// this SPA. Links to them reload the document; should a client-side navigation still reach one,
// the browser loads it from the server. (The page the SPA booted on is never reloaded: no loop
// under a dev server that answers every path with the SPA.)
const bootPath = window.location.pathname;
function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const leaving = pathname !== bootPath;
  useEffect(() => {
    if (leaving) window.location.assign(pathname + search + hash);
  }, [leaving, pathname, search, hash]);
  return leaving ? <FullPageSpinner /> : <NotFound />;
}

/**
 * The app's routes. Navigations run as transitions (React Router's default), so the current screen
 * stays until the next one's chunk has arrived; only a first load shows the spinner.
 */
export function AppRoutes() {
  return (
    <Routes>
      {Object.values(SERVER_PAGES).map((path) => (
        <Route key={path} path={path} element={<ServerPage />} />
      ))}
      <Route element={<AppRoot />}>
        {outsideLayout}
        <Route element={<MemberLayout />}>{inLayout}</Route>
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
