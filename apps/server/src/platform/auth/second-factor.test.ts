// The staff second factor (decision 019): enrolment with a password, a code per session, backup codes,
// limits on guessing, no way to turn it off, members' sign-in unchanged, the staff idle timeout.
import { ADMIN_IDLE_MINUTES } from "@saathi/contract/admin";
import { sql } from "drizzle-orm";
import { type TOTP, URI } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeAdmin } from "../../../test/admin-helpers.ts";
import { cookieFrom, type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { SECOND_FACTOR_LIMITS } from "./auth-guard.service.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ url, headers: { cookie } });
const adminMe = (cookie: string) => get("/api/admin/me", cookie);

/** An admin who set up an authenticator: returns the code generator and the backup codes. */
async function enrolledAdmin(): Promise<{ m: Member; totp: TOTP; backupCodes: string[]; cookie: string }> {
  const m = await h.member();
  await makeAdmin(h, m);
  const enable = await h.post("/api/auth/two-factor/enable", { password: "secret12" }, { cookie: m.cookie });
  expect(enable.statusCode, enable.body).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const totp = URI.parse(totpURI) as TOTP;
  const verify = await h.post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, { cookie: m.cookie });
  expect(verify.statusCode, verify.body).toBe(200);
  // Confirming the authenticator swaps the session: the new cookie is the one to use.
  const cookie = cookieFrom(verify) || m.cookie;
  return { m, totp, backupCodes, cookie };
}

const signIn = async (email: string) => {
  const r = await h.post("/api/auth/sign-in/email", { email, password: "secret12" }, { ip: "10.77.0.1" });
  expect(r.statusCode, r.body).toBe(200);
  return cookieFrom(r);
};

describe("staff second factor", () => {
  it("an admin enrols with their password, confirms a code, and the console answers that session", async () => {
    const m = await h.member();
    await makeAdmin(h, m);
    expect((await adminMe(m.cookie)).json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    expect((await get("/api/auth/second-factor", m.cookie)).json()).toEqual({
      enabled: false,
      verified: false,
      hasPassword: true,
    });
    const wrongPassword = await h.post("/api/auth/two-factor/enable", { password: "nope-nope" }, { cookie: m.cookie });
    expect(wrongPassword.statusCode).toBe(400);

    const { cookie } = await enrolledAdminFrom(m);
    const me = await adminMe(cookie);
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ id: m.id, email: m.email, twoFactorEnabled: true });
    expect((await get("/api/auth/second-factor", cookie)).json()).toEqual({
      enabled: true,
      verified: true,
      hasPassword: true,
    });
  });

  it("each new session asks the code again; a wrong code is refused; the right one opens the console", async () => {
    const { m, totp } = await enrolledAdmin();
    const fresh = await signIn(m.email); // members' sign-in is unchanged: a session at once
    expect((await adminMe(fresh)).json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED" });
    const wrong = await h.post("/api/auth/two-factor/verify-totp", { code: "000000" }, { cookie: fresh });
    expect(wrong.statusCode).toBe(401);
    expect((await adminMe(fresh)).statusCode).toBe(403);
    const right = await h.post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, { cookie: fresh });
    expect(right.statusCode, right.body).toBe(200);
    expect((await adminMe(fresh)).statusCode).toBe(200);
  });

  it("a backup code works once instead of the app's code", async () => {
    const { m, backupCodes } = await enrolledAdmin();
    const first = await signIn(m.email);
    const code = backupCodes[0] as string;
    const ok = await h.post("/api/auth/two-factor/verify-backup-code", { code }, { cookie: first });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await adminMe(first)).statusCode).toBe(200);
    const second = await signIn(m.email);
    const again = await h.post("/api/auth/two-factor/verify-backup-code", { code }, { cookie: second });
    expect(again.statusCode).toBe(401);
    expect((await adminMe(second)).statusCode).toBe(403);
  });

  it(`stops guessing after ${SECOND_FACTOR_LIMITS.perAccount} wrong codes (429)`, async () => {
    const { m, totp } = await enrolledAdmin();
    const s = await signIn(m.email);
    for (let i = 0; i < SECOND_FACTOR_LIMITS.perAccount; i++) {
      const r = await h.post("/api/auth/two-factor/verify-totp", { code: String(100000 + i) }, { cookie: s });
      expect(r.statusCode, r.body).toBe(401);
    }
    const blocked = await h.post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, { cookie: s });
    expect(blocked.statusCode).toBe(429);
    expect((await adminMe(s)).statusCode).toBe(403);
  });

  it("wrong passwords at set-up are counted too (429)", async () => {
    const m = await h.member();
    await makeAdmin(h, m);
    for (let i = 0; i < SECOND_FACTOR_LIMITS.perAccount; i++) {
      const r = await h.post("/api/auth/two-factor/enable", { password: `guess-${i}` }, { cookie: m.cookie });
      expect(r.statusCode, r.body).toBe(400);
    }
    const blocked = await h.post("/api/auth/two-factor/enable", { password: "secret12" }, { cookie: m.cookie });
    expect(blocked.statusCode).toBe(429);
  });

  it("staff cannot turn two-factor off; members and visitors cannot use the two-factor endpoints", async () => {
    const { cookie } = await enrolledAdmin();
    const off = await h.post("/api/auth/two-factor/disable", { password: "secret12" }, { cookie });
    expect(off.statusCode).toBe(403);
    expect((await adminMe(cookie)).statusCode).toBe(200);

    const member = await h.member();
    const enable = await h.post("/api/auth/two-factor/enable", { password: "secret12" }, { cookie: member.cookie });
    expect(enable.statusCode).toBe(403);
    expect(enable.json()).toMatchObject({ code: "STAFF_ONLY" });
    const visitor = await h.post("/api/auth/two-factor/verify-totp", { code: "123456" });
    expect(visitor.statusCode).toBe(401);
    expect((await h.app.inject({ url: "/api/auth/second-factor" })).statusCode).toBe(401);
  });

  it("a second factor proved by one account's session never opens another's", async () => {
    const a = await enrolledAdmin();
    const other = await h.member();
    await makeAdmin(h, other);
    // The other admin sends a's valid code on their own session: it is checked against their secret.
    const r = await h.post("/api/auth/two-factor/verify-totp", { code: a.totp.generate() }, { cookie: other.cookie });
    expect(r.statusCode).toBe(400); // TOTP not enabled for them
    expect((await adminMe(other.cookie)).statusCode).toBe(403);
  });
});

