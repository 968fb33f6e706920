import { describe, expect, it } from 'vitest';
import { promoteConfirmation, promotesToAdmin } from './promote-confirmation';

describe('promoting to Administrador asks first', () => {
  it('asks only for a change into Administrador', () => {
    expect(promotesToAdmin('user', 'admin')).toBe(true);
    expect(promotesToAdmin('admin', 'admin')).toBe(false);
    expect(promotesToAdmin('admin', 'user')).toBe(false);
    expect(promotesToAdmin('user', 'user')).toBe(false);
  });

  it('names the member, by name or else by e-mail', () => {
    expect(promoteConfirmation({ fullName: 'Ana Souza', email: 'ana@exemplo.com.br' }).title).toBe(
      'Tornar Ana Souza Administrador?',
    );
    const byEmail = promoteConfirmation({ fullName: null, email: 'ana@exemplo.com.br' });
    expect(byEmail.title).toBe('Tornar ana@exemplo.com.br Administrador?');
    expect(byEmail.description).toContain(
      'ana@exemplo.com.br passará a ver e alterar toda a área administrativa',
    );
  });
});
