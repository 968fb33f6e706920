import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { LandingToolCategory } from '../../public-site/tool-categories';
import type { Plan, Role, SubscriptionStatus } from '../../shared/constants';

// Table types as the application sees them. On SQLite, SqliteValuesPlugin turns the stored
// ISO strings and 0/1 back into Date and boolean, so both engines read alike.
type Timestamp = ColumnType<Date, Date | undefined, Date>;

export type ProfilesTable = {
  id: string;
  email: string;
  full_name: string;
  email_verified: boolean;
  image: string | null;
  role: Role;
  banned: boolean | null;
  ban_reason: string | null;
  ban_expires: Date | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SessionsTable = {
  id: string;
  token: string;
  user_id: string;
  expires_at: Date;
  ip_address: string | null;
  user_agent: string | null;
  impersonated_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type AccountsTable = {
  id: string;
  account_id: string;
  provider_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: Date | null;
  refresh_token_expires_at: Date | null;
  scope: string | null;
  password: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type VerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: Date;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type RateLimitsTable = {
  key: string;
  count: number;
  window_started_at: number;
};

export type SubscriptionsTable = {
  id: string;
  user_id: string;
  plan: Plan;
  status: SubscriptionStatus;
  price: number;
  started_at: Timestamp;
  expires_at: Date;
  updated_at: Timestamp;
};

export type AppSettingsTable = {
  id: number;
  totp_secret_key: string | null;
  assistant_key: string | null;
  assistant_id: string | null;
  tools_assistant_key: string | null;
  tools_assistant_id: string | null;
  updated_at: Timestamp;
};

export type TotpRequestsTable = {
  id: Generated<number>;
  user_id: string;
  user_email: string;
  user_name: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: Timestamp;
};

export type LibraryItemsTable = {
  id: string;
  name: string;
  description: string | null;
  file_url: string;
  image_url: string | null;
  is_active: boolean;
  downloads_count: ColumnType<number, number | undefined, number>;
  file_size: number | null;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type TrainingsTable = {
  id: string;
  title: string;
  category: string;
  youtube_url: string;
  youtube_video_id: string;
  description: string | null;
  is_active: boolean;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type SupportConversationsTable = {
  id: string;
  session_id: string;
  user_id: string | null;
  user_message: string;
  assistant_message: string;
  has_ticket: boolean;
  created_at: Timestamp;
};

export type SupportTicketsTable = {
  id: string;
  status: 'pending' | 'resolved';
  /** JSON array of { user_message, assistant_message, created_at } (SPEC §3: embedded conversation). */
  conversation: string;
  session_id: string;
  user_id: string | null;
  created_at: Timestamp;
  resolved_at: Date | null;
};

export type LandingToolsTable = {
  id: string;
  name: string;
  description: string;
  category: LandingToolCategory;
  sort_order: ColumnType<number, number | undefined, number>;
  is_active: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
};

export type Database = {
  profiles: ProfilesTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  subscriptions: SubscriptionsTable;
  app_settings: AppSettingsTable;
  totp_requests: TotpRequestsTable;
  library_items: LibraryItemsTable;
  trainings: TrainingsTable;
  support_conversations: SupportConversationsTable;
  support_tickets: SupportTicketsTable;
  landing_tools: LandingToolsTable;
};

export type Subscription = Selectable<SubscriptionsTable>;
export type NewSubscription = Insertable<SubscriptionsTable>;
export type ProfileRow = Selectable<ProfilesTable>;
