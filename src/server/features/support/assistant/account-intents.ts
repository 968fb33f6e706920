// Issue 18 §2: questions about the asker's own account, found by the same search as the articles
// (so slang, typos and stemming work alike) but answered from their real state, never from a text.
// Only signed-in readers' indexes hold them: a visitor gets the general articles.

export type AccountIntent = 'plan' | 'payment';

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
];

/** The intent an index hit stands for, or null for a knowledge-base article. */
export const accountIntentOf = (articleId: string): AccountIntent | null =>
  articleId.startsWith(PREFIX) ? (articleId.slice(PREFIX.length) as AccountIntent) : null;
