import { EXPIRY_WARNING_DAYS, GRANT_SOURCES, PLANS } from '../../../../shared/constants';
import { isCalendarDay } from '../../../../shared/sao-paulo-day';
import { EXPIRING_DAYS_MAX, type UserSegment } from '../../../../shared/schemas/admin-users';
import { STANDING_KINDS } from '../../../../shared/subscription-rules';

/** Where each filter of the users list lives in the address (?status=expiring&dias=30&plano=anual…). */
export const SEGMENT_PARAMS = {
  status: 'status',
  days: 'dias',
  plan: 'plano',
  source: 'origem',
  from: 'desde',
  to: 'ate',
} as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null) =>
  values.find((item) => item === value);
const calendarDay = (value: string | null) => (value && isCalendarDay(value) ? value : undefined);
function expiringDays(value: string | null) {
  const days = Number(value);
  return Number.isInteger(days) && days >= 1 && days <= EXPIRING_DAYS_MAX ? days : EXPIRY_WARNING_DAYS;
}

/**
 * The segment the address names. An unknown or malformed value (an old or edited
 * link) reads as no filter, never a 400.
 */
export function readSegment(params: URLSearchParams, search: string): UserSegment {
  return {
    search,
    status: oneOf(STANDING_KINDS, params.get(SEGMENT_PARAMS.status)),
    days: expiringDays(params.get(SEGMENT_PARAMS.days)),
    plan: oneOf(PLANS, params.get(SEGMENT_PARAMS.plan)),
    source: oneOf(GRANT_SOURCES, params.get(SEGMENT_PARAMS.source)),
    from: calendarDay(params.get(SEGMENT_PARAMS.from)),
    to: calendarDay(params.get(SEGMENT_PARAMS.to)),
  };
}

/** The segment as the API's query string: only the filters set (the 7-day window is the default). */
export function segmentQuery(segment: UserSegment): Record<string, string> {
  const { search, status, days, plan, source, from, to } = segment;
  const query: Record<string, string | undefined> = {
    search: search || undefined,
    status,
    days: status === 'expiring' && days !== EXPIRY_WARNING_DAYS ? String(days) : undefined,
    plan,
    source,
    from,
    to,
  };
  return Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => !!entry[1]));
}
