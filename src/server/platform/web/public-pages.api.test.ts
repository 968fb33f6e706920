import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app';
import { createApp } from '../../app';
import { listLandingTools } from '../../features/landing';
import { readMe } from '../../features/session';
import { publicConfig } from '../config/env';
import { LANDING_TOOLS_FRESH_MS } from './public-pages';
import { webRoutes } from './web-routes';

// A stand-in for dist/client: the SPA shell and the manifest entries the public pages link to.
function fakeClientBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-client-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--app-config--></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc.js',
        css: ['assets/index-abc.css'],
        imports: ['_framework.js'],
        dynamicImports: [
          'src/client/routes/dashboard.tsx',
          'src/client/routes/connect.tsx',
          'src/client/routes/admin-overview.tsx',
          'src/client/components/layout/mobile-nav.tsx',
        ],
      },
      'src/client/components/layout/mobile-nav.tsx': { file: 'assets/mobile-nav-abc.js' },
      'src/client/routes/connect.tsx': {
        file: 'assets/connect-abc.js',
        dynamicImports: ['src/client/features/tools-access/components/code-dialog-content.tsx'],
      },
      'src/client/features/tools-access/components/code-dialog-content.tsx': {
        file: 'assets/code-dialog-content-abc.js',
        imports: ['_forms.js'],
      },
      'src/client/routes/admin-overview.tsx': { file: 'assets/admin-overview-abc.js' },
      '_framework.js': { file: 'assets/framework-abc.js' },
      '_forms.js': { file: 'assets/forms-abc.js' },
      'src/client/routes/dashboard.tsx': { file: 'assets/dashboard-abc.js', imports: ['_framework.js'] },
      'src/client/routes/admin-library-editor.tsx': {
        file: 'assets/admin-library-editor-abc.js',
        imports: ['_framework.js', '_forms.js'],
      },
      'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2': {
        file: 'assets/inter-latin-wght-normal-abc.woff2',
      },
    }),
  );
  writeFileSync(
    path.join(dir, '.vite', 'site-manifest.json'),
    JSON.stringify({
      'src/public-site/browser/enhance.ts': { file: 'assets/enhance-abc.js' },
      'src/public-site/browser/support-widget.ts': { file: 'assets/support-widget-abc.js' },
    }),
  );
  return dir;
}

let t: TestApp;
let clientDir: string;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_URL_ANUAL: 'https://pagamento.exemplo.com.br/anual' });
  clientDir = fakeClientBuild();
  // The operator renamed a tool before anyone opened the landing page.
  await t.db
    .updateTable('landing_tools')
    .set({ name: 'Editor de Vídeo do Operador' })
    .where('name', '=', 'Editor de Vídeo Pro')
    .execute();
  const web = webRoutes({
    clientDir,
    config: publicConfig(t.deps.env),
    logger: t.deps.logger,
    siteUrl: 'https://hub.exemplo.com.br',
    loadTools: () => listLandingTools({ db: t.db }),
    readMe: (c) => readMe(c, t.deps),
  });
  app = createApp(t.deps, { web });
});
afterAll(async () => {
  rmSync(clientDir, { recursive: true, force: true });
  await t.close();
});