describe("staff idle timeout", () => {
  it(`ends an admin session after ${ADMIN_IDLE_MINUTES} idle minutes; activity keeps it`, async () => {
    const { m, cookie } = await enrolledAdmin();
    const idle = (minutes: number) =>
      h.database.db.execute(
        sql`update session set last_active_at = now() - make_interval(mins => ${minutes}) where user_id = ${m.id}`,
      );
    await idle(ADMIN_IDLE_MINUTES - 1);
    expect((await adminMe(cookie)).statusCode).toBe(200);
    // That request counted as activity.
    const { rows } = await h.database.db.execute<{ idle: number }>(
      sql`select extract(epoch from now() - last_active_at)::float8 as idle from session where user_id = ${m.id}`,
    );
    expect(rows[0]?.idle).toBeLessThan(60);

    await idle(ADMIN_IDLE_MINUTES + 1);
    expect((await adminMe(cookie)).statusCode).toBe(401);
    const left = await h.database.db.execute(sql`select 1 from session where user_id = ${m.id}`);
    expect(left.rows).toHaveLength(0);
  });

  it("members keep their sessions however idle", async () => {
    const member = await h.member();
    await h.database.db.execute(
      sql`update session set last_active_at = now() - interval '3 days' where user_id = ${member.id}`,
    );
    expect((await get("/api/me", member.cookie)).json()).toMatchObject({ user: { id: member.id } });
  });
});

describe("role", () => {
  it("a client can never set its role at sign-up", async () => {
    const email = `rolecheck-${Date.now()}@test.local`;
    const r = await h.post("/api/auth/sign-up/email", { name: "X", email, password: "secret12", role: "admin" });
    expect(r.statusCode).toBeLessThan(500);
    const { rows } = await h.database.db.execute<{ role: string }>(sql`select role from "user" where email = ${email}`);
    for (const row of rows) expect(row.role).toBe("users");
  });
});

/** Enrols an existing admin account (for the first test, which checks the state before). */
async function enrolledAdminFrom(m: Member) {
  const enable = await h.post("/api/auth/two-factor/enable", { password: "secret12" }, { cookie: m.cookie });
  expect(enable.statusCode, enable.body).toBe(200);
  const totp = URI.parse((enable.json() as { totpURI: string }).totpURI) as TOTP;
  const verify = await h.post("/api/auth/two-factor/verify-totp", { code: totp.generate() }, { cookie: m.cookie });
  expect(verify.statusCode, verify.body).toBe(200);
  return { cookie: cookieFrom(verify) || m.cookie };
}
