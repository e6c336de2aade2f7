// The Security section against the real server: password, email, devices, members'
// two-factor, sign-in history. Bad input is a 4xx, never a 5xx.
import { sql } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { cookieFrom, type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { unusedCode } from "../../../test/totp-codes.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
const get = (url: string, cookie: string) => h.app.inject({ url, headers: { cookie } });
const me = async (cookie: string) => (await get("/api/account/security", cookie)).statusCode;

/** A fresh password sign-in from an Android phone: a second device of the member. */
async function signIn(email: string, password = "secret12"): Promise<string> {
  const r = await h.app.inject({
    method: "POST",
    url: "/api/auth/sign-in/email",
    payload: { email, password },
    headers: { origin: ORIGIN, "user-agent": ANDROID },
    remoteAddress: "10.17.0.9",
  });
  expect(r.statusCode, r.body).toBe(200);
  return cookieFrom(r);
}

async function outbox(to: string): Promise<{ subject: string; text: string }[]> {
  return (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json();
}

describe("devices and sign-in history", () => {
  it("lists my own devices in words, ends one, and never reaches another member's", async () => {
    const m = await h.member();
    const phone = await signIn(m.email);
    const r = await get("/api/account/security", m.cookie);
    expect(r.statusCode, r.body).toBe(200);
    const body = r.json();
    expect(body.devices).toHaveLength(2);
    expect(body.devices.filter((d: { current: boolean }) => d.current)).toHaveLength(1);
    const other = body.devices.find((d: { current: boolean }) => !d.current);
    expect(other.device).toBe("Chrome on Android");
    expect(JSON.stringify(body)).not.toMatch(/token/i);
    // sign_in_events: one row per new session, shown newest first
    expect(body.signIns.length).toBeGreaterThanOrEqual(2);
    expect(body.signIns[0]).toMatchObject({ device: "Chrome on Android", ipAddress: "10.17.0.9" });

    const stranger = await h.member();
    const theirs = await h.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${other.id}`,
      headers: { cookie: stranger.cookie, origin: ORIGIN },
    });
    expect(theirs.statusCode).toBe(404);
    expect(await me(phone)).toBe(200);
    const bad = await h.app.inject({
      method: "DELETE",
      url: "/api/account/sessions/not-a-uuid",
      headers: { cookie: m.cookie, origin: ORIGIN },
    });
    expect(bad.statusCode).toBe(400);

    const mine = await h.app.inject({
      method: "DELETE",
      url: `/api/account/sessions/${other.id}`,
      headers: { cookie: m.cookie, origin: ORIGIN },
    });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(m.cookie)).toBe(200);
  });

  it("'Sign out everywhere else' ends every other device but this one", async () => {
    const m = await h.member();
    const a = await signIn(m.email);
    const b = await signIn(m.email);
    const r = await h.post("/api/account/sessions/sign-out-others", {}, { cookie: m.cookie });
    expect(r.json()).toEqual({ revoked: 2 });
    expect([await me(a), await me(b), await me(m.cookie)]).toEqual([401, 401, 200]);
  });

  it("the periodic job deletes sign-in history older than a year", async () => {
    const m = await h.member();
    await h.database.db.execute(
      sql`insert into sign_in_events (user_id, at) values (${m.id}, now() - interval '400 days')`,
    );
    const before = await h.database.db.execute(
      sql`select count(*)::int as n from sign_in_events where user_id = ${m.id}`,
    );
    expect(before.rows[0]).toMatchObject({ n: 2 });
    await h.built.accountSecurityJobs[0]?.run();
    const after = await h.database.db.execute(
      sql`select count(*)::int as n from sign_in_events where user_id = ${m.id}`,
    );
    expect(after.rows[0]).toMatchObject({ n: 1 });
  });
});

describe("change password", () => {
  it("needs the current password, keeps this device, ends the others and sends a notice", async () => {
    const m = await h.member();
    const phone = await signIn(m.email);
    const wrong = await h.post(
      "/api/account/password",
      { currentPassword: "nope-nope", newPassword: "newsecret1" },
      { cookie: m.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: "WRONG_PASSWORD" });
    const short = await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "x" },
      { cookie: m.cookie },
    );
    expect(short.statusCode).toBe(400);
    expect((await h.post("/api/account/password", { nonsense: 1 }, { cookie: m.cookie })).statusCode).toBe(400);
    expect(await me(phone)).toBe(200);

    const ok = await h.post(
      "/api/account/password",
      { currentPassword: "secret12", newPassword: "newsecret1" },
      { cookie: m.cookie },
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await me(phone)).toBe(401);
    expect(await me(m.cookie)).toBe(200);
    expect((await outbox(m.email))[0]?.subject).toBe("Your Saathi password was changed");
    await signIn(m.email, "newsecret1");
  });
});

describe("change email", () => {
  it("changes only with the code sent to the new address, tells the old one, ends other devices", async () => {
    const m = await h.member();
    const phone = await signIn(m.email);
    const taken = await h.member();
    const clash = await h.post("/api/account/email/code", { newEmail: taken.email }, { cookie: m.cookie });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ code: "EMAIL_TAKEN" });
    expect(
      (await h.post("/api/account/email/code", { newEmail: "not-an-email" }, { cookie: m.cookie })).statusCode,
    ).toBe(400);

    const newEmail = `renamed-${Date.now()}@test.local`;
    const sent = await h.post("/api/account/email/code", { newEmail }, { cookie: m.cookie });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await h.codeFor(newEmail);
    const wrong = await h.post(
      "/api/account/email",
      { newEmail, otp: code === "000000" ? "111111" : "000000" },
      { cookie: m.cookie },
    );
    expect(wrong.statusCode).toBe(400);
    expect((await get("/api/me", m.cookie)).json().user.email).toBe(m.email);

    const ok = await h.post("/api/account/email", { newEmail, otp: code }, { cookie: m.cookie });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await get("/api/me", m.cookie)).json().user.email).toBe(newEmail);
    expect(await me(phone)).toBe(401);
    const notice = (await outbox(m.email))[0];
    expect(notice?.subject).toBe("Your Saathi email was changed");
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain("If this wasn't you");
  });
});

/** Opens the realtime socket with this cookie; the close code the server answers with. */
async function socketCloseCode(cookie: string): Promise<number> {
  await h.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => undefined);
  const a = h.app.server.address();
  const port = typeof a === "object" && a ? a.port : 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
  return new Promise<number>((r) => socket.on("close", (code) => r(code)));
}

describe("members' two-factor", () => {
  async function enrolled(): Promise<{ m: Member; totp: TOTP; backupCodes: string[]; cookie: string }> {
    const m = await h.member();
    const wrong = await h.post("/api/account/two-factor/enable", { password: "nope-nope" }, { cookie: m.cookie });
    expect(wrong.statusCode).toBe(400);
    const r = await h.post("/api/account/two-factor/enable", { password: "secret12" }, { cookie: m.cookie });
    expect(r.statusCode, r.body).toBe(200);
    const { totpURI, backupCodes } = r.json() as { totpURI: string; backupCodes: string[] };
    expect(backupCodes).toHaveLength(10);
    const totp = URI.parse(totpURI) as TOTP;
    const verify = await h.post(
      "/api/auth/two-factor/verify-totp",
      { code: await unusedCode(totp) },
      { cookie: m.cookie },
    );
    expect(verify.statusCode, verify.body).toBe(200);
    return { m, totp, backupCodes, cookie: cookieFrom(verify) || m.cookie };
  }

  it("enrol, then a new sign-in gets 403 TWO_FACTOR_REQUIRED until it gives a code", async () => {
    const { m, totp, cookie } = await enrolled();
    expect(await me(cookie)).toBe(200);
    expect((await outbox(m.email))[0]?.subject).toBe("Two-step sign-in is on");
    const fresh = await signIn(m.email);
    const blocked = await get("/api/account/security", fresh);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    expect((await get("/api/journal", fresh)).statusCode).toBe(403);
    expect((await get("/api/me", fresh)).json().user.email).toBe(m.email);
    expect(await socketCloseCode(fresh)).toBe(4401); // no live messages before the code either
    const wrong = await h.post("/api/auth/two-factor/verify-totp", { code: "000000" }, { cookie: fresh });
    expect(wrong.statusCode).toBe(401);
    const right = await h.post("/api/auth/two-factor/verify-totp", { code: await unusedCode(totp) }, { cookie: fresh });
    expect(right.statusCode, right.body).toBe(200);
    expect(await me(fresh)).toBe(200);
  });

  it("a backup code works instead of the app's code; turning off needs the password", async () => {
    const { m, backupCodes, cookie } = await enrolled();
    const fresh = await signIn(m.email);
    const r = await h.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie: fresh });
    expect(r.statusCode, r.body).toBe(200);
    expect(await me(fresh)).toBe(200);

    expect((await h.post("/api/account/two-factor/disable", { password: "nope-nope" }, { cookie })).statusCode).toBe(
      400,
    );
    const off = await h.post("/api/account/two-factor/disable", { password: "secret12" }, { cookie });
    expect(off.statusCode, off.body).toBe(200);
    expect(await me(fresh)).toBe(401); // other devices end
    expect((await outbox(m.email))[0]?.subject).toBe("Two-step sign-in is off");
    expect(await me(await signIn(m.email))).toBe(200);
  });
});
