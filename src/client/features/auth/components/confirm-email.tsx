import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../ui/button';
import { notifyError } from '../../../lib/notify-error';
import { useResendConfirmation } from '../api/auth';

type ConfirmEmailProps = {
  /** The address the confirmation was sent to, as typed. */
  email: string;
  /** "Usar outro e-mail": back to Criar Conta. */
  onUseAnother: () => void;
};

/**
 * What follows Criar Conta (docs/product.md#accounts-and-sign-in): the address named, what to do
 * next, a resend and a way back. It stays until the visitor leaves, unlike a toast.
 */
export function ConfirmEmail({ email, onUseAnother }: ConfirmEmailProps) {
  const resend = useResendConfirmation();
  const [sentAgain, setSentAgain] = useState<string | null>(null);

  const onResend = () => {
    setSentAgain(null);
    resend.mutate(
      { email },
      {
        onSuccess: (result) => setSentAgain(result.message),
        onError: (error) => notifyError('Erro ao reenviar o e-mail', error),
      },
    );
  };

  return (
    <section aria-labelledby="confirm-email-title" className="grid gap-4 text-center">
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden />
      <h2 id="confirm-email-title" className="text-lg font-semibold">
        Confirme seu e-mail
      </h2>
      <p className="text-sm text-muted-foreground">
        Enviamos um link de confirmação para <strong className="break-all text-foreground">{email}</strong>.
        Abra o link para ativar sua conta e entrar. Ele vale por 24 horas.
      </p>
      <p className="text-sm text-muted-foreground">Não chegou? Confira a caixa de spam ou peça outro.</p>
      <p role="status" className="min-h-5 text-sm text-primary">
        {sentAgain}
      </p>
      <Button type="button" onClick={onResend} disabled={resend.isPending}>
        {resend.isPending ? 'Reenviando...' : 'Reenviar e-mail'}
      </Button>
      <Button type="button" variant="outline" onClick={onUseAnother}>
        Usar outro e-mail
      </Button>
    </section>
  );
}
