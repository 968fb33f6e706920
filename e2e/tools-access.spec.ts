import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { createApp } from '../src/server/app';
import { codeRequestLogOf } from '../src/server/features/tools-access/code-request-log';
import { credentialStore } from '../src/server/features/tools-access/credential-store';
import { createUser } from '../src/server/seed/factories';
import { expect, expectNoHorizontalScroll, expectToast, openScreen, settled, test } from './fixtures';

// Issue 8 in real Chromium: /conectar, /acesso-admin, /admin/tools. The settings are one row shared
// by the whole server, so every test that reads or changes them runs here, in order.
const TOOL = {
  email: 'conta.ferramentas@exemplo.com.br',
  password: 'Senha-Compartilhada-42',
  totpSecret: 'MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43U',
};
const ADMIN = {
  email: 'conta.admin@exemplo.com.br',
  password: 'Senha-Admin-Secreta-77',
  totpSecret: 'ONSWG4TFOQQGC3TEEBZWKY3SMV2CAMJS',
};
const ROTATED = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
const SECRETS = [TOOL.totpSecret, ADMIN.totpSecret, ADMIN.password, ROTATED];

/** The code an authenticator app would show, computed here from the configured secret. */
const codeAt = (secret: string, at: number) =>
  TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: at,
  });
/** The codes valid around now (the read may straddle a window boundary). */
const codesNow = (secret: string) => [codeAt(secret, Date.now() - 1500), codeAt(secret, Date.now())];
/** A code just read comes from that secret (computed after the read, so a rollover during it counts). */
const expectCodeOf = (secret: string, code: string | null) => expect(codesNow(secret)).toContain(code);

/** Every JSON body the API sent to this page. */
function recordApiBodies(page: Page) {
  const bodies: string[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (!new URL(response.url()).pathname.startsWith('/api/')) return;
    pending.push(
      response
        .text()
        .then((text) => void bodies.push(text))
        .catch(() => undefined),
    );
  });
  return async () => {
    await Promise.all(pending);
    return bodies;
  };
}

const codeDialog = (page: Page) => page.getByRole('dialog');
const codeText = (page: Page) => codeDialog(page).getByTestId('one-time-code');
const secondsLeft = async (page: Page) =>
  Number(await codeDialog(page).getByTestId('code-seconds').textContent());
/** The seconds shown and the bar's value, read together (one render sets both). */
const countdown = (page: Page) =>
  codeDialog(page).evaluate((dialog) => ({
    seconds: Number(dialog.querySelector('[data-testid="code-seconds"]')?.textContent),
    bar: Number(dialog.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')),
  }));
/** The countdown's next change, which must come within 1.5 s. */
async function nextTick(page: Page, last: { seconds: number; bar: number }) {
  const deadline = Date.now() + 1500;
  for (;;) {
    const now = await countdown(page);
    if (now.seconds !== last.seconds) return now;
    if (Date.now() > deadline) throw new Error(`the countdown stayed at ${last.seconds} for 1.5 s`);
    await page.waitForTimeout(50);
  }
}

test.beforeEach(async ({ page }) => {
  // The tutorial video is an outside embed: answered empty, so no test depends on the internet.
  await page.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: '' }));
});

