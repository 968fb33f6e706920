import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_KINDS, type AuditKind } from '../../shared/audit-actions';
import { EmptyState } from '../../ui/empty-state';
import { KeysetQueryState } from '../components/keyset-query-state';
import { useAuditEvents } from '../features/audit/api/get-audit-events';
import { AuditEventItem } from '../features/audit/components/audit-event-item';
import { AuditFilters } from '../features/audit/components/audit-filters';
import { useCursorParam } from '../lib/use-list-params';
import { usePageTitle } from '../lib/use-page-title';

const asKind = (value: string | null) =>
  (AUDIT_KINDS as readonly string[]).includes(value ?? '') ? (value as AuditKind) : undefined;

/**
 * The audit trail, every admin write (docs/decisions/020-every-admin-write-audited.md): by admin
 * and by kind.
 */
export function Component() {
  usePageTitle('Auditoria');
  const [params, setParams] = useSearchParams();
  const actorId = params.get('admin') ?? '';
  const kind = asKind(params.get('tipo'));
  // The automatic session-limit events stay out unless asked for (AUTOMATIC_AUDIT_ACTIONS).
  const automatic = params.get('automaticos') === '1';
  const [cursor, setCursor] = useCursorParam('cursor');
  const events = useAuditEvents({ cursor, actorId: actorId || undefined, kind, automatic });

  // Filters and the page's cursor live in the URL; a new filter starts at the newest page.
  const setFilter = (filter: { actorId: string; kind: string; automatic: boolean }) => {
    const next = new URLSearchParams();
    if (filter.actorId) next.set('admin', filter.actorId);
    if (filter.kind) next.set('tipo', filter.kind);
    if (filter.automatic) next.set('automaticos', '1');
    setParams(next);
  };

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Auditoria</h1>
        <p className="text-muted-foreground">
          Quem mudou o quê e quando: contas, assinaturas, sessões, conteúdo, credenciais, pagamentos e
          suporte. Mais recentes primeiro.
        </p>
      </div>
      <AuditFilters filter={{ actorId, kind: kind ?? '', automatic }} onChange={setFilter} />
      <KeysetQueryState query={events} onCursor={setCursor} pagerLabel="Páginas da auditoria">
        {({ events: rows }) =>
          rows.length > 0 ? (
            <ul className="grid gap-3" aria-label="Registros de auditoria">
              {rows.map((event) => (
                <AuditEventItem key={event.id} event={event} />
              ))}
            </ul>
          ) : (
            <EmptyState icon={ScrollText}>
              Nenhuma alteração registrada{actorId || kind ? ' com estes filtros' : ''}.
            </EmptyState>
          )
        }
      </KeysetQueryState>
    </div>
  );
}
