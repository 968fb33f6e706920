import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  findMissingNames,
  findOutsideReferences,
  sourceWordsOf,
  trackedFiles,
} from '../test/repository/references';

const root = path.resolve(import.meta.dirname, '..');
const tracked = trackedFiles(root);
const read = (file: string) => ({ path: file, text: readFileSync(path.join(root, file), 'utf8') });
const TEXT = /\.(ts|tsx|mjs|js|md|css|html|sh|json)$|(^|\/)run$/;

describe('the repository explains itself', () => {
  it('points at no issue, spec section or decisions document a reader of the repository cannot open', () => {
    const files = tracked
      .filter((file) => /^(src|test|e2e|scripts|bench|docs|\.ci)\/|^[^/]+\.(md|ts|mjs)$/.test(file))
      .filter((file) => TEXT.test(file) && file !== 'package-lock.json')
      .map(read);
    expect(files.length).toBeGreaterThan(500);
    expect(findOutsideReferences(files)).toEqual([]);
  });

  it('names in its documents only paths and symbols that exist', () => {
    const docs = tracked.filter((file) => /^(README|ARCHITECTURE)\.md$|^docs\/.*\.md$/.test(file)).map(read);
    expect(docs.length).toBeGreaterThan(20);
    expect(findMissingNames(docs, tracked, sourceWordsOf(root, tracked))).toEqual([]);
  });

  // Each check must be able to fail.
  it('finds a reference to a document outside the repository', () => {
    const issue = ['// see is', 'sue 31 for why'].join('');
    const spec = ['// guard order (SP', 'EC §', '4)'].join('');
    const decisions = ['// as DECI', 'SIONS says'].join('');
    const lines = [issue, spec, decisions, '// the guard order: docs/product.md#who-may-open-what'];
    expect(findOutsideReferences([{ path: 'x.ts', text: lines.join('\n') }])).toHaveLength(3);
  });

  it('finds a path or a symbol a document names that the tree does not have', () => {
    const text = [
      'See `src/server/features/access/current-subscription.ts` and `grantSubscription()`,',
      'beside `src/shared/constants.ts`, `features/<f>/index.ts`, `MAX_SESSIONS_PER_MEMBER` and `/api/me`.',
      '```',
      '`src/in/a/fenced/block.ts`',
      '```',
    ].join('\n');
    const words = new Set(['MAX_SESSIONS_PER_MEMBER']);
    const tree = ['src/shared/constants.ts', 'src/server/features/session/index.ts'];
    expect(findMissingNames([{ path: 'doc.md', text }], tree, words)).toEqual([
      'doc.md: `src/server/features/access/current-subscription.ts` is no file or folder in the tree',
      'doc.md: `grantSubscription()` names grantSubscription, found nowhere in the code',
    ]);
  });
});
