import type { Db } from '../../../platform/db/connection';

/**
 * Marks the session active now: its updated_at is the "última atividade" of Segurança's list.
 * Better Auth decides refreshes by expires_at alone, so this moves nothing else.
 */
export async function touchSession({ db, sessionId, now }: { db: Db; sessionId: string; now: Date }) {
  await db.updateTable('sessions').set({ updated_at: now }).where('id', '=', sessionId).execute();
}
