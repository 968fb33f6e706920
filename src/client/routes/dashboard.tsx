import {
  BookOpen,
  CalendarClock,
  CircleCheck,
  CircleX,
  CreditCard,
  GraduationCap,
  LifeBuoy,
  User,
} from 'lucide-react';
import { Link } from 'react-router';
import { MAX_INSTALMENTS } from '../../shared/constants';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardDescription, CardHeader } from '../../ui/card';
import { InfoCard } from '../../ui/info-card';
import { FullPageSpinner } from '../../ui/spinner';
import { WayBack, wayBackGrant } from '../features/access/components/way-back';
import { usePlanState } from '../features/access/hooks/use-plan-state';
import { planLabel, statusLabel, validityLabel } from '../features/access/subscription-labels';
import { useSession } from '../features/session/hooks/use-session';
import { ToolsStatusCard } from '../features/tools-catalogue/components/tools-status-card';
import { usePageTitle } from '../lib/use-page-title';

const SHORTCUTS = [
  { to: '/tutorial', label: 'Tutorial de instalação', icon: BookOpen },
  { to: '/treinamentos', label: 'Treinamentos', icon: GraduationCap },
  { to: '/suporte', label: 'Suporte', icon: LifeBuoy },
] as const;

/**
 * The dashboard (docs/product.md#member-area): Perfil, Plano Atual, Validade, Status, and the 12x
 * note. The plan card agrees with the Plano tab (shared planState): a lapsed plan shows its name
 * and status with Renovar, a cancelled one Reativar; no plan at all invites the member to choose one.
 */
export function Component() {
  const { profile } = useSession();
  const state = usePlanState();
  usePageTitle('Dashboard');
  if (!profile) return null;
  if (!state) return <FullPageSpinner />;
  const plan = planLabel(state);
  const validity = validityLabel(state);
  const status = statusLabel(state);
  const wayBackFor = wayBackGrant(state);

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          Olá, {profile.fullName || profile.email}!
        </h1>
        <p className="text-muted-foreground">Bem-vindo ao seu painel.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <InfoCard title="Perfil" icon={<User />}>
          <p className="truncate text-lg font-semibold" title={profile.fullName || undefined}>
            {profile.fullName || 'Sem nome'}
          </p>
          <p className="truncate text-sm text-muted-foreground" title={profile.email}>
            {profile.email}
          </p>
        </InfoCard>
        <InfoCard title="Plano Atual" icon={<CreditCard />}>
          <p className="text-lg font-semibold" data-testid="dashboard-plan">
            {plan.title}
          </p>
          <p className="text-sm text-muted-foreground">{plan.detail}</p>
          {wayBackFor && <WayBack subscription={wayBackFor} className="mt-2" />}
          {state.kind === 'never' && (
            <Button asChild size="sm" className="mt-2 w-fit">
              <Link to="/subscription-expired">Escolha seu plano</Link>
            </Button>
          )}
        </InfoCard>
        <InfoCard title="Validade" icon={<CalendarClock />}>
          <p className="text-lg font-semibold" data-testid="dashboard-validity">
            {validity.title}
          </p>
          <p className="text-sm text-muted-foreground">{validity.detail}</p>
        </InfoCard>
        {/* The icon says what the badge says: a check only beside Ativo. */}
        <InfoCard title="Status" icon={status === 'Ativo' ? <CircleCheck /> : <CircleX />}>
          <Badge
            variant={status === 'Ativo' ? 'success' : 'destructive'}
            className="w-fit text-sm"
            data-testid="dashboard-status"
          >
            {status}
          </Badge>
        </InfoCard>
      </div>
      {(state.kind === 'admin' || state.kind === 'active') && <ToolsStatusCard />}
      <Card className="bg-secondary/50">
        <CardHeader>
          <CardDescription className="text-secondary-foreground">
            {`Os planos Anual e Vitalício podem ser pagos em até ${MAX_INSTALMENTS}x no cartão.`}
          </CardDescription>
        </CardHeader>
      </Card>
      <nav aria-label="Atalhos" className="grid gap-3 sm:grid-cols-3">
        {SHORTCUTS.map(({ to, label, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="flex items-center gap-3 rounded-lg border bg-card p-4 font-medium transition-colors hover:bg-accent"
          >
            <Icon className="size-5 text-primary" aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
