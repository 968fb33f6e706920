import { randomUUID } from 'node:crypto';
import { refreshMemberAccess } from '../../src/server/features/access/member-access';
import type { Db } from '../../src/server/platform/db/connection';
import type { Database } from '../../src/server/platform/db/schema/database';
import { normalizeSearchText } from '../../src/server/platform/db/text-search';
import { DAY_MS } from '../../src/shared/constants';

export type BulkSizes = { users: number; content: number; support: number; totp: number };

/** A few thousand rows per table, so ANALYZE gives the planners real statistics to choose with. */
export const DEFAULT_SIZES: BulkSizes = { users: 5000, content: 2000, support: 5000, totp: 5000 };

const BATCH = 200;

async function insertAll<T extends keyof Database & string>(db: Db, table: T, rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH) as never)
      .execute();
  }
}

const pick = <T>(items: readonly T[], i: number) => items[i % items.length] as T;

// Content titles from word lists, so a one-word search matches a realistic share (one subject: 5 %).
const KINDS = ['Pacote de templates', 'Presets', 'Fontes', 'Mockups', 'Guia'];
const SUBJECTS = [
  'Edição de vídeo',
  'Design com IA',
  'Pesquisa de mercado',
  'Áudio limpo',
  'Roteiro',
  'Thumbnails',
  'Automação',
  'Tráfego pago',
  'Fotografia',
  'Copywriting',
  'Redes sociais',
  'Animação',
  'Podcast',
  'Branding',
  'Planilhas',
  'Apresentações',
  'E-mail marketing',
  'Legendas',
  'Lançamentos',
  'Ilustração',
];
const LEVELS = ['para iniciantes', 'na prática', 'avançado', 'do zero', 'em 10 minutos'];

/**
 * Realistic volume without Better Auth's password hashing: profiles with a session, a password
 * account and a subscription history; content; support; one-time-code requests; rate-limit keys.
 */
