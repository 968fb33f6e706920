// The floor under GET /api/me on this machine: node:http, the session cookie's signature check and
// the app's own session query (getSessionByToken, one indexed trip), a JSON answer of the same
// shape. No framework, no middleware, no Better Auth. bench/api-me.mjs measures it beside the app
// and the hello-world, so the report shows what the app costs above the work it cannot skip.
//
//   node --import tsx bench/lib/floor-server.ts <port>    (DATA_DIR, DATABASE_URL, APP_SECRET as the app)
import http from 'node:http';
import path from 'node:path';
import { decidingGrantOf, toSubscriptionView } from '../../src/server/features/access/data/grants';
import { getSessionByToken } from '../../src/server/features/session/data/get-session-by-token';
import { parseCookieHeader, verifySignedValue } from '../../src/server/features/session/session-reader';
import { resolveAppSecret } from '../../src/server/platform/config/app-secret';
import { openDatabase } from '../../src/server/platform/db/connection';

const port = Number(process.argv[2]);
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const { db } = openDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqliteFile: path.join(dataDir, 'hub.sqlite'),
});
const { secret } = resolveAppSecret(process.env.APP_SECRET, dataDir);

function send(res: http.ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

const server = http.createServer(async (req, res) => {
  if (req.url !== '/api/me') return send(res, 200, { ok: true }); // readiness
  const cookies = parseCookieHeader(req.headers.cookie ?? null);
  const signed = [...cookies].find(([name]) => name.endsWith('session_token'))?.[1];
  const token = signed ? verifySignedValue(signed, secret) : null;
  const row = token ? await getSessionByToken({ db, token }) : undefined;
  if (!row || row.session_expires_at.getTime() < Date.now()) return send(res, 401, { message: 'no session' });
  const grant = decidingGrantOf(row);
  send(res, 200, {
    profile: {
      id: row.user_id,
      email: row.email,
      fullName: row.full_name,
      role: row.role,
      createdAt: row.created_at.toISOString(),
    },
    subscription: grant ? toSubscriptionView(grant) : null,
  });
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
// Never outlive the bench that started it.
setTimeout(() => process.exit(0), 10 * 60_000).unref();
