import type { Env } from '../../platform/config/env';
import type { Db } from '../../platform/db/connection';
import { deleteOldChatSessions } from './data/delete-old-chat-sessions';
import {
  deleteOldAuditEvents,
  deleteOldCodeRequests,
  deleteOldRateLimits,
  deleteOldRefusedWebhooks,
} from './data/delete-old-rows';

/** One kind of machine-written row and how long it is kept (issue 22 §5, DECISIONS retention). */
export type RetentionRule = {
  /** Names the rule in the job's log line. */
  name: string;
  /** Days kept; 0 keeps them for good. */
  days: number;
  /** Deletes at most `limit` rows older than `cutoff`; returns how many went. */
  deleteBatch: (options: { db: Db; cutoff: Date; limit: number }) => Promise<number>;
};

/** Every rule, with its days from the environment. */
export const retentionRules = (env: Env): RetentionRule[] => [
  { name: 'codeRequests', days: env.RETENTION_CODE_REQUESTS_DAYS, deleteBatch: deleteOldCodeRequests },
  { name: 'rateLimits', days: env.RETENTION_RATE_LIMITS_DAYS, deleteBatch: deleteOldRateLimits },
  {
    name: 'refusedWebhooks',
    days: env.RETENTION_REFUSED_WEBHOOKS_DAYS,
    deleteBatch: deleteOldRefusedWebhooks,
  },
  { name: 'chatLogs', days: env.RETENTION_CHAT_LOGS_DAYS, deleteBatch: deleteOldChatSessions },
  { name: 'audit', days: env.RETENTION_AUDIT_DAYS, deleteBatch: deleteOldAuditEvents },
];
