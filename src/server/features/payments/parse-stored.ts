import type { PaymentPlatform } from '../../../shared/payments';
import { parseHotmart } from './hotmart';
import { parseKiwify } from './kiwify';
import type { Parsed } from './payment-event';

/** How a stored body is read again (no secret needed: it was authenticated when received). */
const PARSERS: Record<PaymentPlatform, (json: unknown) => Parsed> = {
  hotmart: parseHotmart,
  kiwify: parseKiwify,
};

export function parseStored(row: { platform: PaymentPlatform; payload: string }): Parsed {
  try {
    return PARSERS[row.platform](JSON.parse(row.payload));
  } catch {
    return { error: 'O corpo não é um JSON válido.' };
  }
}
