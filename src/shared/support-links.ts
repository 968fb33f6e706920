import type { AppPath } from './routes';

// Bold words in the assistants' replies that name a page or an action
// (docs/decisions/033-support-that-follows-up.md): the chats turn the ones the reader may open into
// links, "Falar com a equipe" into the real button's action, and keep the toast for the others.
// Without zod or React, so the landing page's widget can use it too.

/** The button (and the words it sends) that asks for a person, in every chat. */
export const TEAM_BUTTON = 'Falar com a equipe';
/** What the button sends: words the server reads as a request for a person. */
export const TEAM_REQUEST = 'Quero falar com a equipe.';

/** Where each page name leads; the guard of the path decides whether the reader gets a link. */
const PAGES: Record<string, { path: AppPath; hash?: string }> = {
  Dashboard: { path: '/dashboard' },
  Tutorial: { path: '/tutorial' },
  'Tutorial de instalação': { path: '/tutorial' },
  Treinamentos: { path: '/treinamentos' },
  Configurações: { path: '/configuracoes' },
  Segurança: { path: '/configuracoes' },
  'Sessões ativas': { path: '/configuracoes' },
  Plano: { path: '/configuracoes' },
  Perfil: { path: '/configuracoes' },
  Suporte: { path: '/suporte' },
  'Meus chamados': { path: '/suporte', hash: 'meus-chamados' },
  'Suporte das Ferramentas': { path: '/suporte/ferramentas' },
  Conectar: { path: '/conectar' },
  Ferramentas: { path: '/conectar' },
  'Gerar código': { path: '/conectar' },
  Biblioteca: { path: '/biblioteca' },
  Afiliação: { path: '/afiliacao' },
};

/** The page a bold name in a reply stands for, if it names one. */
export const pageNamed = (bold: string) => PAGES[bold] ?? null;

/** A ticket's page for its member: "Meus chamados" opened on it (the reply mail's link too). */
export const memberTicketPath = (ticketId: string) => `/suporte?chamado=${encodeURIComponent(ticketId)}`;
