import { formatDate, formatDayMonth, formatTime } from '../../../shared/format';
import { TOOL_STATUS_LABELS } from '../../../shared/tools-catalogue';
import type { Db } from '../../platform/db/connection';
import { listTools, type ToolRow } from './data/landing-tools';

// "o editor de vídeo está fora?", "gerador de imagens sem crédito": the support assistant answers
// these from the catalogue's live status (docs/product.md#the-tool-catalogue), before it searches
// its articles. Only a question that sounds like one about a tool working reads the catalogue.

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

const ASKS_ABOUT_STATUS =
  /\b(fora( do ar)?|caiu|caid[oa]|funcionando|sem credito|creditos?|nao (entra|abre|carrega|funciona|conecta)|parou|instavel|lent[oa]|travad[oa]|travando|manutencao|offline|com problema|deu erro|erro)\b/;

// Words of a tool's name too common to tell one tool from another.
const COMMON = new Set([
  'de',
  'da',
  'do',
  'com',
  'para',
  'pro',
  'ia',
  'online',
  'premium',
  'avancado',
  'livres',
]);

const wordsOf = (text: string) => folded(text).match(/[a-z0-9]+/g) ?? [];

/** The tool the question names: its whole name, or every distinctive word of it (two at least). */
function namedTool(question: string, tools: ToolRow[]) {
  const asked = new Set(wordsOf(question));
  const text = ` ${wordsOf(question).join(' ')} `;
  return tools.find((tool) => {
    if (text.includes(` ${wordsOf(tool.name).join(' ')} `)) return true;
    const distinctive = wordsOf(tool.name).filter((word) => word.length > 2 && !COMMON.has(word));
    // One distinctive word ("chat") says too little: such a tool is known by its whole name.
    return distinctive.length > 1 && distinctive.every((word) => asked.has(word));
  });
}

const since = (tool: ToolRow) =>
  `desde ${formatDayMonth(tool.status_changed_at)} às ${formatTime(tool.status_changed_at)}`;

function answerFor(tool: ToolRow) {
  const name = `**${tool.name}**`;
  if (tool.status === 'working')
    return `Pelo nosso painel, ${name} está **Funcionando** agora. Se não funciona para você, confira o passo a passo em **Ferramentas** (a tela Conectar) e, se continuar, escreva **falar com atendente**.`;
  const note = tool.status_note ? ` ${tool.status_note}` : '';
  const until = tool.status_until
    ? ` Previsão de créditos até ${formatDate(`${tool.status_until}T12:00:00Z`)}.`
    : '';
  return `Sim: ${name} está **${TOOL_STATUS_LABELS[tool.status]}** ${since(tool)}.${note}${until} Nossa equipe já está cuidando disso, não é só com você, e não precisa abrir um chamado. O status atualizado fica em **Ferramentas** e no **Dashboard**.`;
}

/**
 * The assistant's answer to a question about a catalogue tool working, from its live status and
 * note; null when the question is not one (the assistant answers as before). One query, on
 * landing_tools_active_order_idx, only for questions that sound like one.
 */
export async function answerToolStatus({ db, question }: { db: Db; question: string }) {
  if (!ASKS_ABOUT_STATUS.test(folded(question))) return null;
  const tool = namedTool(question, await listTools({ db, activeOnly: true }));
  return tool ? answerFor(tool) : null;
}
