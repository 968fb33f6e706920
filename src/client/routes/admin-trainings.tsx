import { GraduationCap, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminTrainingView } from '../../shared/schemas/trainings';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import {
  useAdminTrainings,
  useDeleteTraining,
  useSetTrainingStatus,
} from '../features/trainings/api/admin-trainings';
import { AdminTrainingsTable } from '../features/trainings/components/admin-trainings-table';
import { TrainingSearch } from '../features/trainings/components/training-search';
import { useLoadErrorToast, useStepBackFromEmptiedPage } from '../lib/list-effects';
import { notifyError } from '../lib/notify-error';
import { toast } from '../lib/toast-store';
import { useListParams } from '../lib/use-list-params';
import { usePageTitle } from '../lib/use-page-title';

/** /admin/treinamentos: search with Buscar, the table, Página X de Y, Confirmar exclusão. */
export function Component() {
  usePageTitle('Gerenciar Treinamentos');
  const { search, page, setSearch, setPage } = useListParams();
  const list = useAdminTrainings(search, page);
  // A toast, beside the error state the screen keeps.
  useLoadErrorToast(list.isError, 'Não foi possível carregar os treinamentos.');
  const setStatus = useSetTrainingStatus();
  const remove = useDeleteTraining();
  const [deleting, setDeleting] = useState<AdminTrainingView | null>(null);
  const data = list.data;

  useStepBackFromEmptiedPage(data, page, setPage);

  const onToggle = (training: AdminTrainingView) =>
    setStatus.mutate(
      { id: training.id, isActive: !training.isActive },
      {
        onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
        onError: (error) => notifyError('Erro', error, 'Não foi possível alterar o status do treinamento.'),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (error) => notifyError('Erro', error, 'Não foi possível excluir o treinamento.'),
      onSettled: () => setDeleting(null),
    });
  };

  const busyId = setStatus.isPending
    ? (setStatus.variables?.id ?? null)
    : remove.isPending
      ? (remove.variables ?? null)
      : null;

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Gerenciar Treinamentos</h1>
          <p className="text-muted-foreground">Vídeos de treinamento dos membros.</p>
        </div>
        <Button asChild>
          <Link to="/admin/treinamentos/adicionar">
            <Plus aria-hidden />
            Adicionar treinamento
          </Link>
        </Button>
      </div>
      <TrainingSearch search={search} onSearch={setSearch} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState
              icon={GraduationCap}
              hint={search ? 'Tente buscar com outras palavras.' : 'Adicione o primeiro treinamento.'}
            >
              {search ? 'Nenhum treinamento encontrado' : 'Nenhum treinamento cadastrado'}
            </EmptyState>
          ) : (
            <>
              <AdminTrainingsTable
                trainings={data.items}
                busyId={busyId}
                onToggle={onToggle}
                onDelete={setDeleting}
              />
              <Pager page={data.page} pageCount={data.pageCount} onPage={setPage} />
            </>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Confirmar exclusão"
        description={`Tem certeza que deseja excluir o treinamento "${deleting?.title ?? ''}"? Esta ação não pode ser desfeita.`}
        confirmLabel={remove.isPending ? 'Excluindo...' : 'Excluir'}
        busy={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
