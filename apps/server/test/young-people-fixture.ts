// Young members for API tests: a sign-up with a date of birth (or an age band), verified through
// the real endpoints, and a guardian's consent given through the link and the code in the outbox.
import type { Harness, Member } from "./harness.ts";
import { cookieFrom } from "./harness.ts";

let n = 0;

/** A date of birth for someone `years` old today (their birthday a month ago). */
export function bornYearsAgo(years: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}

/** Signs up with the age given and verifies the email; the username is set so search can find them. */
export async function youngMember(
  h: Harness,
  age: { dateOfBirth: string } | { ageBand: string },
  name = `Teen ${++n} Member`,
): Promise<Member> {
  const email = `young${n}-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@test.local`;
  const ip = `10.77.${n % 250}.${(n * 7) % 250}`;
  const signup = await h.post("/api/auth/sign-up/email", { name, email, password: "secret12", ...age }, { ip });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.body}`);
  const verify = await h.post("/api/auth/email-otp/verify-email", { email, otp: await h.codeFor(email) }, { ip });
  const cookie = cookieFrom(verify);
  const me = await h.app.inject({ url: "/api/me", headers: { cookie } });
  return { id: (me.json() as { user: { id: string } }).user.id, email, cookie };
}

/** The link's token and code from the newest guardian email to `to`. */
export async function guardianMail(h: Harness, to: string): Promise<{ token: string; code: string }> {
  const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  const mail = (outbox.json() as { text: string; code?: string }[])[0];
  const token = mail?.text.match(/\/guardian\/([A-Za-z0-9_-]+)/)?.[1];
  if (!mail?.code || !token) throw new Error(`no guardian mail for ${to}`);
  return { token, code: mail.code };
}

/** A minor whose guardian consented by the email code (a declared adult). */
export async function consentedMinor(h: Harness, years = 16): Promise<Member> {
  const teen = await youngMember(h, { dateOfBirth: bornYearsAgo(years) });
  const guardian = `parent-${teen.id}@test.local`;
  const asked = await h.post("/api/young-people/guardian", { email: guardian }, { cookie: teen.cookie });
  if (asked.statusCode !== 200) throw new Error(`guardian request failed: ${asked.body}`);
  const { token, code } = await guardianMail(h, guardian);
  const decided = await h.post(`/api/guardian-consent/${token}/decision`, {
    code,
    decision: "consent",
    confirmAdult: true,
    method: "declared_with_email_code",
  });
  if (decided.statusCode !== 200) throw new Error(`consent failed: ${decided.body}`);
  return teen;
}

/** The token of the newest guardian booking link sent to `to` (the guardian's email or phone). */
export async function guardianBookingToken(h: Harness, to: string): Promise<string> {
  const outbox = await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
  for (const mail of outbox.json() as { text: string }[]) {
    const token = mail.text.match(/\/guardian\/booking\/([A-Za-z0-9_-]+)/)?.[1];
    if (token) return token;
  }
  throw new Error(`no guardian booking link for ${to}`);
}

/** The guardian's address a `consentedMinor` named. */
export const guardianOf = (teen: Member) => `parent-${teen.id}@test.local`;
