// Run by bench/support-held-back.mjs (through tsx): the offline assistant on the seeded knowledge
// base (migrations 0007, 0019 and 0026, one index per reader) against the held-back set, questions
// written without seeing the evaluation set. Prints one line per question, the totals, and the
// whole result as JSON on the last line.
import { evaluate } from '../../src/server/features/support/assistant/quality/evaluate';
import { HELD_BACK_SET } from '../../src/server/features/support/assistant/quality/held-back-set';

const { rows, right, top1 } = evaluate(HELD_BACK_SET);

for (const row of rows)
  console.log(
    `${row.right ? 'ok  ' : 'MISS'} [${row.assistant}/${row.reader}] ${row.question}  →  ${row.got}${row.right ? '' : ` (expected ${row.expect})`}${row.offered ? `  + "Se for sobre ${row.offered}"` : ''}`,
  );

const summary = {
  questions: rows.length,
  top1: right,
  top1Rate: top1,
  byChat: Object.fromEntries(
    ['tools/subscribers', 'general/members', 'general/subscribers', 'general/visitors'].map((chat) => {
      const mine = rows.filter((row) => `${row.assistant}/${row.reader}` === chat);
      return [chat, `${mine.filter((row) => row.right).length}/${mine.length}`];
    }),
  ),
  tickets: `${rows.filter((row) => row.expect === 'ticket' && row.right).length}/${rows.filter((row) => row.expect === 'ticket').length}`,
};
console.log(
  `\nheld-back top-1: ${right}/${rows.length} = ${(top1 * 100).toFixed(1)} %; by chat ${JSON.stringify(summary.byChat)}; "ticket" expected and given: ${summary.tickets}`,
);
// The last line is the result, written to bench/results by the caller.
console.log(JSON.stringify({ summary, rows }));
