import { describe, expect, it } from 'vitest';
import { HOME_AFTER_SIGN_IN, returnPathOf, safeReturnPath, signInPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/conectar', '/treinamentos?busca=ia', '/admin/biblioteca/editar/3f2b?x=1#topo', '/%2F%2Fevil'])(
    'keeps %s, a path on this site',
    (path) => expect(safeReturnPath(path)).toBe(path),
  );

  it.each([
    ['another site, scheme-relative', '//evil.example'],
    ['another site, absolute', 'https://evil.example/conectar'],
    ['a backslash the browser reads as a slash', '/\\evil.example'],
    ['a backslash further on', '/conectar\\..\\x'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline the browser drops', '/\n/evil.example'],
    ['a control character', '/conectar\u0000'],
    ['a relative path', 'conectar'],
    ['a javascript: address', 'javascript:alert(1)'],
    ['the sign-in page itself', '/auth?voltar=/conectar'],
    ['nothing', ''],
    ['no parameter', null],
    ['an absurd length', `/${'a'.repeat(2000)}`],
  ])('refuses %s', (_, path) => expect(safeReturnPath(path)).toBeNull());
});

describe('signInPath', () => {
  it('names the page, its query encoded and its slashes readable', () => {
    expect(signInPath('/conectar?x=1')).toBe('/auth?voltar=/conectar%3Fx%3D1');
    expect(signInPath('/treinamentos?busca=ia')).toBe('/auth?voltar=/treinamentos%3Fbusca%3Dia');
  });

  it('leaves out the default page and anything unsafe', () => {
    expect(signInPath(HOME_AFTER_SIGN_IN)).toBe('/auth');
    expect(signInPath('//evil.example')).toBe('/auth');
  });

  it('round-trips through the sign-in page', () => {
    for (const path of ['/conectar?x=1&y=a%20b', '/treinamentos?busca=ia', '/biblioteca']) {
      const search = new URL(signInPath(path), 'https://hub.example').searchParams;
      expect(returnPathOf(search)).toBe(path);
    }
  });
});

describe('returnPathOf', () => {
  it('falls back to /dashboard when voltar is missing or unsafe', () => {
    expect(returnPathOf(new URLSearchParams())).toBe('/dashboard');
    expect(returnPathOf(new URLSearchParams({ voltar: '//evil.example' }))).toBe('/dashboard');
    expect(returnPathOf(new URLSearchParams({ voltar: 'https://evil.example' }))).toBe('/dashboard');
  });
});
