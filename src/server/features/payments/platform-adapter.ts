import type { PaymentPlatform } from '../../../shared/payments';
import type { Parsed } from './payment-event';

/** What the webhook route needs from one delivery to authenticate it. */
export type Delivery = {
  /** The body exactly as received (signatures are computed over these bytes). */
  raw: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  header(name: string): string | undefined;
  query(name: string): string | undefined;
};

/** One payment platform: how its deliveries prove where they come from, and what they mean. */
export type PlatformAdapter = {
  platform: PaymentPlatform;
  /** False also when the platform's secret is not configured: nothing is accepted then. */
  authenticate(delivery: Delivery): boolean;
  parse(json: unknown): Parsed;
};
