import type { AuditEvent } from '../../../../shared/audit-actions';
import { formatDate, formatPrice } from '../../../../shared/format';
import {
  KNOWLEDGE_AUDIENCE_LABELS,
  ROLE_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
} from '../../../../shared/labels';
import { PLAN_LABELS } from '../../../../shared/plans';
import { TICKET_STATUS_LABELS } from '../../../../shared/schemas/support-tickets';
import { GRANT_SOURCE_LABELS } from '../../../../shared/subscription-rules';
import { shortTicketId } from '../../../../shared/support-chat';

type Field = { label: string; format: (value: unknown) => string };

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? '—' : String(value);
const from = (labels: Record<string, string>) => (value: unknown) => labels[String(value)] ?? text(value);

// The fields an audit row may carry, in the order a reader expects them.
const FIELDS: Record<string, Field> = {
  email: { label: 'Email', format: text },
  fullName: { label: 'Nome', format: text },
  role: { label: 'Tipo de conta', format: from(ROLE_LABELS) },
  plan: { label: 'Plano', format: from(PLAN_LABELS) },
  status: { label: 'Status', format: from(SUBSCRIPTION_STATUS_LABELS) },
  price: {
    label: 'Preço',
    format: (value) => (typeof value === 'number' ? formatPrice(value) : text(value)),
  },
  // A grant without an end (lifetime) is recorded with expiresAt null.
  expiresAt: {
    label: 'Expira em',
    format: (value) =>
      typeof value === 'string' ? formatDate(value) : value === null ? 'Sem fim' : text(value),
  },
  source: { label: 'Origem', format: from(GRANT_SOURCE_LABELS) },
  reference: { label: 'Referência', format: text },
  subscriptions: {
    label: 'Assinaturas',
    format: (value) => (Array.isArray(value) ? String(value.length) : text(value)),
  },
  // The writes about no member (content, prices, products, credentials, support).
  title: { label: 'Título', format: text },
  category: { label: 'Categoria', format: text },
  description: { label: 'Descrição', format: text },
  fileUrl: { label: 'Link do arquivo', format: text },
  youtubeUrl: { label: 'Vídeo', format: text },
  image: { label: 'Imagem', format: text },
  active: {
    label: 'Situação',
    format: (value) => (value === true ? 'Ativo' : value === false ? 'Inativo' : text(value)),
  },
  months: {
    label: 'Duração',
    format: (value) =>
      typeof value === 'number'
        ? `${value} ${value === 1 ? 'mês' : 'meses'}`
        : value === null
          ? 'Sem fim'
          : text(value),
  },
  outcome: { label: 'Resultado', format: text },
  audience: { label: 'Público', format: from(KNOWLEDGE_AUDIENCE_LABELS) },
  baseUrl: { label: 'URL da API', format: (value) => (value === null ? 'OpenAI (padrão)' : text(value)) },
  model: { label: 'Modelo', format: text },
  apiKey: { label: 'Chave da API', format: text },
  password: { label: 'Senha', format: text },
  secret: { label: 'Segredo do código', format: text },
  // An admin's reply to a support ticket, or its resolution.
  ticket: {
    label: 'Ticket',
    format: (value) => (typeof value === 'string' ? `#${shortTicketId(value)}` : text(value)),
  },
  ticketStatus: { label: 'Situação do ticket', format: from(TICKET_STATUS_LABELS) },
  // The member page's access mail and ended sessions.
  enviado: { label: 'Email enviado', format: text },
  sessoes: { label: 'Sessões encerradas', format: text },
};

type ChangeLine = { label: string; before?: string; after?: string };

/** What changed, field by field: "antes → depois", or the values a creation or removal carried. */
export function describeChange(event: Pick<AuditEvent, 'before' | 'after'>): ChangeLine[] {
  const { before, after } = event;
  return Object.entries(FIELDS).flatMap(([key, field]) => {
    const inBefore = before !== null && key in before;
    const inAfter = after !== null && key in after;
    if (!inBefore && !inAfter) return [];
    const was = inBefore ? field.format(before?.[key]) : undefined;
    const now = inAfter ? field.format(after?.[key]) : undefined;
    if (inBefore && inAfter && was === now) return [];
    return [{ label: field.label, before: was, after: now }];
  });
}
