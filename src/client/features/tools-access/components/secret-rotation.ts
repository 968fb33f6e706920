import type { CredentialGroup } from '../../../../shared/schemas/tools-access';

// A new one-time-code secret changes every code made from it at once, so saving one
// asks first and says so.

/** A secret typed or generated is a new one; left empty the stored one is kept, nothing to ask. */
export const rotatesSecret = (totpSecret: string) => totpSecret.trim() !== '';

const WHO: Record<CredentialGroup, string> = {
  tools: 'todos os membros',
  admin: 'todos os administradores no Acesso Admin',
};

export const secretRotationConfirmation = (group: CredentialGroup) => ({
  title: 'Salvar a nova chave secreta?',
  description: `Os códigos de verificação de ${WHO[group]} mudam de uma vez: os códigos já exibidos deixam de valer. Cadastre a nova chave no autenticador da conta antes de confirmar.`,
  confirmLabel: 'Salvar nova chave',
});
