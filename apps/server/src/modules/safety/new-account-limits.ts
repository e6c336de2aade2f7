// New accounts' rate limits: accounts younger than NEW_ACCOUNT_DAYS may post, comment,
// message, follow and report only so often an hour (spam and pile-ons come from fresh accounts). Counted with
// the shared limiter (platform/http/rate-limit.ts), so every server process agrees.
import {
  NEW_ACCOUNT_LIMIT_MSG,
  NEW_ACCOUNT_LIMITS,
  type NewAccountWrite,
  newAccountLimitValues,
} from "@saathi/contract/crisis";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";

const HOUR_SECONDS = 3600;

/** The shared limiter's counter of one kind of write by one new account. */
export const newAccountKey = (kind: NewAccountWrite, userId: string) => `new-account:${kind}:${userId}`;

/** Counts one write of a new account; throws 429 with retryAfter when it is over the hourly limit. */
export async function hitNewAccountLimit(
  limiter: Pick<RateLimiter, "hit">,
  userId: string,
  kind: NewAccountWrite,
): Promise<void> {
  const { allowed, retryAfter } = await limiter.hit(
    newAccountKey(kind, userId),
    NEW_ACCOUNT_LIMITS[kind].perHour,
    HOUR_SECONDS,
  );
  if (!allowed) {
    throw new AppError(
      429,
      "NEW_ACCOUNT_LIMIT",
      NEW_ACCOUNT_LIMIT_MSG[kind],
      { retryAfter },
      newAccountLimitValues(kind, retryAfter),
    );
  }
}
