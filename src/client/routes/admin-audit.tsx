import { ScrollText } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AUDIT_KINDS, type AuditKind } from '../../shared/audit-actions';
import { pageCount } from '../../shared/pagination';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { useAuditEvents } from '../features/audit/api/get-audit-events';
import { AuditEventItem } from '../features/audit/components/audit-event-item';
import { AuditFilters } from '../features/audit/components/audit-filters';
import { usePageTitle } from '../lib/use-page-title';

const asKind = (value: string | null) =>
  (AUDIT_KINDS as readonly string[]).includes(value ?? '') ? (value as AuditKind) : undefined;

/** Issue 9 audit trail, every admin write since issue 20 §3: by admin and by kind. */
export function Component() {
  usePageTitle('Auditoria');
  const [params, setParams] = useSearchParams();
  const actorId = params.get('admin') ?? '';
  const kind = asKind(params.get('tipo'));
  const page = Math.max(1, Number.parseInt(params.get('pagina') ?? '1', 10) || 1);
  const events = useAuditEvents({ page, actorId: actorId || undefined, kind });
  const data = events.data;

  // Filters live in the URL; a new filter starts at page 1.
  const setFilter = (filter: { actorId: string; kind: string }) => {
    const next = new URLSearchParams();
    if (filter.actorId) next.set('admin', filter.actorId);
    if (filter.kind) next.set('tipo', filter.kind);
    setParams(next);
  };
  const setPage = (value: number) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('pagina', String(value));
      return next;
    });

  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Auditoria</h1>
        <p className="text-muted-foreground">
          Quem mudou o quê e quando: contas, assinaturas, sessões, conteúdo, credenciais, pagamentos e
          suporte.
          {data && ` ${data.total.toLocaleString('pt-BR')} ${data.total === 1 ? 'registro' : 'registros'}.`}
        </p>
      </div>
      <AuditFilters actorId={actorId} kind={kind ?? ''} onChange={setFilter} />
      <QueryState query={events}>
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
      </QueryState>
      {data && (
        <Pager
          page={page}
          pageCount={pageCount(data.total, data.pageSize)}
          onPage={setPage}
          label="Páginas da auditoria"
        />
      )}
    </div>
  );
}
