import { stemmer } from '@orama/stemmers/portuguese';

// How members write in a chat: abbreviations and slang, mapped to the words the articles use.
const SLANG: Record<string, string> = {
  vc: 'você',
  vcs: 'vocês',
  q: 'que',
  oq: 'o que',
  pq: 'porque',
  tb: 'também',
  tbm: 'também',
  ta: 'está',
  tá: 'está',
  to: 'estou',
  tô: 'estou',
  n: 'não',
  nao: 'não',
  dnv: 'de novo',
  qnd: 'quando',
  qdo: 'quando',
  pra: 'para',
  pro: 'para o',
  zap: 'whatsapp',
  zapzap: 'whatsapp',
  wpp: 'whatsapp',
  whats: 'whatsapp',
  wats: 'whatsapp',
  msg: 'mensagem',
  cel: 'celular',
  pc: 'computador',
  note: 'notebook',
  net: 'internet',
  mt: 'muito',
  mto: 'muito',
  qto: 'quanto',
  td: 'tudo',
  hj: 'hoje',
  obg: 'obrigado',
  vlw: 'valeu',
  grana: 'dinheiro',
  deslogou: 'desconectou',
  logar: 'entrar',
  login: 'entrar',
  email: 'e-mail',
};

// Words that carry no topic. Compared after accents are removed.
const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas ' +
    'para com sem sobre e ou mas que se como qual quais quando onde porque eu voce voces ele ela eles ' +
    'elas me mim te lhe nos meu minha meus minhas seu sua seus suas esse essa isso este esta isto aquilo ' +
    'ai la aqui ja ainda so tambem muito mais menos bem entao estou esta estao sou e era foi ser ter tem ' +
    'tenho tinha ha fazer faco faz consigo consegue posso pode preciso quero queria gostaria ola oi ' +
    'bom boa dia tarde noite por favor obrigado obrigada valeu ne ok sim nao algum alguma alguem coisa ' +
    'agora hoje vou vai vamos dar da deu'
  ).split(' '),
);

/** Strips accents and cedillas: "instalação" → "instalacao". */
export const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '');

// Members often skip the tilde and cedilla of these endings; the stemmer only knows the written forms.
const ENDINGS: [RegExp, string][] = [
  [/coes$/, 'ções'],
  [/cao$/, 'ção'],
  [/soes$/, 'sões'],
  [/sao$/, 'são'],
  [/oes$/, 'ões'],
  [/aes$/, 'ães'],
  [/ao$/, 'ão'],
];

function restoreEndings(word: string) {
  for (const [ending, written] of ENDINGS) if (ending.test(word)) return word.replace(ending, written);
  return word;
}

/** A word as the index keeps it: accents restored on known endings, stemmed, then accents stripped. */
function stemWord(word: string) {
  return withoutAccents(stemmer(restoreEndings(word)));
}

/** Words of a text, lower-cased, slang expanded, e-mail and similar kept whole. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .flatMap((word) => (SLANG[word] ?? word).split(' '));
}

/**
 * The search terms of a text, the same for an article and for a question: what a member types
 * with no accents, typos or slang ends up next to the words an article was written with.
 */
export function searchTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of words(text)) {
    if (STOP_WORDS.has(withoutAccents(word))) continue;
    const term = stemWord(word);
    if (term.length > 1 || /\d/.test(term)) terms.add(term);
  }
  return [...terms];
}
