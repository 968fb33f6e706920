import { useState } from 'react';
import { accountDeletionSchema } from '../../../../shared/schemas/my-data';
import { Button } from '../../../../ui/button';
import { FormDialog } from '../../../../ui/dialog';
import { PasswordField } from '../../../../ui/password-field';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useRequestAccountDeletion } from '../api/account-deletion';

/**
 * "Excluir minha conta" (docs/product.md#privacy-and-retention): says what goes and what the law
 * keeps, asks for the password, then every session ends and the account is erased 7 days later
 * unless the member signs in before.
 */
export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const [done, setDone] = useState<string | null>(null);
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: accountDeletionSchema,
    defaultValues: { password: '' },
    mutation: useRequestAccountDeletion(),
    labels: { idle: 'Excluir minha conta', busy: 'Excluindo...' },
    errorTitle: 'Erro ao excluir a conta',
    onSuccess: (result) => setDone(result.message),
  });

  if (done)
    return (
      <FormDialog
        title="Exclusão agendada"
        description={done}
        onClose={() => window.location.assign('/')}
        onSubmit={(event) => {
          event?.preventDefault();
          // A full navigation: this device's session has ended with the others.
          window.location.assign('/');
        }}
        busy={false}
        submitLabel="Entendi"
      >
        <p className="text-sm text-muted-foreground">Você saiu de todos os dispositivos.</p>
      </FormDialog>
    );

  return (
    <FormDialog
      title="Excluir minha conta"
      description="Confirme com sua senha. Você sairá de todos os dispositivos agora."
      onClose={onClose}
      onSubmit={onSubmit}
      busy={busy}
      submitLabel={submitLabel}
    >
      <div className="grid gap-2 text-sm">
        <p>
          <strong>Excluídos após 7 dias:</strong> seu perfil, acessos, sessões e dispositivos, códigos
          pedidos, conversas e chamados.
        </p>
        <p>
          <strong>Mantidos:</strong> os registros de pagamento, que a lei fiscal obriga a guardar (sem ligação
          com a conta), e o registro de auditoria da exclusão.
        </p>
        <p>Mudou de ideia? Basta entrar de novo com seu email e senha dentro desses 7 dias.</p>
      </div>
      <PasswordField
        id="delete-account-password"
        label="Senha"
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
    </FormDialog>
  );
}

/** The card's button that opens the dialog. */
export function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="destructive" className="w-fit" onClick={() => setOpen(true)}>
        Excluir minha conta
      </Button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </>
  );
}
