import type { Plan } from './constants';

// The plan catalogue, as shown on the landing page and the expired page (docs/product.md#plans-and-access).
export type PlanOffer = {
  plan: Plan;
  name: string;
  price: number;
  period: string;
  originalPrice?: number;
  discountBadge?: string;
  monthlyEquivalent?: number;
  highlight?: string;
  extra?: string;
  features: string[];
};

const MENSAL_FEATURES = [
  'Acesso completo a todas as ferramentas',
  'Suporte via chat',
  'Atualizações automáticas',
  'Relatórios básicos',
];
const ANUAL_FEATURES = [
  'Tudo do plano Mensal',
  'Suporte prioritário',
  'Relatórios avançados',
  'Backup automático',
];

export const PLAN_OFFERS: PlanOffer[] = [
  { plan: 'mensal', name: 'Mensal', price: 197, period: '/mês', features: MENSAL_FEATURES },
  {
    plan: 'anual',
    name: 'Anual',
    price: 1747,
    period: '/ano',
    originalPrice: 2364,
    discountBadge: '26% OFF',
    monthlyEquivalent: 145.58,
    highlight: 'Mais Popular',
    extra: '2 meses grátis',
    features: ANUAL_FEATURES,
  },
  {
    plan: 'vitalicio',
    name: 'Vitalício',
    price: 2497,
    period: 'único',
    monthlyEquivalent: 208.03,
    features: [
      'Tudo do plano Anual',
      'Acesso vitalício',
      'Suporte VIP',
      'Recursos exclusivos',
      'Sem mensalidades',
    ],
  },
];

export const PLAN_LABELS: Record<Plan, string> = { mensal: 'Mensal', anual: 'Anual', vitalicio: 'Vitalício' };
