import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { type Access, APP_ROUTES, type AppPath, SERVER_PAGES, type ServerPagePath } from '../shared/routes';
import { FullPageSpinner } from '../ui/spinner';

type ScreenModule = { Component: ComponentType };
type Screen = () => Promise<ScreenModule>;

// Every screen is its own chunk: a page downloads only the code of the screen it shows.
const placeholder: Screen = () => import('./routes/placeholder');
const SCREENS: Record<Exclude<AppPath, ServerPagePath>, Screen> = {
  '/auth': () => import('./routes/auth'),
  '/redefinir-senha': () => import('./routes/reset-password'),
  '/subscription-expired': () => import('./routes/subscription-expired'),
  '/dashboard': () => import('./routes/dashboard'),
  '/configuracoes': () => import('./routes/settings'),
  '/tutorial': placeholder,
  '/treinamentos': placeholder,
  '/suporte': placeholder,
  '/acesso-admin': placeholder,
  '/conectar': placeholder,
  '/biblioteca': placeholder,
  '/afiliacao': placeholder,
  '/suporte/ferramentas': placeholder,
  '/admin/usuarios': placeholder,
  '/admin/biblioteca': placeholder,
  '/admin/biblioteca/adicionar': placeholder,
  '/admin/biblioteca/editar/:id': placeholder,
  '/admin/treinamentos': placeholder,
  '/admin/treinamentos/adicionar': placeholder,
  '/admin/treinamentos/editar/:id': placeholder,
  '/admin/assistente': placeholder,
  '/admin/tools': placeholder,
  '/admin/tickets': placeholder,
  '/admin/logs-suporte': placeholder,
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
