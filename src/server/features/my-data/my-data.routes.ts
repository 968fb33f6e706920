import { APIError } from 'better-auth/api';
import { Hono } from 'hono';
import {
  accountDeletionSchema,
  DATA_EXPORT_FILES,
  dataExportFileParamSchema,
} from '../../../shared/schemas/my-data';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { inTransaction } from '../../platform/db/transaction';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { consumeRateLimit } from '../../platform/http/rate-limit';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { recordAudit } from '../audit';
import { endMemberSessions } from '../session';
import { requestAccountDeletion } from './data/account-deletions';
import { latestDataExport, queueDataExport, readyDataExport } from './data/data-exports';

const DELETION_WINDOW_MS = 15 * 60 * 1000;

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
        if (!row) throw new AppError(404, MESSAGES.dataExportGone, 'not_found');
        const isJson = file === DATA_EXPORT_FILES.json;
        return c.body((isJson ? row.content : row.summary) ?? '', 200, {
          'content-type': isJson ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
          'content-disposition': `attachment; filename="${file}"`,
          'cache-control': 'no-store',
        });
      },
    )
    .post('/account-deletion', allow('member', deps), validate('json', accountDeletionSchema), async (c) => {
      const viewer = requireViewer(c);
      // The team keeps at least one admin; an admin leaves through another admin.
      if (viewer.role === 'admin') throw new AppError(403, MESSAGES.adminOwnDeletion, 'admin_self_deletion');
      // A stolen session must not test guesses of the password at will.
      await consumeRateLimit({
        db,
        key: `account-deletion:user:${viewer.userId}`,
        rule: { max: deps.env.AUTH_LIMIT_PER_EMAIL, windowMs: DELETION_WINDOW_MS },
      });
      await deps.auth.api
        .verifyPassword({ body: { password: c.req.valid('json').password }, headers: c.req.raw.headers })
        .catch((error: unknown) => {
          if (error instanceof APIError) throw new AppError(400, 'Senha incorreta.', 'invalid_password');
          throw error;
        });
      const eraseAfter = await inTransaction(db, async (trx) => {
        const at = await requestAccountDeletion({ db: trx, userId: viewer.userId });
        await recordAudit({
          db: trx,
          actor: { id: viewer.userId, label: viewer.email },
          action: 'user.deletion_requested',
          target: { id: viewer.userId, email: viewer.email },
          after: { apagarApos: at.toISOString() },
        });
        // Every device is signed out now; signing in again within the grace period cancels.
        await endMemberSessions({ db: trx, userId: viewer.userId });
        return at;
      });
      return c.json({
        message: 'Sua conta será excluída em 7 dias. Para cancelar, basta entrar de novo até lá.',
        eraseAfter: eraseAfter.toISOString(),
      });
    });
}
