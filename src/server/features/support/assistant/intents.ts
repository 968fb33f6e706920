import { withoutAccents } from './portuguese-text';

// Asking for a person opens a ticket (docs/product.md#support-chats-and-tickets). "pessoa" alone
// is too common ("posso passar para outra pessoa?"), so it counts only in a request to talk to one.
const HANDOFF = [
  /\batendentes?\b/,
  /\bhuman[oa]s?\b/,
  /\b(falar|conversar|chamar|contato)\s+com\s+(uma?\s+|o\s+|a\s+)?(pessoa|alguem|gente|equipe|suporte)\b/,
  /\bpessoa\s+(real|de verdade)\b/,
  /\babr(ir|a|e)\s+(um\s+)?(chamado|ticket)\b/,
];
const GREETING = new Set(
  'oi oii oie ola opa eai e ai hey hello bom boa dia tarde noite tudo bem bom'.split(' '),
);
const THANKS = new Set(
  'obrigado obrigada obg brigado brigada valeu vlw show perfeito resolvido resolveu deu certo ajudou top blz beleza'.split(
    ' ',
  ),
);
// Politeness around a greeting or thanks that does not make it a question.
const FILLER = new Set(
  'pessoal gente amigo amiga mano cara muito mto mt demais pela pelo ajuda por tudo entao ai ja'.split(' '),
);

const plain = (text: string) =>
  withoutAccents(text.toLowerCase())
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

// The member speaking of their own plan or payment: a possessive, or the first person of paying,
// renewing, buying, subscribing or having ("eu tenho").
const FIRST_PERSON =
  /\b(meu|minha|meus|minhas|paguei|renovei|comprei|assinei|contratei)\b|\beu\s+(tenho|tinha|fiz)\b/;

/** "meu plano…", "paguei…": a question about the asker's own account, if it is about one. */
export const inFirstPerson = (text: string) => FIRST_PERSON.test(plain(text));

// Speaking of oneself in any verb too: "em quantos aparelhos to logado", "tenho chamado aberto?".
const SELF = /\b(to|tou|estou|tenho|abri|atingi|cheguei|estourei)\b/;
// How many, which, where, or the limit: what the member's own sessions tell ("como tiro um
// aparelho" is the article's procedure).
const DEVICE_FACTS = /\b(quant[oa]s?|quais|qual|onde|limite|atingi|estourei)\b/;

/** Whether a question asks the member's own devices (count, limit) or tickets, not how they work. */
export function asksOwn(intent: 'devices' | 'tickets', text: string) {
  const words = plain(text);
  const self = FIRST_PERSON.test(words) || SELF.test(words);
  return intent === 'tickets' ? self : self && DEVICE_FACTS.test(words);
}

// Asking where something is, or saying it cannot be found: the answer is a page of the member area.
const WHERE =
  /\b(onde|cade|kd|aonde)\b|\b(que|qual|q)\s+(pagina|aba|menu|lugar)\b|\b(nao|n)\s+(to\s+|estou\s+|consigo\s+)?(acho|achando|achar|encontro|encontrando|encontrar)\b/;

/** "onde vejo…", "cadê…", "em que página…", "não acho…": a question about where something is. */
export const asksWhere = (text: string) => WHERE.test(plain(text));

export const asksForHuman = (text: string) => HANDOFF.some((pattern) => pattern.test(plain(text)));

/** A message that is only a greeting or only thanks (with some politeness around it). */
export function smallTalk(text: string): 'greeting' | 'thanks' | null {
  const words = plain(text)
    .split(' ')
    .filter((word) => word && !FILLER.has(word));
  if (words.length === 0) return null;
  if (words.every((word) => THANKS.has(word))) return 'thanks';
  if (words.every((word) => GREETING.has(word))) return 'greeting';
  return null;
}
