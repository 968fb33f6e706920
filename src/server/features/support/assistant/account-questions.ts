import { formatDate, formatTime } from '../../../../shared/format';
import { PLATFORM_LABELS } from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import { daysText, lapsedWord, planState } from '../../../../shared/subscription-rules';
import type { AccountFacts } from '../data/account-facts';

// Questions about the asker's own account, found by the same search as the articles (so slang,
// typos and stemming work alike) but answered from their real state, never from a text. Only
// signed-in readers' indexes hold them: a visitor gets the general articles.

export type AccountIntent = 'plan' | 'payment' | 'devices' | 'tickets';

const PREFIX = 'account:';

/** Search documents for the intents; their answer is written from the member's facts. */
export const ACCOUNT_INTENT_DOCS: { id: string; title: string; keywords: string; answer: string }[] = [
  {
    id: `${PREFIX}plan`,
    title: 'Meu plano e a validade',
    keywords:
      'meu plano, minha assinatura, qual é o meu plano, quando acaba, quando termina, qual plano eu tenho, meu plano atual, quando vence, quando vence meu plano, vencimento, validade, até quando, até que dia, quantos dias faltam, dias restantes, meu acesso vai até, status da minha assinatura, situação do meu plano, meu plano está ativo, estou com plano, tenho plano, meu plano é mensal, meu plano é anual, meu plano é vitalício, meu mensal, meu anual, meu vitalício, que plano é o meu, dias de plano',
    answer: '',
  },
  {
    id: `${PREFIX}payment`,
    title: 'Meu pagamento e o acesso',
    keywords:
      'paguei e não tenho acesso, paguei e não liberou, paguei mas aparece sem plano, meu pagamento, minha compra, comprei e não liberou, pagamento não caiu, pagamento aprovado sem acesso, pagamento pendente, já paguei, paguei e continua bloqueado, paguei o pix e nada, paguei no cartão, paguei o boleto, paguei e não apareceu o plano, meu pagamento foi aprovado, não caiu meu acesso, paguei a renovação e não liberou, renovei e continua bloqueado, paguei o upgrade e não mudou, paguei e continua sem acesso',
    answer: '',
  },
  {
    id: `${PREFIX}devices`,
    title: 'Meus aparelhos conectados',
    keywords:
      'em quantos aparelhos estou, em quantos aparelhos estou conectado, em quantos aparelhos estou logado, quantos aparelhos tenho conectados, meus aparelhos, meus dispositivos, meus aparelhos conectados, onde estou logado, onde minha conta está conectada, minhas sessões, atingi o limite de aparelhos, meu limite de aparelhos, limite de aparelhos atingido',
    answer: '',
  },
  {
    id: `${PREFIX}tickets`,
    title: 'Meus chamados abertos',
    keywords:
      'meu chamado, meus chamados, meu chamado foi respondido, responderam meu chamado, tenho chamado aberto, meu ticket, meu protocolo, status do meu chamado, resposta do meu chamado, já responderam, alguém respondeu',
    answer: '',
  },
];

/** The intent an index hit stands for, or null for a knowledge-base article. */
export const accountIntentOf = (articleId: string): AccountIntent | null =>
  articleId.startsWith(PREFIX) ? (articleId.slice(PREFIX.length) as AccountIntent) : null;

export type AccountReply = { text: string; openTicket: boolean };

const RENEW = 'Para voltar, clique em **Renovar** no **Dashboard** ou em **Configurações** > **Plano**.';
const when = (date: Date) => `${formatDate(date)} às ${formatTime(date)}`;
const reply = (text: string, openTicket = false): AccountReply => ({ text, openTicket });

/** "qual meu plano", "quando vence": the member's plan, its status and end, as the dashboard has them. */
function planReply(facts: AccountFacts, now: Date): AccountReply {
  const state = planState(facts.role, facts.subscription, now);
  switch (state.kind) {
    case 'admin':
      return reply('Você é administrador: tem acesso a todas as áreas, sem precisar de plano.');
    case 'never':
      return reply(
        `A sua conta (**${facts.email}**) ainda não tem um plano. Para assinar, clique em **Escolha seu plano** no **Dashboard**. Se você já pagou, escreva **paguei e não tenho acesso** que eu confiro o seu pagamento.`,
      );
    case 'lapsed': {
      const { subscription } = state;
      // A refund or an early end stops the plan before its date: the date would mislead.
      const ranOut = lapsedWord(subscription) === 'Expirado' && subscription.expiresAt;
      const since = ranOut ? ` desde ${formatDate(ranOut)}` : '';
      return reply(
        `O seu plano **${PLAN_LABELS[subscription.plan]}** está **${lapsedWord(subscription)}**${since}: o acesso às ferramentas está pausado. ${RENEW}`,
      );
    }
    case 'active': {
      const plan = PLAN_LABELS[state.subscription.plan];
      const { expiresAt } = state.subscription;
      if (expiresAt === null || state.daysLeft === null)
        return reply(`O seu plano é o **${plan}**: ativo e sem data de fim.`);
      const left = `faltam ${daysText(state.daysLeft)}`;
      if (state.cancelled)
        return reply(
          `O seu plano **${plan}** foi cancelado e não renova: o acesso continua até **${formatDate(expiresAt)}** (${left}). Para continuar depois disso, clique em **Reativar** no **Dashboard** ou em **Configurações** > **Plano**.`,
        );
      const renew = state.expiringSoon ? ' Para não perder o acesso, clique em **Renovar**.' : '';
      return reply(`O seu plano é o **${plan}**, ativo até **${formatDate(expiresAt)}** (${left}).${renew}`);
    }
  }
}

