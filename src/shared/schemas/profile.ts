import { z } from 'zod';
import { fullNameField } from './fields';

// The profile edit: only the full name changes; the e-mail is read-only.
export const updateProfileSchema = z.strictObject({ fullName: fullNameField });
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
