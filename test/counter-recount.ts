import { sql } from 'kysely';
import type { Db } from '../src/server/platform/db/connection';
import { dayInSaoPaulo } from '../src/shared/sao-paulo-day';

// The counters the database keeps by triggers (migrations 0004/0008 profiles_total, 0011
// profiles_by_day, 0014 access_totals, 0030 access_months and revenue_days; on PostgreSQL each
// split in *_slices by 0028 and 0032, the old name a view summing them), and the same figures
// recounted here from the rows they count (profiles, revenue_movements) with plain queries:
// whatever keeps the counters, the two must agree. And each member's access columns against
// their grants (the rule of docs/decisions/016-access-as-grants.md, written out again here).

/** A counter as key → figure, zero figures left out (a counter row may stay at 0, a recount has none). */
type Figures = Record<string, number>;

const figures = <T>(rows: T[], key: (row: T) => string, value: (row: T) => number | string | bigint) => {
  const out: Figures = {};
  for (const row of rows) {
    const n = Number(value(row));
    out[key(row)] = (out[key(row)] ?? 0) + n;
  }
  for (const [k, n] of Object.entries(out)) if (n === 0) delete out[k];
  return out;
};
const count = <T>(rows: T[], key: (row: T) => string | null) =>
  figures(
    rows.filter((row) => key(row) !== null),
    (row) => key(row) as string,
    () => 1,
  );

const monthOf = (instant: Date) => dayInSaoPaulo(instant).slice(0, 7);
const utcDay = (instant: Date) => instant.toISOString().slice(0, 10);

/** Each counter, by name: what the database keeps and what the rows say. */
export type CounterComparison = Record<string, { kept: Figures; recounted: Figures }>;

/**
 * The counters' figures as the database keeps them: from the tables (SQLite) or views
 * (PostgreSQL) of their names, or with `_slices`, from PostgreSQL's slices summed per key (the
 * views sum them too, but a reader of the slices themselves must find the same).
 */
export async function keptCounters(db: Db, suffix: '' | '_slices' = ''): Promise<Record<string, Figures>> {
  type Sums = Record<string, string | number | null> & { key: string };
  const sums = async (select: string, table: string, group = 'group by 1') =>
    (
      await sql<Sums>`select ${sql.raw(select)} from ${sql.table(`${table}${suffix}`)} ${sql.raw(group)}`.execute(
        db,
      )
    ).rows;
  const total = await sums(`'n' as key, sum(n) as n`, 'profiles_total', '');
  const byDay = await sums('day as key, sum(n) as n', 'profiles_by_day');
  const access = await sums(`access_status || '/' || plan as key, sum(n) as n`, 'access_totals');
  const months = await sums('month as key, sum(new_n) as new_n, sum(lost_n) as lost_n', 'access_months');
  const revenue = await sums(
    `day || '/' || kind as key, sum(n) as n, sum(cents) as cents, sum(summed) as summed`,
    'revenue_days',
  );
  const of = (rows: Sums[], column: string) =>
    figures(
      rows,
      (row) => row.key,
      (row) => row[column] ?? 0,
    );
  return {
    profiles_total: of(total, 'n'),
    profiles_by_day: of(byDay, 'n'),
    access_totals: of(access, 'n'),
    'access_months.new_n': of(months, 'new_n'),
    'access_months.lost_n': of(months, 'lost_n'),
    'revenue_days.n': of(revenue, 'n'),
    'revenue_days.cents': of(revenue, 'cents'),
    'revenue_days.summed': of(revenue, 'summed'),
  };
}

/** The counters recounted from the rows they count (profiles, revenue_movements), by the same names. */
export async function recountedCounters(db: Db): Promise<Record<string, Figures>> {
  const profiles = await db
    .selectFrom('profiles')
    .select(['access_status', 'access_plan', 'created_at', 'first_access_month', 'access_lost_month'])
    .execute();
  const movements = await db
    .selectFrom('revenue_movements')
    .select(['day', 'kind', 'currency', 'amount_cents'])
    .execute();
  const brl = movements.filter((m) => m.currency === 'BRL' && m.amount_cents !== null);
  const dayAndKind = (m: { day: string; kind: string }) => `${m.day}/${m.kind}`;
  return {
    profiles_total: count(profiles, () => 'n'),
    profiles_by_day: count(profiles, (p) => utcDay(p.created_at)),
    access_totals: count(profiles, (p) => `${p.access_status}/${p.access_plan ?? '-'}`),
    'access_months.new_n': count(profiles, (p) => p.first_access_month),
    'access_months.lost_n': count(profiles, (p) => p.access_lost_month),
    'revenue_days.n': count(movements, dayAndKind),
    'revenue_days.cents': figures(brl, dayAndKind, (m) => m.amount_cents ?? 0),
    'revenue_days.summed': count(brl, dayAndKind),
  };
}

/** The counters as the database keeps them (`suffix`: see keptCounters) beside their recount. */
export async function recountCounters(db: Db, suffix: '' | '_slices' = ''): Promise<CounterComparison> {
  const kept = await keptCounters(db, suffix);
  const recounted = await recountedCounters(db);
  return Object.fromEntries(
    Object.entries(recounted).map(([name, figures]) => [
      name,
      { kept: kept[name] ?? {}, recounted: figures },
    ]),
  );
}

