import { useParams } from 'react-router';
import { EditorCard, LoadedEditor } from '../components/editor-page';
import { useAdminTraining } from '../features/trainings/api/admin-trainings';
import { TrainingForm } from '../features/trainings/components/training-form';
import { usePageTitle } from '../lib/use-page-title';

const BACK = { to: '/admin/treinamentos', label: 'Voltar para os treinamentos' };

function EditTraining({ id }: { id: string }) {
  return (
    <LoadedEditor
      query={useAdminTraining(id)}
      back={BACK}
      notFound="Treinamento não encontrado"
      loadError="Não foi possível carregar o treinamento."
    >
      {({ training }) => (
        <EditorCard back={BACK} title="Editar treinamento" description="Altere os dados do treinamento.">
          <TrainingForm training={training} />
        </EditorCard>
      )}
    </LoadedEditor>
  );
}

/** /admin/treinamentos/adicionar and /admin/treinamentos/editar/{id}. */
export function Component() {
  const { id } = useParams();
  usePageTitle(id ? 'Editar treinamento' : 'Adicionar treinamento');
  if (id) return <EditTraining key={id} id={id} />;
  return (
    <EditorCard back={BACK} title="Adicionar treinamento" description="Um novo vídeo para os membros.">
      <TrainingForm />
    </EditorCard>
  );
}
