import { PLANS } from '../../../../shared/constants';
import {
  OUTCOME_LABELS,
  PAYMENT_PLATFORMS,
  PLATFORM_LABELS,
  WEBHOOK_OUTCOMES,
  type WebhookOutcome,
} from '../../../../shared/payments';
import { PLAN_LABELS } from '../../../../shared/plans';
import type { BadgeProps } from '../../../../ui/badge';

export const PLATFORM_OPTIONS = PAYMENT_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));
export const PLAN_OPTIONS = PLANS.map((value) => ({ value, label: PLAN_LABELS[value] }));
export const OUTCOME_OPTIONS = WEBHOOK_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }));

/** Applied reads green, refused and failed red, the rest neutral. */
export const OUTCOME_BADGES: Record<WebhookOutcome, BadgeProps['variant']> = {
  pending: 'secondary',
  applied: 'success',
  duplicate: 'secondary',
  ignored: 'outline',
  rejected: 'destructive',
  failed: 'destructive',
};
