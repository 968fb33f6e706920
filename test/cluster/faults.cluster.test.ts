import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../src/server/seed/factories';
import { imageFile, libraryForm } from '../images';
import { ADMIN, type Answer, type Cluster, call, signIn, startCluster } from './cluster';
import { waitFor } from './cluster-processes';
import {
  deliverPurchases,
  expectAppliedOnce,
  mailsTo,
  perNode,
  underLoad,
  waitApplied,
} from './cluster-steps';

// Faults in a running cluster, each its own test. Every node reaches PostgreSQL
// through its own TCP proxy and all reach S3 and SMTP through one each (cluster.ts), so a test
// cuts one of them as a restart or a network failure would.

let cluster: Cluster;
let admin: string;
let member: { email: string; cookie: string };
beforeAll(async () => {
  cluster = await startCluster();
  admin = (await signIn(cluster, ADMIN.email, ADMIN.password)).cookie;
  const user = await createUser(cluster.deps, { subscription: 'active' });
  member = { email: user.email, cookie: (await signIn(cluster, user.email, user.password)).cookie };
});
afterAll(() => cluster?.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const recipients = () =>
  cluster.smtp.received.flatMap((mail) => mail.to.map((to) => to.replace(/[<>]/g, '').toLowerCase()));
const messageOf = (body: string) => (JSON.parse(body) as { message?: string }).message;

describe('faults in a three-node cluster', () => {
  it('S3 down: reading a stored image and an upload answer 503 in Portuguese; nothing is written', async () => {
    const bucket = new S3Client({
      region: 'us-east-1',
      endpoint: cluster.s3.env.S3_ENDPOINT,
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const objects = async () =>
      ((await bucket.send(new ListObjectsV2Command({ Bucket: cluster.s3.env.S3_BUCKET }))).Contents ?? [])
        .map((o) => o.Key)
        .sort();
    const created = await cluster.call('/api/admin/library', {
      method: 'POST',
      cookie: admin,
      body: libraryForm(
        { name: 'Antes da queda', fileUrl: 'https://downloads.example.com/a.zip' },
        await imageFile(),
      ),
    });
    expect(created.res.status).toBe(201);
    const { item } = (await created.res.json()) as { item: { thumbnailUrl: string } };
    const before = await objects();
    expect(before).toHaveLength(2);

    const addDuringOutage = async () =>
      cluster.call('/api/admin/library', {
        method: 'POST',
        cookie: admin,
        body: libraryForm(
          { name: 'Durante a queda', fileUrl: 'https://downloads.example.com/b.zip' },
          await imageFile(),
        ),
      });
    cluster.s3.proxy.cut();
    try {
      const started = Date.now();
      const image = await cluster.call(item.thumbnailUrl, { cookie: member.cookie });
      expect(image.res.status).toBe(503);
      expect(messageOf(await image.res.text())).toBe(
        'O armazenamento de arquivos está temporariamente indisponível. Tente novamente em alguns segundos.',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      // Decision 026: the storage down refuses the save (503), no row and no file.
      const upload = await addDuringOutage();
      expect(upload.res.status).toBe(503);
      expect(messageOf(await upload.res.text())).toBe(
        'O armazenamento de arquivos está temporariamente indisponível. Tente novamente em alguns segundos.',
      );
      const listed = await cluster.call('/api/admin/library?search=Durante', { cookie: admin });
      expect(((await listed.res.json()) as { total: number }).total).toBe(0);
    } finally {
      cluster.s3.proxy.restore();
    }
    // Nothing half-written: the bucket holds what it held.
    expect(await objects()).toEqual(before);
    expect((await cluster.call(item.thumbnailUrl, { cookie: member.cookie })).res.status).toBe(200);
    // The same form sent again once the storage is back: the item is saved whole.
    const retried = await addDuringOutage();
    expect(retried.res.status).toBe(201);
    expect(
      ((await retried.res.json()) as { item: { imageUrl: string | null } }).item.imageUrl,
    ).not.toBeNull();
  });

  it('PostgreSQL unreachable under load: 503 in Portuguese within 5 s, /api/health says so, recovery without a restart', async () => {
    const node = cluster.nodes[2];
    if (!node) throw new Error('no node3');
    const pid = node.pid;
    // Each call bounded, so that a hang fails the test instead of holding it.
    // A mix: the session read, a list through Kysely, and a sign-in through Better Auth.
    let turn = 0;
    const requests = [
      () => call(node.url, '/api/me', { cookie: member.cookie, signal: AbortSignal.timeout(8_000) }),
      () => call(node.url, '/api/library', { cookie: member.cookie, signal: AbortSignal.timeout(8_000) }),
      () =>
        call(node.url, '/api/auth/sign-in', {
          method: 'POST',
          json: { email: member.email, password: 'senha-errada-123' },
          signal: AbortSignal.timeout(8_000),
        }),
    ];
    const load = underLoad(9, () => (requests[turn++ % requests.length] as () => Promise<Answer>)());
    await sleep(500);
    // A server that stopped answering: open connections end, new ones are accepted and never answered.
    const cutAt = Date.now();
    node.database.cut('blackhole');
    await sleep(6_000);
    const health = await fetch(`${node.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({
      status: 'unavailable',
      database: 'unreachable',
      message: 'O serviço está temporariamente indisponível. Tente novamente em alguns segundos.',
    });
    node.database.restore();
    const restoredAt = Date.now();
    await waitFor(
      'node3 to answer again',
      async () => (await fetch(`${node.url}/api/health`)).status === 200,
      10_000,
    );
    await sleep(500);
    const results = await load.stop();

    const during = results.filter((r) => r.startedAt > cutAt + 100 && r.startedAt + r.ms < restoredAt);
    expect(during.length).toBeGreaterThanOrEqual(8);
    for (const r of during) {
      expect(r.status, r.body).toBe(503);
      expect(messageOf(r.body)).toBe(
        'O serviço está temporariamente indisponível. Tente novamente em alguns segundos.',
      );
    }
    // Nothing waits past 5 s, the requests in flight at the cut included.
    expect(Math.max(...results.map((r) => r.ms))).toBeLessThan(5_000);
    // Outside the cut: the answers of a database that works (a wrong password is 401, then 429).
    expect(results.filter((r) => ![200, 401, 429, 503].includes(r.status))).toEqual([]);
    // The same process serves again.
    expect(node.pid).toBe(pid);
    expect(node.exitCode()).toBeNull();
    expect((await call(node.url, '/api/me', { cookie: member.cookie })).res.status).toBe(200);
  });

  // The mails' first retry comes 30 s after their failed try (the mail worker, platform/mail/mail.ts):
  // the cut is here, the check that they went out is the file's last test, so the wait overlaps the
  // tests between.
  let smtpBurst: Awaited<ReturnType<typeof deliverPurchases>> | undefined;
  it('SMTP down for a while: each mail fails its try and waits for a retry', async () => {
    cluster.smtp.proxy.cut();
    try {
      const burst = await deliverPurchases(cluster, 5, 'smtp');
      smtpBurst = burst;
      await waitApplied(cluster, burst, 20_000);
      await waitFor('each mail to fail once', async () => {
        const rows = await cluster.db
          .selectFrom('mail_outbox')
          .select(['status', 'attempts', 'last_error'])
          .where('recipient', 'in', burst.emails)
          .execute();
        return (
          rows.length === 5 && rows.every((r) => r.status === 'pending' && r.attempts >= 1 && r.last_error)
        );
      });
      await sleep(3_000);
      expect(recipients().filter((to) => burst.emails.includes(to))).toEqual([]);
    } finally {
      cluster.smtp.proxy.restore();
    }
  });

  it('SIGTERM to a node under load behind HAProxy: not one request fails (drain)', async () => {
    const node = cluster.nodes[0];
    if (!node) throw new Error('no node1');
    const load = underLoad(8, () => cluster.call('/api/me', { cookie: member.cookie }));
    await sleep(1_000);
    await node.stop('SIGTERM');
    expect(node.exitCode()).toBe(0);
    await sleep(1_500);
    const results = await load.stop();
    const failed = results.filter((r) => r.status !== 200);
    expect(failed, JSON.stringify(failed.slice(0, 3))).toEqual([]);
    const counted = perNode(results.map((r) => r.node));
    expect(counted.node1, JSON.stringify(counted)).toBeGreaterThan(0);
    expect(results.length).toBeGreaterThan(100);
    await node.restart();
  });

  it('kill -9 of a node in a 500-delivery burst: each applied exactly once, its claimed work taken over within 60 s', async () => {
    const node = cluster.nodes[1];
    if (!node) throw new Error('no node2');
    let killedAt = 0;
    const burst = await deliverPurchases(cluster, 500, 'kill', {
      resend: true,
      onSent: {
        after: 200,
        run: () => {
          killedAt = Date.now();
          void node.stop('SIGKILL');
        },
      },
    });
    expect(new Set(burst.statuses)).toEqual(new Set([200]));
    expect(killedAt).toBeGreaterThan(0);
    // What the dead node had claimed is due again once its lease runs out: within 60 s of the kill.
    await waitApplied(cluster, burst, Math.max(1_000, killedAt + 60_000 - Date.now())).catch(
      async (error) => {
        const stuck = await cluster.db
          .selectFrom('webhook_events')
          .select(['attempts', 'next_attempt_at'])
          .where('transaction_id', 'in', burst.transactions)
          .where('outcome', '=', 'pending')
          .execute();
        const leases = stuck.map((row) =>
          Math.round(((row.next_attempt_at?.getTime() ?? 0) - Date.now()) / 1000),
        );
        throw new Error(
          `${error}: ${stuck.length} still pending 60 s after the kill, claimed (attempts ${stuck.map((r) => r.attempts)}) and due again in ${leases} s`,
        );
      },
    );
    await expectAppliedOnce(cluster, burst);
  });

  it('SMTP back: the mails it missed are sent, none lost, none twice', async () => {
    const emails = smtpBurst?.emails ?? [];
    expect(emails).toHaveLength(5);
    await waitFor(
      'the mails to be sent after SMTP came back',
      async () => (await mailsTo(cluster, emails)).unsent === 0,
      60_000,
    );
    expect(
      recipients()
        .filter((to) => emails.includes(to))
        .sort(),
    ).toEqual([...emails].sort());
  });
});
