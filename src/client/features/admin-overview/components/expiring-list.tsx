import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { AdminOverview } from '../../../../shared/schemas/admin-overview';

/** Subscriptions ending within 7 days, nearest first; each opens the member in Gerenciar Usuários. */
export function ExpiringList({ expiring }: { expiring: AdminOverview['expiringSoon'] }) {
  if (expiring.items.length === 0)
    return <p className="text-sm text-muted-foreground">Nenhuma assinatura vence nos próximos 7 dias.</p>;
  return (
    <div className="grid gap-2">
      <ul className="divide-y" aria-label="Assinaturas que vencem em 7 dias">
        {expiring.items.map((item) => (
          <li
            key={item.userId}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm"
          >
            <Link
              to={`/admin/usuarios?${new URLSearchParams({ busca: item.email })}`}
              className="min-w-0 truncate font-medium text-primary underline-offset-4 hover:underline"
            >
              {item.fullName || item.email}
            </Link>
            <span className="text-muted-foreground">
              {PLAN_LABELS[item.plan]} · vence em {formatDate(item.expiresAt)}
            </span>
          </li>
        ))}
      </ul>
      {expiring.total > expiring.items.length && (
        <p className="text-xs text-muted-foreground">
          Mostrando as {expiring.items.length} mais próximas de {expiring.total.toLocaleString('pt-BR')}.
        </p>
      )}
    </div>
  );
}
