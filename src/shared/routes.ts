// The route table (docs/product.md#screens-and-routes): one truth for the client router, the
// sidebar and the guard tests.
export type Access = 'visitor' | 'member' | 'subscriber' | 'admin';

/** `screen`: the file under src/client/routes that draws the page (its own chunk). */
type AppRoute = { path: string; access: Access; screen?: string };

/** The routes the server renders as plain HTML (src/public-site), not the SPA. */
export const SERVER_PAGES = {
  landing: '/',
  terms: '/termos-uso',
  privacy: '/politica-privacidade',
} as const;
export type ServerPageName = keyof typeof SERVER_PAGES;
export type ServerPagePath = (typeof SERVER_PAGES)[ServerPageName];

export const APP_ROUTES = [
  { path: '/', access: 'visitor' },
  { path: '/auth', access: 'visitor', screen: 'auth' },
  { path: '/termos-uso', access: 'visitor' },
  { path: '/politica-privacidade', access: 'visitor' },
  { path: '/subscription-expired', access: 'visitor', screen: 'subscription-expired' },
  { path: '/redefinir-senha', access: 'visitor', screen: 'reset-password' },
  { path: '/dashboard', access: 'member', screen: 'dashboard' },
  { path: '/tutorial', access: 'member', screen: 'tutorial' },
  { path: '/treinamentos', access: 'member', screen: 'trainings' },
  { path: '/configuracoes', access: 'member', screen: 'settings' },
  { path: '/suporte', access: 'member', screen: 'support' },
  { path: '/acesso-admin', access: 'member', screen: 'admin-access' },
  { path: '/conectar', access: 'subscriber', screen: 'connect' },
  { path: '/biblioteca', access: 'subscriber', screen: 'library' },
  { path: '/afiliacao', access: 'subscriber', screen: 'affiliate' },
  { path: '/suporte/ferramentas', access: 'subscriber', screen: 'support-tools' },
  // The operator's overview and the audit trail.
  { path: '/admin', access: 'admin', screen: 'admin-overview' },
  { path: '/admin/usuarios', access: 'admin', screen: 'admin-users' },
  // Who this member is and what happened to them.
  { path: '/admin/usuarios/:id', access: 'admin', screen: 'admin-member' },
  { path: '/admin/auditoria', access: 'admin', screen: 'admin-audit' },
  { path: '/admin/biblioteca', access: 'admin', screen: 'admin-library' },
  { path: '/admin/biblioteca/adicionar', access: 'admin', screen: 'admin-library-editor' },
  { path: '/admin/biblioteca/editar/:id', access: 'admin', screen: 'admin-library-editor' },
  { path: '/admin/treinamentos', access: 'admin', screen: 'admin-trainings' },
  { path: '/admin/treinamentos/adicionar', access: 'admin', screen: 'admin-training-editor' },
  { path: '/admin/treinamentos/editar/:id', access: 'admin', screen: 'admin-training-editor' },
  { path: '/admin/assistente', access: 'admin', screen: 'admin-assistant' },
  { path: '/admin/tools', access: 'admin', screen: 'admin-tools' },
  { path: '/admin/ferramentas', access: 'admin', screen: 'admin-tools-catalogue' },
  { path: '/admin/tickets', access: 'admin', screen: 'admin-tickets' },
  { path: '/admin/logs-suporte', access: 'admin', screen: 'admin-support-logs' },
  { path: '/admin/integracoes', access: 'admin', screen: 'admin-integrations' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** One member's page, linked from every admin screen that names a member. */
export const memberPagePath = (userId: string) => `/admin/usuarios/${encodeURIComponent(userId)}`;

/** What the guard needs to know of whoever asks (the server's Viewer and the client's session both reduce to it). */
export type GuardSubject = { role: 'user' | 'admin'; hasActiveSubscription: boolean } | null;

type GuardOutcome =
  | { allow: true }
  | { allow: false; redirectTo: '/auth' | '/dashboard' | '/subscription-expired' };

/**
 * The guard order (docs/product.md#who-may-open-what): steps 2–7; the loading spinner is the
 * client's step 1.
 */
export function evaluateGuard(access: Access, viewer: GuardSubject): GuardOutcome {
  if (access === 'visitor') return { allow: true };
  if (!viewer) return { allow: false, redirectTo: '/auth' };
  if (access === 'admin' && viewer.role !== 'admin') return { allow: false, redirectTo: '/dashboard' };
  if (viewer.role === 'admin') return { allow: true };
  if (access === 'member') return { allow: true };
  if (!viewer.hasActiveSubscription) return { allow: false, redirectTo: '/subscription-expired' };
  return { allow: true };
}
