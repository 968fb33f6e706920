import { useState } from 'react';
import { twoFactorPasswordSchema } from '../../../../shared/schemas/two-factor';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { TextField } from '../../../../ui/text-field';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useDisableTwoFactor, useTwoFactorStatus } from '../api/two-factor';
import { TwoFactorEnrolment } from './two-factor-enrolment';

/** Configurações → Segurança: members turn two-factor on or off; required admins keep it. */
export function TwoFactorCard() {
  const status = useTwoFactorStatus();
  const [enrolling, setEnrolling] = useState(false);
  const enabled = status.data?.enabled ?? false;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Verificação em duas etapas
          {status.data && (
            <Badge variant={enabled ? 'default' : 'secondary'}>{enabled ? 'Ativa' : 'Desativada'}</Badge>
          )}
        </CardTitle>
        <CardDescription>
          Ao entrar, além da senha, pedimos um código do aplicativo autenticador do seu celular.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!status.data ? null : enabled ? (
          status.data.required ? (
            <p className="text-sm text-muted-foreground">
              Obrigatória para administradores. Perdeu o celular? Outro administrador pode redefini-la.
            </p>
          ) : (
            <DisableForm />
          )
        ) : enrolling ? (
          <TwoFactorEnrolment onDone={() => setEnrolling(false)} />
        ) : (
          <Button type="button" onClick={() => setEnrolling(true)}>
            Ativar verificação em duas etapas
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function DisableForm() {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: twoFactorPasswordSchema,
    defaultValues: { password: '' },
    mutation: useDisableTwoFactor(),
    labels: { idle: 'Desativar', busy: 'Desativando...' },
    errorTitle: 'Erro ao desativar',
    resetOnSuccess: true,
    onSuccess: (result) => toast({ title: 'Sucesso!', description: result.message, variant: 'success' }),
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <TextField
        id="two-factor-disable-password"
        label="Sua senha"
        hint="Para desativar, confirme sua senha."
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <Button type="submit" variant="outline" disabled={busy} className="w-fit">
        {submitLabel}
      </Button>
    </form>
  );
}
