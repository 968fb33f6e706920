import { LogOut, MessageCircle, RefreshCw, ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { planCheckoutLink } from '../../shared/checkout-links';
import { GUARANTEE_DAYS, PREMIUM_TOOLS_CLAIM } from '../../shared/constants';
import { formatDate } from '../../shared/format';
import { SUBSCRIPTION_STATUS_LABELS } from '../../shared/labels';
import { PLAN_LABELS, PLAN_OFFERS } from '../../shared/plans';
import type { SubscriptionView } from '../../shared/subscription-rules';
import { Badge } from '../../ui/badge';
import { Button, buttonVariants } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { PlanCard } from '../../ui/plan-card';
import { FullPageSpinner } from '../../ui/spinner';
import { Brand } from '../components/layout/brand';
import { SameEmailNote, WayBack } from '../features/access/components/way-back';
import { useBuyer } from '../features/access/hooks/use-buyer';
import { usePlanState } from '../features/access/hooks/use-plan-state';
import { lapsedStatus } from '../features/access/subscription-labels';
import { useSignOut } from '../features/auth/api/auth';
import { useSession } from '../features/session/hooks/use-session';
import { config } from '../lib/config';
import { usePageTitle } from '../lib/use-page-title';

const REASONS = [
  { icon: Zap, text: `Acesso imediato a mais de ${PREMIUM_TOOLS_CLAIM} ferramentas premium` },
  { icon: RefreshCw, text: 'Novas ferramentas e atualizações sem custo extra' },
  { icon: Sparkles, text: 'Treinamentos e biblioteca de materiais exclusivos' },
  { icon: MessageCircle, text: 'Suporte humano e assistente 24/7' },
];

/** The lapsed grant's real plan, what ended it and when, with Renovar (its checkout). */
function LastSubscription({ subscription: sub }: { subscription: SubscriptionView }) {
  const status = lapsedStatus(sub);
  return (
    <Card role="group" aria-labelledby="last-subscription-title" className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle id="last-subscription-title">Sua assinatura</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 text-sm">
        <p className="flex justify-between">
          <span className="text-muted-foreground">Plano</span>{' '}
          <span className="font-medium">{PLAN_LABELS[sub.plan]}</span>
        </p>
        <p className="flex justify-between">
          <span className="text-muted-foreground">Status</span>{' '}
          <Badge variant="destructive">{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>
        </p>
        {status === 'expired' && sub.expiresAt && (
          <p className="flex justify-between">
            <span className="text-muted-foreground">Expirou em</span>{' '}
            <span className="font-medium">{formatDate(sub.expiresAt)}</span>
          </p>
        )}
        <WayBack subscription={sub} className="mt-2" wide />
      </CardContent>
    </Card>
  );
}

type PageText = { title: string; heading: string; intro: string; reasons: string };

const EXPIRED: PageText = {
  title: 'Assinatura expirada',
  heading: 'Sua assinatura expirou',
  intro: 'Renove agora para voltar a usar todas as ferramentas, a biblioteca e os treinamentos.',
  reasons: 'Por que renovar?',
};
const REFUNDED: PageText = {
  ...EXPIRED,
  title: 'Assinatura reembolsada',
  heading: 'Sua assinatura foi reembolsada',
  intro: 'Assine de novo para voltar a usar todas as ferramentas, a biblioteca e os treinamentos.',
};
const ENDED: PageText = {
  ...EXPIRED,
  title: 'Assinatura encerrada',
  heading: 'Sua assinatura foi encerrada',
};
const LAPSED_TEXT = { expired: EXPIRED, refunded: REFUNDED, ended: ENDED } as const;
// Someone who never had a plan is invited to choose one, never told it expired
// (docs/product.md#plans-and-access).
const NEVER: PageText = {
  title: 'Escolha seu plano',
  heading: 'Escolha seu plano',
  intro: 'Assine para liberar todas as ferramentas, a biblioteca e os treinamentos.',
  reasons: 'Por que assinar?',
};

/**
 * /subscription-expired, adapted to who opens it: an active subscriber (or an admin) goes
 * to the dashboard; a member who never had a plan is invited to choose one; a member whose grant
 * expired, was refunded or was ended sees their real plan and what happened, with Renovar; a
 * visitor sees the plain expired page with Voltar ao Login; a signed-in member gets Voltar ao painel
 * and Sair instead. A member's checkout links carry their e-mail, and the page
 * says to pay with it.
 */
export function Component() {
  const { status } = useSession();
  const signOut = useSignOut();
  const state = usePlanState();
  // A signed-in member's checkouts carry their e-mail; a visitor's stay bare.
  const buyer = useBuyer();
  const lapsed = state?.kind === 'lapsed' ? state.subscription : null;
  const text = state?.kind === 'never' ? NEVER : lapsed ? LAPSED_TEXT[lapsedStatus(lapsed)] : EXPIRED;
  usePageTitle(text.title);

  if (status === 'loading' || (status === 'authenticated' && !state)) return <FullPageSpinner />;
  if (state?.kind === 'active' || state?.kind === 'admin') return <Navigate to="/dashboard" replace />;

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Brand />
          {status === 'authenticated' ? (
            // A signed-in member is never stranded here: back to the member area, or out.
            <div className="flex items-center gap-2">
              <Link to="/dashboard" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                Voltar ao painel
              </Link>
              <Button
                variant="outline"
                size="sm"
                onClick={() => signOut.mutate()}
                disabled={signOut.isPending}
              >
                <LogOut aria-hidden /> Sair
              </Button>
            </div>
          ) : (
            <Link to="/auth" className="text-sm font-medium text-primary hover:underline">
              Voltar ao Login
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
        <section className="grid gap-3 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{text.heading}</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">{text.intro}</p>
          {!lapsed && <SameEmailNote className="mx-auto max-w-2xl text-sm" />}
        </section>
        {lapsed && <LastSubscription subscription={lapsed} />}
        <section aria-labelledby="plans-title" className="grid gap-6 md:grid-cols-3">
          <h2 id="plans-title" className="sr-only">
            Planos
          </h2>
          {PLAN_OFFERS.map((offer) => (
            <PlanCard
              key={offer.plan}
              offer={offer}
              cta={`Assinar ${offer.name}`}
              checkoutUrl={planCheckoutLink(config, offer.plan, buyer)}
            />
          ))}
        </section>
        <section className="grid gap-4">
          <h2 className="text-center text-2xl font-bold">{text.reasons}</h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-lg border bg-card p-4">
                <Icon className="size-5 shrink-0 text-primary" aria-hidden />
                {text}
              </li>
            ))}
          </ul>
        </section>
        <section className="grid justify-items-center gap-4 text-center">
          <p className="flex items-center gap-2 font-medium">
            <ShieldCheck className="size-5 text-success" aria-hidden />
            {`Garantia de ${GUARANTEE_DAYS} dias: se não gostar, devolvemos seu dinheiro.`}
          </p>
          <a
            href={config.supportChatUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: 'outline' })}
          >
            <MessageCircle aria-hidden /> Falar com o suporte
          </a>
        </section>
      </main>
    </div>
  );
}
