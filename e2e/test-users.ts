import type { Deps } from '../src/server/app-env';
import { type CreateUserOptions, createUser } from '../src/server/seed/factories';

/**
 * The people one test (or one file's shared setup) made, deleted when it ends (Epic Stack's
 * cleanup): parallel tests never see each other's rows, and the database stays small.
 */
export type TestUsers = {
  /** The factory's confirmed person, deleted at teardown. */
  create: (options?: CreateUserOptions) => ReturnType<typeof createUser>;
  /** An account the journey makes through the app (sign-up, admin dialog, webhook), by its e-mail. */
  track: (email: string) => void;
  /** Deletes every account recorded so far, with what they own. */
  deleteAll: () => Promise<void>;
};

export function testUsers(deps: Deps): TestUsers {
  const emails = new Set<string>();
  return {
    async create(options = {}) {
      const user = await createUser(deps, options);
      emails.add(user.email);
      return user;
    },
    track(email) {
      emails.add(email.toLowerCase());
    },
    async deleteAll() {
      if (emails.size === 0) return;
      const doomed = [...emails];
      emails.clear();
      // As the admin's delete does: subscriptions first (the overview's counters follow them), then the
      // profile, whose sessions and other owned rows follow by foreign key.
      await deps.database.db.transaction().execute(async (trx) => {
        const ids = trx.selectFrom('profiles').select('id').where('email', 'in', doomed);
        await trx.deleteFrom('subscriptions').where('user_id', 'in', ids).execute();
        await trx.deleteFrom('profiles').where('email', 'in', doomed).execute();
      });
    },
  };
}
