import type { LandingCatalogue } from '../../../../public-site/tool-categories';
import { PREMIUM_TOOLS_CLAIM } from '../../../../shared/constants';
import type { Db } from '../../../platform/db/connection';

/**
 * The landing page's tool grid (docs/product.md#public-pages): the catalogue's active tools the
 * operator shows on the landing, in order, and how many more the subscription includes (the
 * "+N ferramentas" card: the catalogue's other active tools, and never below the "50+" the page
 * promises).
 */
export async function listLandingTools({ db }: { db: Db }): Promise<LandingCatalogue> {
  const rows = await db
    .selectFrom('landing_tools')
    .select(['id', 'name', 'description', 'category', 'is_on_landing'])
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('name')
    .execute();
  const tools = rows
    .filter((row) => row.is_on_landing)
    .map(({ id, name, description, category }) => ({ id, name, description, category }));
  return { tools, moreTools: Math.max(rows.length, PREMIUM_TOOLS_CLAIM) - tools.length };
}
