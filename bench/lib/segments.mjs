// The admin users list's segments as the bench asks for them (admin-users.mjs over HTTP, admin-plans.ts for
// the plans): each a query of /api/admin/users. The sign-up periods are relative to today.
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/** @type {{ label: string; query: Record<string, string> }[]} */
export const SEGMENTS = [
  { label: '"vence em 7 dias" + Anual', query: { status: 'expiring', plan: 'anual' } },
  { label: '"vence em 30 dias"', query: { status: 'expiring', days: '30' } },
  { label: 'plan Vitalício', query: { plan: 'vitalicio' } },
  { label: 'source Kiwify', query: { source: 'kiwify' } },
  { label: 'Ativa + Mensal + Hotmart', query: { status: 'active', plan: 'mensal', source: 'hotmart' } },
  {
    label: 'Cancelada + Vitalício + Kiwify (rare)',
    query: { status: 'cancelled', plan: 'vitalicio', source: 'kiwify' },
  },
  { label: 'signed up in the last 30 days', query: { from: day(30), to: day(0) } },
  {
    label: 'signed up a year ago, one month, + Anual',
    query: { from: day(395), to: day(365), plan: 'anual' },
  },
  { label: 'Reembolsada + signed up last year', query: { status: 'refunded', from: day(730), to: day(365) } },
  { label: 'name "goncalves"', query: { search: 'goncalves' } },
  { label: 'name "joão" + Ativa + Anual', query: { search: 'joão', status: 'active', plan: 'anual' } },
  {
    label: '"silva" + Hotmart + last 90 days',
    query: { search: 'silva', source: 'hotmart', from: day(90), to: day(0) },
  },
];

/** The query string of a segment. */
export const segmentQuery = (query) => new URLSearchParams(query).toString();