export async function seedBulk(db: Db, sizes: BulkSizes = DEFAULT_SIZES) {
  const now = Date.now();
  const at = (msAgo: number) => new Date(now - msAgo);
  const users = Array.from({ length: sizes.users }, (_, i) => ({
    id: randomUUID(),
    email: `pessoa-${i}@exemplo${i % 50}.com.br`,
    full_name: `Pessoa ${i}`,
    email_verified: true,
    role: i % 500 === 0 ? 'admin' : 'user',
    created_at: at(i * 60_000),
    updated_at: at(i * 60_000),
  }));
  await insertAll(db, 'profiles', users);

  await insertAll(
    db,
    'sessions',
    users.map((u, i) => ({
      id: randomUUID(),
      token: randomUUID().replace(/-/g, ''),
      user_id: u.id,
      expires_at: new Date(now + (i % 30) * DAY_MS),
      ip_address: `10.0.${i % 250}.${i % 200}`,
      user_agent: 'bench',
      created_at: at(i * 1000),
      updated_at: at(i * 1000),
    })),
  );
  await insertAll(
    db,
    'accounts',
    users.map((u) => ({
      id: randomUUID(),
      account_id: u.id,
      provider_id: 'credential',
      user_id: u.id,
      password: 'not-a-real-hash',
      created_at: u.created_at,
      updated_at: u.updated_at,
    })),
  );
  // History of grants (decision 016): one or two lapsed rows per person (an expired month, an ended one
  // for half), and a grant giving access for two in three (a lifetime one has no end).
  const subscriptions = users.flatMap((u, i) => {
    const lapsed = {
      id: randomUUID(),
      user_id: u.id,
      plan: 'mensal',
      status: 'expired',
      price: 197,
      started_at: at(90 * DAY_MS),
      expires_at: at(60 * DAY_MS),
      updated_at: at(60 * DAY_MS),
    };
    const rows: object[] = [lapsed];
    if (i % 2 === 0) rows.push({ ...lapsed, id: randomUUID(), status: 'ended', expires_at: at(30 * DAY_MS) });
    if (i % 3 !== 0) {
      const plan = pick(['mensal', 'anual', 'vitalicio'] as const, i);
      rows.push({
        ...lapsed,
        id: randomUUID(),
        plan,
        status: 'active',
        expires_at: plan === 'vitalicio' ? null : new Date(now + ((i % 300) + 1) * DAY_MS),
      });
    }
    return rows;
  });
  await insertAll(db, 'subscriptions', subscriptions);
  // Each member's deciding grant on their profile, by the app's own rule (a few thousand members).
  for (const user of users) await refreshMemberAccess(db, user.id, new Date(now));

  const admin = users[0]?.id ?? null;
  await insertAll(
    db,
    'library_items',
    Array.from({ length: sizes.content }, (_, i) => {
      const name = `${pick(KINDS, i)} ${pick(SUBJECTS, Math.floor(i / KINDS.length))} ${i}`;
      return {
        id: randomUUID(),
        name,
        name_search: normalizeSearchText(name),
        description: 'Descrição de exemplo',
        file_url: `https://arquivos.exemplo.com/${i}.zip`,
        is_active: i % 10 !== 0,
        downloads_count: i % 97,
        file_size: 1024 * (i + 1),
        created_by: admin,
        created_at: at(i * 3_600_000),
        updated_at: at(i * 3_600_000),
      };
    }),
  );
  await insertAll(
    db,
    'trainings',
    Array.from({ length: sizes.content }, (_, i) => {
      const title = `Aula ${i}: ${pick(SUBJECTS, i)} ${pick(LEVELS, Math.floor(i / SUBJECTS.length))}`;
      return {
        id: randomUUID(),
        title,
        title_search: normalizeSearchText(title),
        category: pick(['IA', 'Design', 'Vídeo', 'Áudio'], i),
        youtube_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        youtube_video_id: 'dQw4w9WgXcQ',
        is_active: i % 10 !== 0,
        created_by: admin,
        created_at: at(i * 3_600_000),
        updated_at: at(i * 3_600_000),
      };
    }),
  );
  // Chats of five messages each (a question and its answer per row).
  await insertAll(
    db,
    'support_conversations',
    Array.from({ length: sizes.support }, (_, i) => ({
      id: randomUUID(),
      session_id: `session_${Math.floor(i / 5)}`,
      user_id: pick(users, Math.floor(i / 5)).id,
      user_message: 'Como acesso a ferramenta?',
      assistant_message: 'Abra a área de ferramentas e clique em Acessar.',
      has_ticket: i % 50 === 0,
      created_at: at((sizes.support - i) * 60_000),
    })),
  );
  // One support_sessions row per chat, as recordChatMessages keeps them.
  await insertAll(
    db,
    'support_sessions',
    Array.from({ length: Math.ceil(sizes.support / 5) }, (_, s) => ({
      session_id: `session_${s}`,
      user_id: pick(users, s).id,
      assistant: 'general',
      first_message: 'Como acesso a ferramenta?',
      message_count: 5,
      has_ticket: s % 10 === 0,
      started_at: at((sizes.support - s * 5) * 60_000),
      last_message_at: at((sizes.support - s * 5 - 4) * 60_000),
    })),
  );
  await insertAll(
    db,
    'support_tickets',
    Array.from({ length: Math.ceil(sizes.support / 10) }, (_, i) => ({
      id: randomUUID(),
      status: i % 3 === 0 ? 'pending' : 'resolved',
      conversation: '[]',
      session_id: `session_${i * 2}`,
      user_id: pick(users, i).id,
      created_at: at(i * 600_000),
    })),
  );
  await insertAll(
    db,
    'totp_requests',
    Array.from({ length: sizes.totp }, (_, i) => {
      const u = pick(users, i * 7);
      return {
        user_id: u.id,
        user_email: u.email,
        user_name: u.full_name,
        ip_address: `10.1.${i % 250}.1`,
        user_agent: 'bench',
        created_at: at(i * 120_000),
      };
    }),
  );
  await insertAll(
    db,
    'rate_limits',
    Array.from({ length: sizes.users }, (_, i) => ({
      key: `sign-in:ip:10.2.${Math.floor(i / 250)}.${i % 250}`,
      count: 1 + (i % 5),
      window_started_at: now - (i % 900) * 1000,
    })),
  );
}
