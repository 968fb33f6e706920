// The load bench's cluster: three nodes of the built app on the bench's PostgreSQL
// database, S3 storage (s3rver) and HAProxy in front, started by the code the cluster tests use
// (test/cluster/cluster-processes.ts, loaded through tsx), without their fault-injection proxies.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

register();
const { freePort, startAppNode, startBalancer } = await import('../../test/cluster/cluster-processes.ts');
const { startS3Server } = await import('../../test/s3-server.ts');

/**
 * Starts `count` nodes with `env` (its DATABASE_URL shared; each node its own DATA_DIR below
 * `dir`) and HAProxy with the configuration README shows (health checks every 2 s, its default).
 * Every process is pushed onto `children` (the watchdog's list) as it starts.
 */
export async function startBenchCluster(env, { count = 3, dir, children }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const s3 = await startS3Server('hub-bench');
  children.push({ label: 's3rver', stop: () => s3.close(), output: () => '' });
  const common = {
    ...env,
    APP_URL: base,
    // HAProxy appends the client's address to X-Forwarded-For (the per-IP limits read it).
    TRUST_PROXY: '1',
    ...s3.env,
    S3_FORCE_PATH_STYLE: 'true',
  };
  const nodes = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const name = `node${i + 1}`;
      const dataDir = path.join(dir, name);
      mkdirSync(dataDir, { recursive: true });
      return startAppNode(name, { ...common, DATA_DIR: dataDir });
    }),
  );
  for (const node of nodes) children.push({ label: node.name, stop: () => node.stop(), output: node.log });
  const balancer = await startBalancer({ port, nodes, checkIntervalMs: 2000, dir });
  children.push({ label: 'haproxy', stop: () => balancer.close(), output: balancer.log });
  return { base, nodes, balancer };
}
