import { formatDate, formatTime } from '../../../../shared/format';
import { type TicketReplyView, ticketReplySchema } from '../../../../shared/schemas/support-tickets';
import { Button } from '../../../../ui/button';
import { cn } from '../../../../ui/cn';
import { TextareaField } from '../../../../ui/textarea-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';

/**
 * A ticket's replies under the chat's messages, oldest first. `own` is the side drawn on the
 * right: the member's replies for the member, the team's for an admin.
 */
export function TicketReplies({ replies, own }: { replies: TicketReplyView[]; own: 'member' | 'admin' }) {
  if (replies.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma resposta da equipe ainda.</p>;
  return (
    <ol className="grid gap-3" aria-label="Respostas">
      {replies.map((reply) => (
        <li
          key={reply.id}
          className={cn(
            'grid max-w-[85%] gap-1 rounded-lg border px-4 py-2 text-sm',
            reply.internal
              ? 'ml-auto border-dashed border-amber-600/50 bg-amber-500/10'
              : reply.author === own
                ? 'ml-auto bg-primary/10'
                : 'mr-auto bg-muted',
          )}
        >
          <p className="text-xs text-muted-foreground">
            {reply.internal && <span className="font-semibold text-foreground">Nota interna · </span>}
            <span className="font-semibold text-foreground">{reply.authorName}</span> ·{' '}
            {formatDate(reply.createdAt)} às {formatTime(reply.createdAt)}
          </p>
          <p className="whitespace-pre-line [overflow-wrap:anywhere]">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}

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
  /** The submit button's words ("Enviar resposta" unless given). */
  submit?: { idle: string; busy: string };
};

/** One reply on a ticket, validated by the schema the server uses. */
export function TicketReplyForm({
  ticketId,
  mutation,
  label,
  hint,
  errorTitle,
  submit = { idle: 'Enviar resposta', busy: 'Enviando...' },
}: TicketReplyFormProps) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: ticketReplySchema,
    defaultValues: { body: '' },
    mutation,
    toVariables: (values) => ({ id: ticketId, ...values }),
    labels: submit,
    errorTitle,
    resetOnSuccess: true,
    onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
  });
  const id = `ticket-${submit.idle === 'Enviar resposta' ? 'reply' : 'note'}-${ticketId}`;
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
