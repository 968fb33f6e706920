import { ticketReplySchema } from '../../../../shared/schemas/support-tickets';
import { Button } from '../../../../ui/button';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';

type Mutation = {
  mutateAsync: (variables: { id: string; body: string }) => Promise<{ message: string }>;
  isPending: boolean;
};

type TicketReplyFormProps = {
  ticketId: string;
  mutation: Mutation;
  /** The field's visible label: "Sua resposta" for the member, "Responder ao membro" for an admin. */
  label: string;
  hint: string;
  errorTitle: string;
};

/** One reply on a ticket, validated by the schema the server uses. */
export function TicketReplyForm({ ticketId, mutation, label, hint, errorTitle }: TicketReplyFormProps) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: ticketReplySchema,
    defaultValues: { body: '' },
    mutation,
    toVariables: (values) => ({ id: ticketId, ...values }),
    labels: { idle: 'Enviar resposta', busy: 'Enviando...' },
    errorTitle,
    resetOnSuccess: true,
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });
  const id = `ticket-reply-${ticketId}`;
  return (
    <form onSubmit={onSubmit} className="grid gap-3" noValidate>
      <TextareaField
        id={id}
        label={label}
        hint={hint}
        rows={4}
        error={errors.body?.message}
        {...form.register('body')}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
