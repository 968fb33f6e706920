import { describe, expect, it } from 'vitest';
import { bulkActionProgressText } from './bulk-action-progress';

describe('bulk action progress', () => {
  it('says "1 alterado" in the singular and "2 alterados" in the plural', () => {
    const done = { status: 'done' as const, unchanged: 0, planned: 1 };
    expect(bulkActionProgressText({ ...done, applied: 1 })).toBe('Ação em massa concluída: 1 alterado.');
    expect(bulkActionProgressText({ ...done, applied: 2, planned: 2 })).toBe(
      'Ação em massa concluída: 2 alterados.',
    );
  });
});
