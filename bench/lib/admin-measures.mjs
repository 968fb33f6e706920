// Two of the admin bench's measures (bench/admin-users.mjs): a bulk action on a large segment,
// and the CSV export of every member with the server's memory sampled.
import { readFileSync } from 'node:fs';
import { percentile } from './processes.mjs';

/**
 * Decision 023: "+1 dia" for a segment of ~100,000 members (Ativa + Anual signed up in the last
 * two years) — how long the worker takes, and the users list's latency, one request at a time,
 * while it runs (the API must not stall behind it).
 */
export async function measureBulkAction(base, cookie) {
  const from = new Date(Date.now() - 730 * 86_400_000).toISOString().slice(0, 10);
  const segment = `status=active&plan=anual&from=${from}`;
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/users/bulk-actions?${segment}`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ kind: 'extend', days: 1 }),
  });
  const body = await res.json();
  if (res.status !== 202) throw new Error(`bulk action: ${res.status} ${JSON.stringify(body)}`);
  const times = [];
  let action = body.bulkAction;
  // A keep-alive socket the server closes as a request leaves is reset: that request is sent again.
  const get = async (url) => {
    try {
      return await (await fetch(url, { headers: { cookie } })).json();
    } catch {
      return (await fetch(url, { headers: { cookie } })).json();
    }
  };
  while (action.status === 'pending') {
    const t0 = performance.now();
    await get(`${base}/api/admin/users?page=2`);
    times.push(performance.now() - t0);
    action = (await get(`${base}/api/admin/users/bulk-actions/${action.id}`)).bulkAction;
  }
  const seconds = Math.round((performance.now() - started) / 100) / 10;
  times.sort((a, b) => a - b);
  const result = {
    segment,
    planned: action.planned,
    applied: action.applied,
    unchanged: action.unchanged,
    status: action.status,
    seconds,
    membersPerSecond: Math.round(action.planned / seconds),
    listDuring: {
      requests: times.length,
      p50: Math.round(percentile(times, 50)),
      p99: Math.round(percentile(times, 99)),
    },
  };
  console.log(`bulk "+1 dia": ${JSON.stringify(result)}`);
  return result;
}

/** A field of /proc/<pid>/status in MB: VmRSS (resident) or RssAnon (its private part, without the node binary's shared pages). */
const statusMb = (pid, field) =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;
export const rssOf = (pid) => statusMb(pid, 'VmRSS');

/** Server memory (VmRSS, and RssAnon) sampled every 20 ms while the whole list downloads as CSV. */
export async function measureExport(base, cookie, pid) {
  const rss = () => rssOf(pid);
  const before = rss();
  let peak = before;
  let anonPeak = statusMb(pid, 'RssAnon');
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
    anonPeak = Math.max(anonPeak, statusMb(pid, 'RssAnon'));
  }, 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/admin/users/export`, { headers: { cookie } });
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines++;
  }
  clearInterval(sampler);
  const result = {
    rows: lines - 1,
    megabytes: Math.round(bytes / 1e5) / 10,
    seconds: Math.round((performance.now() - started) / 100) / 10,
    rssBeforeMb: Math.round(before),
    rssPeakMb: Math.round(peak),
    rssAnonPeakMb: Math.round(anonPeak),
  };
  console.log(
    `CSV export: ${result.rows} rows, ${result.megabytes} MB in ${result.seconds} s; server RSS ${result.rssBeforeMb} → peak ${result.rssPeakMb} MB (private part peak ${result.rssAnonPeakMb} MB)`,
  );
  return result;
}