test.describe
  .serial('shared tool access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('before any setting exists the dialog says the code is not configured', async ({
      page,
      signInAs,
    }) => {
      await signInAs('subscriber');
      await openScreen(page, '/conectar');
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
      await page.getByRole('button', { name: 'Gerar código' }).click();
      await expect(codeDialog(page).getByRole('alert')).toHaveText(/ainda não foi configurado/);
      await expect(codeDialog(page).getByTestId('one-time-code')).toHaveCount(0);
    });

    test('an admin configures the tool access on /admin/tools, with base32 checked', async ({
      page,
      signInAs,
    }) => {
      await signInAs('admin');
      await openScreen(page, '/admin/tools');
      const section = page.getByRole('region', { name: 'Acesso às ferramentas' });
      await section.getByLabel('Email da ferramenta').fill(TOOL.email);
      await section.getByLabel('Senha da ferramenta').fill(TOOL.password);
      await section.getByLabel('Chave secreta (TOTP)').fill('isto não é base32!');
      await section.getByRole('button', { name: 'Salvar' }).click();
      await expect(section.getByRole('alert')).toContainText('A chave secreta deve estar em base32');

      await section.getByRole('button', { name: 'Gerar chave' }).click();
      await expect(section.getByLabel('Chave secreta (TOTP)')).toHaveValue(/^[A-Z2-7]{32}$/);
      await expect(section.getByText('Cadastre esta chave no autenticador')).toBeVisible();

      await section.getByLabel('Chave secreta (TOTP)').fill(TOOL.totpSecret.toLowerCase());
      await section.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Autenticação configurada com sucesso');
      await expect(section.getByLabel('Chave secreta (TOTP)')).toHaveValue('');
      await expect(section.getByText(`termina em ${TOOL.totpSecret.slice(-4)}`)).toBeVisible();
      await expect(section.getByText(/Alterado por .+ em \d{2}\/\d{2}\/\d{4}/).first()).toBeVisible();

      // The admin-access group, the same way on the same screen.
      const admin = page.getByRole('region', { name: 'Acesso administrativo' });
      await admin.getByLabel('Email do acesso administrativo').fill(ADMIN.email);
      await admin.getByLabel('Senha do acesso administrativo').fill(ADMIN.password);
      await admin.getByLabel('Chave secreta (TOTP)').fill(ADMIN.totpSecret);
      await admin.getByRole('button', { name: 'Salvar' }).click();
      await expectToast(page, 'Autenticação configurada com sucesso');
    });

    test('the values stored in the database are sealed, not the plain ones', async ({ deps }) => {
      const row = await deps.database.db.selectFrom('app_settings').selectAll().executeTakeFirstOrThrow();
      const stored = JSON.stringify(row);
      for (const plain of [
        TOOL.email,
        TOOL.password,
        TOOL.totpSecret,
        ADMIN.email,
        ADMIN.password,
        ADMIN.totpSecret,
      ]) {
        expect(stored).not.toContain(plain);
      }
      expect(row.totp_secret_key).toMatch(/^v1:/);
    });

    test('a subscriber copies the login, reveals the password and gets live codes that roll over', async ({
      page,
      signInAs,
      deps,
    }) => {
      test.setTimeout(75_000);
      const apiBodies = recordApiBodies(page);
      const user = await signInAs('subscriber', { fullName: 'Sofia Conectada' });
      await openScreen(page, '/conectar');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Servidor de Ferramentas Compartilhado',
      );
      await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);

      // E-mail: copied to the clipboard, Copiado!, the check icon for 2 s.
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(TOOL.email);
      await page.getByRole('button', { name: 'Copiar email' }).click();
      await expectToast(page, 'Copiado!');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TOOL.email);
      await expect(page.getByTestId('tools-email-copied')).toBeVisible();
      await expect(page.getByTestId('tools-email-copied')).toBeHidden({ timeout: 3000 });

      // Password: hidden, then revealed; copied as well.
      const password = page.getByLabel('Senha', { exact: true });
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Mostrar senha' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue(TOOL.password);
      await page.getByRole('button', { name: 'Copiar senha' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TOOL.password);

      // The code dialog: the code an authenticator computes from the configured secret.
      const opened = Date.now();
      await page.getByRole('button', { name: 'Gerar código' }).click();
      await expect(codeText(page)).toHaveText(/^\d{6}$/);
      const first = (await codeText(page).textContent()) ?? '';
      expectCodeOf(TOOL.totpSecret, first);

      // The countdown falls by one each second and the bar shrinks with it; at the rollover the next
      // window's code appears without reopening the dialog. Whichever comes first is checked first,
      // so the test waits at most about one window.
      const expectTicks = async () => {
        let last = await countdown(page);
        for (let tick = 0; tick < 3; tick++) {
          const next = await nextTick(page, last);
          expect(next.seconds).toBe(last.seconds - 1);
          expect(next.bar).toBeLessThan(last.bar);
          last = next;
        }
      };
      const expectRollover = async () => {
        const shown = (await codeText(page).textContent()) ?? '';
        // The window after the shown code's one (the server's window may already have ended).
        const current = Math.floor(Date.now() / 30_000) * 30_000;
        const next = codeAt(
          TOOL.totpSecret,
          codeAt(TOOL.totpSecret, current) === shown ? current + 30_000 : current,
        );
        await expect(codeText(page)).toHaveText(next, { timeout: 35_000 });
        expect(next).not.toBe(shown);
        expect(await secondsLeft(page)).toBeGreaterThanOrEqual(27);
        return next;
      };
      let next: string;
      if ((await secondsLeft(page)) > 5) {
        await expectTicks();
        next = await expectRollover();
      } else {
        next = await expectRollover();
        await expectTicks();
      }

      await codeDialog(page).getByRole('button', { name: 'Copiar código' }).click();
      await expect(codeDialog(page).getByRole('button', { name: 'Código copiado!' })).toBeVisible();
      // The open dialog hides the page (toasts included) from the accessibility tree: found by tag.
      await expect(page.locator('li').filter({ hasText: 'Código copiado!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(next);

      // Opening the dialog recorded the request: who, with the full name, from where.
      const rows = await deps.database.db
        .selectFrom('totp_requests')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('created_at', '>=', new Date(opened - 1000))
        .execute();
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows[0]).toMatchObject({
        user_email: user.email,
        user_name: 'Sofia Conectada',
        ip_address: '127.0.0.1',
      });
      expect(rows[0]?.user_agent).toContain('Chrome');

      // No API answer carried a secret or the admin password.
      const bodies = (await apiBodies()).join('\n');
      expect(bodies).toContain(TOOL.password); // the credentials call was recorded
      for (const secret of SECRETS) expect(bodies).not.toContain(secret);
    });

    test('no built asset contains a secret or the admin password', async () => {
      const dir = path.resolve('dist');
      const files = readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.join(entry.parentPath, entry.name));
      expect(files.length).toBeGreaterThan(10);
      for (const file of files) {
        const text = readFileSync(file, 'latin1');
        for (const secret of SECRETS) expect(text, file).not.toContain(secret);
        // The browser never computes a code: no TOTP library ships to it.
        if (file.includes(`${path.sep}client${path.sep}`)) expect(text, file).not.toContain('otpauth');
      }
    });

    test('an admin sees the admin access, and its code comes from the admin secret', async ({
      page,
      signInAs,
    }) => {
      const apiBodies = recordApiBodies(page);
      await signInAs('admin');
      await openScreen(page, '/acesso-admin');
      const login = page.getByRole('region', { name: 'Conta administrativa' });
      await expect(login.getByLabel('Email', { exact: true })).toHaveValue(ADMIN.email);
      await login.getByRole('button', { name: 'Mostrar senha' }).click();
      await expect(login.getByLabel('Senha', { exact: true })).toHaveValue(ADMIN.password);
      await expect(page.getByText('Documentação em breve...')).toBeVisible();

      await login.getByRole('button', { name: 'Preciso do código!' }).click();
      await expect(codeText(page)).toHaveText(/^\d{6}$/);
      expectCodeOf(ADMIN.totpSecret, await codeText(page).textContent());
      await expect(page.locator('li').filter({ hasText: 'Acesso administrativo autorizado' })).toBeVisible();
      // Admins are entitled to the admin password; never to a stored secret.
      const bodies = (await apiBodies()).join('\n');
      for (const secret of [TOOL.totpSecret, ADMIN.totpSecret]) expect(bodies).not.toContain(secret);
    });

    test('rotating the secret on /admin/tools changes the next code a member sees, on every app process', async ({
      page,
      signInAs,
      browser,
      deps,
    }) => {
      test.setTimeout(60_000); // two browsers, five screens
      // This Playwright worker is an OS process of its own: an app here, on the server's database,
      // stands for a second process behind the load balancer.
      const otherProcess = createApp(deps);
      const member = await createUser(deps, { subscription: 'active' });
      const context = await browser.newContext();
      const memberPage = await context.newPage();
      await memberPage.route(/youtube-nocookie\.com/, (route) => route.fulfill({ status: 204, body: '' }));
      const signIn = await memberPage.request.post('/api/auth/sign-in', {
        data: { email: member.email, password: member.password },
      });
      expect(signIn.status()).toBe(200);
      const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const codeFromOtherProcess = async () => {
        const res = await otherProcess.request('/api/tools-access/code', {
          method: 'POST',
          headers: { cookie },
        });
        expect(res.status).toBe(200);
        return (await res.json()).code as string;
      };
      /** The member opens the dialog on the server under test and reads the code. */
      const codeInBrowser = async () => {
        await openScreen(memberPage, '/conectar');
        await memberPage.getByRole('button', { name: 'Gerar código' }).click();
        await expect(codeText(memberPage)).toHaveText(/^\d{6}$/);
        return (await codeText(memberPage).textContent()) ?? '';
      };

      try {
        // Both processes have served a code from the first secret: whatever they keep is warm.
        expectCodeOf(TOOL.totpSecret, await codeFromOtherProcess());
        expectCodeOf(TOOL.totpSecret, await codeInBrowser());

        await signInAs('admin');
        await openScreen(page, '/admin/tools');
        const section = page.getByRole('region', { name: 'Acesso às ferramentas' });
        await section.getByLabel('Chave secreta (TOTP)').fill(ROTATED);
        await section.getByRole('button', { name: 'Salvar' }).click();
        await expectToast(page, 'Autenticação configurada com sucesso');

        expectCodeOf(ROTATED, await codeInBrowser());
        expectCodeOf(ROTATED, await codeFromOtherProcess());

        // The other way round: saved by the other process, served at once by the server under test.
        await credentialStore(deps).save('tools', TOOL, { id: member.id, email: member.email });
        expectCodeOf(TOOL.totpSecret, await codeInBrowser());
      } finally {
        await context.close();
        await codeRequestLogOf(deps).flush();
      }

      // The audit lists that member's requests.
      await page.reload();
      await settled(page);
      const audit = page.getByRole('region', { name: 'Solicitações de código' });
      await expect(audit.getByText(member.email).first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Membros com mais IPs' }).getByText(member.email),
      ).toBeVisible();
    });
  });

