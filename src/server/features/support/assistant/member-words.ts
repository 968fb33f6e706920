// How members write in a chat, as data: abbreviations and slang, everyday synonyms of the words the
// articles use, and the names of tools. Keys are lower case without accents (how they are looked
// up); values are written Portuguese, which the stemmer then reduces like any article word.

/** Chat abbreviations and slang → the words they stand for. */
export const SLANG: Record<string, string> = {
  vc: 'você',
  vcs: 'vocês',
  voce: 'você',
  ce: 'você',
  q: 'que',
  oq: 'o que',
  pq: 'porque',
  tb: 'também',
  tbm: 'também',
  ta: 'está',
  to: 'estou',
  tava: 'estava',
  eh: 'é',
  n: 'não',
  nao: 'não',
  naum: 'não',
  nn: 'não',
  dnv: 'de novo',
  qnd: 'quando',
  qdo: 'quando',
  qndo: 'quando',
  pra: 'para',
  pro: 'para o',
  p: 'para',
  zap: 'whatsapp',
  zapzap: 'whatsapp',
  wpp: 'whatsapp',
  whats: 'whatsapp',
  wats: 'whatsapp',
  msg: 'mensagem',
  cel: 'celular',
  pc: 'computador',
  pcs: 'computadores',
  note: 'notebook',
  net: 'internet',
  mt: 'muito',
  mto: 'muito',
  qto: 'quanto',
  qnto: 'quanto',
  qnt: 'quanto',
  td: 'tudo',
  hj: 'hoje',
  agr: 'agora',
  dps: 'depois',
  obg: 'obrigado',
  vlw: 'valeu',
  blz: 'beleza',
  msm: 'mesmo',
  nd: 'nada',
  ngm: 'ninguém',
  qlq: 'qualquer',
  qlqr: 'qualquer',
  pfv: 'por favor',
  pfvr: 'por favor',
  kd: 'onde',
  cade: 'onde',
  grana: 'dinheiro',
  email: 'e-mail',
  mail: 'e-mail',
  // The possessive is kept as one word: it tells "qual meu plano" from "qual o plano".
  minha: 'meu',
  meus: 'meu',
  minhas: 'meu',
};

/** Everyday words → the word the articles use for the same thing. */
export const SYNONYMS: Record<string, string> = {
  // Short verbs the stemmer leaves apart ("abre", "abrindo", "abrir" are three stems).
  abre: 'abrir',
  abrem: 'abrir',
  abriu: 'abrir',
  abrindo: 'abrir',
  abro: 'abrir',
  abra: 'abrir',
  entro: 'entrar',
  entrei: 'entrar',
  entrando: 'entrar',
  entra: 'entrar',
  entram: 'entrar',
  entrou: 'entrar',
  sai: 'sair',
  saiu: 'sair',
  saindo: 'sair',
  saio: 'sair',
  // Paying, in any form, is the payment: the stem of "pagar" is that of "página".
  pagar: 'pagamento',
  paguei: 'pagamento',
  pagando: 'pagamento',
  pago: 'pagamento',
  pagou: 'pagamento',
  pague: 'pagamento',
  pagam: 'pagamento',
  // Where members pay: the platform's name says the question is about a payment.
  hotmart: 'pagamento',
  kiwify: 'pagamento',
  eduzz: 'pagamento',
  monetizze: 'pagamento',
  hubla: 'pagamento',
  braip: 'pagamento',
  ticto: 'pagamento',
  perfectpay: 'pagamento',
  mercadopago: 'pagamento',
  paypal: 'pagamento',
  picpay: 'pagamento',
  nubank: 'pagamento',
  logar: 'entrar',
  loguei: 'entrar',
  logando: 'entrar',
  login: 'entrar',
  logon: 'entrar',
  signin: 'entrar',
  deslogar: 'desconectou',
  deslogou: 'desconectou',
  deslogando: 'desconectou',
  deslogado: 'desconectou',
  deslogada: 'desconectou',
  download: 'baixar',
  downloads: 'baixar',
  browser: 'navegador',
  programa: 'navegador',
  navegado: 'navegador',
  antidetect: 'navegador',
  password: 'senha',
  uso: 'usar',
  usa: 'usar',
  usam: 'usar',
  usando: 'usar',
  utilizar: 'usar',
  sms: 'código',
  cod: 'código',
  lerdo: 'lenta',
  lerda: 'lenta',
  lento: 'lenta',
  devagar: 'lenta',
  demorando: 'lenta',
  demora: 'lenta',
  pesado: 'lenta',
  pesada: 'lenta',
  bugou: 'travou',
  bugado: 'travou',
  bugada: 'travou',
  config: 'configurações',
  configs: 'configurações',
  configuracao: 'configurações',
  ajustes: 'configurações',
  definicoes: 'configurações',
  painel: 'dashboard',
  dash: 'dashboard',
  tuto: 'tutorial',
  aula: 'aulas',
  afiliacao: 'afiliado',
  afiliar: 'afiliado',
  indicacao: 'afiliado',
  fatura: 'cobrança',
  cobraram: 'cobrança',
  cobrou: 'cobrança',
  mac: 'macos',
  macbook: 'macos',
  win: 'windows',
  win10: 'windows',
  win11: 'windows',
  venceu: 'vence',
  vencimento: 'vence',
  validade: 'vence',
  expira: 'vence',
  expirou: 'vence',
  valendo: 'vence',
  valido: 'vence',
  valida: 'vence',
  // What members call the subscription as a whole.
  servico: 'assinatura',
  servicos: 'assinatura',
  // A tool's own allowance, in any of the words tools use for it: the tool's credits.
  quota: 'cota',
  quotas: 'cota',
  cotas: 'cota',
  creditinhos: 'créditos',
  // Renewing is paying again: "renovei e não liberou" is a payment question.
  renovei: 'pagamento renovação',
  // Signed in on a device: the member-area sessions.
  logado: 'conectado',
  logados: 'conectado',
  logada: 'conectado',
  logadas: 'conectado',
  dispositivo: 'aparelho',
  dispositivos: 'aparelho',
  device: 'aparelho',
  devices: 'aparelho',
  aparelhos: 'aparelho',
  // Verb forms the typo tolerance may need as targets ("desconeto").
  desconecto: 'desconectar',
  desconecta: 'desconectar',
  desconectei: 'desconectar',
  desconectam: 'desconectar',
};

