import { MessageCircle, RefreshCw, ShieldCheck, Sparkles, Zap } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { GUARANTEE_DAYS, PREMIUM_TOOLS_CLAIM } from '../../shared/constants';
import { formatDate } from '../../shared/format';
import { PLAN_LABELS, PLAN_OFFERS } from '../../shared/plans';
import { Badge } from '../../ui/badge';
import { buttonVariants } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { PlanCard } from '../../ui/plan-card';
import { Brand } from '../components/layout/brand';
import { useSession } from '../features/session/hooks/use-session';
import { useLatestSubscription } from '../features/subscription/api/get-latest-subscription';
import { config } from '../lib/config';

const REASONS = [
  { icon: Zap, text: `Acesso imediato a mais de ${PREMIUM_TOOLS_CLAIM} ferramentas premium` },
  { icon: RefreshCw, text: 'Novas ferramentas e atualizações sem custo extra' },
  { icon: Sparkles, text: 'Treinamentos e biblioteca de materiais exclusivos' },
  { icon: MessageCircle, text: 'Suporte humano e assistente 24/7' },
];

function LastSubscription() {
  const { data } = useLatestSubscription();
  const sub = data?.subscription;
  if (!sub) return null;
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
          <span className="text-muted-foreground">Status</span> <Badge variant="destructive">Expirada</Badge>
        </p>
        <p className="flex justify-between">
          <span className="text-muted-foreground">Expirou em</span>{' '}
          <span className="font-medium">{formatDate(sub.expiresAt)}</span>
        </p>
      </CardContent>
    </Card>
  );
}

/** SPEC §2 /subscription-expired: last subscription, the three plans, reasons, guarantee, support. */
export function Component() {
  const { status } = useSession();
  useEffect(() => {
    document.title = 'Assinatura expirada';
  }, []);

  return (
    <div className="min-h-dvh bg-muted/40">
      <header className="border-b bg-background">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Brand />
          <Link to="/auth" className="text-sm font-medium text-primary hover:underline">
            Voltar ao Login
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-10 px-4 py-10">
        <section className="grid gap-3 text-center">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Sua assinatura expirou</h1>
          <p className="mx-auto max-w-2xl text-muted-foreground">
            Renove agora para voltar a usar todas as ferramentas, a biblioteca e os treinamentos.
          </p>
        </section>
        {status === 'authenticated' && <LastSubscription />}
        <section aria-labelledby="plans-title" className="grid gap-6 md:grid-cols-3">
          <h2 id="plans-title" className="sr-only">
            Planos
          </h2>
          {PLAN_OFFERS.map((offer) => (
            <PlanCard
              key={offer.plan}
              offer={offer}
              cta={`Assinar ${offer.name}`}
              checkoutUrl={config.checkoutUrls[offer.plan]}
            />
          ))}
        </section>
        <section className="grid gap-4">
          <h2 className="text-center text-2xl font-bold">Por que renovar?</h2>
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
