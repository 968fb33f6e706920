import type { Db } from '../../../platform/db/connection';

/** The latest recorded change of each setting (one index seek each), or null when never changed. */
export async function getLastChanges<S extends string>({ db, settings }: { db: Db; settings: readonly S[] }) {
  const rows = await Promise.all(
    settings.map((setting) =>
      db
        .selectFrom('settings_changes')
        .select(['changed_by_email', 'changed_at'])
        .where('setting', '=', setting)
        .orderBy('changed_at', 'desc')
        .limit(1)
        .executeTakeFirst(),
    ),
  );
  return Object.fromEntries(settings.map((setting, i) => [setting, rows[i] ?? null])) as Record<
    S,
    { changed_by_email: string; changed_at: Date } | null
  >;
}
