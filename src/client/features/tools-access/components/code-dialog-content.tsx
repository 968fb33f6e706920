import { Check, Copy, KeyRound, RefreshCw } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CredentialGroup } from '../../../../shared/schemas/tools-access';
import { Button } from '../../../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../../../ui/dialog';
import { Progress } from '../../../../ui/progress';
import { Spinner } from '../../../../ui/spinner';
import { ApiError } from '../../../lib/api';
import { useCopy } from '../../../lib/use-copy';
import { useCode } from '../api/request-code';
import { useCountdown } from '../hooks/use-countdown';

const NOT_CONFIGURED: Record<CredentialGroup, string> = {
  tools: 'O código de verificação ainda não foi configurado. Avise o suporte para liberar o seu acesso.',
  admin: 'A chave secreta do acesso administrativo ainda não foi configurada. Cadastre-a nesta página.',
};

export type CodeDialogContentProps = {
  group: CredentialGroup;
  title: string;
  /** Called once per opening, when the first code arrives. */
  onFirstCode?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The code dialog: the 6-digit code, a per-second countdown and bar, and a copy button. */
export function CodeDialogContent({ group, title, onFirstCode, open, onOpenChange }: CodeDialogContentProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <KeyRound className="size-5 text-primary" aria-hidden />
            {title}
          </DialogTitle>
          <DialogDescription>
            Digite este código no navegador quando ele pedir o autenticador.
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open: each opening asks the server (recorded there once per code). */}
        <CodeBody group={group} onFirstCode={onFirstCode} />
      </DialogContent>
    </Dialog>
  );
}

function CodeBody({ group, onFirstCode }: Pick<CodeDialogContentProps, 'group' | 'onFirstCode'>) {
  const code = useCode(group);
  const ready = code.data?.configured ? code.data : null;
  // The window ends secondsRemaining after the answer arrived; then the next code is asked for.
  const deadline = ready ? code.dataUpdatedAt + ready.secondsRemaining * 1000 : null;
  const seconds = useCountdown(deadline, () => code.refetch());
  const { copied, copy } = useCopy({
    success: 'Código copiado!',
    failure: 'Não foi possível copiar o código.',
  });

  const announced = useRef(false);
  useEffect(() => {
    if (ready && !announced.current) {
      announced.current = true;
      onFirstCode?.();
    }
  }, [ready, onFirstCode]);

  if (code.isPending) return <Spinner label="Gerando código..." />;
  if (code.isError) {
    const message = code.error instanceof ApiError ? code.error.message : 'Não foi possível gerar o código.';
    return (
      <div className="grid gap-3 py-4 text-center">
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
        <Button variant="outline" className="mx-auto" onClick={() => code.refetch()}>
          <RefreshCw aria-hidden /> Tentar novamente
        </Button>
      </div>
    );
  }
  if (!ready) {
    return (
      <p role="alert" className="rounded-md bg-muted p-4 text-sm">
        {NOT_CONFIGURED[group]}
      </p>
    );
  }

  // Near a rollover the server hands out the next code, with up to 5 s more than a period left.
  const percent = Math.min(100, (seconds / ready.periodSeconds) * 100);
  return (
    <div className="grid gap-4">
      <output
        data-testid="one-time-code"
        aria-live="polite"
        className="rounded-md bg-muted py-4 text-center font-mono text-4xl font-bold tracking-[0.3em] tabular-nums"
      >
        {ready.code}
      </output>
      <div className="grid gap-2">
        <p className="text-center text-sm text-muted-foreground">
          {code.isFetching ? (
            'Gerando o próximo código...'
          ) : (
            <>
              Novo código em <span data-testid="code-seconds">{seconds}</span>{' '}
              {seconds === 1 ? 'segundo' : 'segundos'}
            </>
          )}
        </p>
        <Progress value={percent} aria-label="Tempo restante do código" />
      </div>
      <Button onClick={() => copy(ready.code)}>
        {copied ? <Check aria-hidden /> : <Copy aria-hidden />} {copied ? 'Código copiado!' : 'Copiar código'}
      </Button>
    </div>
  );
}
