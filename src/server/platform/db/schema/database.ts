import type { AccountsTable } from './accounts';
import type { AppSettingsTable } from './app-settings';
import type { LandingToolsTable } from './landing-tools';
import type { LibraryItemsTable } from './library-items';
import type { ProfilesTable } from './profiles';
import type { RateLimitsTable } from './rate-limits';
import type { SessionsTable } from './sessions';
import type { SubscriptionsTable } from './subscriptions';
import type { SupportConversationsTable } from './support-conversations';
import type { SupportTicketsTable } from './support-tickets';
import type { TotpRequestsTable } from './totp-requests';
import type { TrainingsTable } from './trainings';
import type { VerificationsTable } from './verifications';

/** Every table, one file each beside this one; a feature's migration adds its table here. */
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
