import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The demo accounts share a published password; they must never reach production.
describe('npm run seed:demo', () => {
  it('refuses to run with NODE_ENV=production and touches no data', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-seed-'));
    try {
      const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/seed/seed-demo.ts'], {
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).not.toBe(0);
      expect(run.stderr).toContain('NODE_ENV=production');
      expect(existsSync(path.join(dataDir, 'hub.sqlite'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
