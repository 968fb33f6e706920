import { z } from 'zod';
import { requiredFullNameField } from './fields';

// The profile edit: only the full name changes (never to blank); the e-mail is read-only.
export const updateProfileSchema = z.strictObject({ fullName: requiredFullNameField });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
