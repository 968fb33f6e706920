// docs/decisions/025-keyset-paging.md: machine-written lists (audit, payment events, code requests)
// are paged by keyset over (time, id), newest first, with no count. A cursor names the row a page
// starts after and which way it goes; it travels as an opaque base64url string in the address.

/** 'older' reads the rows after the key (Mais antigos); 'newer' the rows before it (Mais recentes). */
export type CursorDirection = 'older' | 'newer';
export type KeysetCursor = { direction: CursorDirection; at: Date; id: string };

const PREFIX: Record<CursorDirection, string> = { older: 'o', newer: 'n' };
// Milliseconds since the epoch (every writer stores a JavaScript Date), then the row's id.
const SHAPE = /^([on])(\d{1,15})\.([\w-]{1,64})$/;

const toBase64Url = (text: string) => btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
const fromBase64Url = (text: string) => atob(text.replaceAll('-', '+').replaceAll('_', '/'));

/**
 * The instants both engines store and compare alike: years 1 to 9999. PostgreSQL refuses a date
 * before 4713 BC (a 500 if a cursor carried one), and SQLite's dates are ISO text, which sorts
 * right only with four-digit years. A cursor outside is refused like any other bad one.
 */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');
export const isStorableDate = (at: Date) => at.getTime() >= EARLIEST && at.getTime() <= LATEST;

export function encodeCursor({ direction, at, id }: KeysetCursor): string {
  return toBase64Url(`${PREFIX[direction]}${at.getTime()}.${id}`);
}

/** The cursor, or undefined when the text is not one this app wrote. */
export function decodeCursor(text: string): KeysetCursor | undefined {
  if (!/^[\w-]{1,120}$/.test(text)) return undefined;
  let plain: string;
  try {
    plain = fromBase64Url(text);
  } catch {
    return undefined;
  }
  const match = SHAPE.exec(plain);
  if (!match) return undefined;
  const [, prefix, ms, id] = match;
  const at = new Date(Number(ms));
  if (!isStorableDate(at) || !id) return undefined;
  return { direction: prefix === 'o' ? 'older' : 'newer', at, id };
}
