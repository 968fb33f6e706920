// The audit trail, every admin write (docs/decisions/020-every-admin-write-audited.md): what an
// admin (or an automatic process) changed. Stored as these codes; screens show the labels. Kinds
// group them for the audit page's filter.
export const AUDIT_ACTION_LABELS = {
  'user.created': 'Usuário criado',
  'user.updated': 'Nome alterado',
  'user.role_changed': 'Tipo de conta alterado',
  'user.deleted': 'Usuário excluído',
  'user.deletion_requested': 'Exclusão da conta pedida pelo membro',
  'user.deletion_cancelled': 'Exclusão da conta cancelada (o membro entrou)',
  'subscription.created': 'Assinatura criada',
  'subscription.updated': 'Assinatura atualizada',
  'subscription.removed': 'Assinatura removida',
  'subscription.granted': 'Assinatura concedida',
  'subscription.cancelled': 'Assinatura cancelada ao fim do período',
  'subscription.renewed': 'Assinatura renovada',
  'subscription.ended': 'Assinatura encerrada',
  'subscription.refunded': 'Assinatura reembolsada',
  // A payment platform's word on one paid period (docs/decisions/027-paid-periods.md).
  'subscription.period_refunded': 'Pagamento reembolsado: período retirado',
  'subscription.disputed': 'Pagamento em disputa',
  'subscription.dispute_settled': 'Disputa encerrada: pagamento mantido',
  'subscription.suspended': 'Acesso suspenso durante a disputa',
  'subscription.resumed': 'Acesso devolvido após a disputa',
  'subscription.plan_switched': 'Plano trocado',
  'subscription.charge_date_moved': 'Data de cobrança alterada',
  // "+N dias" on the member page (a grant run on, or a courtesy grant).
  'subscription.extended': 'Acesso estendido',
  // A member ends their own sessions; a sign-in past the limit ends the oldest.
  'session.ended': 'Sessão encerrada pelo membro',
  'session.others_ended': 'Outras sessões encerradas pelo membro',
  'session.replaced': 'Sessão encerrada por um novo acesso (limite de dispositivos)',
  // An admin cleared someone's two-factor (a lost phone); they enrol again.
  'user.two_factor_reset': 'Verificação em duas etapas redefinida',
  // A purchase for an address whose account nobody confirmed: its password and sessions end, and
  // the buyer chooses a password (docs/product.md#security).
  'user.unconfirmed_reclaimed': 'Conta não confirmada retomada pelo comprador',
  // The member page's actions on someone's access.
  'user.access_mail_sent': 'E-mail de acesso reenviado',
  'session.ended_by_admin': 'Sessões encerradas por um administrador',
  // A bulk action on a segment (its scheduling, and the message each member got).
  'users.bulk_scheduled': 'Ação em massa agendada',
  'user.messaged': 'Mensagem enviada por e-mail',
  // What an admin did to their own account: the trail of who holds admin powers and how.
  'user.password_changed': 'Senha alterada pelo próprio administrador',
  'user.two_factor_enabled': 'Verificação em duas etapas ativada pelo próprio administrador',
  'user.two_factor_disabled': 'Verificação em duas etapas desativada pelo próprio administrador',
  // Reads an operator answers for: every member's data leaving, shared secrets shown.
  'users.exported': 'Lista de usuários exportada (CSV)',
  'settings.tools_credentials_viewed': 'Login das ferramentas visto por um administrador',
  'settings.admin_access_viewed': 'Login do acesso admin visto',
  // The writes that change no member.
  'settings.tools_changed': 'Acesso às ferramentas alterado',
  'settings.admin_access_changed': 'Acesso admin alterado',
  'library.created': 'Item da biblioteca criado',
  'library.updated': 'Item da biblioteca editado',
  'library.status_changed': 'Item da biblioteca ativado/desativado',
  'library.deleted': 'Item da biblioteca excluído',
  'training.created': 'Treinamento criado',
  'training.updated': 'Treinamento editado',
  'training.status_changed': 'Treinamento ativado/desativado',
  'training.deleted': 'Treinamento excluído',
  'payments.product_saved': 'Produto mapeado',
  'payments.product_removed': 'Mapeamento de produto removido',
  'payments.plan_price_changed': 'Preço do plano alterado',
  'payments.event_reprocessed': 'Evento de pagamento reprocessado',
  'payments.test_event_sent': 'Evento de teste enviado',
  'support.article_created': 'Artigo do assistente criado',
  'support.article_updated': 'Artigo do assistente editado',
  'support.article_deleted': 'Artigo do assistente excluído',
  'support.assistant_saved': 'Configuração do assistente salva',
  'support.assistant_removed': 'Configuração do assistente removida',
  // An admin replied to a member's support ticket, or closed it.
  'ticket.replied': 'Ticket de suporte respondido',
  'ticket.resolved': 'Ticket de suporte resolvido',
  // The tool catalogue (/admin/ferramentas) and the notices members read.
  'tool.created': 'Ferramenta adicionada ao catálogo',
  'tool.updated': 'Ferramenta editada',
  'tool.status_changed': 'Status da ferramenta alterado',
  'tool.deleted': 'Ferramenta excluída do catálogo',
  'ticket.subject_changed': 'Assunto do ticket alterado',
  'ticket.noted': 'Nota interna no ticket',
} as const satisfies Record<string, string>;
/** Every action the trail records: the labels' keys, so a new action cannot go unlabelled. */
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;

