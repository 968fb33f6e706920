import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { companionDirOf, datedBackupBase } from './backup-files';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('names a backup by its UTC time, never over an earlier one of the same second', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hub-backup-name-'));
  dirs.push(dataDir);
  const at = new Date('2026-11-26T17:03:01.456Z');
  const first = datedBackupBase(dataDir, at);
  expect(first).toBe(path.join(dataDir, 'backups', 'hub-20261126-170301'));
  expect(statSync(path.dirname(first)).mode & 0o777).toBe(0o700);
  writeFileSync(`${first}.sqlite`, '');
  const second = datedBackupBase(dataDir, at);
  expect(second).toBe(`${first}-2`);
  writeFileSync(`${second}.dump`, '');
  expect(datedBackupBase(dataDir, at)).toBe(`${first}-3`);
});

it('puts the DATA_DIR files beside the database file', () => {
  expect(companionDirOf('/d/backups/hub-20261126-170301.sqlite')).toBe(
    '/d/backups/hub-20261126-170301.files',
  );
  expect(companionDirOf('/d/backups/hub-20261126-170301-2.dump')).toBe(
    '/d/backups/hub-20261126-170301-2.files',
  );
});
