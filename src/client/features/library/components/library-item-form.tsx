import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  type AdminLibraryItemView,
  type LibraryItemValues,
  libraryItemSchema,
} from '../../../../shared/schemas/library';
import { CheckboxField } from '../../../../ui/checkbox-field';
import { FormActions } from '../../../../ui/form-actions';
import { Progress } from '../../../../ui/progress';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveLibraryItem } from '../api/save-library-item';
import { useSaveProgress } from '../hooks/use-save-progress';
import { ImagePicker } from './image-picker';

const LIST = '/admin/biblioteca';
// Long enough to see the bar full before the list comes back.
const DONE_PAUSE_MS = 400;

/**
 * Add or edit a library item: Nome, Descrição, Link de download, Imagem, with the save's progress.
 */
export function LibraryItemForm({ item }: { item?: AdminLibraryItemView }) {
  const navigate = useNavigate();
  const save = useSaveLibraryItem();
  const progress = useSaveProgress(!!item);
  const [image, setImage] = useState<{ file: File | null; problem: string | null }>({
    file: null,
    problem: null,
  });

  const submit = async (values: LibraryItemValues) => {
    if (image.problem) throw new ApiError(400, image.problem);
    progress.start();
    try {
      const result = await save.mutateAsync({
        id: item?.id,
        values,
        image: image.file,
        onProgress: progress.step,
      });
      progress.finish();
      return result;
    } catch (error) {
      progress.reset();
      throw error;
    }
  };

  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: libraryItemSchema,
    defaultValues: {
      name: item?.name ?? '',
      description: item?.description ?? '',
      fileUrl: item?.fileUrl ?? '',
      isActive: item?.isActive ?? true,
    },
    mutation: { mutateAsync: submit, isPending: save.isPending },
    labels: item
      ? { idle: 'Salvar alterações', busy: 'Salvando...' }
      : { idle: 'Adicionar item', busy: 'Salvando...' },
    errorTitle: 'Erro',
    errorFallback: item ? 'Não foi possível atualizar o item.' : 'Não foi possível adicionar o item.',
    onSuccess: (result) => {
      // A failed upload still saves; the warning says the image is missing (or kept).
      toast({
        title: result.message,
        description: result.warning,
        variant: result.warning ? 'default' : 'success',
      });
      setTimeout(() => navigate(LIST), DONE_PAUSE_MS);
    },
  });

  return (
    <form onSubmit={onSubmit} className="grid gap-5" noValidate>
      <TextField id="library-name" label="Nome" error={errors.name?.message} {...form.register('name')} />
      <TextareaField
        id="library-description"
        label="Descrição"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        id="library-file-url"
        label="Link de download"
        type="url"
        inputMode="url"
        placeholder="https://"
        error={errors.fileUrl?.message}
        {...form.register('fileUrl')}
      />
      <ImagePicker
        id="library-image"
        current={item?.thumbnailUrl ?? null}
        error={image.problem}
        onChange={(file, problem) => setImage({ file, problem })}
      />
      <CheckboxField
        id="library-active"
        label="Ativo"
        hint="Itens inativos não aparecem para os assinantes."
        {...form.register('isActive')}
      />
      {progress.progress !== null && (
        <div className="grid gap-2">
          <Progress value={progress.progress} aria-label="Progresso do salvamento" />
          <p className="text-sm text-muted-foreground" aria-live="polite">
            Salvando... {progress.progress}%
          </p>
        </div>
      )}
      <FormActions
        submitLabel={submitLabel}
        busy={busy}
        submitDisabled={busy || progress.progress === 100}
        onCancel={() => navigate(LIST)}
      />
    </form>
  );
}
