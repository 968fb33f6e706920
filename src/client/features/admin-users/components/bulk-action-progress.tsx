import { CheckCircle2, Loader2, TriangleAlert } from 'lucide-react';
import { countOf, formatCount } from '../../../../shared/format';
import { useBulkAction } from '../api/bulk-actions';

type BulkAction = NonNullable<ReturnType<typeof useBulkAction>['data']>;

/** "Ação em massa concluída: 1 alterado, 2 sem mudança (plano vitalício)." and its other states. */
export function bulkActionProgressText(
  action: Pick<BulkAction, 'status' | 'applied' | 'unchanged' | 'planned'>,
) {
  const handled = action.applied + action.unchanged;
  const count = `${formatCount(handled)} de ${formatCount(action.planned)}`;
  if (action.status === 'pending') return `Aplicando a ação em massa: ${count} usuários…`;
  if (action.status === 'done') {
    const unchanged = action.unchanged
      ? `, ${formatCount(action.unchanged)} sem mudança (plano vitalício)`
      : '';
    return `Ação em massa concluída: ${countOf(action.applied, 'alterado', 'alterados')}${unchanged}.`;
  }
  return `A ação em massa falhou depois de ${count} usuários. Tente de novo.`;
}

/** How far the bulk action just confirmed has gone, until it is over. */
export function BulkActionProgress({ id }: { id: string }) {
  const { data: action, isError } = useBulkAction(id);
  if (isError) return null;
  if (!action) return null;
  const text = bulkActionProgressText(action);
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
