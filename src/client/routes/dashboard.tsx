import {
  BookOpen,
  CalendarClock,
  CircleCheck,
  CreditCard,
  GraduationCap,
  LifeBuoy,
  User,
} from 'lucide-react';
import { type ReactNode, useEffect, useId } from 'react';
import { Link } from 'react-router';
import { MAX_INSTALMENTS } from '../../shared/constants';
import { Badge } from '../../ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { useSession } from '../features/session/hooks/use-session';
import { planLabel, statusLabel, validityLabel } from '../features/subscription/subscription-labels';

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="group" aria-labelledby={titleId}>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </CardTitle>
        <span className="text-primary [&_svg]:size-5" aria-hidden>
          {icon}
        </span>
      </CardHeader>
      <CardContent className="grid gap-1">{children}</CardContent>
    </Card>
  );
}

const SHORTCUTS = [
  { to: '/tutorial', label: 'Tutorial de instalação', icon: BookOpen },
  { to: '/treinamentos', label: 'Treinamentos', icon: GraduationCap },
  { to: '/suporte', label: 'Suporte', icon: LifeBuoy },
] as const;

/** SPEC §2/§4 dashboard: Perfil, Plano Atual, Validade, Status, and the 12x note. */
export function Component() {
  const { profile, subscription } = useSession();
  useEffect(() => {
    document.title = 'Dashboard';
  }, []);
  if (!profile) return null;
  const plan = planLabel(profile.role, subscription);
  const validity = validityLabel(profile.role, subscription);
  const status = statusLabel(profile.role, subscription);

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
        </InfoCard>
        <InfoCard title="Validade" icon={<CalendarClock />}>
          <p className="text-lg font-semibold" data-testid="dashboard-validity">
            {validity.title}
          </p>
          <p className="text-sm text-muted-foreground">{validity.detail}</p>
        </InfoCard>
        <InfoCard title="Status" icon={<CircleCheck />}>
          <Badge
            variant={status === 'Ativo' ? 'success' : 'destructive'}
            className="w-fit text-sm"
            data-testid="dashboard-status"
          >
            {status}
          </Badge>
        </InfoCard>
      </div>
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
