import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../constants';
import { changePasswordFormSchema, changePasswordSchema, resetPasswordSchema, signUpSchema } from './auth';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
const long = 'x'.repeat(PASSWORD_MIN_LENGTH);

describe('one password length rule (PASSWORD_MIN_LENGTH)', () => {
  it('sign-up and reset refuse one character less than the minimum and accept the minimum', () => {
    const signUp = (password: string) =>
      signUpSchema.safeParse({ fullName: 'Ana', email: 'a@b.co', password });
    const reset = (password: string) => resetPasswordSchema.safeParse({ token: 'abc', password });
    expect(firstMessage(signUp(short))).toBe(
      `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`,
    );
    expect(firstMessage(reset(short))).toBe(`A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`);
    expect(signUp(long).success).toBe(true);
    expect(reset(long).success).toBe(true);
  });

  it('the settings change words the same length its own way', () => {
    const change = (newPassword: string) =>
      changePasswordSchema.safeParse({ currentPassword: 'a', newPassword });
    expect(firstMessage(change(short))).toBe(
      `A nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
    );
    expect(change(long).success).toBe(true);
  });
});

describe('changePasswordFormSchema', () => {
  it('is the API schema plus a confirmation that must match', () => {
    const values = { currentPassword: 'atual', newPassword: long, confirmPassword: `${long}y` };
    expect(firstMessage(changePasswordFormSchema.safeParse(values))).toBe('As senhas não coincidem');
    expect(changePasswordFormSchema.safeParse({ ...values, confirmPassword: long }).success).toBe(true);
    expect(firstMessage(changePasswordFormSchema.safeParse({ ...values, currentPassword: '' }))).toBe(
      'Informe a senha atual.',
    );
  });

  it('the API refuses the confirmation field: the browser keeps it', () => {
    expect(
      changePasswordSchema.safeParse({ currentPassword: 'a', newPassword: long, confirmPassword: long })
        .success,
    ).toBe(false);
  });
});
