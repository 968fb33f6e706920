import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from '../access';
import { hotmartAdapter } from './hotmart';
import { kiwifyAdapter } from './kiwify';
import { webhookReceiver } from './receive-webhook';

/**
 * /api/webhooks: called by the payment platforms' servers, not by people. Open to visitors as far
 * as sessions go; each delivery proves its origin with the platform's secret instead (and the
 * origin check exempts this prefix: app.ts).
 */
export function paymentsRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post('/hotmart', allow('visitor', deps), webhookReceiver(deps, hotmartAdapter(deps.env.HOTMART_HOTTOK)))
    .post(
      '/kiwify',
      allow('visitor', deps),
      webhookReceiver(deps, kiwifyAdapter(deps.env.KIWIFY_WEBHOOK_TOKEN)),
    );
}