describe('server-rendered public pages', () => {
  it('allows blob: images (a chosen file’s preview) and blob: nothing else', async () => {
    const policy = (await app.request('/')).headers.get('content-security-policy') ?? '';
    const directives = policy.split(';').map((d) => d.trim().split(/\s+/));
    const withBlob = directives.filter((d) => d.includes('blob:')).map(([name]) => name);
    expect(withBlob).toEqual(['img-src']);
  });

  it('serves the landing page as HTML with the catalogue from the database', async () => {
    const res = await app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('etag')).toBeTruthy();
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="pt-BR">/);
    expect(html).toContain('Editor de Vídeo do Operador');
    expect(html).not.toContain('Editor de Vídeo Pro<');
    expect(html).toContain('href="https://pagamento.exemplo.com.br/anual"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-abc.css"/>');
    expect(html).toContain('<script type="module" src="/assets/enhance-abc.js"></script>');
    expect(html).toContain('href="/assets/inter-latin-wght-normal-abc.woff2"');
    expect(html).toContain('<link rel="canonical" href="https://hub.exemplo.com.br/"/>');
    // No SPA: the landing never loads the React bundle.
    expect(html).not.toContain('index-abc.js');
  });

  it('offers a signed-in visitor Meu painel instead of Entrar, each copy with its own ETag', async () => {
    const visitor = await app.request('/');
    const { cookie } = await t.as('member');
    const member = await app.request('/', { headers: { cookie: cookie ?? '' } });
    const [visitorHtml, memberHtml] = [await visitor.text(), await member.text()];
    expect(visitorHtml).toContain('href="/auth"');
    expect(visitorHtml).not.toContain('Meu painel');
    expect(memberHtml).toMatch(/href="\/dashboard"[^>]*>Meu painel</);
    expect(memberHtml).not.toMatch(/>Entrar</);
    expect(member.headers.get('etag')).not.toBe(visitor.headers.get('etag'));
    expect(member.headers.get('vary')).toMatch(/cookie/i);
    // A cookie that names no live session reads as a visitor.
    const stale = await app.request('/', { headers: { cookie: 'better-auth.session_token=nada.nada' } });
    expect(await stale.text()).not.toContain('Meu painel');
  });

  it('shows an operator’s catalogue edit once the landing’s copy is LANDING_TOOLS_FRESH_MS old', async () => {
    const before = await app.request('/');
    await before.text();
    await t.db
      .updateTable('landing_tools')
      .set({ name: 'Editor Renomeado Agora' })
      .where('name', '=', 'Editor de Vídeo do Operador')
      .execute();
    // Within the window the landing is the copy in memory: no query per visit.
    const soon = await app.request('/');
    expect(await soon.text()).not.toContain('Editor Renomeado Agora');
    const later = Date.now() + LANDING_TOOLS_FRESH_MS;
    vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const after = await app.request('/');
      expect(await after.text()).toContain('Editor Renomeado Agora');
      expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      vi.restoreAllMocks();
      await t.db
        .updateTable('landing_tools')
        .set({ name: 'Editor de Vídeo do Operador' })
        .where('name', '=', 'Editor Renomeado Agora')
        .execute();
    }
  });

  it('answers a repeat visit with 304 when nothing changed', async () => {
    const first = await app.request('/termos-uso');
    const etag = first.headers.get('etag') ?? '';
    const again = await app.request('/termos-uso', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('serves the terms and the privacy policy, and redirects their trailing-slash forms', async () => {
    const terms = await (await app.request('/termos-uso')).text();
    expect(terms).toContain('<title>Termos de Uso — Hub Premium</title>');
    expect(terms).toContain('>12. Disposições Gerais</h2>');
    const privacy = await (await app.request('/politica-privacidade')).text();
    expect(privacy).toContain('<title>Política de Privacidade — Hub Premium</title>');
    expect(privacy).toContain('>9. Alterações desta Política e Contato</h2>');

    const redirect = await app.request('/termos-uso/');
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe('/termos-uso');
  });

  it('leaves the SPA routes, public files and unknown paths as they were', async () => {
    const auth = await app.request('/auth');
    expect(auth.status).toBe(200);
    expect(await auth.text()).toContain('id="app-config"');
    const favicon = await app.request('/favicon.svg');
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await app.request('/nao-existe')).status).toBe(404);
  });

  it('preloads the screen a path shows, beyond what the entry already loads', async () => {
    const preloads = async (path: string) =>
      [
        ...(await (await app.request(path)).text()).matchAll(
          /<link rel="modulepreload" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    expect(await preloads('/dashboard')).toEqual(['/assets/dashboard-abc.js']);
    expect(await preloads('/admin/biblioteca/editar/123')).toEqual([
      '/assets/admin-library-editor-abc.js',
      '/assets/forms-abc.js',
    ]);
    expect(await preloads('/nao-existe')).toEqual([]);
  });

  it('carries what /api/me answers in the app page, so its first screen needs no trip', async () => {
    const viewerIn = (html: string) =>
      JSON.parse(
        /<script type="application\/json" id="app-viewer">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
      );
    expect(viewerIn(await (await app.request('/dashboard')).text())).toEqual({
      profile: null,
      subscription: null,
    });

    // A name that could close the tag is escaped, and the page is never stored.
    const { cookie } = await t.as('subscriber', { fullName: 'Ana </script><script>alert(1)</script>' });
    const page = await app.request('/dashboard', { headers: { cookie: cookie ?? '' } });
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).not.toContain('</script><script>alert(1)');
    const me = await (await app.request('/api/me', { headers: { cookie: cookie ?? '' } })).json();
    expect(viewerIn(html)).toEqual(me);
    expect(me.profile.fullName).toBe('Ana </script><script>alert(1)</script>');
  });

  it('sends the app page gzipped whole, with the security headers, and plain to a client without gzip', async () => {
    const { cookie } = await t.as('subscriber', { fullName: 'Bia Gzip' });
    const request = (encoding: string) =>
      app.request('/dashboard', { headers: { cookie: cookie ?? '', 'accept-encoding': encoding } });
    const zipped = await request('gzip, deflate, br');
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(zipped.headers.get('x-content-type-options')).toBe('nosniff');
    expect(zipped.headers.get('vary')).toBe('Accept-Encoding');
    const html = gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString();
    const plain = await request('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-security-policy')).toBe(zipped.headers.get('content-security-policy'));
    expect(await plain.text()).toBe(html);
    expect(html).toContain('Bia Gzip');
    expect((await request('gzip;q=0')).headers.get('content-encoding')).toBeNull();
  });

  it('shows the first screen before the code runs: the layout for a member, Carregando... otherwise', async () => {
    const { cookie } = await t.as('subscriber');
    const member = await (await app.request('/dashboard', { headers: { cookie: cookie ?? '' } })).text();
    expect(member).toMatch(/<div id="root"><div class="min-h-dvh[^"]*" aria-busy="true">/);
    expect(member).toContain('Carregando...');
    const visitor = await (await app.request('/auth')).text();
    expect(visitor).toMatch(
      /<div id="root"><div class="flex min-h-dvh[^>]*><p role="status">Carregando...<\/p>/,
    );
    // The same page with a trailing slash, and the not-found page, are whole pages too.
    expect(await (await app.request('/dashboard/', { headers: { cookie: cookie ?? '' } })).text()).toBe(
      member,
    );
    const missing = await app.request('/nao-existe');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"><div class="flex min-h-dvh');
  });

  it('prefetches what a signed-in member may open next: screens, their dialogs, the layout parts', async () => {
    const prefetched = async (path: string, cookie = '') =>
      [
        ...(await (await app.request(path, { headers: { cookie } })).text()).matchAll(
          /<link rel="prefetch" crossorigin href="([^"]+)">/g,
        ),
      ].map((m) => m[1]);
    const member = (await t.as('subscriber')).cookie ?? '';
    expect(await prefetched('/dashboard', member)).toEqual([
      '/assets/mobile-nav-abc.js',
      '/assets/connect-abc.js',
      '/assets/code-dialog-content-abc.js',
      '/assets/forms-abc.js',
    ]);
    // Nothing the page already preloads, and the admin's screens for an admin only.
    expect(await prefetched('/conectar', member)).not.toContain('/assets/connect-abc.js');
    expect(await prefetched('/dashboard', (await t.as('admin')).cookie ?? '')).toContain(
      '/assets/admin-overview-abc.js',
    );
    expect(await prefetched('/auth')).toEqual([]);
  });
});
