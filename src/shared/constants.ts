// Business constants and limits (docs/product.md#limits-and-constants), imported by client and
// server alike.
export const PLANS = ['mensal', 'anual', 'vitalicio'] as const;
export type Plan = (typeof PLANS)[number];

/**
 * A grant's status (docs/product.md#plans-and-access): active; cancelled (at the end of its period:
 * access until then, no renewal); ended (at once, by an admin); refunded (the payment went back);
 * expired (its end passed).
 */
export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'ended', 'refunded', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/**
 * The statuses that give access until the grant's end (none: for good). Every reading of the
 * access rule names this list: queries, the expiry job, the counters and givesAccess.
 */
export const ACCESS_GIVING_STATUSES = [
  'active',
  'cancelled',
] as const satisfies readonly SubscriptionStatus[];

/** A member's standing: the status of the grant that decides their access, or never subscribed. */
export const ACCESS_STATUSES = [...SUBSCRIPTION_STATUSES, 'never'] as const;
export type AccessStatus = (typeof ACCESS_STATUSES)[number];

/** Where a grant came from. */
export const GRANT_SOURCES = ['manual', 'hotmart', 'kiwify'] as const;
export type GrantSource = (typeof GRANT_SOURCES)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const EXPIRY_WARNING_DAYS = 7;
export const PAGE_SIZE = 10;
export const COPY_CONFIRMATION_MS = 2000;
export const SAFETY_TIMEOUT_MS = 8000;
export const AFTER_SIGN_IN_DELAY_MS = 200;
export const LOGOUT_REDIRECT_MS = 500;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: ['F8'],
  maxWidthPx: 420,
} as const;

// Offer claims, shown on the landing page, the terms and the member screens.
export const PREMIUM_TOOLS_CLAIM = 50;
// The FAQ's refund answer says 7 days: both readings are kept (docs/product.md#public-pages).
export const GUARANTEE_DAYS = 30;
/** The consumer code's right of withdrawal (CDC art. 49, direito de arrependimento): 7 days from purchase. */
export const WITHDRAWAL_DAYS = 7;
export const MAX_INSTALMENTS = 12;

export const THEME_STORAGE_KEY = 'theme';
export const MINUTE_MS = 60 * 1000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// The one-time code: RFC 6238 with a 30-second period, 6 digits, SHA-1, base32 secret.
export const TOTP = { periodSeconds: 30, digits: 6, algorithm: 'SHA1' } as const;
// Content (PAGE_SIZE above; the member library grid pages by cursor, a multiple of 1, 2 and 4
// columns).
export const LIBRARY_GRID_PAGE_SIZE = 24;
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
export const YOUTUBE_ID_LENGTH = 11;
/** Longest search text accepted (a title is at most TITLE_MAX_LENGTH). */
export const SEARCH_MAX_LENGTH = 100;
