// Answer-quality bench of the offline support assistants (not a test; answer-quality.test.ts
// guards a floor): the evaluation set (members' own words on both chats and for the
// three readers) against the seeded knowledge base: top-1 ≥ 90 % and a reply's p99 ≤ 50 ms.
// `npm run bench -- support-quality`
import { runTsxPrinting, writeResult } from './lib/processes.mjs';

const TARGET_TOP1 = 0.9;
const TARGET_P99_MS = 50;
const result = runTsxPrinting('bench/lib/support-quality.ts');
console.log(`result: ${writeResult('support-quality', { ...result })}`);
const { top1Rate, replyMsP99 } = result.summary;
process.exit(top1Rate >= TARGET_TOP1 && replyMsP99 <= TARGET_P99_MS ? 0 : 1);
