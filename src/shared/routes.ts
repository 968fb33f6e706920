// SPEC §2 route table: one truth for the client router, the sidebar and the guard tests.
export type Access = 'visitor' | 'member' | 'subscriber' | 'admin';

type AppRoute = { path: string; access: Access };

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
  { path: '/auth', access: 'visitor' },
  { path: '/termos-uso', access: 'visitor' },
  { path: '/politica-privacidade', access: 'visitor' },
  { path: '/subscription-expired', access: 'visitor' },
  { path: '/redefinir-senha', access: 'visitor' },
  { path: '/dashboard', access: 'member' },
  { path: '/tutorial', access: 'member' },
  { path: '/treinamentos', access: 'member' },
  { path: '/configuracoes', access: 'member' },
  { path: '/suporte', access: 'member' },
  { path: '/acesso-admin', access: 'member' },
  { path: '/conectar', access: 'subscriber' },
  { path: '/biblioteca', access: 'subscriber' },
  { path: '/afiliacao', access: 'subscriber' },
  { path: '/suporte/ferramentas', access: 'subscriber' },
  // Beyond SPEC §2 (issue 9): the operator's overview and the audit trail.
  { path: '/admin', access: 'admin' },
  { path: '/admin/usuarios', access: 'admin' },
  { path: '/admin/auditoria', access: 'admin' },
  { path: '/admin/biblioteca', access: 'admin' },
  { path: '/admin/biblioteca/adicionar', access: 'admin' },
  { path: '/admin/biblioteca/editar/:id', access: 'admin' },
  { path: '/admin/treinamentos', access: 'admin' },
  { path: '/admin/treinamentos/adicionar', access: 'admin' },
  { path: '/admin/treinamentos/editar/:id', access: 'admin' },
  { path: '/admin/assistente', access: 'admin' },
  { path: '/admin/tools', access: 'admin' },
  { path: '/admin/tickets', access: 'admin' },
  { path: '/admin/logs-suporte', access: 'admin' },
  { path: '/admin/integracoes', access: 'admin' },
] as const satisfies readonly AppRoute[];

export type AppPath = (typeof APP_ROUTES)[number]['path'];

/** What the guard needs to know of whoever asks (the server's Viewer and the client's session both reduce to it). */
export type GuardSubject = { role: 'user' | 'admin'; hasActiveSubscription: boolean } | null;

type GuardOutcome =
  | { allow: true }
  | { allow: false; redirectTo: '/auth' | '/dashboard' | '/subscription-expired' };

/** SPEC §4 guard order (steps 2–7; the loading spinner is the client's step 1). */
export function evaluateGuard(access: Access, viewer: GuardSubject): GuardOutcome {
  if (access === 'visitor') return { allow: true };
  if (!viewer) return { allow: false, redirectTo: '/auth' };
  if (access === 'admin' && viewer.role !== 'admin') return { allow: false, redirectTo: '/dashboard' };
  if (viewer.role === 'admin') return { allow: true };
  if (access === 'member') return { allow: true };
  if (!viewer.hasActiveSubscription) return { allow: false, redirectTo: '/subscription-expired' };
  return { allow: true };
}
