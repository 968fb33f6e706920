import { describe, expect, it } from 'vitest';
import { rotatesSecret, secretRotationConfirmation } from './secret-rotation';

describe('saving a new one-time-code secret asks first', () => {
  it('asks only when a new secret is in the field', () => {
    expect(rotatesSecret('JBSWY3DPEHPK3PXP')).toBe(true);
    expect(rotatesSecret('')).toBe(false);
    expect(rotatesSecret('   ')).toBe(false);
  });

  it("says that every member's codes change at once", () => {
    expect(secretRotationConfirmation('tools').description).toContain(
      'Os códigos de verificação de todos os membros mudam de uma vez',
    );
    expect(secretRotationConfirmation('admin').description).toContain('todos os administradores');
  });
});
