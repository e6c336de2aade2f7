// A security change is made before its notice is sent, so a notice the SMTP server refuses
// never turns the answer into a 503: password, email and two-factor changes answer 200 and are in
// effect, the in-app notice is there, and the failure is logged without the address.

import { type TOTP, URI } from "otpauth";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, type Harness, ORIGIN, startHarness } from "../../../test/harness.ts";
import { unusedCode } from "../../../test/totp-codes.ts";
import { type LocalSmtp, startLocalSmtp } from "../../platform/mail/smtp-test-server.ts";

let h: Harness;
let smtp: LocalSmtp;
/** Addresses the SMTP server refuses (550) from the moment they are added. */
const refused = new Set<string>();
const lines: string[] = [];
let n = 0;

beforeAll(async () => {
  smtp = await startLocalSmtp({ rejectRecipient: (a) => refused.has(a) });
  h = await startHarness(
    { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Saathi <no-reply@saathi.test>" },
    { logger: pino({ level: "info" }, { write: (line: string) => lines.push(line) }) },
  );
}, 60_000);
afterAll(async () => {
  await h?.close();
  await smtp?.close();
});

/** A member signed up and verified through SMTP, whose address the server refuses from now on. */
async function refusedMember() {
  const email = `notice${++n}-${Date.now()}@example.in`;
  const ip = `10.31.0.${n}`;
  const up = await h.app.inject({
    method: "POST",
    url: "/api/auth/sign-up/email",
    headers: { origin: ORIGIN },
    payload: { name: "Meera Iyer", email, password: "secret12", ageBand: "18+" },
    remoteAddress: ip,
  });
  expect(up.statusCode, up.body).toBe(200);
  const code = (await smtp.next(email)).subject.match(/(\d{6})$/)?.[1];
  const cookie = cookieFrom(await h.post("/api/auth/email-otp/verify-email", { email, otp: code }, { ip }));
  expect(cookie).toMatch(/session_token=/);
  refused.add(email);
  const mailsBefore = smtp.received.filter((m) => m.envelopeTo.includes(email)).length;
  return { email, cookie, mailsBefore };
}

const get = (url: string, cookie: string) => h.app.inject({ url, headers: { cookie } });
const signIn = (email: string, password: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    headers: { origin: ORIGIN },
    payload: { email, password },
    remoteAddress: "10.31.9.9",
  });
const accountNotices = async (cookie: string) =>
  ((await get("/api/notifications", cookie)).json() as { items: { type: string }[] }).items.filter(
    (i) => i.type === "account",
  ).length;
/** The log lines about a notice that did not go: present, and none carries the address. */
function expectLoggedWithoutAddress(email: string) {
  const about = lines.filter((l) => l.includes("security notice email not sent"));
  expect(about.length).toBeGreaterThan(0);
  // The messenger's own line: the SMTP server's answer, with a recipient tag instead of the address.
  expect(lines.some((l) => l.includes("email not sent:") && l.includes('"recipient":'))).toBe(true);
  for (const l of lines) expect(l).not.toContain(email);
}

describe("a security notice the SMTP server refuses", () => {
  it("password change: 200, the new password works, the old one does not, the in-app notice is there", async () => {
    const m = await refusedMember();
    const res = await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "another-secret-12" },
      { cookie: m.cookie },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await signIn(m.email, "another-secret-12")).statusCode).toBe(200);
    expect((await signIn(m.email, "secret12")).statusCode).toBe(401);
    expect(await accountNotices(m.cookie)).toBe(1);
    // Nothing reached the mailbox: the server refused it.
    expect(smtp.received.filter((x) => x.envelopeTo.includes(m.email))).toHaveLength(m.mailsBefore);
    expectLoggedWithoutAddress(m.email);
  });

  it("email change: 200, the new address is the account's, though the old one cannot be told by email", async () => {
    const m = await refusedMember();
    const newEmail = `moved${n}-${Date.now()}@example.in`;
    const asked = await h.post("/api/account/email/code", { newEmail }, { cookie: m.cookie });
    expect(asked.statusCode, asked.body).toBe(200);
    const otp = (await smtp.next(newEmail)).subject.match(/(\d{6})$/)?.[1];
    const res = await h.post("/api/account/email", { newEmail, otp }, { cookie: m.cookie });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ ok: true, email: newEmail });
    expect((await get("/api/me", m.cookie)).json().user.email).toBe(newEmail);
    expect(await accountNotices(m.cookie)).toBe(1);
    expectLoggedWithoutAddress(m.email);
  });

  it("two-factor on (a better-auth route) and off: 200 each, and each change is in effect", async () => {
    const m = await refusedMember();
    const enable = await h.post("/api/account/two-factor/enable", { password: "secret12" }, { cookie: m.cookie });
    expect(enable.statusCode, enable.body).toBe(200);
    const totp = URI.parse((enable.json() as { totpURI: string }).totpURI) as TOTP;
    const on = await h.post("/api/auth/two-factor/verify-totp", { code: await unusedCode(totp) }, { cookie: m.cookie });
    expect(on.statusCode, on.body).toBe(200);
    const cookie = cookieFrom(on) || m.cookie;
    expect((await get("/api/account/security", cookie)).json()).toMatchObject({ twoFactorEnabled: true });
    expect(await accountNotices(cookie)).toBe(1);

    const off = await h.post("/api/account/two-factor/disable", { password: "secret12" }, { cookie });
    expect(off.statusCode, off.body).toBe(200);
    // Off: a new sign-in needs no code (with two-factor on it would answer 403 TWO_FACTOR_REQUIRED).
    const fresh = cookieFrom(await signIn(m.email, "secret12"));
    const security = await get("/api/account/security", fresh);
    expect(security.statusCode, security.body).toBe(200);
    expect(security.json()).toMatchObject({ twoFactorEnabled: false });
    expect(await accountNotices(fresh)).toBe(2);
    expect(smtp.received.filter((x) => x.envelopeTo.includes(m.email))).toHaveLength(m.mailsBefore);
    expectLoggedWithoutAddress(m.email);
  });
});