/**
 * Phrases rewritten before the words are read: what a group of words means to the articles.
 * Applied to questions and articles alike (articles rarely contain them).
 */
export const PHRASES: [RegExp, string][] = [
  // Tools count their allowance in hours too (Midjourney's fast hours).
  [/\b(fast|relax|turbo)\s*hours?\b/g, 'créditos'],
  [/\bhoras?\s+r[aá]pidas?\b/g, 'créditos'],
  // "Through the hub / your site / your browser" is the channel, not the topic: "como uso o
  // canva pelo hub" asks how to use the tool.
  [
    /\b(pel[oa]|atrav[eé]s\s+d[oa]|via|por\s+meio\s+d[oa])\s+(hub|site|plataforma|sistema|app|aplicativo|navegador)(\s+(seguro|premium|de\s+(vcs|voc[eê]s)))?\b/g,
    ' ',
  ],
  // "Como abro o X?" asks how to get in, not why it does not open.
  [/\bcomo\s+(?:(?:eu|que|q|faço|faco|pra|para|que\s+eu)\s+)*abr(?:o|e|ir)\b/g, 'como acessar'],
  // The first person of having or subscribing is the member's own plan: "qual plano eu tenho".
  [/\beu\s+(tenho|tinha|assinei|contratei|peguei|escolhi)\b/g, 'meu'],
  // Doing the renewal or the payment is paying: "fiz a renovação e continua bloqueado".
  [/\bfiz\s+(?:a|o)\s+(renova[cç][aã]o|pagamento|upgrade)\b/g, 'paguei $1'],
];

/** Words that name a device; in a question about being signed in they mean one of its sessions. */
export const DEVICES = new Set(
  'celular celulares pc pcs computador computadores notebook notebooks note tablet tablets aparelho'.split(
    ' ',
  ),
);
/** Words that make a question about devices one about the member-area sessions. */
// "descon…" with its typos ("desconeto"), but not "desconto".
export const SESSION_CUES =
  /\b(conectad[oa]s?|logad[oa]s?|descon(?!tos?\b)\w*|deslog\w*|sess(ao|oes|ão|ões)|tirar|remover|derrubar|expulsar)\b/;

/**
 * Tool brands members name (the catalogue lists only some): each reads as "ferramenta", so a
 * question about access, credits, login, a code or slowness answers for any tool.
 */
export const TOOL_NAMES = new Set(
  (
    'canva capcut chatgpt gpt openai midjourney freepik envato leonardo elevenlabs eleven heygen runway kling ' +
    'gemini claude copilot perplexity grammarly semrush ahrefs notion adobe photoshop premiere illustrator ' +
    'lightroom firefly figma vecteezy shutterstock storyblocks artlist motionarray pikbest designi placeit ' +
    'vidiq tubebuddy suno udio ideogram dalle sora pika synthesia descript invideo veed opusclip submagic ' +
    'quillbot turnitin scribd coursera udemy skillshare deepl jasper copyai writesonic manus grok deepseek ' +
    'kaiber krea magnific topaz remini picsart lovable cursor hailuo minimax viggo higgsfield flux dreamina ' +
    'captions wondershare filmora vectorizer gamma tome beautiful pictory fliki murf lumen5 crello vistacreate ' +
    'spotify netflix youtube envatoelements iconscout flaticon epidemic soundstripe motionelements ubersuggest ' +
    'similarweb spyfu mangools moz chatgpt4 gpt4 gpt5 midjorney canvas'
  ).split(' '),
);

/**
 * Words that name a kind of tool ("gerador de imagens", "editor de vídeo"): read as "ferramenta",
 * and what follows "de" describes the tool, not the question (no answer about video lessons).
 */
export const TOOL_NOUNS = new Set(
  'ferramenta ferramentas gerador geradora editor editora criador criadora ia ias bot chatbot'.split(' '),
);
/** Two-word tool names members write apart. */
export const TOOL_PHRASES: [RegExp, string][] = [
  [/\bchat\s*gpt\b/g, 'chatgpt'],
  [/\beleven\s*labs\b/g, 'elevenlabs'],
  [/\bmid\s*journey\b/g, 'midjourney'],
  [/\bcap\s*cut\b/g, 'capcut'],
  [/\bopus\s*clip\b/g, 'opusclip'],
  [/\bmotion\s*array\b/g, 'motionarray'],
  [/\benvato\s*elements\b/g, 'envatoelements'],
  [/\bleonardo\s*ai\b/g, 'leonardo'],
  [/\bcopy\s*ai\b/g, 'copyai'],
  [/\bdall\s*-?\s*e\b/g, 'dalle'],
];
