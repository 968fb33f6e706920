import { CreditCard, History, Pencil, Trash2 } from 'lucide-react';
import { formatDate } from '../../../../shared/format';
import { ROLE_LABELS } from '../../../../shared/labels';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminUser } from '../../../../shared/schemas/admin-users';
import { givesAccess, planBadge, type SubscriptionView } from '../../../../shared/subscription-rules';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { MemberLink } from '../../../components/member-link';
import { StandingBadge } from './standing-badge';

export type UserAction = 'edit' | 'subscription' | 'history' | 'delete';

/** The deciding grant's end: "Nunca expira" for a lifetime grant, nothing once it was refunded or ended. */
export function expiryText(grant: SubscriptionView | null, now = new Date()) {
  if (!grant || grant.status === 'refunded' || grant.status === 'ended') return null;
  if (grant.expiresAt === null) return 'Nunca expira';
  const word = givesAccess(grant.status, grant.expiresAt, now) ? 'Expira em' : 'Expirou em';
  return `${word} ${formatDate(grant.expiresAt)}`;
}

/**
 * A card of the users list: name or e-mail, role and plan badges (the same rules as the member's
 * top bar), the member's standing, e-mail, creation and expiry dates.
 */
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
  // The standing badge says what happened to a lapsed plan: this one keeps naming the plan.
  const planLabel =
    user.role !== 'admin' && user.subscription ? PLAN_LABELS[user.subscription.plan] : badge.label;
  const expiry = expiryText(user.subscription);
  const title = user.fullName || user.email;
  return (
    <li
      className="grid gap-3 rounded-lg border bg-card p-4 shadow-sm md:grid-cols-[1fr_auto] md:items-center"
      aria-label={title}
    >
      <div className="grid min-w-0 grid-cols-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <MemberLink userId={user.id} className="min-w-0 truncate font-semibold" title={title}>
            {title}
          </MemberLink>
          <Badge variant={user.role === 'admin' ? 'default' : 'outline'} data-testid="role-badge">
            {ROLE_LABELS[user.role]}
          </Badge>
          <Badge variant={badge.variant} data-testid="plan-badge">
            {planLabel}
          </Badge>
          {user.role !== 'admin' && <StandingBadge standing={user.standing} />}
        </div>
        <MemberLink userId={user.id} className="truncate text-sm text-muted-foreground" title={user.email}>
          {user.email}
        </MemberLink>
        <span className="flex flex-wrap gap-x-4 text-xs text-muted-foreground">
          <span>Criado em {formatDate(user.createdAt)}</span>
          {expiry && <span data-testid="expiry">{expiry}</span>}
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
