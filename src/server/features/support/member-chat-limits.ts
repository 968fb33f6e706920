import type { Env } from '../../platform/config/env';
import type { Db } from '../../platform/db/connection';
import { AppError } from '../../platform/http/app-error';
import { takeRateLimit } from '../../platform/http/rate-limit';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;
const inWords = (seconds: number) =>
  seconds <= 60
    ? plural(seconds, 'segundo')
    : seconds <= 3600
      ? plural(Math.ceil(seconds / 60), 'minuto')
      : plural(Math.ceil(seconds / 3600), 'hora');

const MESSAGES = {
  minute: (seconds: number) =>
    `Você enviou muitas mensagens seguidas. Aguarde ${inWords(seconds)} e tente de novo.`,
  day: (max: number, seconds: number) =>
    `Você chegou ao limite de ${max} mensagens por dia no suporte. Tente de novo em ${inWords(seconds)}.`,
};

/**
 * A signed-in member's chat messages, both chats together, per minute and per day
 * (fixed windows in the rate_limits table, so every node counts alike). Each message may be a
 * paid call to the operator's API. Past a limit: 429 with a pt-BR message and Retry-After.
 */
export async function consumeMemberChatLimits({
  db,
  env,
  userId,
}: {
  db: Db;
  env: Pick<Env, 'CHAT_LIMIT_PER_MEMBER_PER_MINUTE' | 'CHAT_LIMIT_PER_MEMBER_PER_DAY'>;
  userId: string;
}) {
  const minute = await takeRateLimit({
    db,
    key: `support-chat:member:${userId}:minute`,
    rule: { max: env.CHAT_LIMIT_PER_MEMBER_PER_MINUTE, windowMs: MINUTE_MS },
  });
  if (!minute.allowed)
    throw new AppError(
      429,
      MESSAGES.minute(minute.retryAfterSeconds),
      'rate_limited',
      minute.retryAfterSeconds,
    );
  const max = env.CHAT_LIMIT_PER_MEMBER_PER_DAY;
  const day = await takeRateLimit({
    db,
    key: `support-chat:member:${userId}:day`,
    rule: { max, windowMs: DAY_MS },
  });
  if (!day.allowed)
    throw new AppError(429, MESSAGES.day(max, day.retryAfterSeconds), 'rate_limited', day.retryAfterSeconds);
}
