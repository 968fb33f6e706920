import { APIError } from 'better-auth/api';
import type { Context } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../../app-env';
import { forwardCookies } from '../../platform/http/forward-cookies';
import { signInHeaders } from '../session';

/**
 * Where the e-mailed confirmation link lands (docs/decisions/030-sign-up-that-guides.md). A fresh
 * link confirms the address and signs its owner in on that browser (`autoSignInAfterVerification`,
 * auth.ts): /auth then opens the member area with "Email confirmado!". A link whose address was
 * already confirmed signs nobody in: /auth opens Entrar with the address filled. Anything else
 * lands with the error's code.
 */
export async function confirmationLanding(c: Context<AppEnv>, deps: Deps, token: string): Promise<string> {
  try {
    const { headers } = await deps.auth.api.verifyEmail({
      query: { token },
      headers: signInHeaders(c, deps.env.TRUST_PROXY), // the new session keeps this device's IP
      returnHeaders: true,
    });
    forwardCookies(headers, c);
    if (headers.getSetCookie().some((cookie) => cookie.includes('session_token=')))
      return '/auth?confirmado=1';
    const email = confirmedAddressOf(token);
    return email ? `/auth?confirmado=1&email=${encodeURIComponent(email)}` : '/auth?confirmado=1';
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return `/auth?error=${encodeURIComponent(String(error.body?.code ?? 'INVALID_TOKEN'))}`;
  }
}

const payloadSchema = z.object({ email: z.email() });

/** The address in a confirmation token's payload, read once Better Auth has checked its signature. */
function confirmedAddressOf(token: string): string | null {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
    return payloadSchema.safeParse(payload).data?.email ?? null;
  } catch {
    return null;
  }
}