/**
 * What the system records by itself, many times a day (a sign-in past the device limit ending the
 * oldest session): left out of the whole trail unless asked for, so the admins' own changes are
 * not buried; a kind filter or one member's history shows them.
 */
export const AUTOMATIC_AUDIT_ACTIONS: readonly AuditAction[] = ['session.replaced'];

export const AUDIT_KINDS = [
  'user',
  'role',
  'subscription',
  'session',
  'settings',
  'content',
  'payments',
  'support',
  'ticket',
  'tools',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  user: 'Usuários',
  role: 'Tipo de conta',
  subscription: 'Assinaturas',
  session: 'Sessões',
  settings: 'Credenciais e segredos',
  content: 'Biblioteca e treinamentos',
  payments: 'Pagamentos',
  support: 'Suporte',
  ticket: 'Tickets de suporte',
  tools: 'Ferramentas e avisos',
};

export const AUDIT_KIND_ACTIONS: Record<AuditKind, AuditAction[]> = {
  user: [
    'user.created',
    'user.updated',
    'user.deleted',
    'user.deletion_requested',
    'user.deletion_cancelled',
    'user.two_factor_reset',
    'user.unconfirmed_reclaimed',
    'user.access_mail_sent',
    'users.bulk_scheduled',
    'user.messaged',
    'user.password_changed',
    'user.two_factor_enabled',
    'user.two_factor_disabled',
    'users.exported',
  ],
  role: ['user.role_changed'],
  subscription: [
    'subscription.created',
    'subscription.updated',
    'subscription.removed',
    'subscription.granted',
    'subscription.cancelled',
    'subscription.renewed',
    'subscription.ended',
    'subscription.refunded',
    'subscription.period_refunded',
    'subscription.disputed',
    'subscription.dispute_settled',
    'subscription.suspended',
    'subscription.resumed',
    'subscription.plan_switched',
    'subscription.charge_date_moved',
    'subscription.extended',
  ],
  session: ['session.ended', 'session.others_ended', 'session.replaced', 'session.ended_by_admin'],
  settings: [
    'settings.tools_changed',
    'settings.admin_access_changed',
    'settings.tools_credentials_viewed',
    'settings.admin_access_viewed',
  ],
  content: [
    'library.created',
    'library.updated',
    'library.status_changed',
    'library.deleted',
    'training.created',
    'training.updated',
    'training.status_changed',
    'training.deleted',
  ],
  payments: [
    'payments.product_saved',
    'payments.product_removed',
    'payments.plan_price_changed',
    'payments.event_reprocessed',
    'payments.test_event_sent',
  ],
  support: [
    'support.article_created',
    'support.article_updated',
    'support.article_deleted',
    'support.assistant_saved',
    'support.assistant_removed',
  ],
  ticket: ['ticket.replied', 'ticket.resolved', 'ticket.subject_changed', 'ticket.noted'],
  tools: ['tool.created', 'tool.updated', 'tool.status_changed', 'tool.deleted'],
};

/** One recorded change, as the API shows it. `before`/`after` are the changed fields. */
export type AuditEvent = {
  id: string;
  createdAt: string;
  action: AuditAction;
  /** The admin (id, e-mail) or the process (id null, its name) that acted. */
  actor: { id: string | null; label: string };
  /** A member (id, e-mail), or the thing changed (label, id and e-mail empty). */
  target: { id: string | null; email: string; label: string | null };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
