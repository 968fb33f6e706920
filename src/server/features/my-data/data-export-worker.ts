import type { Deps } from '../../app-env';
import { defineQueue, type QueueSettings } from '../../platform/jobs/database-queue';
import type { PollingWorker } from '../../platform/jobs/polling-worker';
import { completeDataExport, deleteExpiredDataExports, failDataExportTry } from './data/data-exports';
import { collectMemberRecord } from './data/member-record';
import { exportSummary } from './export-summary';

const errorText = (error: unknown) => String((error as Error)?.message ?? error).slice(0, 500);

/**
 * Builds each "Baixar meus dados" request on the database queue (src/server/platform/jobs): the
 * member's record as JSON and its readable summary, stored on the row and offered for 24 hours;
 * after each pass, files past their 24 hours are deleted. Reading a member's rows takes a few
 * queries, so a request never builds it itself.
 */
export function createDataExportWorker(
  deps: Pick<Deps, 'database' | 'logger'>,
  settings: QueueSettings = {},
): PollingWorker {
  const { db } = deps.database;
  const now = settings.now ?? (() => new Date());
  return defineQueue({
    name: 'data export worker',
    db,
    logger: deps.logger,
    table: 'data_exports',
    pending: { column: 'status', value: 'pending' },
    failedValue: 'failed',
    maxAttempts: 5,
    ...settings,
    async handle(row) {
      const record = await collectMemberRecord({ db, userId: row.user_id });
      const builtAt = now();
      await completeDataExport({
        db,
        id: row.id,
        content: JSON.stringify({ geradoEm: builtAt.toISOString(), ...record }, null, 2),
        summary: exportSummary(record, builtAt),
        now: builtAt,
      });
    },
    retry: ({ row, error, retryAt }) =>
      failDataExportTry({ db, id: row.id, error: errorText(error), retryAt }),
    giveUp: async ({ row, error }) => {
      deps.logger.error({ err: error, id: row.id }, 'data export worker: gave up');
      await failDataExportTry({ db, id: row.id, error: errorText(error), retryAt: null });
    },
    afterPass: (at) => deleteExpiredDataExports({ db, now: at }),
  });
}
