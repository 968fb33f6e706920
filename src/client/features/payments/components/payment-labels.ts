import { PLANS } from '../../../../shared/constants';
import {
  EVENT_PAYMENT_FILTERS,
  OUTCOME_LABELS,
  PAYMENT_PLATFORMS,
  PERIOD_STATUS_LABELS,
  PLATFORM_LABELS,
  WEBHOOK_OUTCOMES,
  type WebhookOutcome,
} from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { BadgeProps } from '../../../../ui/badge';

export const PLATFORM_OPTIONS = PAYMENT_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));
export const PLAN_OPTIONS = PLANS.map((value) => ({ value, label: PLAN_LABELS[value] }));
export const OUTCOME_OPTIONS = WEBHOOK_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));
export const PAYMENT_FILTER_OPTIONS = EVENT_PAYMENT_FILTERS.map((value) => ({
  value,
  label: PERIOD_STATUS_LABELS[value],
}));

/** Applied reads green, refused and failed red, the rest neutral. */
export const OUTCOME_BADGES: Record<WebhookOutcome, BadgeProps['variant']> = {
  pending: 'secondary',
  applied: 'success',
  duplicate: 'secondary',
  ignored: 'outline',
  rejected: 'destructive',
  failed: 'destructive',
};
