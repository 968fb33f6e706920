import { describe, expect, it } from 'vitest';
import { APP_ROUTES } from '../../../shared/routes';
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
