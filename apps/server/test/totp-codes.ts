// Authenticator codes for tests: the server accepts each TOTP code once per account (RFC 6238 §5.2),
// only for a time step later than the last accepted one, within one step of now. A test that proves
// the second factor more than once uses the next unused step, waiting when the window is used up.
import type { TOTP } from "otpauth";

const PERIOD_MS = 30_000;
/** The last step handed out, per secret (base32). */
const lastStep = new Map<string, number>();

/** A code this account has not used yet (the current step, else the next), waiting if both are used. */
export async function unusedCode(totp: TOTP): Promise<string> {
  const key = totp.secret.base32;
  let now = Math.floor(Date.now() / PERIOD_MS);
  const step = Math.max(now, (lastStep.get(key) ?? -1) + 1);
  // The server accepts the step after the current one; a later one only once the clock gets near.
  while (step > now + 1) {
    await new Promise((r) => setTimeout(r, (now + 1) * PERIOD_MS - Date.now() + 50));
    now = Math.floor(Date.now() / PERIOD_MS);
  }
  lastStep.set(key, step);
  return totp.generate({ timestamp: step * PERIOD_MS });
}
