import { z } from 'zod';

// A member's signed-in devices (Configurações → Segurança) and why one ended.

export type DeviceKind = 'phone' | 'tablet' | 'computer';

/** One signed-in device as GET /api/me/sessions shows it; the current one comes first. */
export type MemberSession = {
  id: string;
  /** Browser and system in pt-BR words ("Chrome no Windows"), from the user agent. */
  device: string;
  kind: DeviceKind;
  ip: string | null;
  /** The device asking: "Este dispositivo". */
  current: boolean;
  signedInAt: string;
  lastActiveAt: string;
};

export const memberSessionParam = z.object({
  id: z
    .string()
    .max(64, 'Sessão inválida.')
    .regex(/^[\w-]+$/, 'Sessão inválida.'),
});
