import { evaluate } from '../../test/fixtures/support-quality/evaluate';
import { EVALUATION_SET } from '../../test/fixtures/support-quality/evaluation-set';
const { rows, right } = evaluate(EVALUATION_SET);
for (const r of rows.filter((r) => !r.right)) console.log(`${r.assistant}/${r.reader}: ${r.question} → ${r.got} (want ${r.expect})`);
console.log(right, rows.length, (right / rows.length * 100).toFixed(1));
