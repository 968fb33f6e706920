import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Role } from '../../../../shared/constants';
import { formatDate, formatPrice } from '../../../../shared/format';
import { PLAN_LABELS } from '../../../../shared/plans';
import {
  daysRemaining,
  givesAccess,
  planState,
  type SubscriptionView,
} from '../../../../shared/subscription-rules';
import { Button } from '../../../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../ui/card';
import { QueryState } from '../../../components/query-state';
import { useMySubscription } from '../api/get-my-subscription';
import { MySubscription } from './my-subscription';
import { SubscriptionStatusBadge } from './subscription-status-badge';
import { WayBack, wayBackGrant } from './way-back';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="flex items-center justify-between gap-4 border-b py-3 last:border-0">
    <dt className="text-sm text-muted-foreground">{label}</dt>
    <dd className="text-right font-medium">{children}</dd>
  </div>
);

/**
 * The Plano tab: plan, status, price, start, expiry (Nunca for vitalício), days remaining.
 * The grant shown is the member's deciding one, of any status: a lapsed plan offers Renovar, one
 * cancelled at its period's end Reativar; no plan at all, Escolha seu plano.
 */
export function PlanTab({ role }: { role: Role }) {
  const query = useMySubscription();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Plano</CardTitle>
        <CardDescription>Detalhes da sua assinatura.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query}>
          {({ subscription }) =>
            subscription ? <PlanDetails role={role} sub={subscription} /> : <NoPlan role={role} />
          }
        </QueryState>
        <MySubscription />
      </CardContent>
    </Card>
  );
}

function NoPlan({ role }: { role: Role }) {
  if (role === 'admin')
    return <p className="text-muted-foreground">Administradores têm acesso total sem assinatura.</p>;
  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">Você ainda não tem uma assinatura.</p>
      <Button asChild className="w-fit">
        <Link to="/subscription-expired">Escolha seu plano</Link>
      </Button>
    </div>
  );
}

function PlanDetails({ role, sub }: { role: Role; sub: SubscriptionView }) {
  // Renovar or Reativar; an active plan in its last 7 days has the notice above every page.
  const wayBackFor = wayBackGrant(planState(role, sub));
  return (
    <div className="grid gap-4">
      <dl>
        <Row label="Plano">{PLAN_LABELS[sub.plan]}</Row>
        <Row label="Status">
          <SubscriptionStatusBadge subscription={sub} />
        </Row>
        <Row label="Valor">{formatPrice(sub.price)}</Row>
        <Row label="Início">{formatDate(sub.startedAt)}</Row>
        <Row label="Expira em">{sub.expiresAt === null ? 'Nunca' : formatDate(sub.expiresAt)}</Row>
        {/* Days left only while the grant gives access: a refunded one's future end is not the member's. */}
        {sub.expiresAt !== null && givesAccess(sub.status, sub.expiresAt) && (
          <Row label="Dias restantes">{daysRemaining(sub.expiresAt)}</Row>
        )}
      </dl>
      {wayBackFor && <WayBack subscription={wayBackFor} />}
    </div>
  );
}
