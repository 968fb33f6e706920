import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { migrations } from './index';

// The names schema_migrations holds on every database already migrated: a key that changes makes
// Kysely refuse to start ("corrupted migrations"). Append new ones here; never edit this list.
const LANDED = [
  '0001-initial',
  '0002-landing-tools',
  '0003-mail-outbox-and-sign-in-throttle',
  '0004-admin-users',
  '0005-content',
  '0006-tools-access',
  '0007-support',
  '0008-admin-totals',
  '0009-webhooks',
  '0010-content-lists',
  '0011-profiles-by-day',
  '0012-content-versions',
  '0013-webhook-queue',
];

describe('the migration registry', () => {
  it('keeps the landed names, byte for byte, in the order they ran', () => {
    const keys = Object.keys(migrations);
    expect(keys.slice(0, LANDED.length)).toEqual(LANDED);
    // Kysely runs migrations in name order: the registry's order must be that order.
    expect([...keys].sort()).toEqual(keys);
  });

  it('has one file or folder per migration, named after its key, with a number no other uses', () => {
    const entries = readdirSync(import.meta.dirname)
      .filter((name) => name !== 'index.ts' && name !== 'frozen' && !/\.test\.ts$/.test(name))
      .map((name) => name.replace(/\.ts$/, ''));
    expect(entries.sort()).toEqual(Object.keys(migrations));
    const numbers = entries.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});
