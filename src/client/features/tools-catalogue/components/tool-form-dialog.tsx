import { type AdminToolView, toolSchema } from '../../../../shared/schemas/tools-catalogue';
import { TOOL_CATEGORIES, TOOL_CATEGORY_LABELS } from '../../../../shared/tools-catalogue';
import { CheckboxField } from '../../../../ui/checkbox-field';
import { FormDialog } from '../../../../ui/dialog';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSaveTool } from '../api/admin-catalogue';

const CATEGORY_OPTIONS = TOOL_CATEGORIES.map((category) => ({
  value: category,
  label: TOOL_CATEGORY_LABELS[category],
}));

/** Adds a tool (no `tool`) or edits one: name, category, description, instructions, order, flags. */
export function ToolFormDialog({ tool, onClose }: { tool?: AdminToolView; onClose: () => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: toolSchema,
    defaultValues: {
      name: tool?.name ?? '',
      category: tool?.category ?? 'ai',
      description: tool?.description ?? '',
      instructions: tool?.instructions ?? '',
      sortOrder: tool?.sortOrder ?? 0,
      onLanding: tool?.onLanding ?? true,
      isActive: tool?.isActive ?? true,
    },
    mutation: useSaveTool(tool?.id),
    toVariables: (values) => ({ ...values, instructions: values.instructions ?? '' }),
    labels: { idle: 'Salvar', busy: 'Salvando...' },
    errorTitle: 'Erro ao salvar a ferramenta',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });
  return (
    <FormDialog
      title={tool ? 'Editar ferramenta' : 'Adicionar ferramenta'}
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
    >
      <TextField id="tool-name" label="Nome" error={errors.name?.message} {...form.register('name')} />
      <SelectField
        id="tool-category"
        label="Categoria"
        options={CATEGORY_OPTIONS}
        error={errors.category?.message}
        {...form.register('category')}
      />
      <TextField
        id="tool-description"
        label="Descrição curta"
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextareaField
        id="tool-instructions"
        label="Instruções (markdown)"
        hint="Opcional. Aparece para os assinantes ao abrir a ferramenta."
        rows={5}
        error={errors.instructions?.message}
        {...form.register('instructions')}
      />
      <TextField
        id="tool-order"
        label="Ordem"
        type="number"
        inputMode="numeric"
        error={errors.sortOrder?.message}
        {...form.register('sortOrder', { valueAsNumber: true })}
      />
      <CheckboxField id="tool-on-landing" label="Mostrar na página inicial" {...form.register('onLanding')} />
      <CheckboxField
        id="tool-active"
        label="Ativa (visível para os assinantes)"
        {...form.register('isActive')}
      />
    </FormDialog>
  );
}
