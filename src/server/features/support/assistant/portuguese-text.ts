import { stemmer } from '@orama/stemmers/portuguese';
import {
  DEVICES,
  PHRASES,
  SESSION_CUES,
  SLANG,
  SYNONYMS,
  TOOL_NAMES,
  TOOL_NOUNS,
  TOOL_PHRASES,
} from './member-words';

// Words that carry no topic. Compared after accents are removed.
const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de do da dos das em no na nos nas num numa por pelo pela pelos pelas ' +
    'para com sem sobre e ou mas que se como qual quando onde porque eu voce voces ele ela eles ' +
    'elas me mim te lhe nos seu sua seus suas esse essa isso este esta isto aquilo ' +
    'ai la aqui ja ainda so tambem muito mais menos bem entao estou esta estao sou e sao era eram foi ser ter tem ' +
    'tenho tinha ha fazer faco faz consigo consegue posso pode preciso quero queria gostaria ola oi ' +
    'bom boa dia tarde noite por favor obrigado obrigada valeu ne ok sim nao algum alguma alguem coisa ' +
    'agora hoje vou vai vamos dar da deu ' +
    // Chat filler: greetings, interjections and vague words that name no topic.
    'blz beleza mesmo tipo mano cara gente pessoal galera ajuda ajudar duvida pergunta saber fica ' +
    'pf ae problema nada qualquer ninguem todo toda tudo estava diz dizendo fala falando eai mds ' +
    'socorro urgente ue uai pede pedindo pediu pedir pedi dando fazendo fiz jeito nenhum nenhuma ontem anteontem ' +
    // Finding something is how "where is" is asked: the thing sought is the topic.
    'encontro encontrar encontrei acho achar achei achando encontrando localizo localizar vejo vendo ' +
    // So does a page gone missing or where it sits: "sumiu o tutorial", "onde ficam as senhas".
    'sumiu sumiram ficam ficar fico ' +
    // Anger and exasperation: how a member feels says nothing about the topic, and a word no
    // article has would weigh the most, pushing the right answer under the line.
    'sei sabe sabia porcaria lixo droga merda saco aff affs afff pqp poxa puts putz caramba cacete absurdo ' +
    'ridiculo palhacada vergonha sacanagem raiva odio pessimo horrivel serio kkk kkkk haha rs vdd'
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
  let lower = text.toLowerCase();
  for (const [phrase, name] of [...TOOL_PHRASES, ...PHRASES]) lower = lower.replace(phrase, name);
  const list = lower
    .split(/[^\p{L}\p{N}-]+/u)
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter(Boolean)
    .flatMap((word) => {
      const plain = withoutAccents(word);
      return (SLANG[plain] ?? SYNONYMS[plain] ?? word).split(' ');
    });
  return aboutSessions(lower, list) ? list.map((word) => (DEVICES.has(word) ? 'aparelho' : word)) : list;
}

/**
 * A device in a question about being signed in or signing out is one of the account's sessions
 * ("tirar o celular conectado na minha conta"); not when a tool is named: its account is the
 * tool's ("o canva desconectou no meu pc").
 */
function aboutSessions(lower: string, list: string[]) {
  return (
    SESSION_CUES.test(withoutAccents(lower)) &&
    list.some((word) => DEVICES.has(word)) &&
    !list.some((word) => TOOL_NAMES.has(withoutAccents(word)) || TOOL_NOUNS.has(withoutAccents(word)))
  );
}

const OF = new Set(['de', 'do', 'da', 'dos', 'das']);

/**
 * A tool's name or kind reads as "ferramenta"; what follows "de" describes it ("gerador de
 * imagens", "editor de vídeo") and is dropped, so the question is about a tool, not about videos.
 */
function asTools(list: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < list.length; i++) {
    const plain = withoutAccents(list[i] ?? '');
    if (!TOOL_NAMES.has(plain) && !TOOL_NOUNS.has(plain)) {
      out.push(list[i] ?? '');
      continue;
    }
    out.push('ferramenta');
    if (OF.has(list[i + 1] ?? '') && list[i + 2] && !TOOL_NOUNS.has(withoutAccents(list[i + 2] ?? '')))
      i += 2;
  }
  return out;
}

/** Each topic word of a text as written (lower case, no accents) with its search term. */
export function searchWords(text: string): { word: string; term: string }[] {
  const found: { word: string; term: string }[] = [];
  for (const written of asTools(words(text))) {
    const word = withoutAccents(written);
    if (STOP_WORDS.has(word)) continue;
    const term = stemWord(written);
    if (term.length > 1 || /\d/.test(term)) found.push({ word, term });
  }
  return found;
}

/**
 * The search terms of a text, the same for an article and for a question: what a member types
 * with no accents, typos or slang ends up next to the words an article was written with.
 */
export const searchTerms = (text: string): string[] => [
  ...new Set(searchWords(text).map(({ term }) => term)),
];
