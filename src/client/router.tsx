import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type Access, APP_ROUTES, type AppPath, SERVER_PAGES, type ServerPagePath } from '../shared/routes';
import { FullPageSpinner } from '../ui/spinner';

type ScreenModule = { Component: ComponentType };
type Screen = () => Promise<ScreenModule>;

// Every screen is its own chunk: a page downloads only the code of the screen it shows.
const SCREENS: Record<Exclude<AppPath, ServerPagePath>, Screen> = {
  '/auth': () => import('./routes/auth'),
  '/redefinir-senha': () => import('./routes/reset-password'),
  '/subscription-expired': () => import('./routes/subscription-expired'),
  '/dashboard': () => import('./routes/dashboard'),
  '/configuracoes': () => import('./routes/settings'),
  '/tutorial': () => import('./routes/tutorial'),
  '/treinamentos': () => import('./routes/trainings'),
  '/suporte': () => import('./routes/support'),
  '/acesso-admin': () => import('./routes/admin-access'),
  '/conectar': () => import('./routes/connect'),
  '/biblioteca': () => import('./routes/library'),
  '/afiliacao': () => import('./routes/affiliate'),
  '/suporte/ferramentas': () => import('./routes/support-tools'),
  '/admin': () => import('./routes/admin-overview'),
  '/admin/usuarios': () => import('./routes/admin-users'),
  '/admin/auditoria': () => import('./routes/admin-audit'),
  '/admin/biblioteca': () => import('./routes/admin-library'),
  '/admin/biblioteca/adicionar': () => import('./routes/admin-library-editor'),
  '/admin/biblioteca/editar/:id': () => import('./routes/admin-library-editor'),
  '/admin/treinamentos': () => import('./routes/admin-trainings'),
  '/admin/treinamentos/adicionar': () => import('./routes/admin-training-editor'),
  '/admin/treinamentos/editar/:id': () => import('./routes/admin-training-editor'),
  '/admin/assistente': () => import('./routes/admin-assistant'),
  '/admin/tools': () => import('./routes/admin-tools'),
  '/admin/tickets': () => import('./routes/admin-tickets'),
  '/admin/logs-suporte': () => import('./routes/admin-support-logs'),
  '/admin/integracoes': () => import('./routes/admin-payments'),
};

/** SPEC §4: the screen renders behind the guard of its access level (read from the route handle). */
function guarded(path: keyof typeof SCREENS, access: Access): RouteObject {
  return {
    path,
    handle: { access },
    lazy: () => import('./features/session/components/guard-outlet'),
    children: [{ index: true, lazy: SCREENS[path] }],
  };
}

const inLayout = APP_ROUTES.filter((r) => r.access !== 'visitor').map((r) =>
  guarded(r.path as keyof typeof SCREENS, r.access),
);

// Shown while a lazy screen's chunk downloads on first load.
const loading = <FullPageSpinner />;

// `/`, /termos-uso and /politica-privacidade are rendered by the server (src/public-site), not by
// this SPA. Links to them reload the document; should a client-side navigation still reach one,
// the browser loads it from the server. (The page the SPA booted on is never reloaded: no loop
// under a dev server that answers every path with the SPA.)
const bootPath = window.location.pathname;
const serverPage = (path: ServerPagePath): RouteObject => ({
  path,
  loader: ({ request }) => {
    if (new URL(request.url).pathname === bootPath) return null;
    window.location.assign(request.url);
    // Keeps the current screen until the browser leaves.
    return new Promise<never>(() => {});
  },
  hydrateFallbackElement: loading,
  lazy: () => import('./routes/not-found'),
});

export const router = createBrowserRouter([
  ...Object.values(SERVER_PAGES).map(serverPage),
  {
    // Query client, toasts and session live here, outside the public pages' bundle.
    lazy: () => import('./routes/app-root'),
    hydrateFallbackElement: loading,
    children: [
      guarded('/auth', 'visitor'),
      guarded('/redefinir-senha', 'visitor'),
      guarded('/subscription-expired', 'visitor'),
      { lazy: () => import('./routes/member-layout'), children: inLayout },
    ],
  },
  { path: '*', lazy: () => import('./routes/not-found') },
]);
