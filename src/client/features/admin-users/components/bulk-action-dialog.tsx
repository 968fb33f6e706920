import { type FormEvent, useState } from 'react';
import type { UserSegment } from '../../../../shared/schemas/admin-users';
import { type BulkActionFields, bulkActionFieldsSchema } from '../../../../shared/schemas/bulk-actions';
import { segmentLabel } from '../../../../shared/user-segments';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { FormDialog } from '../../../../ui/dialog';
import { SelectField } from '../../../../ui/select-field';
import { TextField } from '../../../../ui/text-field';
import { TextareaField } from '../../../../ui/textarea-field';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { fetchSegmentCount, useStartBulkAction } from '../api/bulk-actions';

const KIND_OPTIONS = [
  { value: 'extend', label: 'Adicionar dias de acesso' },
  { value: 'message', label: 'Enviar mensagem por e-mail' },
];
const ERROR_TITLE = 'Erro na ação em massa';

type Values = { kind: 'extend' | 'message'; days: string; subject: string; message: string };
type Errors = Partial<Record<keyof Values, string>>;

const toAction = ({ kind, days, subject, message }: Values) =>
  kind === 'extend'
    ? { kind, days: days.trim() === '' ? undefined : Number(days) }
    : { kind, subject, message };

const people = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'usuário' : 'usuários'}`;
const question = (action: BulkActionFields, count: number) =>
  action.kind === 'extend'
    ? `Adicionar ${action.days} ${action.days === 1 ? 'dia' : 'dias'} de acesso a ${people(count)}?`
    : `Enviar “${action.subject}” por e-mail a ${people(count)}?`;

/**
 * An action on every member of the list's segment (docs/decisions/023-member-segments.md). The form
 * is checked here with the server's schema; "Continuar" counts the segment, and only the
 * confirmation naming that count queues the action (one job on the server, audited per member).
 */
export function BulkActionDialog({
  segment,
  onClose,
  onStarted,
}: {
  segment: UserSegment;
  onClose: () => void;
  onStarted: (id: string) => void;
}) {
  const [values, setValues] = useState<Values>({ kind: 'extend', days: '7', subject: '', message: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [asking, setAsking] = useState<{ action: BulkActionFields; count: number } | null>(null);
  const [counting, setCounting] = useState(false);
  const start = useStartBulkAction(segment);
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = bulkActionFieldsSchema.safeParse(toAction(values));
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'kind'), issue.message]),
        ),
      );
      return;
    }
    setErrors({});
    setCounting(true);
    try {
      const count = await fetchSegmentCount(segment);
      if (count === 0)
        toast({ title: ERROR_TITLE, description: 'Nenhum usuário neste segmento.', variant: 'destructive' });
      else setAsking({ action: parsed.data, count });
    } catch (error) {
      notifyError(ERROR_TITLE, error);
    } finally {
      setCounting(false);
    }
  }

  function confirm() {
    if (!asking) return;
    start.mutate(asking.action, {
      onSuccess: (result) => {
        toast({ title: result.message, variant: 'success' });
        onStarted(result.bulkAction.id);
        onClose();
      },
      onError: (error) => {
        setAsking(null);
        notifyError(ERROR_TITLE, error);
      },
    });
  }

  return (
    <>
      <FormDialog
        open={!asking}
        title="Ação em massa"
        description={`Para: ${segmentLabel(segment)}`}
        onClose={onClose}
        onSubmit={onSubmit}
        busy={counting}
        submitLabel={counting ? 'Contando...' : 'Continuar'}
      >
        <SelectField
          id="bulk-kind"
          label="Ação"
          options={KIND_OPTIONS}
          value={values.kind}
          onChange={set('kind')}
        />
        {values.kind === 'extend' ? (
          <TextField
            id="bulk-days"
            label="Dias"
            type="number"
            inputMode="numeric"
            min={1}
            value={values.days}
            error={errors.days}
            onChange={set('days')}
          />
        ) : (
          <>
            <TextField
              id="bulk-subject"
              label="Assunto"
              value={values.subject}
              error={errors.subject}
              onChange={set('subject')}
            />
            <TextareaField
              id="bulk-message"
              label="Mensagem"
              rows={6}
              value={values.message}
              error={errors.message}
              onChange={set('message')}
            />
          </>
        )}
      </FormDialog>
      <ConfirmDialog
        open={!!asking}
        onOpenChange={(open) => !open && setAsking(null)}
        title="Confirmar ação em massa"
        description={asking ? question(asking.action, asking.count) : ''}
        confirmLabel="Confirmar"
        cancelLabel="Voltar"
        // Both actions give something (days of access, a message): nothing red about them.
        tone="positive"
        busy={start.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
