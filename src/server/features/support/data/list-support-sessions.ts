import { PAGE_SIZE } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

export const SESSION_COLUMNS = [
  's.session_id',
  's.assistant',
  's.first_message',
  's.message_count',
  's.has_ticket',
  's.has_fallback',
  's.started_at',
  's.last_message_at',
  'p.id as member_id',
  'p.email',
  'p.full_name',
] as const;

/** SPEC §2 Logs do Suporte: one card per session, the most recently active first, pages of 10. */
export async function listSupportSessions({ db, page }: { db: Db; page: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('support_sessions as s')
      .leftJoin('profiles as p', 'p.id', 's.user_id')
      .select(SESSION_COLUMNS)
      .orderBy('s.last_message_at', 'desc')
      .orderBy('s.session_id')
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE)
      .execute(),
    db
      .selectFrom('support_sessions')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export type SupportSessionRow = Awaited<ReturnType<typeof listSupportSessions>>['rows'][number];
