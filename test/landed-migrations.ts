// The names schema_migrations holds on every database already migrated: a key that changes makes
// Kysely refuse to start ("corrupted migrations"). Append new ones here; never edit this list.
export const LANDED_MIGRATIONS = [
  '0001-initial',
  '0002-landing-tools',
  '0003-mail-outbox-and-sign-in-throttle',
  '0004-admin-users',
  '0005-content',
  '0006-tools-access',
  '0007-support',
  '0008-admin-totals',
  '0009-webhooks',
  '0010-content-lists',
  '0011-profiles-by-day',
  '0012-content-versions',
  '0013-webhook-queue',
  '0014-grants',
  '0015-knowledge-audiences',
  '0016-sign-in-brakes',
  '0017-ended-sessions',
  '0018-two-factor',
  '0019-support-articles',
];
