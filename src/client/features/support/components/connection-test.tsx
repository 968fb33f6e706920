import { useState } from 'react';
import type { ProviderHealth } from '../../../../shared/schemas/assistant-health';
import type { Assistant } from '../../../../shared/schemas/support';
import { Button } from '../../../../ui/button';
import { cn } from '../../../../ui/cn';
import { notifyError } from '../../../lib/notify-error';
import { useTestAssistantConnection } from '../api/assistant-settings';

type Result = { status: ProviderHealth; message: string };

/** "Testar conexão": one real call to the saved API, its outcome in words beside the button. */
export function ConnectionTest({ assistant }: { assistant: Assistant }) {
  const test = useTestAssistantConnection(assistant);
  const [result, setResult] = useState<Result | null>(null);
  const run = () =>
    test.mutate(undefined, {
      onSuccess: (answer) => setResult(answer.result),
      onError: (error) => notifyError('Erro ao testar a conexão', error),
    });
  return (
    <>
      <Button
        variant="outline"
        onClick={run}
        disabled={test.isPending}
        title="Testa a API salva: salve antes as mudanças."
      >
        {test.isPending ? 'Testando...' : 'Testar conexão'}
      </Button>
      <p
        role="status"
        data-health={result?.status}
        className={cn(
          'basis-full text-sm',
          result?.status === 'ok' ? 'font-medium text-foreground' : 'text-destructive',
          !result && 'sr-only',
        )}
      >
        {result?.message}
      </p>
    </>
  );
}
