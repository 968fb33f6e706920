import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectPortugueseError } from '../../../../test/api-helpers';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { bodyAt, errorAt } from '../../../../test/typed-body';
import type { AuditAction } from '../../../shared/audit-actions';
import { addTool } from '../../seed/tool-factories';
import { listLandingTools } from '../landing';

let t: TestApp;
let admin: string | undefined;
let subscriber: string | undefined;
let adminId = '';
beforeAll(async () => {
  t = await createTestApp();
  const asAdmin = await t.as('admin');
  admin = asAdmin.cookie;
  adminId = asAdmin.user?.id ?? '';
  subscriber = (await t.as('subscriber')).cookie;
});
afterAll(() => t.close());

const adminCatalogue = () => t.api(admin).admin['tools-catalogue'];
const memberCatalogue = async () => bodyAt(await t.api(subscriber)['tools-catalogue'].$get(), 200);
const TOOL = {
  name: 'Gerador de Thumbnails',
  category: 'design' as const,
  description: 'Capas para vídeos em um clique.',
  instructions: '## Como usar\n\n1. Abra o navegador.',
  sortOrder: 5,
  onLanding: true,
  isActive: true,
};
const auditOf = (action: AuditAction) =>
  t.db
    .selectFrom('audit_events')
    .selectAll()
    .where('action', '=', action)
    .where('actor_id', '=', adminId)
    .execute();

describe('the catalogue', () => {
  it('is seeded with the landing’s 18 tools, all Funcionando', async () => {
    const tools = await memberCatalogue();
    expect(tools.length).toBeGreaterThanOrEqual(18);
    expect(tools.find((tool) => tool.name === 'Editor de Vídeo Pro')).toMatchObject({
      category: 'video',
      status: 'working',
      statusNote: null,
      instructions: null,
    });
  });

  it('adds a tool that subscribers and the landing see, audited', async () => {
    const { tool } = await bodyAt(await adminCatalogue().$post({ json: TOOL }), 201);
    expect(tool).toMatchObject({ ...TOOL, status: 'working' });
    expect((await memberCatalogue()).map((row) => row.id)).toContain(tool.id);
    expect((await listLandingTools({ db: t.db })).tools.map((row) => row.id)).toContain(tool.id);
    expect(await auditOf('tool.created')).toHaveLength(1);
  });

  it('keeps an inactive tool from subscribers and one off the landing from the landing', async () => {
    const { id } = await addTool(t.db);
    const edit = (values: Partial<typeof TOOL>) =>
      adminCatalogue()[':id'].$put({ param: { id }, json: { ...TOOL, name: 'Oculta', ...values } });
    await bodyAt(await edit({ onLanding: false }), 200);
    expect((await listLandingTools({ db: t.db })).tools.map((row) => row.id)).not.toContain(id);
    expect((await memberCatalogue()).map((row) => row.id)).toContain(id);
    await bodyAt(await edit({ isActive: false }), 200);
    expect((await memberCatalogue()).map((row) => row.id)).not.toContain(id);
    const [updated] = await auditOf('tool.updated');
    expect(updated?.target_label).toBe('Ferramenta: Oculta');
  });

  it('answers 404 in Portuguese for a tool that does not exist', async () => {
    const res = await adminCatalogue()[':id'].status.$put({
      param: { id: 'nao-existe' },
      json: { status: 'down' },
    });
    expectPortugueseError(await errorAt(res, 404));
  });
});

describe('a tool’s status', () => {
  it('shows subscribers the status, its note and since when; a corrected note keeps the start', async () => {
    const { id } = await addTool(t.db);
    const setStatus = (json: { status: 'down' | 'working' | 'no_credits'; note?: string; until?: string }) =>
      adminCatalogue()[':id'].status.$put({ param: { id }, json });
    const down = (await bodyAt(await setStatus({ status: 'down', note: 'O provedor caiu.' }), 200)).tool;
    const seen = (await memberCatalogue()).find((row) => row.id === id);
    expect(seen).toMatchObject({ status: 'down', statusNote: 'O provedor caiu.', statusUntil: null });
    expect(Date.parse(seen?.statusChangedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const corrected = (await bodyAt(await setStatus({ status: 'down', note: 'Volta às 18h.' }), 200)).tool;
    expect(corrected.statusChangedAt).toBe(down.statusChangedAt);
    expect(corrected.statusNote).toBe('Volta às 18h.');

    const credits = (await bodyAt(await setStatus({ status: 'no_credits', until: '2026-12-10' }), 200)).tool;
    expect(credits).toMatchObject({ status: 'no_credits', statusUntil: '2026-12-10', statusNote: null });
    // A day belongs to Sem créditos only.
    const back = (await bodyAt(await setStatus({ status: 'working', until: '2026-12-10' }), 200)).tool;
    expect(back).toMatchObject({ status: 'working', statusUntil: null });

    const changes = await auditOf('tool.status_changed');
    expect(changes.length).toBeGreaterThanOrEqual(4);
  });

  it('refuses an unknown status and an impossible day in Portuguese', async () => {
    const { id } = await addTool(t.db);
    const put = (json: Record<string, unknown>) =>
      t.request(`/api/admin/tools-catalogue/${id}/status`, { method: 'PUT', cookie: admin, json });
    const unknown = await put({ status: 'quebrado' });
    expect(unknown.status).toBe(400);
    expect((await unknown.json()).message).toBe('Escolha um status válido.');
    const day = await put({ status: 'no_credits', until: '2026-02-31' });
    expect(day.status).toBe(400);
    expect((await day.json()).message).toBe('Informe uma data válida.');
  });
});

describe('deleting a tool', () => {
  it('removes it from the catalogue, audited', async () => {
    const { id } = await addTool(t.db);
    await bodyAt(await adminCatalogue()[':id'].$delete({ param: { id } }), 200);
    expect((await memberCatalogue()).map((row) => row.id)).not.toContain(id);
    expect(await auditOf('tool.deleted')).toHaveLength(1);
  });
});
