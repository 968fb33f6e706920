// Run by bench/support-quality.mjs (through tsx): the offline assistant on the seeded knowledge
// base against the 40-question quality set. Prints one line per question, the totals, and the
// whole result as JSON on the last line.
import { buildKnowledgeIndex } from '../../src/server/features/support/assistant/knowledge-index';
import { answerOffline } from '../../src/server/features/support/assistant/offline-assistant';
import {
  OUT_OF_SCOPE_QUESTIONS,
  QUALITY_QUESTIONS,
} from '../../src/server/features/support/assistant/quality-questions';
import { SEED_ARTICLES } from '../../src/server/platform/db/migrations/0007-support/articles';

const articles = SEED_ARTICLES.map((article, i) => ({ id: String(i), ...article }));
// CPU time, not wall time: it stays readable on a busy machine.
const cpuMs = (runs: number, work: () => void) => {
  work(); // warm-up
  const before = process.cpuUsage();
  for (let i = 0; i < runs; i++) work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000 / runs;
};
const index = buildKnowledgeIndex(articles);
const buildMs = cpuMs(5, () => buildKnowledgeIndex(articles));
const ctx = { appName: 'Hub Premium', supportPhone: '+55 11 99999-9999', browserVersion: '7.3.26' };
const titleOf = (id: string) => articles[Number(id)]?.title;

const rows = QUALITY_QUESTIONS.map(({ question, article }) => {
  const top = index.search(question, 1)[0];
  const answer = answerOffline(index, question, ctx);
  const outcome =
    answer.kind === 'unknown'
      ? 'não sei'
      : answer.kind === 'answer' && titleOf(answer.articleId) === article
        ? 'right'
        : 'WRONG';
  return {
    question,
    expected: article,
    top1: top?.article.title ?? '—',
    top1Right: top?.article.title === article,
    outcome,
  };
});
const outOfScope = OUT_OF_SCOPE_QUESTIONS.map((question) => ({
  question,
  outcome: answerOffline(index, question, ctx).kind,
}));

for (const row of rows)
  console.log(`${row.top1Right ? 'ok  ' : 'MISS'} ${row.outcome.padEnd(7)} ${row.question}  →  ${row.top1}`);
for (const row of outOfScope) console.log(`out of scope: ${row.outcome.padEnd(9)} ${row.question}`);

const answerAll = () => {
  for (const { question } of QUALITY_QUESTIONS) answerOffline(index, question, ctx);
};
const count = (predicate: (row: (typeof rows)[number]) => boolean) => rows.filter(predicate).length;
const top1 = count((row) => row.top1Right);
const summary = {
  articles: articles.length,
  questions: rows.length,
  top1,
  top1Rate: top1 / rows.length,
  answeredRight: count((row) => row.outcome === 'right'),
  saidUnknown: count((row) => row.outcome === 'não sei'),
  answeredWrong: count((row) => row.outcome === 'WRONG'),
  outOfScopeUnknown: outOfScope.filter((row) => row.outcome === 'unknown').length,
  outOfScope: outOfScope.length,
  indexBuildCpuMs: Number(buildMs.toFixed(1)),
  answerCpuMs: Number((cpuMs(20, answerAll) / rows.length).toFixed(3)),
};
console.log(
  `\ntop-1: ${top1}/${rows.length} = ${(summary.top1Rate * 100).toFixed(1)} % (target ≥ 85 %); answers: ${summary.answeredRight} right, ${summary.saidUnknown} "não sei", ${summary.answeredWrong} wrong; out of scope: ${summary.outOfScopeUnknown}/${summary.outOfScope} "não sei"; CPU: index of ${articles.length} articles ${summary.indexBuildCpuMs} ms, one answer ${summary.answerCpuMs} ms`,
);
// The last line is the result, written to bench/results by the caller.
console.log(JSON.stringify({ summary, rows, outOfScope }));
