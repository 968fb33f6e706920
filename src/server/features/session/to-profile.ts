import type { Profile } from '../../../shared/schemas/session';
import type { Viewer } from './viewer';

/** The profile as the API shows it (the member's own, or a row an admin reads). */
export const toProfile = (
  v: Pick<Viewer, 'userId' | 'email' | 'fullName' | 'role' | 'createdAt'>,
): Profile => ({
  id: v.userId,
  email: v.email,
  fullName: v.fullName,
  role: v.role,
  createdAt: v.createdAt.toISOString(),
});
