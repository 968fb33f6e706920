import { CreditCard, History, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../../shared/format';
import { ROLE_LABELS } from '../../../../shared/labels';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { planBadge } from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';

export type UserAction = 'edit' | 'subscription' | 'history' | 'delete';

/** SPEC §2 user card: name or e-mail, role and plan badges (§4 rules), e-mail, creation and expiry dates. */
export function UserCard({
  user,
  isSelf,
  onAction,
}: {
  user: AdminUser;
  isSelf: boolean;
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const badge = planBadge(user.role, user.subscription);
  const title = user.fullName || user.email;
  return (
    <li
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-center"
      aria-label={title}
    >
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <span className="truncate font-semibold" title={title}>
            {title}
          </span>
          <Badge variant={user.role === 'admin' ? 'default' : 'outline'} data-testid="role-badge">
            {ROLE_LABELS[user.role]}
          </Badge>
          <Badge variant={badge.variant} data-testid="plan-badge">
            {badge.label}
          </Badge>
        </div>
        <span className="truncate text-sm text-muted-foreground" title={user.email}>
          {user.email}
        </span>
        <span className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
          <span>Criado em {formatDate(user.createdAt)}</span>
          <span data-testid="expiry">
            {user.subscription
              ? `Expira em ${formatDate(user.subscription.expiresAt)}`
              : 'Sem assinatura ativa'}
          </span>
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => onAction('edit', user)}>
          <Pencil aria-hidden />
          Editar
        </Button>
        <Button size="sm" variant="outline" onClick={() => onAction('subscription', user)}>
          <CreditCard aria-hidden />
          Assinatura
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onAction('history', user)}>
          <History aria-hidden />
          Histórico
        </Button>
        {!isSelf && (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            onClick={() => onAction('delete', user)}
          >
            <Trash2 aria-hidden />
            Excluir
          </Button>
        )}
      </div>
    </li>
  );
}
