import type { Timestamp } from './timestamp';

/** Why a session ended, kept by the SHA-256 of its token (migration 0017). */
export type EndedSessionsTable = {
  token_hash: string;
  /** 'replaced': a newer sign-in past MAX_SESSIONS_PER_MEMBER ended it. */
  reason: string;
  ended_at: Timestamp;
};
