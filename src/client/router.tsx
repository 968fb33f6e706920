import { type ComponentType, lazy, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { type Access, APP_ROUTES, type AppPath, SERVER_PAGES, type ServerPagePath } from '../shared/routes';
import { FullPageSpinner } from '../ui/spinner';
import { GuardedScreen } from './features/session/components/guarded-screen';
import { Component as AppRoot } from './routes/app-root';
import { Component as MemberLayout } from './routes/member-layout';

type ScreenModule = { Component: ComponentType };
const screen = (load: () => Promise<ScreenModule>) =>
  lazy(() => load().then(({ Component }) => ({ default: Component })));

// Every screen is its own chunk: a page downloads only the code of the screen it shows. The
// shell (session, layout, guards) is in the entry, so a first load waits only for its screen.
const SCREENS: Record<Exclude<AppPath, ServerPagePath>, ComponentType> = {
  '/auth': screen(() => import('./routes/auth')),
  '/redefinir-senha': screen(() => import('./routes/reset-password')),
  '/subscription-expired': screen(() => import('./routes/subscription-expired')),
  '/dashboard': screen(() => import('./routes/dashboard')),
  '/configuracoes': screen(() => import('./routes/settings')),
  '/tutorial': screen(() => import('./routes/tutorial')),
  '/treinamentos': screen(() => import('./routes/trainings')),
  '/suporte': screen(() => import('./routes/support')),
  '/acesso-admin': screen(() => import('./routes/admin-access')),
  '/conectar': screen(() => import('./routes/connect')),
  '/biblioteca': screen(() => import('./routes/library')),
  '/afiliacao': screen(() => import('./routes/affiliate')),
  '/suporte/ferramentas': screen(() => import('./routes/support-tools')),
  '/admin': screen(() => import('./routes/admin-overview')),
  '/admin/usuarios': screen(() => import('./routes/admin-users')),
  '/admin/auditoria': screen(() => import('./routes/admin-audit')),
  '/admin/biblioteca': screen(() => import('./routes/admin-library')),
  '/admin/biblioteca/adicionar': screen(() => import('./routes/admin-library-editor')),
  '/admin/biblioteca/editar/:id': screen(() => import('./routes/admin-library-editor')),
  '/admin/treinamentos': screen(() => import('./routes/admin-trainings')),
  '/admin/treinamentos/adicionar': screen(() => import('./routes/admin-training-editor')),
  '/admin/treinamentos/editar/:id': screen(() => import('./routes/admin-training-editor')),
  '/admin/assistente': screen(() => import('./routes/admin-assistant')),
  '/admin/tools': screen(() => import('./routes/admin-tools')),
  '/admin/tickets': screen(() => import('./routes/admin-tickets')),
  '/admin/logs-suporte': screen(() => import('./routes/admin-support-logs')),
  '/admin/integracoes': screen(() => import('./routes/admin-payments')),
};
const NotFound = screen(() => import('./routes/not-found'));

/** SPEC §4: the screen renders behind the guard of its access level. */
function guarded(path: keyof typeof SCREENS, access: Access) {
  const Screen = SCREENS[path];
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

const inLayout = APP_ROUTES.filter((r) => r.access !== 'visitor').map((r) =>
  guarded(r.path as keyof typeof SCREENS, r.access),
);

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
        {guarded('/auth', 'visitor')}
        {guarded('/redefinir-senha', 'visitor')}
        {guarded('/subscription-expired', 'visitor')}
        <Route element={<MemberLayout />}>{inLayout}</Route>
      </Route>
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
