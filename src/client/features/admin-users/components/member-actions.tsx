import type { UseMutationResult } from '@tanstack/react-query';
import { CreditCard, LogOut, Mail, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { MemberProfile } from '../../../../shared/schemas/member-page';
import { Button } from '../../../../ui/button';
import { ConfirmDialog } from '../../../../ui/confirm-dialog';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useEndMemberSessions, useResendAccessMail } from '../api/change-member';
import { DeleteUserDialog } from './delete-user-dialog';
import { EditUserDialog } from './edit-user-dialog';
import { SubscriptionDialog } from './subscription-dialog';

type Open = 'edit' | 'subscription' | 'mail' | 'sessions' | 'delete' | null;

/**
 * Resending to an account whose address was never confirmed removes its password and ends its
 * sessions first: whoever chose that password may not own the address.
 */
const dropsPassword = (member: MemberProfile) => !member.emailVerified && member.hasPassword;

/** The mail this member would get (a set-password link); none for a confirmed member with a password. */
const mailOf = (member: MemberProfile) =>
  member.emailVerified && member.hasPassword
    ? null
    : dropsPassword(member)
      ? 'um link para criar uma nova senha'
      : 'o link para criar a senha';

const RECLAIM_NOTE =
  ' Como o email não foi confirmado, a senha atual deixa de funcionar e as sessões abertas são encerradas: quem cadastrou a conta pode não ser o dono do email.';

/**
 * The member page's actions, each confirmed: the list's Editar, Assinatura and
 * Excluir dialogs, and Reenviar email de acesso and Encerrar sessões, which ask here first.
 */
export function MemberActions({
  member,
  isSelf,
  onDeleted,
}: {
  member: MemberProfile;
  isSelf: boolean;
  onDeleted: () => void;
}) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mail = useResendAccessMail(member.id);
  const sessions = useEndMemberSessions(member.id);
  const name = member.fullName || member.email;
  const mailText = mailOf(member);
  const run = (
    mutation: Pick<UseMutationResult<{ message: string }, Error, unknown>, 'mutate'>,
    error: string,
  ) =>
    mutation.mutate(undefined, {
      onSuccess: (result) => toast({ title: result.message, variant: 'success' }),
      onError: (failure) => notifyError(error, failure, error),
      onSettled: close,
    });
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={() => setOpen('edit')}>
        <Pencil aria-hidden />
        Editar
      </Button>
      <Button size="sm" variant="outline" onClick={() => setOpen('subscription')}>
        <CreditCard aria-hidden />
        Assinatura
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen('mail')}
        disabled={!mailText}
        title={mailText ? undefined : 'Email confirmado e senha definida: não há o que reenviar.'}
      >
        <Mail aria-hidden />
        Reenviar email de acesso
      </Button>
      <Button
        size="sm"
        variant="outline"
        onClick={() => setOpen('sessions')}
        // Your own devices: Configurações → Segurança (this one would sign you out here too).
        disabled={isSelf}
        title={isSelf ? 'Para as suas sessões, use Configurações → Segurança.' : undefined}
      >
        <LogOut aria-hidden />
        Encerrar sessões
      </Button>
      {!isSelf && (
        <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setOpen('delete')}>
          <Trash2 aria-hidden />
          Excluir
        </Button>
      )}

      {open === 'edit' && <EditUserDialog user={member} isSelf={isSelf} onClose={close} />}
      {open === 'subscription' && <SubscriptionDialog user={member} onClose={close} />}
      {open === 'delete' && <DeleteUserDialog user={member} onClose={close} onDeleted={onDeleted} />}
      <ConfirmDialog
        open={open === 'mail'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`Reenviar email de acesso para ${name}?`}
        description={`Enviaremos ${mailText ?? 'o email de acesso'} para ${member.email}.${
          dropsPassword(member) ? RECLAIM_NOTE : ''
        }`}
        confirmLabel={mail.isPending ? 'Enviando...' : 'Reenviar'}
        // Red only when resending also removes the password an unconfirmed address chose.
        tone={dropsPassword(member) ? 'destructive' : 'positive'}
        cancelLabel="Voltar"
        busy={mail.isPending}
        onConfirm={() => run(mail, 'Erro ao reenviar o email')}
      />
      <ConfirmDialog
        open={open === 'sessions'}
        onOpenChange={(isOpen) => !isOpen && close()}
        title={`Encerrar todas as sessões de ${name}?`}
        description="Todos os dispositivos dessa pessoa saem da conta agora; ela entra de novo com a senha."
        confirmLabel={sessions.isPending ? 'Encerrando...' : 'Encerrar sessões'}
        cancelLabel="Voltar"
        busy={sessions.isPending}
        onConfirm={() => run(sessions, 'Erro ao encerrar as sessões')}
      />
    </div>
  );
}
