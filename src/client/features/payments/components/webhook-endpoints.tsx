import { Check, Copy, Send } from 'lucide-react';
import { type PaymentPlatform, PLATFORM_LABELS, type WebhookEndpoint } from '../../../../shared/payments';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { notifyError } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast-store';
import { useCopy } from '../../../lib/use-copy';
import { useSendTestEvent } from '../api/send-test-event';

const SECRET_NAMES = { hotmart: 'HOTMART_HOTTOK', kiwify: 'KIWIFY_WEBHOOK_TOKEN' } as const;

/**
 * The address to paste into each platform's webhook settings (with a copy button), whether its
 * secret is set, and "Enviar evento de teste".
 */
export function WebhookEndpoints({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  const sendTest = useSendTestEvent();
  const onTest = (platform: PaymentPlatform) =>
    sendTest.mutate(platform, {
      onSuccess: (result) =>
        toast({
          title: result.message,
          description: result.detail,
          variant: result.event?.outcome === 'ignored' ? 'success' : 'destructive',
        }),
      onError: (error) => notifyError('Erro', error, 'Não foi possível enviar o evento de teste.'),
    });
  return (
    <dl className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
      {endpoints.map((endpoint) => (
        <div key={endpoint.platform} className="grid gap-2">
          <dt className="flex flex-wrap items-center gap-2 font-medium">
            Webhook da {PLATFORM_LABELS[endpoint.platform]}
            {endpoint.configured ? (
              <Badge variant="success">Configurado</Badge>
            ) : (
              <Badge variant="destructive">Falta {SECRET_NAMES[endpoint.platform]}</Badge>
            )}
          </dt>
          <dd className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 flex-1 break-all font-mono text-xs text-muted-foreground">
              {endpoint.url}
            </span>
            <CopyUrlButton endpoint={endpoint} />
            <Button
              variant="outline"
              size="sm"
              disabled={sendTest.isPending}
              onClick={() => onTest(endpoint.platform)}
              aria-label={`Enviar evento de teste da ${PLATFORM_LABELS[endpoint.platform]}`}
            >
              <Send aria-hidden />
              {sendTest.isPending && sendTest.variables === endpoint.platform
                ? 'Enviando...'
                : 'Enviar evento de teste'}
            </Button>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function CopyUrlButton({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { copied, copy } = useCopy({ success: 'Copiado', failure: 'Não foi possível copiar o endereço.' });
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={() => copy(endpoint.url)}
      aria-label={`Copiar URL do webhook da ${PLATFORM_LABELS[endpoint.platform]}`}
    >
      {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
      Copiar URL
    </Button>
  );
}
