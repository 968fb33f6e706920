import { CreditCard, type LucideIcon, Network, Unplug, Zap } from 'lucide-react';

type Problem = { title: string; description: string; question: string; icon: LucideIcon };

// /suporte's four problem cards; each asks the assistant its question.
const PROBLEMS: Problem[] = [
  {
    title: 'Conta desconectada',
    description: 'A ferramenta saiu da conta ou pede login de novo.',
    question: 'Minha conta foi desconectada. O que eu faço?',
    icon: Unplug,
  },
  {
    title: 'Sem créditos',
    description: 'Apareceu que os créditos ou o limite da ferramenta acabaram.',
    question: 'A ferramenta está sem créditos. O que eu faço?',
    icon: Zap,
  },
  {
    title: 'Sem assinatura',
    description: 'Aparece Sem Plano ou a assinatura expirada.',
    question: 'Está aparecendo que estou sem assinatura ativa. Como resolvo?',
    icon: CreditCard,
  },
  {
    title: 'Proxy falhou',
    description: 'Erro de proxy ou de conexão ao abrir o perfil.',
    question: 'Está dando falha no proxy. Como resolvo?',
    icon: Network,
  },
];

export function ProblemCards({
  onPick,
  disabled,
}: {
  onPick: (question: string) => void;
  disabled: boolean;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
      {PROBLEMS.map(({ title, description, question, icon: Icon }) => (
        <li key={title}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(question)}
            className="flex h-full w-full cursor-pointer items-start gap-3 rounded-lg border bg-card p-4 text-left shadow-sm transition-colors hover:bg-accent disabled:cursor-not-allowed disabled:opacity-60"
          >
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
            <span className="grid gap-1">
              <span className="font-semibold">{title}</span>
              <span className="text-sm text-muted-foreground">{description}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
