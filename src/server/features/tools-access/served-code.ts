import { TOTP } from '../../../shared/constants';
import { type OneTimeCode, oneTimeCode } from './totp';

const PERIOD_MS = TOTP.periodSeconds * 1000;
/**
 * Issue 19: in a window's last 5 seconds the next window's code is handed out instead (tools
 * accept a code one step ahead): a member never receives a code about to die.
 */
export const NEXT_CODE_LEAD_MS = 5000;

/** The window whose code is handed out at a moment (RFC 6238's counter). */
export const servedWindow = (timestamp: number) => Math.floor((timestamp + NEXT_CODE_LEAD_MS) / PERIOD_MS);

/** When the code of `window` starts being handed out: NEXT_CODE_LEAD_MS before its window starts. */
export const servedFrom = (window: number) => window * PERIOD_MS - NEXT_CODE_LEAD_MS;

/**
 * The code handed out at `timestamp`, with the seconds until its own window ends (rounded up:
 * between 6 and 35), so the dialog asks again only after that code's rollover.
 */
export function servedCode(secretBase32: string, timestamp: number): OneTimeCode {
  const windowStart = servedWindow(timestamp) * PERIOD_MS;
  const { code } = oneTimeCode(secretBase32, Math.max(timestamp, windowStart));
  return { code, secondsRemaining: Math.ceil((windowStart + PERIOD_MS - timestamp) / 1000) };
}
