import { formatDate } from '../../../../shared/format';
import type { AdminTrainingView } from '../../../../shared/schemas/trainings';
import { Badge } from '../../../../ui/badge';
import { ContentRowActions } from '../../../components/content-row-actions';

type TableProps = {
  trainings: AdminTrainingView[];
  busyId: string | null;
  onToggle: (training: AdminTrainingView) => void;
  onDelete: (training: AdminTrainingView) => void;
};

const HEAD = 'px-4 py-3 text-left font-medium text-muted-foreground';

/** SPEC §2 /admin/treinamentos: Título, Categoria, Status, Criado em, Ações. */
export function AdminTrainingsTable({ trainings, busyId, onToggle, onDelete }: TableProps) {
  return (
    // A narrow screen scrolls the table, never the page.
    <div className="overflow-x-auto rounded-lg border bg-card">
      <table className="w-full min-w-[40rem] text-sm">
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className={HEAD}>
              Título
            </th>
            <th scope="col" className={HEAD}>
              Categoria
            </th>
            <th scope="col" className={HEAD}>
              Status
            </th>
            <th scope="col" className={HEAD}>
              Criado em
            </th>
            <th scope="col" className={`${HEAD} text-right`}>
              Ações
            </th>
          </tr>
        </thead>
        <tbody>
          {trainings.map((training) => (
            <tr key={training.id} className="border-b last:border-0">
              <th scope="row" className="max-w-xs px-4 py-3 text-left font-medium">
                <span className="line-clamp-2">{training.title}</span>
              </th>
              <td className="px-4 py-3">{training.category}</td>
              <td className="px-4 py-3">
                <Badge variant={training.isActive ? 'success' : 'secondary'}>
                  {training.isActive ? 'Ativo' : 'Inativo'}
                </Badge>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">{formatDate(training.createdAt)}</td>
              <td className="px-4 py-3">
                <div className="flex justify-end gap-2">
                  <ContentRowActions
                    name={training.title}
                    isActive={training.isActive}
                    editTo={`/admin/treinamentos/editar/${training.id}`}
                    busy={busyId === training.id}
                    onToggle={() => onToggle(training)}
                    onDelete={() => onDelete(training)}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
