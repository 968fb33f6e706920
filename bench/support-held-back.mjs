// Held-back measurement of the offline support assistants, apart from the evaluation set: everyday
// questions written without seeing the evaluation set, labelled before they were run. A
// measurement, not a gate: it prints top-1 and the misses and exits 0 whatever the figure.
// `npm run bench -- support-held-back`
import { runTsxPrinting, writeResult } from './lib/processes.mjs';

const result = runTsxPrinting('bench/lib/support-held-back.ts');
console.log(`result: ${writeResult('support-held-back', { ...result })}`);
