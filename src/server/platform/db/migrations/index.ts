import type { Migration } from 'kysely';
import * as initial from './0001-initial';
import * as landingTools from './0002-landing-tools';
import * as mailOutbox from './0003-mail-outbox-and-sign-in-throttle';
import * as adminUsers from './0004-admin-users';
import * as content from './0005-content';
import * as toolsAccess from './0006-tools-access';
import * as support from './0007-support/index';
import * as adminTotals from './0008-admin-totals';
import * as webhooks from './0009-webhooks';
import * as contentLists from './0010-content-lists';
import * as profilesByDay from './0011-profiles-by-day';
import * as contentVersions from './0012-content-versions';
import * as webhookQueue from './0013-webhook-queue';
import * as grants from './0014-grants/index';
import * as knowledgeAudiences from './0015-knowledge-audiences';
import * as signInBrakes from './0016-sign-in-brakes';
import * as endedSessions from './0017-ended-sessions';
import * as twoFactor from './0018-two-factor';
import * as supportArticles from './0019-support-articles/index';
import * as ticketReplies from './0020-ticket-replies';
import * as providerHealth from './0021-provider-health';
import * as auditTargets from './0022-audit-targets';
import * as paymentEventSearch from './0023-payment-event-search';
import * as retention from './0025-retention';
import * as supportKeywords from './0026-support-keywords/index';
import * as keysetPaging from './0027-keyset-paging';
import * as counterSlices from './0028-counter-slices';
import * as memberPage from './0029-member-page';
import * as revenue from './0030-revenue/index';
import * as memberSegments from './0031-member-segments';
import * as revenueCounterSlices from './0032-revenue-counter-slices';
import * as paidPeriods from './0033-paid-periods';
import * as renewalArticles from './0034-renewal-articles/index';
import * as disputedDeliveries from './0035-disputed-deliveries';
import * as dataExports from './0040-data-exports';
import * as accountDeletions from './0041-account-deletions';
import * as toolCatalogue from './0045-tool-catalogue';
import * as supportAnswers from './0049-support-answers/index';
import * as ticketSubjects from './0050-ticket-subjects';
import * as ticketNotes from './0051-ticket-notes';
import * as disputeSuspension from './0053-dispute-suspension';
import * as secondFactorSessions from './0054-second-factor-sessions';

// Forward-only: add a file (or a folder with its index.ts), never edit a landed one. Each key is the
// name recorded in schema_migrations, so it never changes; keys sort in the order they run. A
// migration imports nothing from the app but frozen/ (src/architecture.test.ts).
export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-landing-tools': landingTools,
  '0003-mail-outbox-and-sign-in-throttle': mailOutbox,
  '0004-admin-users': adminUsers,
  '0005-content': content,
  '0006-tools-access': toolsAccess,
  '0007-support': support,
  '0008-admin-totals': adminTotals,
  '0009-webhooks': webhooks,
  '0010-content-lists': contentLists,
  '0011-profiles-by-day': profilesByDay,
  '0012-content-versions': contentVersions,
  '0013-webhook-queue': webhookQueue,
  '0014-grants': grants,
  '0015-knowledge-audiences': knowledgeAudiences,
  '0016-sign-in-brakes': signInBrakes,
  '0017-ended-sessions': endedSessions,
  '0018-two-factor': twoFactor,
  '0019-support-articles': supportArticles,
  '0020-ticket-replies': ticketReplies,
  '0021-provider-health': providerHealth,
  '0022-audit-targets': auditTargets,
  '0023-payment-event-search': paymentEventSearch,
  '0025-retention': retention,
  '0026-support-keywords': supportKeywords,
  '0027-keyset-paging': keysetPaging,
  '0028-counter-slices': counterSlices,
  '0029-member-page': memberPage,
  '0030-revenue': revenue,
  '0031-member-segments': memberSegments,
  '0032-revenue-counter-slices': revenueCounterSlices,
  '0033-paid-periods': paidPeriods,
  '0034-renewal-articles': renewalArticles,
  '0035-disputed-deliveries': disputedDeliveries,
  '0040-data-exports': dataExports,
  '0041-account-deletions': accountDeletions,
  '0045-tool-catalogue': toolCatalogue,
  '0049-support-answers': supportAnswers,
  '0050-ticket-subjects': ticketSubjects,
  '0051-ticket-notes': ticketNotes,
  '0053-dispute-suspension': disputeSuspension,
  '0054-second-factor-sessions': secondFactorSessions,
};
