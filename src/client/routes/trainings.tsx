import { GraduationCap, SearchX } from 'lucide-react';
import type { TrainingView } from '../../shared/schemas/trainings';
import { EmptyState } from '../../ui/empty-state';
import { Pager } from '../../ui/pager';
import { QueryState } from '../components/query-state';
import { useTrainings } from '../features/trainings/api/list-trainings';
import { useSetTrainingProgress } from '../features/trainings/api/set-training-progress';
import { TrainingCard } from '../features/trainings/components/training-card';
import { TrainingSearch } from '../features/trainings/components/training-search';
import { useLoadErrorToast } from '../lib/list-effects';
import { notifyError } from '../lib/notify-error';
import { useListParams } from '../lib/use-list-params';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /treinamentos: title search, a 2-column grid of videos, Anterior/Próxima; plus the member's
 * progress.
 */
export function Component() {
  usePageTitle('Treinamentos');
  const { search, page, setSearch, setPage } = useListParams();
  const list = useTrainings(search, page);
  // A toast, beside the error state the screen keeps.
  useLoadErrorToast(list.isError, 'Não foi possível carregar os treinamentos.');
  const progress = useSetTrainingProgress();

  const onToggleWatched = (training: TrainingView) =>
    progress.mutate(
      { id: training.id, watched: !training.watched },
      { onError: (error) => notifyError('Erro', error, 'Não foi possível salvar seu progresso.') },
    );

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Treinamentos</h1>
        <p className="text-muted-foreground">Aulas em vídeo para tirar o máximo das ferramentas.</p>
      </div>
      <TrainingSearch search={search} onSearch={setSearch} />
      <QueryState query={list}>
        {(data) =>
          data.items.length === 0 ? (
            search ? (
              <EmptyState icon={SearchX} hint="Tente buscar com outras palavras.">
                Nenhum treinamento encontrado
              </EmptyState>
            ) : (
              <EmptyState icon={GraduationCap}>Nenhum treinamento disponível</EmptyState>
            )
          ) : (
            <>
              <ul className="grid grid-cols-1 gap-6 md:grid-cols-2" aria-label="Treinamentos">
                {data.items.map((training) => (
                  <li key={training.id} className="grid">
                    <TrainingCard
                      training={training}
                      busy={progress.isPending && progress.variables?.id === training.id}
                      onToggleWatched={onToggleWatched}
                    />
                  </li>
                ))}
              </ul>
              <Pager page={data.page} pageCount={data.pageCount} onPage={setPage} />
            </>
          )
        }
      </QueryState>
    </div>
  );
}
