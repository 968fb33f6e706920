/** An account's authenticator-app enrolment (migration 0018; written by Better Auth's two-factor plugin). */
export type TwoFactorsTable = {
  id: string;
  user_id: string;
  /** Encrypted with the app secret, like backup_codes. */
  secret: string;
  backup_codes: string;
  /** False until the first code confirmed the enrolment. */
  verified: boolean;
  failed_verification_count: number;
  locked_until: Date | null;
};
