import { Hono } from 'hono';
import {
  DATA_EXPORT_FILES,
  DATA_EXPORT_MESSAGES,
  dataExportFileParamSchema,
} from '../../../shared/schemas/my-data';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError } from '../../platform/http/app-error';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow } from '../session';
import { latestDataExport, queueDataExport, readyDataExport } from './data/data-exports';

// A member asks for a few files a day at most; each build reads every table about them.
const EXPORTS_PER_DAY = { max: 3, windowMs: 24 * 60 * 60 * 1000 };

const toView = (row: {
  id: string;
  status: 'pending' | 'ready' | 'failed';
  created_at: Date;
  ready_at: Date | null;
  expires_at: Date | null;
}) => ({
  id: row.id,
  status: row.status,
  createdAt: row.created_at.toISOString(),
  readyAt: row.ready_at?.toISOString() ?? null,
  expiresAt: row.expires_at?.toISOString() ?? null,
});

/** Meus dados under /api/me (docs/product.md#privacy-and-retention): only the viewer's own data. */
export function myDataRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/data-export', allow('member', deps), async (c) => {
      const row = await latestDataExport({ db, userId: requireViewer(c).userId });
      return c.json({ export: row ? toView(row) : null });
    })
    .post('/data-export', allow('member', deps), async (c) => {
      const { userId } = requireViewer(c);
      const latest = await latestDataExport({ db, userId });
      // Asking again while one is being built answers that one.
      if (latest?.status === 'pending') return c.json({ export: toView(latest) }, 202);
      await consumeRateLimit({ db, key: `data-export:user:${userId}`, rule: EXPORTS_PER_DAY });
      const row = await queueDataExport({ db, userId });
      deps.dataExports.wake();
      return c.json({ export: toView(row) }, 202);
    })
    .get(
      '/data-export/:id/:file',
      allow('member', deps),
      validate('param', dataExportFileParamSchema),
      async (c) => {
        const { id, file } = c.req.valid('param');
        const row = await readyDataExport({ db, userId: requireViewer(c).userId, id });
        if (!row) throw new AppError(404, DATA_EXPORT_MESSAGES.notAvailable, 'not_found');
        const isJson = file === DATA_EXPORT_FILES.json;
        return c.body((isJson ? row.content : row.summary) ?? '', 200, {
          'content-type': isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="${file}"`,
          'cache-control': 'no-store',
        });
      },
    );
}
