import { expect, openScreen, test } from './fixtures';
import { KB, recordScripts } from './page-weight';

// Decision 018: a signed-in first load (fresh browser, the session cookie only) fetches little
// JavaScript in few files, and never asks /api/me: the page carries the viewer. Sizes are the
// scripts' bodies gzipped at level 9, as bench/app-first-load.mjs measures them.
// Member pages: 123 KB, of which ~1.5 KB is the shell's part in surviving a server outage (the
// connection, the chunk boundary, the notice: decision 034), which must be there before any outage,
// and ~0.5 KB the menu's help group with its answered-tickets count and the plan locks.
const BUDGETS = [
  { path: '/dashboard', role: 'subscriber', kb: 123, files: 10 },
  { path: '/conectar', role: 'subscriber', kb: 123, files: 10 },
  { path: '/admin', role: 'admin', kb: 200, files: 12 },
] as const;

for (const { path, role, kb, files } of BUDGETS)
  test(`${path} loads at most ${kb} KB of JavaScript in ${files} files, without asking /api/me`, async ({
    page,
    signInAs,
  }) => {
    await signInAs(role);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') asked.push(request.url());
    });
    const scriptsLoaded = recordScripts(page);
    await openScreen(page, path);
    const { scripts, total } = await scriptsLoaded();
    const listing = scripts.map((s) => `${s.path} ${(s.gzip / KB).toFixed(1)} KB`).join('\n');
    expect(scripts.length, listing).toBeLessThanOrEqual(files);
    expect(total, listing).toBeLessThanOrEqual(kb * KB);
    expect(asked).toEqual([]);
  });
