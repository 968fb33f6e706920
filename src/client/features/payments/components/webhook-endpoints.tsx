import { PLATFORM_LABELS, type WebhookEndpoint } from '../../../../shared/payments';
import { Badge } from '../../../../ui/badge';

const SECRET_NAMES = { hotmart: 'HOTMART_HOTTOK', kiwify: 'KIWIFY_WEBHOOK_TOKEN' } as const;

/** The address to paste into each platform's webhook settings, and whether its secret is set. */
export function WebhookEndpoints({ endpoints }: { endpoints: WebhookEndpoint[] }) {
  return (
    <dl className="grid gap-3 rounded-lg border bg-muted/30 p-4 text-sm">
      {endpoints.map((endpoint) => (
        <div key={endpoint.platform} className="grid gap-1">
          <dt className="flex flex-wrap items-center gap-2 font-medium">
            Webhook da {PLATFORM_LABELS[endpoint.platform]}
            {endpoint.configured ? (
              <Badge variant="success">Configurado</Badge>
            ) : (
              <Badge variant="destructive">Falta {SECRET_NAMES[endpoint.platform]}</Badge>
            )}
          </dt>
          <dd className="break-all font-mono text-xs text-muted-foreground">{endpoint.url}</dd>
        </div>
      ))}
    </dl>
  );
}
