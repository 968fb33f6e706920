import { decide } from '../../src/server/features/support/assistant/offline-assistant';
import { seededIndexes } from '../../test/fixtures/support-quality/evaluate';
const idx = seededIndexes();
const [reader, assistant, ...q] = process.argv.slice(2);
const question = q.join(' ');
const index = idx[reader as 'members'];
console.log(index.understand(question));
for (const m of index.search(question, { limit: 5, context: assistant === 'tools' ? ['ferrament'] : [] })) console.log(m.article.title, m.score.toFixed(2), m.coverage.toFixed(2));
console.log(JSON.stringify(decide(index, question, assistant as 'general'), (k, v) => (k === 'article' ? v.title : v)));
