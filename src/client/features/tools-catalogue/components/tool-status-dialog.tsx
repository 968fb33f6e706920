import { type AdminToolView, toolStatusSchema } from '../../../../shared/schemas/tools-catalogue';
import { TOOL_STATUS_LABELS, TOOL_STATUSES } from '../../../../shared/tools-catalogue';
import { FormDialog } from '../../../../ui/dialog';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useSetToolStatus } from '../api/admin-catalogue';

const STATUS_OPTIONS = TOOL_STATUSES.map((status) => ({ value: status, label: TOOL_STATUS_LABELS[status] }));

/** Sets a tool's status, the note members read and, for Sem créditos, until when. */
export function ToolStatusDialog({ tool, onClose }: { tool: AdminToolView; onClose: () => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: toolStatusSchema,
    defaultValues: { status: tool.status, note: tool.statusNote ?? '', until: tool.statusUntil ?? '' },
    mutation: useSetToolStatus(tool.id),
    toVariables: (values) => ({ status: values.status, note: values.note ?? '', until: values.until ?? '' }),
    labels: { idle: 'Salvar status', busy: 'Salvando...' },
    errorTitle: 'Erro ao alterar o status',
    onSuccess: (result) => {
      toast({ title: result.message, variant: 'success' });
      onClose();
    },
  });
  const noCredits = form.watch('status') === 'no_credits';
  return (
    <FormDialog
      title={`Status: ${tool.name}`}
      description="Os assinantes veem o status e a observação em Ferramentas e no painel."
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
    >
      <SelectField
        id="tool-status"
        label="Status"
        options={STATUS_OPTIONS}
        error={errors.status?.message}
        {...form.register('status')}
      />
      <TextareaField
        id="tool-status-note"
        label="Observação"
        hint="Opcional. Ex.: o provedor está instável; previsão de volta às 18h."
        rows={3}
        error={errors.note?.message}
        {...form.register('note')}
      />
      {noCredits && (
        <TextField
          id="tool-status-until"
          label="Sem créditos até"
          type="date"
          error={errors.until?.message}
          {...form.register('until')}
        />
      )}
    </FormDialog>
  );
}
