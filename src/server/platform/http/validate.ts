import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { z } from 'zod';

/**
 * zValidator with our error shape: 400 and the first pt-BR message, plus every issue by field
 * so forms can place them. Shared schemas are the same ones the client's forms use.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = result.error.issues.map((issue) => ({
      path: issue.path.join('.'),
      message: issue.message,
    }));
    return c.json({ message: issues[0]?.message ?? 'Dados inválidos.', issues }, 400);
  });
}
