import type { Context } from 'hono';
import { Hono } from 'hono';
import { type MemberSession, memberSessionParam } from '../../../shared/schemas/member-sessions';
import { type MeResponse, SESSION_REPLACED } from '../../../shared/schemas/session';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { AppError, MESSAGES } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { allow, toSubscriptionView } from '../access';
import { adminTwoFactorPending } from '../two-factor';
import { deleteMemberSession, deleteOtherSessions, listMemberSessions } from './data/sessions';
import { describeDevice, deviceKind } from './describe-device';
import { END_REASON_REPLACED, endReasonOf } from './session-limit';
import { getViewer, toProfile } from './viewer';

const SIGNED_OUT: MeResponse = { profile: null, subscription: null };

/** What GET /api/me answers, also embedded in the app's page so its first screen needs no trip. */
export async function readMe(c: Context<AppEnv>, deps: Deps): Promise<MeResponse> {
  const viewer = await getViewer(c, deps);
  if (!viewer) {
    // The first load after a newer sign-in ended this device's session says why.
    const replaced = (await endReasonOf(c, deps)) === END_REASON_REPLACED;
    return replaced ? { ...SIGNED_OUT, sessionEnded: SESSION_REPLACED } : SIGNED_OUT;
  }
  return {
    profile: toProfile(viewer),
    subscription: viewer.grant ? toSubscriptionView(viewer.grant) : null,
    ...((await adminTwoFactorPending(deps, viewer)) && { twoFactorPending: true }),
  };
}

/**
 * Under /api/me: GET / is session, profile and current subscription in one trip (the page embeds
 * the first). /sessions are the member's own signed-in devices (Configurações → Segurança) and
 * ending them; every query names the caller's id, so another member's session is "not found",
 * never ended.
 */
export function sessionRoutes(deps: Deps) {
  const { db } = deps.database;
  const memberOf = (viewer: ReturnType<typeof requireViewer>) => ({ id: viewer.userId, email: viewer.email });
  return new Hono<AppEnv>()
    .get('/', allow('visitor', deps), async (c) => c.json<MeResponse>(await readMe(c, deps)))
    .get('/sessions', allow('member', deps), async (c) => {
      const viewer = requireViewer(c);
      const rows = await listMemberSessions({ db, userId: viewer.userId, now: new Date() });
      const sessions = rows.map(
        (row): MemberSession => ({
          id: row.id,
          device: describeDevice(row.user_agent),
          kind: deviceKind(row.user_agent),
          ip: row.ip_address || null,
          current: row.id === viewer.sessionId,
          signedInAt: row.created_at.toISOString(),
          lastActiveAt: row.updated_at.toISOString(),
        }),
      );
      // "Este dispositivo" first, then the others by last activity.
      return c.json(sessions.sort((a, b) => Number(b.current) - Number(a.current)));
    })
    .post('/sessions/end-others', allow('member', deps), async (c) => {
      const viewer = requireViewer(c);
      const ended = await deleteOtherSessions({
        db,
        member: memberOf(viewer),
        keepSessionId: viewer.sessionId,
      });
      return c.json({
        message: ended === 1 ? '1 sessão encerrada.' : `${ended} sessões encerradas.`,
        ended,
      });
    })
    .delete('/sessions/:id', allow('member', deps), validate('param', memberSessionParam), async (c) => {
      const viewer = requireViewer(c);
      const { id } = c.req.valid('param');
      // The device asking ends its own session with Sair, which ends every session.
      if (id === viewer.sessionId)
        throw new AppError(400, 'Para encerrar a sessão deste dispositivo, use Sair.', 'current_session');
      const ended = await deleteMemberSession({ db, member: memberOf(viewer), sessionId: id });
      if (!ended) throw new AppError(404, MESSAGES.notFound, 'not_found');
      return c.json({ message: 'Sessão encerrada.' });
    });
}
