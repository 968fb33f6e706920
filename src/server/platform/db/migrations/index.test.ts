import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANDED_MIGRATIONS } from '../../../../../test/landed-migrations';
import { migrations } from './index';

describe('the migration registry', () => {
  it('keeps the landed names, byte for byte, in the order they ran', () => {
    const keys = Object.keys(migrations);
    expect(keys.slice(0, LANDED_MIGRATIONS.length)).toEqual(LANDED_MIGRATIONS);
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