test.describe('who may not', () => {
  test('a member without a subscription is sent away from /conectar, and the API refuses', async ({
    page,
    signInAs,
  }) => {
    await signInAs('member');
    await page.goto('/conectar');
    await expect(page).toHaveURL(/\/subscription-expired$/);
    for (const [method, url] of [
      ['GET', '/api/tools-access/credentials'],
      ['POST', '/api/tools-access/code'],
      ['GET', '/api/tools-access/admin-access'],
      ['POST', '/api/tools-access/admin-access/code'],
    ] as const) {
      const res = await page.request.fetch(url, { method });
      expect(res.status(), url).toBe(403);
      const text = await res.text();
      for (const secret of [...SECRETS, TOOL.password]) expect(text).not.toContain(secret);
    }
  });

  for (const role of ['subscriber', 'member'] as const) {
    test(`a ${role} sees /acesso-admin locked, and its endpoints answer 403`, async ({ page, signInAs }) => {
      const apiBodies = recordApiBodies(page);
      await signInAs(role);
      await openScreen(page, '/acesso-admin');
      await expect(page.getByText('Área restrita')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Preciso do código!' })).toHaveCount(0);
      await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
      for (const [method, url] of [
        ['GET', '/api/tools-access/admin-access'],
        ['POST', '/api/tools-access/admin-access/code'],
      ] as const) {
        expect((await page.request.fetch(url, { method })).status()).toBe(403);
      }
      for (const secret of SECRETS) expect((await apiBodies()).join('\n')).not.toContain(secret);
    });
  }
});

test.describe('/tutorial', () => {
  const GUIDES = [
    ['Windows', 'Windows 7 ou superior, 32 e 64 bits', 6],
    ['macOS', 'macOS 10.13 ou superior, Intel e Apple Silicon', 7],
    ['Linux', 'Ubuntu Desktop 22.04 ou superior', 8],
  ] as const;

  test('each OS shows its numbered steps; back returns to the choice', async ({ page, signInAs }) => {
    await signInAs('member');
    await openScreen(page, '/tutorial');
    await expect(page.getByText('Versão 7.3.26')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Conectar' })).toHaveAttribute('href', '/conectar');
    await expect(page.getByText('Deixe-a aberta em outra aba')).toBeVisible();
    await expect(page.locator('iframe[src^="https://www.youtube-nocookie.com/embed/"]')).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveCount(0);

    for (const [name, description, steps] of GUIDES) {
      const card = page.getByRole('button', { name: new RegExp(`^${name}`) });
      await expect(card).toContainText(description);
      await card.click();
      const list = page.getByRole('list', { name: `Passos para ${name}` });
      await expect(list.getByRole('listitem')).toHaveCount(steps);
      const download = list.getByRole('link', { name: 'site oficial de download' });
      await expect(download).toHaveAttribute('target', '_blank');
      await expect(download).toHaveAttribute('href', 'https://browser.example.com/download');
      await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute(
        'href',
        '/suporte',
      );
      await page.getByRole('button', { name: 'Voltar para a escolha do sistema' }).click();
      await expect(page.getByRole('heading', { name: 'Escolha o seu sistema operacional' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveCount(0);
    }
  });
});

test.describe('/afiliacao', () => {
  test('shows the 50% recurring commission, four steps and the signup button in a new tab', async ({
    page,
    signInAs,
  }) => {
    await signInAs('subscriber');
    await openScreen(page, '/afiliacao');
    await expect(page.getByTestId('affiliate-commission')).toHaveText('50% de comissão recorrente');
    const steps = page.getByRole('region', { name: 'Como funciona' }).getByRole('listitem');
    await expect(steps).toHaveCount(4);
    await expect(steps).toContainText(['Cadastre-se', 'Receba seu link', 'Compartilhe', 'Ganhe']);
    await expect(page.getByText('Por que usar a plataforma de pagamentos')).toBeVisible();
    const signup = page.getByRole('link', { name: 'Quero ser afiliado' });
    await expect(signup).toHaveAttribute('href', 'https://afiliados.example.com/hub-premium');
    await expect(signup).toHaveAttribute('target', '_blank');
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const [role, screens] of [
    ['subscriber', ['/conectar', '/tutorial', '/afiliacao', '/acesso-admin']],
    ['admin', ['/admin/tools', '/acesso-admin']],
  ] as const) {
    test(`${role}: ${screens.join(', ')} fit the screen`, async ({ page, signInAs }) => {
      await signInAs(role);
      for (const screen of screens) {
        await openScreen(page, screen);
        await expectNoHorizontalScroll(page);
      }
    });
  }
});
