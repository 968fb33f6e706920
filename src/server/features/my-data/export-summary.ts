import { formatCount, formatDate, formatTime } from '../../../shared/format';
import type { MemberRecord } from './data/member-record';

const when = (value: Date | string | null | undefined) =>
  value ? `${formatDate(value)} às ${formatTime(value)}` : '—';

/**
 * The readable half of the data export: what the JSON holds, in Portuguese, for a person who
 * will not open a JSON file (docs/product.md#privacy-and-retention).
 */
export function exportSummary(record: MemberRecord, builtAt: Date): string {
  const { profile } = record;
  const lines = [
    'Seus dados no Hub Premium',
    `Gerado em ${when(builtAt)}.`,
    '',
    'Perfil',
    `- Nome: ${profile?.full_name || '—'}`,
    `- Email: ${profile?.email ?? '—'}`,
    `- Conta criada em ${when(profile?.created_at)}`,
    '',
    'O arquivo meus-dados.json traz cada registro por completo:',
    `- Acessos e assinaturas: ${formatCount(record.grants.length)}`,
    `- Pagamentos: ${formatCount(record.payments.length)}`,
    `- Sessões abertas (dispositivos): ${formatCount(record.sessions.length)}`,
    `- Entradas na conta: ${formatCount(record.signIns.length)}`,
    `- Códigos de acesso pedidos: ${formatCount(record.codeRequests.length)}`,
    `- Conversas com o suporte: ${formatCount(record.chats.length)}`,
    `- Chamados: ${formatCount(record.tickets.length)}`,
    `- Treinamentos assistidos: ${formatCount(record.trainings.length)}`,
    `- Registros de auditoria sobre você: ${formatCount(record.audit.length)}`,
    '',
    'Para corrigir ou excluir dados, use Configurações → Meus dados ou fale com o suporte.',
  ];
  return `${lines.join('\n')}\n`;
}
