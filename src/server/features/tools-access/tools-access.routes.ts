import { Hono } from 'hono';
import { z } from 'zod';
import { DAY_MS } from '../../../shared/constants';
import {
  type CodeRequestsPage,
  CREDENTIAL_GROUPS,
  codeRequestsQuerySchema,
  credentialSettingsSchema,
  type IpSpreadRow,
  type ToolsAccessSettingsView,
} from '../../../shared/schemas/tools-access';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import type { Db } from '../../platform/db/connection';
import { MESSAGES } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow } from '../access';
import { adminActor, recordAudit } from '../audit';
import type { Viewer } from '../session';
import { readCodeRequest, serveAdminCode, serveToolsCode } from './code-service';
import { credentialStore } from './credential-store';
import { listCodeRequests, listIpSpread } from './data/code-requests';
import { generateSecret } from './one-time-code';

/** Milliseconds since the epoch; injected by tests that need to cross a 30-second window. */
export type Clock = () => number;

const IP_SPREAD_DAYS = 7;
const groupParam = z.object({
  group: z.enum(CREDENTIAL_GROUPS, { error: 'Grupo de credenciais inválido.' }),
});

const CREDENTIAL_READS = {
  tools: { action: 'settings.tools_credentials_viewed', label: 'Acesso às ferramentas' },
  admin: { action: 'settings.admin_access_viewed', label: 'Acesso admin' },
} as const;

/** An admin was shown a group's login and password: who and when, never what. */
const recordCredentialsRead = (db: Db, viewer: Viewer, group: keyof typeof CREDENTIAL_READS) =>
  recordAudit({
    db,
    actor: adminActor(viewer),
    action: CREDENTIAL_READS[group].action,
    target: { label: CREDENTIAL_READS[group].label },
  });

/**
 * Under /api/tools-access (docs/product.md#tools-access-and-the-one-time-code): the shared tool
 * login and its live code for subscribers (/conectar), the admin-access login and code for admins
 * (/acesso-admin), and the settings and audit an admin owns (/admin/tools).
 */
export function toolsAccessRoutes(deps: Deps, clock: Clock = Date.now) {
  const { db } = deps.database;
  const store = credentialStore(deps);
  const settingsAdmin = allow('admin', deps, { adminOnlyMessage: MESSAGES.settingsAdminOnly });

  return (
    new Hono<AppEnv>()
      .get('/credentials', allow('subscriber', deps), async (c) => {
        // An admin reading the shared login is on the trail (docs/decisions/020-every-admin-write-audited.md);
        // subscribers read it as the product they pay for.
        const viewer = requireViewer(c);
        if (viewer.role === 'admin') await recordCredentialsRead(db, viewer, 'tools');
        return c.json(await store.credentials('tools'));
      })
      .post('/code', readCodeRequest(deps, clock), allow('subscriber', deps), async (c) =>
        c.json(await serveToolsCode({ deps, store, viewer: requireViewer(c), ...c.get('codeRequest') })),
      )
      .get('/admin-access', allow('admin', deps), async (c) => {
        await recordCredentialsRead(db, requireViewer(c), 'admin');
        return c.json(await store.credentials('admin'));
      })
      .post('/admin-access/code', allow('admin', deps), async (c) =>
        c.json(await serveAdminCode({ deps, store, viewer: requireViewer(c), now: clock() })),
      )
      .get('/settings', allow('admin', deps), async (c) => {
        // The settings show both logins in clear: both reads are on the trail.
        await recordCredentialsRead(db, requireViewer(c), 'tools');
        await recordCredentialsRead(db, requireViewer(c), 'admin');
        const [tools, admin] = await Promise.all([store.view('tools'), store.view('admin')]);
        return c.json<ToolsAccessSettingsView>({ tools, admin });
      })
      .put(
        '/settings/:group',
        settingsAdmin,
        validate('param', groupParam),
        validate('json', credentialSettingsSchema),
        async (c) => {
          const { group } = c.req.valid('param');
          const viewer = requireViewer(c);
          await store.save(group, c.req.valid('json'), { id: viewer.userId, email: viewer.email });
          return c.json({
            message: 'Autenticação configurada com sucesso',
            settings: await store.view(group),
          });
        },
      )
      // A fresh secret for the admin to enrol in the tool's authenticator; stored only once saved.
      .post('/settings/generated-secret', settingsAdmin, (c) => c.json({ secret: generateSecret() }))
      .get('/requests', allow('admin', deps), validate('query', codeRequestsQuerySchema), async (c) => {
        const { cursor } = c.req.valid('query');
        const { rows, nextCursor, prevCursor } = await listCodeRequests({ db, cursor });
        return c.json<CodeRequestsPage>({
          items: rows.map((row) => ({
            id: row.id,
            userId: row.user_id,
            userName: row.user_name,
            userEmail: row.user_email,
            ipAddress: row.ip_address,
            userAgent: row.user_agent,
            createdAt: row.created_at.toISOString(),
          })),
          nextCursor,
          prevCursor,
        });
      })
      .get('/ip-spread', allow('admin', deps), async (c) => {
        const rows = await listIpSpread({ db, since: new Date(clock() - IP_SPREAD_DAYS * DAY_MS) });
        return c.json<IpSpreadRow[]>(
          rows.map((row) => ({
            userId: row.user_id,
            userName: row.user_name,
            userEmail: row.user_email,
            ipCount: row.ip_count,
            requestCount: row.request_count,
            signInCount: row.sign_in_count,
            lastRequestAt: row.last_request_at.toISOString(),
          })),
        );
      })
  );
}
