import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixedPart, gzipParts } from './gzip-parts';

const HEAD = '<!doctype html><html><head><title>Hub Premium</title>'.repeat(20);
const TAIL = '</head><body><div id="root"><p>Carregando...</p></div></body></html>'.repeat(20);

describe('gzipParts', () => {
  const head = fixedPart(HEAD, { last: false });
  const tail = fixedPart(TAIL, { last: true });

  it.each([
    ['a small viewer', '<script type="application/json">{"profile":null}</script>'],
    ['nothing in the middle', ''],
    ['non-ASCII text', 'Configurações — João Ávila ✓'],
    ['more than one stored block', 'x'.repeat(150_000)],
  ])('is one gzip body that reads back as the three parts joined: %s', (_, middle) => {
    expect(gunzipSync(gzipParts(head, middle, tail)).toString()).toBe(HEAD + middle + TAIL);
  });

  it('compresses the fixed parts', () => {
    expect(gzipParts(head, '{}', tail).length).toBeLessThan((HEAD.length + TAIL.length) / 5);
  });
});
