import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createApp } from '../src/server/app';
import { codeRequestLogOf } from '../src/server/features/tools-access';
import { credentialStore } from '../src/server/features/tools-access/credential-store';
import { clockedCodeServer } from './clocked-code-server';
import { expect, expectToast, openScreen, settled, stubOutsideWorld, test } from './fixtures';
import {
  ADMIN,
  answerNewSecret,
  codeAt,
  codeDialog,
  codeText,
  countdown,
  expectCodeOf,
  nextTick,
  ROTATED,
  recordApiBodies,
  SECRETS,
  secondsLeft,
  TOOL,
} from './tools-access-helpers';

// In real Chromium: /conectar, /acesso-admin, /admin/tools. The settings are one row shared
// by the whole server, so every test that reads or changes them runs here, in order.

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
      await answerNewSecret(page);
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
      await expect(page.getByRole('alertdialog')).toContainText('todos os administradores');
      await answerNewSecret(page);
      // Saved (the tools group's toast may still be showing): the field empties, the hint names the key.
      await expect(admin.getByText(`termina em ${ADMIN.totpSecret.slice(-4)}`)).toBeVisible();
      await expect(admin.getByLabel('Chave secreta (TOTP)')).toHaveValue('');
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
      test.slow(); // a page clock, a second app process and a dozen round trips
      // The page runs on a clock this test moves, and its code requests are answered at the page's
      // time: the rollover comes when the test says, not after a real 30-second wait.
      const clock = await clockedCodeServer(page, deps);
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
      await clock.skip(2_000);
      await expect(page.getByTestId('tools-email-copied')).toBeHidden();

      // Password: hidden, then revealed; copied as well.
      const password = page.getByLabel('Senha', { exact: true });
      await expect(password).toHaveAttribute('type', 'password');
      await page.getByRole('button', { name: 'Mostrar senha' }).click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(password).toHaveValue(TOOL.password);
      await page.getByRole('button', { name: 'Copiar senha' }).click();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(TOOL.password);

      // The code dialog, opened as a window starts: the code an authenticator computes from the
      // configured secret.
      await clock.skipIntoNextWindow(1);
      const opened = await clock.now();
      await page.getByRole('button', { name: 'Gerar código' }).click();
      await expect(codeText(page)).toHaveText(/^\d{6}$/);
      const first = (await codeText(page).textContent()) ?? '';
      expectCodeOf(TOOL.totpSecret, first, await clock.now());

      // The countdown falls by one each second and the bar shrinks with it (seconds the test counts
      // out, however busy the machine); at the rollover the next window's code appears without
      // reopening the dialog.
      await clock.pause();
      let last = await countdown(page);
      for (let tick = 0; tick < 3; tick++) {
        await clock.tick();
        const next = await nextTick(page, last);
        expect(next.seconds).toBe(last.seconds - 1);
        expect(next.bar).toBeLessThan(last.bar);
        last = next;
      }
      const shown = (await codeText(page).textContent()) ?? '';
      // The window after the shown code's one.
      const current = Math.floor((await clock.now()) / 30_000) * 30_000;
      const next = codeAt(
        TOOL.totpSecret,
        codeAt(TOOL.totpSecret, current) === shown ? current + 30_000 : current,
      );
      await clock.resume();
      await clock.skipToWindowEnd(1);
      await expect(codeText(page)).toHaveText(next, { timeout: 15_000 });
      expect(next).not.toBe(shown);
      expect(await secondsLeft(page)).toBeGreaterThanOrEqual(27);

      await codeDialog(page).getByRole('button', { name: 'Copiar código' }).click();
      await expect(codeDialog(page).getByRole('button', { name: 'Código copiado!' })).toBeVisible();
      // The open dialog hides the page (toasts included) from the accessibility tree: found by tag.
      await expect(page.locator('li').filter({ hasText: 'Código copiado!' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(next);

      // Opening the dialog recorded the request: who, with the full name, from where.
      await codeRequestLogOf(deps).flush();
      await clock.close();
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
      // Escape closes the dialog even with the toast over it, and focus goes back to its button.
      await page.keyboard.press('Escape');
      await expect(codeDialog(page)).toBeHidden();
      await expect(login.getByRole('button', { name: 'Preciso do código!' })).toBeFocused();
      // Admins are entitled to the admin password; never to a stored secret.
      const bodies = (await apiBodies()).join('\n');
      for (const secret of [TOOL.totpSecret, ADMIN.totpSecret]) expect(bodies).not.toContain(secret);
    });

    test('rotating the secret on /admin/tools changes the next code a member sees, on every app process', async ({
      page,
      signInAs,
      browser,
      deps,
      users,
    }) => {
      test.setTimeout(90_000); // two browsers, five screens
      // This Playwright worker is an OS process of its own: an app here, on the server's database,
      // stands for a second process behind the load balancer.
      const otherProcess = createApp(deps);
      const member = await users.create({ subscription: 'active' });
      const context = await browser.newContext();
      await stubOutsideWorld(context);
      const memberPage = await context.newPage();
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

      const operator = await signInAs('admin');
      try {
        // Both processes have served a code from the first secret: whatever they keep is warm.
        expectCodeOf(TOOL.totpSecret, await codeFromOtherProcess());
        expectCodeOf(TOOL.totpSecret, await codeInBrowser());

        await openScreen(page, '/admin/tools');
        const section = page.getByRole('region', { name: 'Acesso às ferramentas' });
        await section.getByLabel('Chave secreta (TOTP)').fill(ROTATED);
        // Asked first; Voltar keeps the old secret (the member's code is still its).
        await section.getByRole('button', { name: 'Salvar' }).click();
        await answerNewSecret(page, 'Voltar');
        await expect(section.getByLabel('Chave secreta (TOTP)')).toHaveValue(ROTATED);
        expectCodeOf(TOOL.totpSecret, await codeInBrowser());
        await section.getByRole('button', { name: 'Salvar' }).click();
        await answerNewSecret(page);
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

      // The audit names the rotation, never the secret.
      await openScreen(page, `/admin/auditoria?admin=${operator.id}`);
      // (Beside the reads of the credentials the operator's screens made, audited too.)
      const entries = page.getByRole('list', { name: 'Registros de auditoria' }).getByRole('listitem');
      await expect(entries.filter({ hasText: 'Acesso às ferramentas alterado' })).toHaveCount(1);
      await expect(page.locator('main')).not.toContainText(ROTATED);
    });
  });
