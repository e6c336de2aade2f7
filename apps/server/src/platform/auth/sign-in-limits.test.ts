// Password sign-in limits (decision 012): only wrong passwords count, per identifier and IP,
// with a higher ceiling per identifier across every IP; a success clears that IP's failures.
import { MSG } from "@saathi/contract/messages";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { PASSWORD_LIMITS } from "./auth-guard.service.ts";

let h: Harness;
let n = 0;
/** A fresh address per call, so tests never share a per-IP counter by accident. */
const freshIp = () => `10.60.${Math.floor(++n / 250)}.${n % 250}`;

const signIn = (email: string, password: string, ip: string) =>
  h.post("/api/auth/sign-in/email", { email, password }, { ip });

/** `count` wrong passwords for this email from this IP; each must be a plain 401. */
async function wrongPasswords(email: string, ip: string, count: number) {
  for (let i = 0; i < count; i++) {
    const r = await signIn(email, `wrong-${i}`, ip);
    expect(r.statusCode, r.body).toBe(401);
  }
}

let owner: Member;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  owner = await h.member();
});

describe("password sign-in limits", () => {
  it("signing in correctly 30 times from one IP never answers 429 and counts nothing", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const r = await signIn(owner.email, "secret12", ip);
      expect(r.statusCode, `sign-in ${i + 1}: ${r.body}`).toBe(200);
    }
    // Nor do they use up the per-IP ceiling.
    const { rows } = await h.database.db.execute<{ count: number }>(
      sql`select count from rate_limits where key = ${`auth:ip:${ip}`}`,
    );
    expect(rows[0]?.count ?? 0).toBe(0);
  });

  it("10 wrong passwords from IP A block IP A (429), not the owner on IP B", async () => {
    const a = freshIp();
    const b = freshIp();
    await wrongPasswords(owner.email, a, PASSWORD_LIMITS.perIdentifierAndIp);
    const blocked = await signIn(owner.email, "secret12", a);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: "RATE_LIMITED", message: MSG.tooManyRequests });
    expect(blocked.json().retryAfter).toBeGreaterThan(0);
    expect((await signIn(owner.email, "secret12", b)).statusCode).toBe(200);
  });

  it("a success clears the failures of that identifier from that IP", async () => {
    const ip = freshIp();
    await wrongPasswords(owner.email, ip, PASSWORD_LIMITS.perIdentifierAndIp - 1);
    expect((await signIn(owner.email, "secret12", ip)).statusCode).toBe(200);
    // A full allowance again: without the clearing the second of these would be refused.
    await wrongPasswords(owner.email, ip, PASSWORD_LIMITS.perIdentifierAndIp);
    expect((await signIn(owner.email, "wrong", ip)).statusCode).toBe(429);
  });

  it("the failures expire with the window", async () => {
    const ip = freshIp();
    await wrongPasswords(owner.email, ip, PASSWORD_LIMITS.perIdentifierAndIp);
    expect((await signIn(owner.email, "secret12", ip)).statusCode).toBe(429);
    await h.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '601 seconds' where key like ${`auth:pw%${owner.email}`}`,
    );
    expect((await signIn(owner.email, "secret12", ip)).statusCode).toBe(200);
  });

  it("the per-identifier ceiling across many IPs holds, for the owner too", async () => {
    const perIp = PASSWORD_LIMITS.perIdentifierAndIp;
    for (let k = 0; k < PASSWORD_LIMITS.perIdentifier / perIp; k++) await wrongPasswords(owner.email, freshIp(), perIp);
    const guess = await signIn(owner.email, "another-guess", freshIp());
    expect(guess.statusCode).toBe(429);
    expect(guess.json().code).toBe("RATE_LIMITED");
    // The ceiling is what stops guessing from many addresses; its price is that the owner waits too.
    expect((await signIn(owner.email, "secret12", freshIp())).statusCode).toBe(429);
    // Another member is not affected.
    const other = await h.member();
    expect((await signIn(other.email, "secret12", freshIp())).statusCode).toBe(200);
    // 50 password checks (scrypt) plus a sign-up: slow on two busy cores.
  }, 90_000);

  it("20 simultaneous wrong passwords from one IP: at most 10 are checked, the rest are 429", async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(owner.email, `race-${i}`, ip)));
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(PASSWORD_LIMITS.perIdentifierAndIp);
    expect(codes.filter((c) => c === 429)).toHaveLength(20 - PASSWORD_LIMITS.perIdentifierAndIp);
  });

  it("phone-number sign-in is limited the same way: per number and IP", async () => {
    const phone = `98${String(Date.now()).slice(-8)}`;
    const a = freshIp();
    const phoneSignIn = (ip: string) =>
      h.post("/api/auth/sign-in/phone-number", { phoneNumber: phone, password: "wrong-pass" }, { ip });
    for (let i = 0; i < PASSWORD_LIMITS.perIdentifierAndIp; i++) expect((await phoneSignIn(a)).statusCode).toBe(401);
    expect((await phoneSignIn(a)).statusCode).toBe(429);
    expect((await phoneSignIn(freshIp())).statusCode).toBe(401);
  });
});
