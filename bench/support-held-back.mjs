// Held-back measurement of the offline support assistants (issue 18 acceptance: "a held-back set
// of everyday questions is also measured independently"): questions written without seeing the
// evaluation set, labelled before they were run. A measurement, not a gate: it prints top-1 and
// the misses and exits 0 whatever the figure.
// `npm run bench -- support-held-back`
import { runTsxPrinting, writeResult } from './lib/processes.mjs';

const result = runTsxPrinting('bench/lib/support-held-back.ts');
console.log(`result: ${writeResult('support-held-back', { ...result })}`);
