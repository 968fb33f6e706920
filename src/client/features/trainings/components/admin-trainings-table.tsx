import { formatDate } from '../../../../shared/format';
import type { AdminTrainingView } from '../../../../shared/schemas/trainings';
import { Badge } from '../../../../ui/badge';
import { ActionsCell, AdminTable } from '../../../components/admin-table';
import { ContentRowActions } from '../../../components/content-row-actions';

type TableProps = {
  trainings: AdminTrainingView[];
  busyId: string | null;
  onToggle: (training: AdminTrainingView) => void;
  onDelete: (training: AdminTrainingView) => void;
};

/** /admin/treinamentos: Título, Categoria, Status, Criado em, Ações. */
export function AdminTrainingsTable({ trainings, busyId, onToggle, onDelete }: TableProps) {
  return (
    <AdminTable
      columns={['Título', 'Categoria', 'Status', 'Criado em']}
      minWidth="sm:min-w-[40rem]"
      frameClassName="bg-card"
    >
      {trainings.map((training) => (
        <tr key={training.id} className="border-b last:border-0">
          <th scope="row" className="max-w-xs px-4 py-3 text-left font-medium">
            <span className="line-clamp-2">{training.title}</span>
          </th>
          <td className="px-4 py-3" data-label="Categoria">
            {training.category}
          </td>
          <td className="px-4 py-3" data-label="Status">
            <Badge variant={training.isActive ? 'success' : 'secondary'}>
              {training.isActive ? 'Ativo' : 'Inativo'}
            </Badge>
          </td>
          <td className="px-4 py-3 whitespace-nowrap" data-label="Criado em">
            {formatDate(training.createdAt)}
          </td>
          <ActionsCell>
            <ContentRowActions
              name={training.title}
              isActive={training.isActive}
              editTo={`/admin/treinamentos/editar/${training.id}`}
              busy={busyId === training.id}
              onToggle={() => onToggle(training)}
              onDelete={() => onDelete(training)}
            />
          </ActionsCell>
        </tr>
      ))}
    </AdminTable>
  );
}
