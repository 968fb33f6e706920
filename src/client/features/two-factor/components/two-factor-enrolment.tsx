import { useMemo, useState } from 'react';
import { encode } from 'uqr';
import {
  type TwoFactorEnrolment as Enrolment,
  twoFactorConfirmSchema,
  twoFactorPasswordSchema,
} from '../../../../shared/schemas/two-factor';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/text-field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast-store';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useConfirmTwoFactor, useEnableTwoFactor } from '../api/two-factor';

/**
 * Two-factor enrolment (docs/decisions/019-two-factor.md): the password, then the QR code (and
 * its secret, to type by hand), the backup codes shown this once, and the app's first code to
 * confirm.
 */
export function TwoFactorEnrolment({ onDone }: { onDone?: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  return enrolment ? (
    <ScanAndConfirm enrolment={enrolment} onDone={onDone} />
  ) : (
    <PasswordStep onStarted={setEnrolment} />
  );
}

function PasswordStep({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: twoFactorPasswordSchema,
    defaultValues: { password: '' },
    mutation: useEnableTwoFactor(),
    labels: { idle: 'Continuar', busy: 'Preparando...' },
    errorTitle: 'Erro ao ativar a verificação em duas etapas',
    onSuccess: onStarted,
  });
  return (
    <form onSubmit={onSubmit} className="grid gap-4" noValidate>
      <TextField
        id="two-factor-password"
        label="Sua senha"
        hint="Confirme que é você para ativar."
        error={errors.password?.message}
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <Button type="submit" disabled={busy} className="w-fit">
        {submitLabel}
      </Button>
    </form>
  );
}

function ScanAndConfirm({ enrolment, onDone }: { enrolment: Enrolment; onDone?: () => void }) {
  const { form, errors, onSubmit, busy, submitLabel } = useFormSubmit({
    schema: twoFactorConfirmSchema,
    defaultValues: { code: '' },
    mutation: useConfirmTwoFactor(),
    labels: { idle: 'Ativar', busy: 'Ativando...' },
    errorTitle: 'Código não confirmado',
    // A wrong code is said beside the field; the QR code and the backup codes stay on screen.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'INVALID_CODE')
        form.setError('code', { type: 'server', message: 'Código inválido' });
    },
    onSuccess: (result) => {
      toast({ title: 'Sucesso!', description: result.message, variant: 'success' });
      onDone?.();
    },
  });
  return (
    <div className="grid gap-6">
      <section className="grid gap-3" aria-labelledby="two-factor-scan">
        <h3 id="two-factor-scan" className="font-semibold">
          1. Escaneie o QR code no aplicativo autenticador
        </h3>
        <p className="text-sm text-muted-foreground">
          Use Google Authenticator, Microsoft Authenticator, 1Password ou outro aplicativo de códigos.
        </p>
        <QrCode value={enrolment.totpUri} label="QR code da verificação em duas etapas" />
        <p className="text-sm">
          Ou digite esta chave no aplicativo:{' '}
          <code data-testid="two-factor-secret" className="break-all rounded bg-muted px-1 font-mono">
            {enrolment.secret}
          </code>
        </p>
      </section>
      <section className="grid gap-3" aria-labelledby="two-factor-backup">
        <h3 id="two-factor-backup" className="font-semibold">
          2. Guarde os códigos de recuperação
        </h3>
        <p className="text-sm text-muted-foreground">
          Eles aparecem só agora. Cada um entra uma vez, se você perder o celular.
        </p>
        <ul aria-label="Códigos de recuperação" className="grid grid-cols-2 gap-1 font-mono text-sm">
          {enrolment.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </section>
      <form onSubmit={onSubmit} className="grid gap-4" noValidate>
        <TextField
          id="two-factor-first-code"
          label="3. Código de 6 dígitos do aplicativo"
          error={errors.code?.message}
          inputMode="numeric"
          autoComplete="one-time-code"
          {...form.register('code')}
        />
        <Button type="submit" disabled={busy} className="w-fit">
          {submitLabel}
        </Button>
      </form>
    </div>
  );
}

/** A QR code drawn as SVG squares (no image, no HTML string), for an authenticator app to scan. */
function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const qr = encode(value, { border: 2 });
    const squares: string[] = [];
    qr.data.forEach((row, y) => {
      row.forEach((dark, x) => {
        if (dark) squares.push(`M${x} ${y}h1v1h-1z`);
      });
    });
    return { size: qr.size, path: squares.join('') };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      className="size-48 rounded-md bg-white"
      shapeRendering="crispEdges"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
