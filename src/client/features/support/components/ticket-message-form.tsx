import { ticketMessageSchema } from '../../../../shared/schemas/support-tickets';
import { Button } from '../../../../ui/button';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';

type Mutation = {
  mutateAsync: (variables: { id: string; message: string }) => Promise<{ message: string }>;
  isPending: boolean;
};

type TicketMessageFormProps = {
  ticketId: string;
  mutation: Mutation;
  /** The field's visible label: "Sua resposta" for the member, "Responder ao membro" for an admin. */
  label: string;
  hint: string;
  errorTitle: string;
};

/** Issue 18 §4: one message on a ticket's thread, validated by the schema the server uses. */
export function TicketMessageForm({ ticketId, mutation, label, hint, errorTitle }: TicketMessageFormProps) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: ticketMessageSchema,
    defaultValues: { message: '' },
    mutation,
    toVariables: (values) => ({ id: ticketId, ...values }),
    labels: { idle: 'Enviar resposta', busy: 'Enviando...' },
    errorTitle,
    resetOnSuccess: true,
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });
  const id = `ticket-message-${ticketId}`;
  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <TextareaField
        id={id}
        label={label}
        hint={hint}
        rows={4}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
