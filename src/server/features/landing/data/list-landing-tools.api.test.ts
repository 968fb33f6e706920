import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/test-app';
import { LANDING_TOOL_CATEGORIES } from '../../../../public-site/tool-categories';
import { listLandingTools } from './list-landing-tools';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('landing tool catalogue', () => {
  it('is seeded with 18 tools, three in each of the six categories', async () => {
    const { tools, moreTools } = await listLandingTools({ db: t.db });
    expect(tools).toHaveLength(18);
    // The landing promises 50+: the grid's 18 and 32 more.
    expect(moreTools).toBe(32);
    for (const category of LANDING_TOOL_CATEGORIES) {
      expect(tools.filter((tool) => tool.category === category)).toHaveLength(3);
    }
    expect(tools[0]).toEqual({
      id: expect.any(String),
      name: 'Assistente de Escrita IA',
      description: expect.stringMatching(/\S/),
      category: 'ai',
    });
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(18);
  });

  it('lists only active tools, in the operator order', async () => {
    const first = await t.db
      .selectFrom('landing_tools')
      .select('id')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('landing_tools').set({ is_active: false }).where('id', '=', first.id).execute();
    await t.db
      .insertInto('landing_tools')
      .values({
        id: randomUUID(),
        name: 'Ferramenta em Destaque',
        description: 'Aparece primeiro.',
        category: 'video',
        sort_order: -1,
        status_changed_at: new Date(),
      })
      .execute();

    const { tools } = await listLandingTools({ db: t.db });
    expect(tools).toHaveLength(18);
    expect(tools[0]?.name).toBe('Ferramenta em Destaque');
    expect(tools.some((tool) => tool.id === first.id)).toBe(false);
  });

  it('leaves out the tools the operator keeps off the landing, counting them in "+N ferramentas"', async () => {
    const shown = await listLandingTools({ db: t.db });
    const hidden = shown.tools[0]?.id ?? '';
    await t.db.updateTable('landing_tools').set({ is_on_landing: false }).where('id', '=', hidden).execute();
    const after = await listLandingTools({ db: t.db });
    expect(after.tools.map((tool) => tool.id)).not.toContain(hidden);
    expect(after.moreTools).toBe(shown.moreTools + 1);
  });

  it('refuses a category outside the six', async () => {
    await expect(
      t.db
        .insertInto('landing_tools')
        .values({
          id: randomUUID(),
          name: 'X',
          description: 'Y',
          category: 'games' as never,
          status_changed_at: new Date(),
        })
        .execute(),
    ).rejects.toThrow(/check/i);
  });
});
