import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import { allow } from '../access';
import { listMemberPayments } from './data/member-payments';

/** The member's own payments, each the period it bought (Configurações → Plano), under /api/me. */
export function memberPaymentsRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/payments', allow('member', deps), async (c) =>
    c.json({ payments: await listMemberPayments({ db, userId: requireViewer(c).userId }) }),
  );
}
