import type { Role } from '../../../../shared/constants';
import type { AdminUser } from '../../../../shared/schemas/admin-users';

// Promoting someone to Administrador asks first, naming the member.

/** Only a change into Administrador asks; keeping or removing the role saves at once. */
export const promotesToAdmin = (from: Role, to: string) => from !== 'admin' && to === 'admin';

export const promoteConfirmation = (user: Pick<AdminUser, 'fullName' | 'email'>) => {
  const name = user.fullName || user.email;
  return {
    title: `Tornar ${name} Administrador?`,
    description: `${name} passará a ver e alterar toda a área administrativa: usuários, assinaturas, integrações e configurações. A mudança fica registrada na auditoria.`,
    confirmLabel: 'Tornar Administrador',
  };
};
