import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './keyset-cursor';
import { cursorField } from './schemas/fields';

// The cursor the keyset lists hand out, and what the API accepts back.

describe('keyset cursor', () => {
  const at = new Date('2026-11-26T12:34:56.789Z');

  it('round-trips direction, millisecond and id as an opaque url-safe string', () => {
    for (const id of ['3f2b8c1e-8a4b-4c7d-9e0f-1a2b3c4d5e6f', '42'])
      for (const direction of ['older', 'newer'] as const) {
        const text = encodeCursor({ direction, at, id });
        expect(text).toMatch(/^[\w-]+$/);
        expect(decodeCursor(text)).toEqual({ direction, at, id });
      }
  });

  it.each(['', 'abc', '!!!', 'bjE3.eA', btoa('x1.abc'), btoa('o12.a b'), 'A'.repeat(200)])(
    'refuses %j',
    (text) => {
      expect(decodeCursor(text)).toBeUndefined();
    },
  );

  it('refuses a date past year 9999, which SQLite would sort wrong and no writer made', () => {
    const far = btoa('o999999999999999.42').replaceAll('=', '');
    expect(decodeCursor(far)).toBeUndefined();
    const last = encodeCursor({ direction: 'older', at: new Date('9999-12-31T23:59:59.999Z'), id: '42' });
    expect(decodeCursor(last)?.id).toBe('42');
  });

  it("checks the id's kind per list, with the pt-BR message", () => {
    const uuidCursor = encodeCursor({ direction: 'older', at, id: '3f2b8c1e-8a4b-4c7d-9e0f-1a2b3c4d5e6f' });
    const intCursor = encodeCursor({ direction: 'older', at, id: '42' });
    expect(cursorField('uuid').safeParse(uuidCursor).success).toBe(true);
    expect(cursorField('integer').safeParse(intCursor).success).toBe(true);
    const wrong = cursorField('uuid').safeParse(intCursor);
    expect(wrong.error?.issues[0]?.message).toBe('Posição da lista inválida. Volte ao início da lista.');
    expect(cursorField('integer').safeParse(undefined)).toEqual({ success: true, data: undefined });
  });
});