/** "paguei e não tenho acesso": whether the payment reached us, what became of it, what to do. */
function paymentReply(facts: AccountFacts, now: Date): AccountReply {
  const state = planState(facts.role, facts.subscription, now);
  if (state.kind === 'admin' || state.kind === 'active')
    return reply(
      `O seu acesso está liberado. ${planReply(facts, now).text} Se alguma página ainda mostra **Sem Plano**, recarregue a página ou saia e entre de novo.`,
    );
  const latest = facts.payments[0];
  if (!latest)
    return reply(
      `Não encontrei nenhum pagamento para o e-mail **${facts.email}**. Pagamentos por PIX e cartão costumam ser confirmados em poucos minutos. Se você pagou com outro e-mail, clique em **Falar com a equipe** e informe o e-mail usado na compra.`,
    );
  const platform = PLATFORM_LABELS[latest.platform];
  const received = `Recebemos o aviso de pagamento da ${platform} em ${when(latest.receivedAt)}`;
  switch (latest.outcome) {
    case 'pending':
      return reply(
        `${received} e ele está **aguardando** processamento: o acesso costuma ser liberado em instantes. Recarregue a página em alguns minutos.`,
      );
    case 'failed':
      return reply(
        `${received}, mas houve uma falha do nosso lado ao aplicá-lo. Abri um chamado para a nossa equipe liberar o seu acesso; você não precisa pagar de novo.`,
        true,
      );
    case 'applied':
    case 'duplicate':
      return reply(
        `${received} e ele foi **aplicado**, mas o plano que ele liberou já não está ativo. ${RENEW} Se acha que é um engano, clique em **Falar com a equipe**.`,
      );
    default:
      return latest.unmappedProduct
        ? reply(
            `${received}, mas o produto comprado ainda não está ligado a um plano aqui (**produto não mapeado**). Abri um chamado para a nossa equipe liberar o seu acesso; você não precisa pagar de novo.`,
            true,
          )
        : reply(
            `${received}, mas ele ainda não confirma o pagamento (por exemplo, boleto gerado ou pagamento em análise). Assim que a ${platform} aprovar, o acesso é liberado sozinho. Se já foi aprovado, clique em **Falar com a equipe**.`,
          );
  }
}

const SESSIONS_PAGE = '**Configurações** > **Segurança** > **Sessões ativas**';

/** "em quantos aparelhos estou": the devices signed in now, the limit, and where to end them. */
function devicesReply(facts: AccountFacts, maxDevices: number): AccountReply {
  const count = Math.min(facts.signedInDevices, maxDevices);
  const devices = `${count} ${count === 1 ? 'aparelho' : 'aparelhos'}`;
  const full =
    count >= maxDevices
      ? ` Você está no limite: ao entrar em mais um, a sessão mais antiga é encerrada. Para escolher qual sair, encerre-a em ${SESSIONS_PAGE}.`
      : ` Para ver quais são e encerrar algum, vá em ${SESSIONS_PAGE}.`;
  return reply(
    `A sua conta está conectada agora em **${devices}**, de um limite de **${maxDevices}**.${full}`,
  );
}

/** "meu chamado foi respondido?": the member's open tickets, each with whether the team answered. */
function ticketsReply(facts: AccountFacts): AccountReply {
  const open = facts.openTickets;
  if (open.length === 0)
    return reply(
      'Você não tem chamados abertos. Os resolvidos continuam em **Meus chamados**, aqui em **Suporte**. Se precisar da equipe, clique em **Falar com a equipe**.',
    );
  const lines = open.map(
    (ticket) =>
      `• "${ticket.preview}" (aberto em ${formatDate(ticket.createdAt)}): ${
        ticket.status === 'answered'
          ? '**respondido**, a resposta está em **Meus chamados**'
          : 'aguardando a resposta da equipe'
      }.`,
  );
  const count = `${open.length} ${open.length === 1 ? 'chamado aberto' : 'chamados abertos'}`;
  return reply(
    `Você tem ${count}:\n${lines.join('\n')}\nPara ler as respostas ou escrever mais, abra o chamado em **Meus chamados**, aqui em **Suporte**.`,
  );
}

/** The answer to an account question, from the asking member's own facts. */
export function accountReply(
  intent: AccountIntent,
  facts: AccountFacts,
  { now = new Date(), maxDevices }: { now?: Date; maxDevices: number },
): AccountReply {
  switch (intent) {
    case 'plan':
      return planReply(facts, now);
    case 'payment':
      return paymentReply(facts, now);
    case 'devices':
      return devicesReply(facts, maxDevices);
    case 'tickets':
      return ticketsReply(facts);
  }
}
