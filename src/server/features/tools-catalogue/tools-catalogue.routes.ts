import { Hono } from 'hono';
import type { CatalogueToolView } from '../../../shared/schemas/tools-catalogue';
import type { AppEnv, Deps } from '../../app-env';
import { allow } from '../access';
import { listTools } from './data/landing-tools';
import { toCatalogueToolView } from './tool-views';

/**
 * /api/tools-catalogue (docs/product.md#the-tool-catalogue): the tools a subscription includes,
 * with their live status, for /conectar and the dashboard: one indexed query.
 */
export function toolsCatalogueRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>().get('/', allow('subscriber', deps), async (c) => {
    const rows = await listTools({ db, activeOnly: true });
    return c.json<CatalogueToolView[]>(rows.map(toCatalogueToolView));
  });
}
