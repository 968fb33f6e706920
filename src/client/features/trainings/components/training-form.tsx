import { useNavigate } from 'react-router';
import { type AdminTrainingView, trainingSchema } from '../../../../shared/schemas/trainings';
import { CheckboxField } from '../../../../ui/checkbox-field';
import { FormActions } from '../../../../ui/form-actions';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveTraining } from '../api/admin-trainings';

const LIST = '/admin/treinamentos';

/**
 * Add or edit a training: Título, Categoria, URL do YouTube, Descrição (the messages from the
 * shared schema).
 */
export function TrainingForm({ training }: { training?: AdminTrainingView }) {
  const navigate = useNavigate();
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: trainingSchema,
    defaultValues: {
      title: training?.title ?? '',
      category: training?.category ?? '',
      youtubeUrl: training?.youtubeUrl ?? '',
      description: training?.description ?? '',
      isActive: training?.isActive ?? true,
    },
    mutation: useSaveTraining(),
    toVariables: (values) => ({ id: training?.id, values }),
    labels: training
      ? { idle: 'Salvar alterações', busy: 'Salvando...' }
      : { idle: 'Adicionar treinamento', busy: 'Salvando...' },
    errorTitle: 'Erro',
    errorFallback: training
      ? 'Não foi possível atualizar o treinamento.'
      : 'Não foi possível adicionar o treinamento.',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      navigate(LIST);
    },
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <TextField
        id="training-title"
        label="Título"
        error={errors.title?.message}
        {...form.register('title')}
      />
      <TextField
        id="training-category"
        label="Categoria"
        placeholder="Ex.: IA, Design, Vídeo"
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextField
        id="training-url"
        label="URL do YouTube"
        type="url"
        inputMode="url"
        placeholder="https://www.youtube.com/watch?v=..."
        hint="Links de vídeo, embed, youtu.be ou shorts."
        error={errors.youtubeUrl?.message}
        {...form.register('youtubeUrl')}
      />
      <TextareaField
        id="training-description"
        label="Descrição"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <CheckboxField
        id="training-active"
        label="Ativo"
        hint="Treinamentos inativos não aparecem para os membros."
        {...form.register('isActive')}
      />
      <FormActions submitLabel={submitLabel} busy={busy} onCancel={() => navigate(LIST)} />
    </form>
  );
}
