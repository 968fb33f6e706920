import { DAY_MS, type SubscriptionStatus } from '../../src/shared/constants';
import { givesAccess } from '../../src/shared/subscription-rules';

// The rows bench/lib/seed-members.ts writes: members with Brazilian names and e-mails, sign-ups
// spread over three years, and a history of grants (decision 016) each.

const YEARS_OF_SIGNUPS = 3;

const FIRST = [
  'ana',
  'bruno',
  'carla',
  'daniel',
  'eduarda',
  'felipe',
  'gabriela',
  'henrique',
  'isabela',
  'joao',
  'julia',
  'lucas',
  'mariana',
  'mateus',
  'natalia',
  'otavio',
  'paula',
  'rafael',
  'sofia',
  'thiago',
  'vitoria',
  'leticia',
  'gustavo',
  'beatriz',
  'rodrigo',
  'camila',
  'diego',
  'fernanda',
  'igor',
  'larissa',
];
const LAST = [
  'silva',
  'santos',
  'oliveira',
  'souza',
  'rodrigues',
  'ferreira',
  'alves',
  'pereira',
  'lima',
  'gomes',
  'costa',
  'ribeiro',
  'martins',
  'carvalho',
  'almeida',
  'lopes',
  'soares',
  'fernandes',
  'vieira',
  'barbosa',
  'rocha',
  'dias',
  'nascimento',
  'andrade',
  'moreira',
  'nunes',
  'marques',
  'machado',
  'mendes',
  'freitas',
  'goncalves',
  'araujo',
];
// How names are written (e-mails keep the plain letters): the name search ignores accents.
const WRITTEN: Record<string, string> = {
  joao: 'João',
  julia: 'Júlia',
  natalia: 'Natália',
  otavio: 'Otávio',
  vitoria: 'Vitória',
  leticia: 'Letícia',
  goncalves: 'Gonçalves',
  araujo: 'Araújo',
};
const written = (word: string) => WRITTEN[word] ?? `${word[0]?.toUpperCase()}${word.slice(1)}`;
// Where current grants come from (the segments' "origem"): mostly the payment platforms.
const SOURCE_TABLE = [
  ...Array(5).fill('hotmart'),
  ...Array(3).fill('kiwify'),
  ...Array(2).fill('manual'),
] as const;
// Weighted like a Brazilian audience: most on webmail, a few on company domains.
const DOMAINS: [string, number][] = [
  ['gmail.com', 45],
  ['hotmail.com', 20],
  ['outlook.com', 10],
  ['yahoo.com.br', 8],
  ['uol.com.br', 5],
  ['bol.com.br', 4],
  ['icloud.com', 4],
  ['agenciacriativa.com.br', 2],
  ['estudio.design', 2],
];
const DOMAIN_TABLE = DOMAINS.flatMap(([domain, weight]) => Array<string>(weight).fill(domain));
const PLAN_TABLE = [...Array(6).fill('mensal'), ...Array(3).fill('anual'), 'vitalicio'] as const;
const PRICES = { mensal: 197, anual: 1747, vitalicio: 2497 } as const;

/** A small deterministic PRNG (mulberry32), so both engines get the same data. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Profile = [
  id: string,
  email: string,
  fullName: string | null,
  createdAt: string,
  grantId: string | null,
  accessStatus: string,
  accessEndsAt: string | null,
  accessPlan: string | null,
  accessSource: string | null,
];
export type Sub = [
  id: string,
  userId: string,
  plan: string,
  status: string,
  price: number,
  started: string,
  expires: string | null,
  source: string,
  reference: string | null,
];

/**
 * The member's deciding grant as refreshMemberAccess picks it (member-access.ts): of the grants
 * giving access, the one with no end or the latest end; else the one that changed last
 * (updated_at is started_at here); the id breaks ties. Computed while generating, so each profile
 * is written once, in bulk; the seed checks a sample against the app's query afterwards.
 */
