import { sql } from 'kysely';

// The values the grant columns accept, as this migration wrote them.
export const GRANT_STATUSES = sql`status in ('active', 'cancelled', 'ended', 'refunded', 'expired')`;
export const GRANT_SOURCES = sql`source in ('manual', 'hotmart', 'kiwify')`;
export const ACCESS_STATUSES = sql`access_status in ('active', 'cancelled', 'ended', 'refunded', 'expired', 'never')`;
