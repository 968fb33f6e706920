import { expect, it } from 'vitest';
import { testAppForFile } from '../../../../test/test-app-for-file';
import { REPLIES, replyContextOf } from './assistant/replies';
import { ask } from './support.test-helpers';

// The open-ticket cap holds under parallel requests (docs/product.md#support-chats-and-tickets):
// each request counts the member's open tickets inside the transaction that opens one, under a
// lock on the member, so eight chats asking for a person at once open the cap's three.
const t = testAppForFile({ SUPPORT_OPEN_TICKETS_PER_MEMBER: '3', CHAT_LIMIT_PER_MEMBER_PER_MINUTE: '20' });

it('opens at most 3 tickets when 8 chats of one member ask for a person at once', async () => {
  const member = await t.as('member');
  const memberId = member.user?.id ?? '';
  const answers = await Promise.all(
    Array.from({ length: 8 }, () => ask(t, 'Quero falar com um atendente.', { cookie: member.cookie })),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  const opened = answers.filter((answer) => answer.body.ticketOpened);
  expect(opened).toHaveLength(3);
  for (const refused of answers.filter((answer) => !answer.body.ticketOpened))
    expect(refused.body.response).toBe(REPLIES.ticketCapReached(3, replyContextOf(t.deps.env)));
  const tickets = await t.db
    .selectFrom('support_tickets')
    .select('id')
    .where('user_id', '=', memberId)
    .execute();
  expect(tickets).toHaveLength(3);
  // What the member was told is what their chat keeps.
  const stored = await t.db
    .selectFrom('support_conversations')
    .select('assistant_message')
    .where('user_id', '=', memberId)
    .where('has_ticket', '=', false)
    .execute();
  expect(stored.map((row) => row.assistant_message)).toEqual(
    Array(5).fill(REPLIES.ticketCapReached(3, replyContextOf(t.deps.env))),
  );
});
