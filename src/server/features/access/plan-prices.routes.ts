import { Hono } from 'hono';
import { PLAN_LABELS } from '../../../shared/plans';
import {
  LENGTH_FOR_PLAN,
  type PlanPrice,
  planParamSchema,
  planPriceSchema,
} from '../../../shared/schemas/plan-prices';
import type { AppEnv, Deps } from '../../app-env';
import { requireViewer } from '../../app-env';
import type { PlanPriceRow } from '../../platform/db/schema/plan-prices';
import { AppError } from '../../platform/http/app-error';
import { validate } from '../../platform/http/validate';
import { adminActor, audited } from '../audit';
import { allow } from './allow';
import { listPlanPrices, savePlanPrice } from './data/plan-prices';

const toPlanPrice = (row: PlanPriceRow): PlanPrice => ({
  plan: row.plan,
  price: Number(row.price),
  months: row.months,
  updatedAt: row.updated_at.toISOString(),
  updatedBy: row.updated_by,
});

const planPriceFields = (row: PlanPriceRow) => ({ price: Number(row.price), months: row.months });

/** /api/admin/plan-prices: the price and length of each plan (docs/product.md#plans-and-access). */
export function planPricesRoutes(deps: Deps) {
  const { db } = deps.database;
  return new Hono<AppEnv>()
    .get('/', allow('admin', deps), async (c) => {
      const rows = await listPlanPrices({ db });
      return c.json({ prices: rows.map(toPlanPrice) });
    })
    .put(
      '/:plan',
      allow('admin', deps),
      validate('param', planParamSchema),
      validate('json', planPriceSchema),
      async (c) => {
        const { plan } = c.req.valid('param');
        const { price, months } = c.req.valid('json');
        if (plan === 'vitalicio' && months !== null)
          throw new AppError(400, LENGTH_FOR_PLAN.lifetime, 'lifetime_has_no_length');
        if (plan !== 'vitalicio' && months === null)
          throw new AppError(400, LENGTH_FOR_PLAN.required, 'length_required');
        const viewer = requireViewer(c);
        const { after } = await audited({
          db,
          actor: adminActor(viewer),
          write: (trx) => savePlanPrice({ db: trx, plan, price, months, updatedBy: viewer.email }),
          record: ({ before, after }) => ({
            action: 'payments.plan_price_changed',
            target: { label: `Plano ${PLAN_LABELS[plan]}` },
            before: planPriceFields(before),
            after: planPriceFields(after),
          }),
        });
        return c.json({ message: 'Preço do plano atualizado', price: toPlanPrice(after) });
      },
    );
}
