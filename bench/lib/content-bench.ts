// What seed-content.ts, content-plans.ts and bench/content-lists.mjs agree on.
import { DEFAULT_PASSWORD } from '../../src/server/seed/factories';

/** The active subscriber the member lists are asked for. */
export const CONTENT_MEMBER = { email: 'membro-conteudo@exemplo.com.br', password: DEFAULT_PASSWORD };

/** A title fragment a few rows match, and a word one row in twenty has (seed-bulk.ts's titles). */
export const SEARCHES = { few: '4242', word: 'roteiro' };
