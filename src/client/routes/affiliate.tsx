import {
  BadgePercent,
  ChartLine,
  ExternalLink,
  Link2,
  Repeat,
  Share2,
  ShieldCheck,
  UserPlus,
  Wallet,
  Zap,
} from 'lucide-react';
import { Button } from '../../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../ui/card';
import { config } from '../lib/config';
import { usePageTitle } from '../lib/use-page-title';

// /afiliacao: 50% recurring commission, four steps, why the payment platform.
const COMMISSION_PERCENT = 50;

const STEPS = [
  { icon: UserPlus, title: 'Cadastre-se', text: 'Crie sua conta de afiliado na plataforma de pagamentos.' },
  { icon: Link2, title: 'Receba seu link', text: 'Você recebe um link de divulgação exclusivo.' },
  {
    icon: Share2,
    title: 'Compartilhe',
    text: 'Divulgue nas redes sociais, no YouTube, em grupos e para amigos.',
  },
  {
    icon: Wallet,
    title: 'Ganhe',
    text: `Receba ${COMMISSION_PERCENT}% de cada pagamento, todos os meses, enquanto o cliente continuar assinando.`,
  },
] as const;

const REASONS = [
  {
    icon: ShieldCheck,
    text: 'Pagamentos seguros por cartão ou PIX, com as comissões separadas automaticamente.',
  },
  { icon: ChartLine, text: 'Painel com suas vendas, cliques e comissões em tempo real.' },
  { icon: Zap, text: 'Saque rápido do saldo liberado direto na sua conta.' },
  { icon: Repeat, text: 'Comissão recorrente: cada renovação do cliente gera uma nova comissão para você.' },
] as const;

export function Component() {
  usePageTitle('Afiliação');
  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Programa de Afiliados</h1>
        <p className="text-muted-foreground">Indique o {config.appName} e ganhe a cada renovação.</p>
      </div>

      <Card className="border-primary/40 bg-primary/5">
        <CardContent className="flex flex-col items-center gap-4 p-6 text-center sm:flex-row sm:text-left">
          <BadgePercent className="size-12 shrink-0 text-primary" aria-hidden />
          <div className="grid gap-1">
            <p className="text-3xl font-bold" data-testid="affiliate-commission">
              {COMMISSION_PERCENT}% de comissão recorrente
            </p>
            <p className="text-muted-foreground">
              Você ganha metade de cada mensalidade de quem assinar pelo seu link.
            </p>
          </div>
        </CardContent>
      </Card>

      <section aria-labelledby="affiliate-steps" className="grid gap-3">
        <h2 id="affiliate-steps" className="text-lg font-semibold">
          Como funciona
        </h2>
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, index) => (
            <li key={title}>
              <Card className="h-full">
                <CardHeader>
                  <Icon className="size-8 text-primary" aria-hidden />
                  <CardTitle>
                    {index + 1}. {title}
                  </CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ol>
      </section>

      <Card>
        <CardHeader>
          <CardTitle>Por que usar a plataforma de pagamentos</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-3 sm:grid-cols-2">
            {REASONS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <span>{text}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Button asChild size="lg" className="w-full sm:w-fit">
        <a href={config.affiliateSignupUrl} target="_blank" rel="noopener noreferrer">
          Quero ser afiliado <ExternalLink aria-hidden />
        </a>
      </Button>
    </div>
  );
}
