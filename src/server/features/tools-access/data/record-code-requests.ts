import type { Db } from '../../../platform/db/connection';

export type CodeRequest = {
  userId: string;
  userEmail: string;
  userName: string;
  ipAddress: string | null;
  userAgent: string | null;
  at: Date;
};

/** SPEC §3 totp_requests (insert only), with the requester's IP and user agent (DECISIONS); one statement. */
export async function recordCodeRequests({ db, requests }: { db: Db; requests: readonly CodeRequest[] }) {
  await db
    .insertInto('totp_requests')
    .values(
      requests.map((request) => ({
        user_id: request.userId,
        user_email: request.userEmail,
        user_name: request.userName,
        ip_address: request.ipAddress,
        user_agent: request.userAgent,
        created_at: request.at,
      })),
    )
    .execute();
}
