import { Bot, CircleAlert, CircleHelp, PlugZap } from 'lucide-react';
import { formatDate, formatTime } from '../../../../shared/format';
import { HEALTH_LABELS } from '../../../../shared/schemas/assistant-health';
import type { AssistantSettingsView } from '../../../../shared/schemas/support';
import { Badge } from '../../../../ui/badge';

/**
 * The badge says what the API last did (a "Testar conexão" or a chat), not merely
 * that a key is saved: green when it answered, red when it failed, neutral until tried.
 */
export function AssistantHealthBadge({ settings }: { settings: AssistantSettingsView }) {
  const { keyHint, health } = settings;
  if (!keyHint)
    return (
      <Badge variant="secondary" className="gap-1">
        <Bot className="size-3" aria-hidden />
        Offline: base de conhecimento
      </Badge>
    );
  if (!health)
    return (
      <Badge variant="outline" className="gap-1">
        <CircleHelp className="size-3" aria-hidden />
        API configurada: não testada
      </Badge>
    );
  const when = `${formatDate(health.checkedAt)} às ${formatTime(health.checkedAt)}`;
  const ok = health.status === 'ok';
  const Icon = ok ? PlugZap : CircleAlert;
  return (
    <Badge
      variant={ok ? 'success' : 'destructive'}
      className="gap-1"
      title={health.detail ? `${when}: ${health.detail}` : when}
    >
      <Icon className="size-3" aria-hidden />
      {HEALTH_LABELS[health.status]}
    </Badge>
  );
}
