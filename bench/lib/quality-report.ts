// What both answer-quality benches print (support-quality.ts, support-held-back.ts): one line per
// question, and the figures per chat.
import type { evaluate } from '../../test/fixtures/support-quality/evaluate';

type Evaluation = ReturnType<typeof evaluate>;
const CHATS = ['tools/subscribers', 'general/members', 'general/subscribers', 'general/visitors'];

/** Prints every row (ok / MISS, what answered, what was offered) and returns the summary. */
export function reportRows({ rows, right, top1 }: Evaluation) {
  for (const row of rows)
    console.log(
      `${row.right ? 'ok  ' : 'MISS'} [${row.assistant}/${row.reader}] ${row.question}  →  ${row.got}${row.right ? '' : ` (expected ${row.expect})`}${row.offered ? `  + "Se for sobre ${row.offered}"` : ''}`,
    );
  const tickets = rows.filter((row) => row.expect === 'ticket');
  return {
    questions: rows.length,
    top1: right,
    top1Rate: top1,
    byChat: Object.fromEntries(
      CHATS.map((chat) => {
        const mine = rows.filter((row) => `${row.assistant}/${row.reader}` === chat);
        return [chat, `${mine.filter((row) => row.right).length}/${mine.length}`];
      }),
    ),
    tickets: `${tickets.filter((row) => row.right).length}/${tickets.length}`,
  };
}