/** Where a counter and its recount differ: per key, what each says. */
export function counterMismatches(comparison: CounterComparison) {
  return Object.entries(comparison).flatMap(([name, { kept, recounted }]) =>
    [...new Set([...Object.keys(kept), ...Object.keys(recounted)])]
      .sort()
      .filter((key) => kept[key] !== recounted[key])
      .map((key) => `${name}[${key}]: kept ${kept[key] ?? 0}, recounted ${recounted[key] ?? 0}`),
  );
}

type GrantRow = {
  id: string;
  user_id: string;
  plan: string;
  status: string;
  source: string;
  started_at: Date;
  expires_at: Date | null;
  updated_at: Date;
};

const time = (instant: Date | null | undefined) => instant?.getTime() ?? null;
const givesAccess = (grant: GrantRow, now: Date) =>
  (grant.status === 'active' || grant.status === 'cancelled') &&
  (grant.expires_at === null || grant.expires_at > now);

/**
 * The grant deciding a member's access at `now`: one giving access, the one without an end first,
 * then the latest end; when none gives access, the one changed last (then the greatest id).
 */
export function decidingGrantOf(grants: GrantRow[], now: Date) {
  const rank = (g: GrantRow) => [
    givesAccess(g, now) ? 1 : 0,
    givesAccess(g, now) && g.expires_at === null ? 1 : 0,
    givesAccess(g, now) ? (time(g.expires_at) ?? 0) : 0,
    g.updated_at.getTime(),
  ];
  return [...grants].sort((a, b) => {
    const [ra, rb] = [rank(a), rank(b)];
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return (rb[i] ?? 0) - (ra[i] ?? 0);
    return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
  })[0];
}

/**
 * Every member whose access columns disagree with their grants at `now` (read after an expiry
 * pass at `now`: before it, a grant past its end may still read active), as "email: what differs".
 */
export async function accessMismatches(db: Db, now: Date) {
  const grants: GrantRow[] = await db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'plan', 'status', 'source', 'started_at', 'expires_at', 'updated_at'])
    .execute();
  const members = await db
    .selectFrom('profiles')
    .select([
      'id',
      'email',
      'grant_id',
      'access_status',
      'access_ends_at',
      'access_plan',
      'access_source',
      'first_access_at',
      'first_access_month',
      'access_lost_at',
      'access_lost_month',
    ])
    .execute();
  const byMember = new Map<string, GrantRow[]>();
  for (const grant of grants) byMember.set(grant.user_id, [...(byMember.get(grant.user_id) ?? []), grant]);
  return members.flatMap((member) => {
    const own = byMember.get(member.id) ?? [];
    const deciding = decidingGrantOf(own, now);
    const expected = {
      grant_id: deciding?.id ?? null,
      access_status: deciding?.status ?? 'never',
      access_ends_at: time(deciding?.expires_at),
      access_plan: deciding?.plan ?? null,
      access_source: deciding?.source ?? null,
    };
    const actual = {
      grant_id: member.grant_id,
      access_status: member.access_status,
      access_ends_at: time(member.access_ends_at),
      access_plan: member.access_plan,
      access_source: member.access_source,
    };
    const wrong: string[] = [];
    for (const key of Object.keys(expected) as (keyof typeof expected)[])
      if (expected[key] !== actual[key]) wrong.push(`${key} ${actual[key]}, its grants say ${expected[key]}`);

    // The history columns (migration 0030): the first grant's start, kept even when that grant
    // is gone; the end of access while the deciding grant gives it, else when it stopped.
    const firstStart = Math.min(...own.map((grant) => grant.started_at.getTime()));
    const first = time(member.first_access_at);
    const lost = time(member.access_lost_at);
    if (own.length > 0 && (first === null || first > firstStart))
      wrong.push(`first_access_at ${member.first_access_at?.toISOString()} after its first grant's start`);
    if (first === null && lost !== null) wrong.push('access_lost_at set for a member who never had access');
    if (member.first_access_month !== (member.first_access_at ? monthOf(member.first_access_at) : null))
      wrong.push(`first_access_month ${member.first_access_month} is not first_access_at's`);
    if (member.access_lost_month !== (member.access_lost_at ? monthOf(member.access_lost_at) : null))
      wrong.push(`access_lost_month ${member.access_lost_month} is not access_lost_at's`);
    if (deciding && givesAccess(deciding, now) && lost !== time(deciding.expires_at))
      wrong.push(`access_lost_at ${member.access_lost_at?.toISOString()} is not the deciding grant's end`);
    const stopped = deciding ? !givesAccess(deciding, now) : first !== null;
    if (stopped && (lost === null || lost > now.getTime()))
      wrong.push(`access_lost_at ${member.access_lost_at?.toISOString()} though access has stopped`);
    return wrong.length > 0 ? [`${member.email}: ${wrong.join('; ')}`] : [];
  });
}
