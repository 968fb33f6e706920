import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { useBulkAction } from '../api/bulk-actions';

/** How far the bulk action just confirmed has gone, until it is over. */
export function BulkActionProgress({ id }: { id: string }) {
  const { data: action, isError } = useBulkAction(id);
  if (isError) return null;
  if (!action) return null;
  const handled = action.applied + action.unchanged;
  const count = `${handled.toLocaleString('pt-BR')} de ${action.planned.toLocaleString('pt-BR')}`;
  const text =
    action.status === 'pending'
      ? `Aplicando a ação em massa: ${count} usuários…`
      : action.status === 'done'
        ? `Ação em massa concluída: ${action.applied.toLocaleString('pt-BR')} alterados${action.unchanged ? `, ${action.unchanged.toLocaleString('pt-BR')} sem mudança (plano vitalício)` : ''}.`
        : `A ação em massa falhou depois de ${count} usuários. Tente de novo.`;
  const Icon =
    action.status === 'pending' ? Loader2 : action.status === 'done' ? CheckCircle2 : TriangleAlert;
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md border bg-muted/40 px-3 py-2 text-sm"
      data-testid="bulk-progress"
    >
      <Icon aria-hidden className={action.status === 'pending' ? 'size-4 animate-spin' : 'size-4'} />
      {text}
    </p>
  );
}
