// Run by bench/support-held-back.mjs (through tsx): the offline assistant on the seeded knowledge
// base (migrations 0007, 0019 and 0026, one index per reader) against the held-back set, questions
// written without seeing the evaluation set. Prints one line per question, the totals, and the
// whole result as JSON on the last line.
import { evaluate } from '../../test/fixtures/support-quality/evaluate';
import { HELD_BACK_SET } from '../../test/fixtures/support-quality/held-back-set';
import { reportRows } from './quality-report';

const evaluation = evaluate(HELD_BACK_SET);
const { rows, right, top1 } = evaluation;
const summary = reportRows(evaluation);
console.log(
  `\nheld-back top-1: ${right}/${rows.length} = ${(top1 * 100).toFixed(1)} %; by chat ${JSON.stringify(summary.byChat)}; "ticket" expected and given: ${summary.tickets}`,
);
// The last line is the result, written to bench/results by the caller.
console.log(JSON.stringify({ summary, rows }));
