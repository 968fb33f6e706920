import { createHash } from 'node:crypto';

/** How an ended session's token is remembered: its SHA-256, so the table holds no token itself. */
export const sessionTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');
