import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CredentialField } from './credential-field';

describe('credential field', () => {
  it('shows a long e-mail whole, wrapping, never cut in a one-line input', () => {
    const email = 'conta.compartilhada.ferramentas.premium@exemplo.com.br';
    const html = renderToString(<CredentialField id="tools-email" label="Email" value={email} />);
    expect(html).toMatch(
      new RegExp(`<textarea[^>]*id="tools-email"[^>]*class="[^"]*break-all[^"]*"[^>]*>${email}</textarea>`),
    );
    expect(html).not.toContain('<input');
  });

  it('keeps a password in a hidden input', () => {
    const html = renderToString(
      <CredentialField id="tools-password" label="Senha" value="s3nha" concealed />,
    );
    expect(html).toMatch(/<input[^>]*type="password"/);
  });
});
