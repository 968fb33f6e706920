import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box';

describe('secret box', () => {
  const box = createSecretBox('um-segredo-de-aplicacao-bem-longo-123');

  it('round-trips text and never stores it in the clear', () => {
    const sealed = box.seal('senha-da-ferramenta-çã');
    expect(sealed).not.toContain('senha');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(box.open(sealed)).toBe('senha-da-ferramenta-çã');
  });

  it('uses a fresh IV each time', () => {
    expect(box.seal('igual')).not.toBe(box.seal('igual'));
  });

  it('refuses another key, altered bytes and garbage', () => {
    const sealed = box.seal('valor');
    expect(createSecretBox('outro-segredo-de-aplicacao-123456').open(sealed)).toBeNull();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = (bytes.at(-1) ?? 0) ^ 1;
    expect(box.open(`v1:${bytes.toString('base64')}`)).toBeNull();
    expect(box.open('texto-puro')).toBeNull();
  });
});
