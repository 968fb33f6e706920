import {
  Briefcase,
  Clapperboard,
  Code,
  GraduationCap,
  Headphones,
  type LucideIcon,
  Palette,
  RefreshCw,
  Rocket,
  ShieldCheck,
  Wallet,
  Zap,
} from 'lucide-react';
import { MAX_INSTALMENTS, PREMIUM_TOOLS_CLAIM } from '../../shared/constants';

// The landing page's claims and texts (docs/product.md#public-pages); numbers are formatted with
// Intl where they are shown.
export const FIGURES = {
  activeUsers: 15000,
  rating: 4.9,
  tools: PREMIUM_TOOLS_CLAIM,
} as const;

type IconItem = { icon: LucideIcon; title: string; text: string };

export const HOW_IT_WORKS: { title: string; text: string }[] = [
  {
    title: 'Escolha seu plano',
    text: 'Mensal, Anual ou Vitalício, com pagamento por cartão ou PIX e acesso liberado logo após a confirmação.',
  },
  {
    title: 'Instale o navegador seguro',
    text: 'Um tutorial passo a passo para Windows, macOS e Linux deixa tudo pronto em poucos minutos.',
  },
  {
    title: 'Conecte-se e crie',
    text: 'Entre com os dados da área Conectar e use todas as ferramentas premium como se fossem suas.',
  },
];

export const ADVANTAGES: IconItem[] = [
  {
    icon: Wallet,
    title: 'Economia de verdade',
    text: 'Uma assinatura custa menos do que contratar duas ferramentas premium separadamente.',
  },
  {
    icon: Zap,
    title: 'Acesso imediato',
    text: 'Liberação logo após a confirmação do pagamento, sem burocracia nem espera.',
  },
  {
    icon: Headphones,
    title: 'Suporte 24/7',
    text: 'Assistente sempre online e uma equipe de pessoas reais para resolver o que precisar.',
  },
  {
    icon: RefreshCw,
    title: 'Sempre atualizado',
    text: 'Novas ferramentas e atualizações entram na sua assinatura sem custo adicional.',
  },
  {
    icon: GraduationCap,
    title: 'Treinamentos inclusos',
    text: 'Aulas em vídeo e uma biblioteca de materiais para extrair o máximo de cada ferramenta.',
  },
  {
    icon: ShieldCheck,
    title: 'Acesso protegido',
    text: 'Navegador dedicado e código de verificação a cada login mantêm sua conta segura.',
  },
];

type Testimonial = { name: string; role: string; text: string; rating: 5 };

export const TESTIMONIALS: Testimonial[] = [
  {
    name: 'Mariana Alves',
    role: 'Designer freelancer',
    text: 'Eu pagava quatro assinaturas diferentes todo mês. Agora tenho tudo em um lugar só, economizo e ainda ganhei ferramentas que eu nem conhecia.',
    rating: 5,
  },
  {
    name: 'Rafael Souza',
    role: 'Criador de conteúdo',
    text: 'Edito vídeos, gero narrações e crio thumbnails sem sair do hub. E o suporte responde rápido, até de madrugada.',
    rating: 5,
  },
  {
    name: 'Camila Ferreira',
    role: 'Empreendedora digital',
    text: 'Os treinamentos me ensinaram a usar cada ferramenta do jeito certo. Minhas campanhas ficaram muito mais profissionais.',
    rating: 5,
  },
];

export const AUDIENCE: IconItem[] = [
  {
    icon: Briefcase,
    title: 'Freelancers',
    text: 'Entregue mais projetos com ferramentas profissionais sem aumentar seus custos fixos.',
  },
  {
    icon: Clapperboard,
    title: 'Criadores de conteúdo',
    text: 'Roteiros, vídeos, thumbnails e narrações para crescer em todas as redes.',
  },
  {
    icon: Palette,
    title: 'Designers',
    text: 'Editores, bancos de imagens e recursos de IA para criar mais em menos tempo.',
  },
  {
    icon: Code,
    title: 'Desenvolvedores',
    text: 'Assistentes de IA, pesquisa e templates para entregar produtos mais rápido.',
  },
  {
    icon: GraduationCap,
    title: 'Educadores digitais',
    text: 'Aulas, apresentações e materiais didáticos com acabamento profissional.',
  },
  {
    icon: Rocket,
    title: 'Empreendedores',
    text: 'Marketing, anúncios e análise de mercado reunidos em uma única assinatura.',
  },
];

// Four questions; the refund answer keeps the FAQ's 7-day reading, unlike the 30-day guarantee
// elsewhere: both are kept as the product has always stated them (docs/product.md#public-pages).
export const FAQ: { question: string; answer: string }[] = [
  {
    question: 'Como recebo o acesso às ferramentas?',
    answer:
      'Assim que o pagamento é confirmado, você cria sua conta, instala o navegador seguro seguindo o tutorial e encontra os dados de acesso na área Conectar. Todo o processo leva poucos minutos.',
  },
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. Os planos Mensal e Anual podem ser cancelados a qualquer momento, sem multa, e você continua com acesso até o fim do período já pago.',
  },
  {
    question: 'Quais são as formas de pagamento?',
    answer: `Cartão de crédito ou PIX. Os planos Anual e Vitalício podem ser parcelados em até ${MAX_INSTALMENTS}x no cartão.`,
  },
  {
    question: 'E se eu não gostar?',
    answer:
      'Você tem 7 dias após a compra para pedir o reembolso integral, sem precisar justificar. Basta falar com o nosso suporte.',
  },
];