function deciding(subs: Sub[], now: Date) {
  const giving = subs.filter(([, , , status, , , expires]) =>
    givesAccess(status as SubscriptionStatus, expires, now),
  );
  const endOf = (sub: Sub) => (sub[6] === null ? Number.POSITIVE_INFINITY : Date.parse(sub[6]));
  const key = (sub: Sub) => [giving.length > 0 ? endOf(sub) : 0, Date.parse(sub[5]), sub[0]] as const;
  const after = (a: Sub, b: Sub) => {
    const [x, y] = [key(a), key(b)];
    return x[0] !== y[0] ? x[0] > y[0] : x[1] !== y[1] ? x[1] > y[1] : x[2] > y[2];
  };
  return (giving.length > 0 ? giving : subs).reduce<Sub | null>(
    (best, sub) => (!best || after(sub, best) ? sub : best),
    null,
  );
}

/**
 * `count` members in batches of `batch`, each with its grants and, on its profile, the deciding
 * one. Deterministic: the same count and `now` give the same rows on both engines.
 */
export function* memberRows({ count, batch, now }: { count: number; batch: number; now: number }) {
  const rand = random(42);
  const span = YEARS_OF_SIGNUPS * 365 * DAY_MS;
  const iso = (ms: number) => new Date(ms).toISOString();
  for (let start = 0; start < count; start += batch) {
    const profiles: Profile[] = [];
    const subs: Sub[] = [];
    for (let i = start; i < Math.min(start + batch, count); i++) {
      const first = FIRST[Math.floor(rand() * FIRST.length)] as string;
      const last = LAST[Math.floor(rand() * LAST.length)] as string;
      const domain = DOMAIN_TABLE[Math.floor(rand() * DOMAIN_TABLE.length)] as string;
      const id = `m${i.toString(36).padStart(8, '0')}`;
      const created = now - span + Math.floor((i / count) * span) + Math.floor(rand() * 60_000);
      const name = rand() < 0.05 ? null : `${written(first)} ${written(last)}`;
      const own: Sub[] = [];
      // History: a lapsed month for half, a refunded or ended one for a tenth, a current plan for two in
      // three (one in ten of those cancelled at the end of its period, one in 5,000 past its end
      // before the expiry job marked it). Only members older than the lapsed periods have history,
      // so nothing starts in the future. A lifetime grant has no end.
      const old = created < now - 90 * DAY_MS;
      if (rand() < 0.5 && old) {
        const started = created + Math.floor(rand() * 30) * DAY_MS;
        own.push([
          `${id}-e`,
          id,
          'mensal',
          'expired',
          197,
          iso(started),
          iso(started + 30 * DAY_MS),
          'manual',
          null,
        ]);
      }
      const stopped = rand();
      if (stopped < 0.1 && old) {
        const started = created + 40 * DAY_MS;
        const status = stopped < 0.05 ? 'refunded' : 'ended';
        own.push([
          `${id}-c`,
          id,
          'mensal',
          status,
          197,
          iso(started),
          iso(started + 30 * DAY_MS),
          'manual',
          null,
        ]);
      }
      if (rand() < 2 / 3) {
        const plan = PLAN_TABLE[Math.floor(rand() * PLAN_TABLE.length)] as keyof typeof PRICES;
        const started = Math.max(created, now - Math.floor(rand() * 365) * DAY_MS);
        const days = plan === 'mensal' ? 30 : 365;
        const which = rand();
        const status = which < 0.1 ? 'cancelled' : 'active';
        const source = SOURCE_TABLE[Math.floor(rand() * SOURCE_TABLE.length)] as string;
        const expires =
          plan === 'vitalicio'
            ? null
            : which > 1 - 1 / 5000
              ? now - 60 * 60_000
              : Math.max(started + days * DAY_MS, now + Math.floor(rand() * 30 + 1) * DAY_MS);
        own.push([
          `${id}-a`,
          id,
          plan,
          status,
          PRICES[plan],
          iso(started),
          expires === null ? null : iso(expires),
          source,
          source === 'manual' ? null : `${source}-${id}`,
        ]);
      }
      const grant = deciding(own, new Date(now));
      profiles.push([
        id,
        `${first}.${last}${i}@${domain}`,
        name,
        iso(created),
        grant?.[0] ?? null,
        grant?.[3] ?? 'never',
        grant?.[6] ?? null,
        grant?.[2] ?? null,
        grant?.[7] ?? null,
      ]);
      subs.push(...own);
    }
    yield { profiles, subs };
  }
}
