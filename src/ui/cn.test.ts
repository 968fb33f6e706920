import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// cn.ts merges only the class groups our screens restyle. The oracle is tailwind-merge's full
// default config: every class list written in a component (src/ui) merged with every class list
// written anywhere in the app must keep exactly the classes the full config keeps.
const SRC = path.resolve(import.meta.dirname, '..');
const CLASS_LIST =
  /^(?:[!\w:[\]/.%&>*()=,#@-]+ )*[!\w:[\]/.%&>*()=,#@-]*-[!\w:[\]/.%&>*()=,#@-]+(?: [!\w:[\]/.%&>*()=,#@-]+)*$/;

function classListsIn(dir: string): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('.test.'),
  );
  const lists = files.flatMap((file) =>
    [...readFileSync(path.join(dir, file), 'utf8').matchAll(/(['"`])([^'"`\n$]+)\1/g)].map((m) => m[2] ?? ''),
  );
  return [...new Set(lists.filter((text) => CLASS_LIST.test(text)))];
}

// A class written twice does nothing more than once: compared as sets.
const sorted = (classes: string) => [...new Set(classes.split(' ').filter(Boolean))].sort().join(' ');

describe('cn', () => {
  it('lets the later class of a restyled group win, as tailwind-merge does', () => {
    expect(cn('h-10 px-4 py-2', 'h-9 px-3')).toBe('py-2 h-9 px-3');
    expect(cn('text-sm text-muted-foreground', 'text-base text-secondary-foreground')).toBe(
      'text-base text-secondary-foreground',
    );
    expect(cn('flex flex-col p-6', 'flex-row p-4')).toBe('flex flex-row p-4');
    expect(cn('border bg-card', 'border-primary/40 bg-primary/5')).toBe(
      'border border-primary/40 bg-primary/5',
    );
    expect(cn('max-w-lg', 'sm:max-w-2xl', false, undefined)).toBe('max-w-lg sm:max-w-2xl');
  });

  it('merges every class list of the components with every class list of the app like the full config', () => {
    const componentLists = classListsIn(path.join(SRC, 'ui'));
    const appLists = [...classListsIn(path.join(SRC, 'client')), ...componentLists];
    expect(componentLists.length).toBeGreaterThan(50);
    expect(appLists.length).toBeGreaterThan(300);
    const differences: string[] = [];
    for (const base of componentLists)
      for (const caller of appLists) {
        const [ours, full] = [cn(base, caller), twMerge(base, caller)];
        if (sorted(ours) !== sorted(full))
          differences.push(`cn("${base}", "${caller}") = "${ours}", tailwind-merge: "${full}"`);
      }
    expect(differences.slice(0, 10)).toEqual([]);
    // Some hundred thousand merges: seconds on a busy machine.
  }, 120_000);
});
