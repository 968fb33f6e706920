import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ROUTES, SERVER_PAGES } from '../../../shared/routes';
import { isClientRoute } from './client-routes';

describe('isClientRoute', () => {
  it.each(APP_ROUTES.map((route) => route.path.replace(/:[^/]+/g, 'abc-123')))('knows %s', (path) => {
    expect(isClientRoute(path)).toBe(true);
  });

  it.each(['/auth/', '/admin/biblioteca/editar/42', '/admin/treinamentos/editar/f3b1c2'])(
    'accepts %s',
    (path) => {
      expect(isClientRoute(path)).toBe(true);
    },
  );

  it.each([
    '/nao-existe',
    '/dashboardx',
    '/Auth',
    '/auth/extra',
    '/admin/biblioteca/editar',
    '/admin/biblioteca/editar/',
    '/admin/biblioteca/editar/1/2',
    '/api/me',
    '/conectar.php',
  ])('refuses %s (the not-found page, with a 404)', (path) => {
    expect(isClientRoute(path)).toBe(false);
  });
});

describe('the route table', () => {
  // The client router loads each screen by the file name shared/routes.ts gives, and the server
  // preloads the same file's chunk: a name without its file would be a blank page.
  it.each(APP_ROUTES.flatMap((route) => ('screen' in route ? [[route.path, route.screen]] : [])))(
    '%s is drawn by src/client/routes/%s.tsx',
    (_path, screen) => {
      expect(existsSync(path.resolve(import.meta.dirname, `../../../client/routes/${screen}.tsx`))).toBe(
        true,
      );
    },
  );

  it('gives a screen to every page but the server-rendered ones', () => {
    const withoutScreen = APP_ROUTES.filter((route) => !('screen' in route)).map((route) => route.path);
    expect(withoutScreen.sort()).toEqual(Object.values(SERVER_PAGES).sort());
  });
});
