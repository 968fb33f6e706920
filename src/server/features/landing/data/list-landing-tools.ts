import type { LandingTool } from '../../../../public-site/tool-categories';
import type { Db } from '../../../platform/db/connection';

/**
 * The landing page's tool grid (docs/product.md#public-pages): active tools in the operator's
 * order.
 */
export async function listLandingTools({ db }: { db: Db }): Promise<LandingTool[]> {
  return db
    .selectFrom('landing_tools')
    .select(['id', 'name', 'description', 'category'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
}
