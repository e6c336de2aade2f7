// Every sign-up and sign-in flow, through the real endpoints on a real database.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, type Harness, startHarness } from "../../../test/harness.ts";

let h: Harness;
let n = 0;
const email = () => `flow${++n}-${Date.now()}@test.local`;
const ip = () => `10.2.${Math.floor(n / 200)}.${n % 200}`;
const me = async (cookie: string) => (await h.app.inject({ url: "/api/me", headers: { cookie } })).json();

/** Signs up and verifies; returns the session cookie. */
async function signUp(address: string, password = "secret12", name = "Priya Nair") {
  const r = await h.post("/api/auth/sign-up/email", { name, email: address, password, ageBand: "18+" }, { ip: ip() });
  expect(r.statusCode).toBe(200);
  const v = await h.post(
    "/api/auth/email-otp/verify-email",
    { email: address, otp: await h.codeFor(address) },
    { ip: ip() },
  );
  expect(v.statusCode).toBe(200);
  return cookieFrom(v);
}

beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe("member signup", () => {
  it("splits the full name, gives role users, and signs in after the emailed code", async () => {
    const address = email();
    const r = await h.post("/api/auth/sign-up/email", {
      name: "Priya Lakshmi Nair",
      email: address,
      password: "secret12",
      ageBand: "18+",
    });
    expect(r.statusCode).toBe(200);
    expect(cookieFrom(r)).toBe("");
    const code = await h.codeFor(address);
    expect(code).toMatch(/^\d{6}$/);
    const cookie = cookieFrom(await h.post("/api/auth/email-otp/verify-email", { email: address, otp: code }));
    const m = await me(cookie);
    expect(m.user).toMatchObject({ email: address, role: "users", emailVerified: true });
    expect(m.profile).toMatchObject({ firstName: "Priya", lastName: "Lakshmi Nair", role: "users" });
  });

  it("the session cookie is HttpOnly and SameSite=Lax", async () => {
    const address = email();
    await h.post("/api/auth/sign-up/email", { name: "A B", email: address, password: "secret12", ageBand: "18+" });
    const v = await h.post("/api/auth/email-otp/verify-email", { email: address, otp: await h.codeFor(address) });
    const setCookie = ([] as string[])
      .concat(v.headers["set-cookie"] as string[])
      .find((c) => c.includes("session_token"));
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it("a role in the signup body is ignored: the account is a member", async () => {
    for (const role of ["admin", "expert"]) {
      const address = email();
      await h.post("/api/auth/sign-up/email", {
        name: "Sneaky One",
        email: address,
        password: "secret12",
        role,
        ageBand: "18+",
      });
      const cookie = cookieFrom(
        await h.post("/api/auth/email-otp/verify-email", { email: address, otp: await h.codeFor(address) }),
      );
      const m = await me(cookie);
      expect(m.user.role).toBe("users");
      expect(m.profile.role).toBe("users");
    }
  });

  it("a member cannot raise their role through update-user", async () => {
    const cookie = await signUp(email());
    const r = await h.post("/api/auth/update-user", { role: "admin" }, { cookie });
    expect(r.statusCode).toBeGreaterThanOrEqual(400);
    expect(r.statusCode).toBeLessThan(500);
    expect((await me(cookie)).user.role).toBe("users");
  });
});

describe("password sign-in", () => {
  it("works with the right password; a wrong password or unknown email says only 'Invalid email or password'", async () => {
    const address = email();
    await signUp(address, "right-pass");
    expect((await h.post("/api/auth/sign-in/email", { email: address, password: "right-pass" })).statusCode).toBe(200);
    const wrong = await h.post("/api/auth/sign-in/email", { email: address, password: "wrong-pass" });
    const unknown = await h.post("/api/auth/sign-in/email", { email: `nobody-${address}`, password: "wrong-pass" });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe("Invalid email or password");
    expect(unknown.json().message).toBe("Invalid email or password");
  });

  it("an unverified account is refused with 403 until the code is confirmed", async () => {
    const address = email();
    await h.post("/api/auth/sign-up/email", { name: "Not Yet", email: address, password: "secret12", ageBand: "18+" });
    const r = await h.post("/api/auth/sign-in/email", { email: address, password: "secret12" });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("EMAIL_NOT_VERIFIED");
  });

  it("sign-out ends the session on the server", async () => {
    const cookie = await signUp(email());
    expect((await me(cookie)).user).not.toBeNull();
    expect((await h.post("/api/auth/sign-out", {}, { cookie })).statusCode).toBe(200);
    expect((await me(cookie)).user).toBeNull();
    const protectedCall = await h.app.inject({ url: "/api/notifications", headers: { cookie } });
    expect(protectedCall.statusCode).toBe(401);
  });
});

describe("one-time codes", () => {
  it("a wrong code is INVALID_OTP; after five wrong tries even the right code fails", async () => {
    const address = email();
    await signUp(address);
    await h.database.db.execute(sql`delete from rate_limits where key like ${`%${address}`}`);
    await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" });
    const code = await h.codeFor(address);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await h.post("/api/auth/sign-in/email-otp", { email: address, otp: wrong });
      expect(r.json().code).toBe("INVALID_OTP");
    }
    const sixth = await h.post("/api/auth/sign-in/email-otp", { email: address, otp: code });
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().code).toBe("TOO_MANY_ATTEMPTS");
  });

  it("an expired code is OTP_EXPIRED", async () => {
    const address = email();
    await signUp(address);
    await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" });
    await h.database.db.execute(
      sql`update verification set expires_at = now() - interval '1 second' where identifier like ${`%${address}`}`,
    );
    const r = await h.post("/api/auth/sign-in/email-otp", { email: address, otp: await h.codeFor(address) });
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe("OTP_EXPIRED");
  });

  it("codes live 10 minutes and are single use", async () => {
    const address = email();
    await signUp(address);
    await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" });
    const { rows } = await h.database.db.execute<{ minutes: number }>(
      sql`select round(extract(epoch from expires_at - now()) / 60)::int as minutes from verification where identifier like ${`sign-in%${address}`}`,
    );
    expect(rows[0]?.minutes).toBe(10);
    const code = await h.codeFor(address);
    expect((await h.post("/api/auth/sign-in/email-otp", { email: address, otp: code })).statusCode).toBe(200);
    expect((await h.post("/api/auth/sign-in/email-otp", { email: address, otp: code })).statusCode).toBe(400);
  });

  it("a second code within 30 s is refused (429 RESEND_TOO_SOON); after 30 s it is allowed", async () => {
    const address = email();
    await signUp(address);
    expect(
      (await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" })).statusCode,
    ).toBe(200);
    const again = await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" });
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: "RESEND_TOO_SOON" });
    expect(again.json().retryAfter).toBeGreaterThan(0);
    await h.database.db.execute(
      sql`update rate_limits set window_start = now() - interval '31 seconds' where key = ${`otp-send:sign-in:${address}`}`,
    );
    expect(
      (await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" })).statusCode,
    ).toBe(200);
  });

  it("the OTP sign-in creates a member account for a new email", async () => {
    const address = email();
    await h.post("/api/auth/email-otp/send-verification-otp", { email: address, type: "sign-in" });
    const r = await h.post("/api/auth/sign-in/email-otp", { email: address, otp: await h.codeFor(address) });
    expect(r.statusCode).toBe(200);
    expect((await me(cookieFrom(r))).user.role).toBe("users");
  });
});

describe("rate limits", () => {
  it("the 11th attempt for one email in 10 minutes is refused with 429", async () => {
    const address = email();
    // From one IP: wrong passwords from other IPs no longer lock the owner out (sign-in-limits.test.ts).
    for (let i = 0; i < 10; i++) {
      const r = await h.post("/api/auth/sign-in/email", { email: address, password: `guess-${i}` }, { ip: "10.3.0.1" });
      expect(r.statusCode).toBe(401);
    }
    const r = await h.post("/api/auth/sign-in/email", { email: address, password: "guess" }, { ip: "10.3.0.1" });
    expect(r.statusCode).toBe(429);
    expect(r.json().code).toBe("RATE_LIMITED");
  });

  it("the 11th code guess for one email in 10 minutes is refused with 429, from any IP", async () => {
    const address = email();
    for (let i = 0; i < 10; i++) {
      const r = await h.post("/api/auth/sign-in/email-otp", { email: address, otp: "123456" }, { ip: `10.3.1.${i}` });
      expect(r.statusCode).toBe(400);
    }
    const r = await h.post("/api/auth/sign-in/email-otp", { email: address, otp: "123456" }, { ip: "10.3.1.99" });
    expect(r.statusCode).toBe(429);
    expect(r.json().code).toBe("RATE_LIMITED");
  });

  it("the 101st attempt from one IP is refused, whatever the email", async () => {
    const address = "10.4.4.4";
    // Code guesses for unknown emails: cheap for the server, so the loop is quick.
    for (let i = 0; i < 100; i++) {
      const r = await h.post(
        "/api/auth/sign-in/email-otp",
        { email: `ip${i}@test.local`, otp: "123456" },
        { ip: address },
      );
      expect(r.statusCode).toBe(400);
    }
    const r = await h.post("/api/auth/sign-in/email", { email: "ip-last@test.local", password: "x" }, { ip: address });
    expect(r.statusCode).toBe(429);
    expect(r.json().message).toBe("Too many attempts. Please wait a minute and try again.");
  });
});

describe("forgot password", () => {
  it("an unknown email is 404 'User not found'", async () => {
    const r = await h.post("/api/auth/email-otp/request-password-reset", { email: "nobody-here@test.local" });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe("User not found");
  });

  it("code → check → reset: old sessions end, the old password fails, the new one works", async () => {
    const address = email();
    const oldCookie = await signUp(address, "old-pass");
    expect((await h.post("/api/auth/email-otp/request-password-reset", { email: address })).statusCode).toBe(200);
    const otp = await h.codeFor(address);
    expect(
      (await h.post("/api/auth/email-otp/check-verification-otp", { email: address, otp, type: "forget-password" }))
        .statusCode,
    ).toBe(200);
    expect(
      (await h.post("/api/auth/email-otp/reset-password", { email: address, otp, password: "new-pass" })).statusCode,
    ).toBe(200);
    expect((await me(oldCookie)).user).toBeNull();
    expect((await h.post("/api/auth/sign-in/email", { email: address, password: "old-pass" })).statusCode).toBe(401);
    expect((await h.post("/api/auth/sign-in/email", { email: address, password: "new-pass" })).statusCode).toBe(200);
  });
});

describe("bad input", () => {
  it("malformed JSON and missing fields are 400 with a JSON body, never 5xx", async () => {
    const bad = await h.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { origin: "http://localhost:3000", "content-type": "application/json" },
      payload: "{not json",
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    const missing = await h.post("/api/auth/sign-in/email", { email: "someone@test.local" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/password/);
    const reg = await h.post("/api/accounts/expert-registration/send-otp", { fullName: "", email: "nope" });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().fields.map((f: { field: string }) => f.field)).toEqual(["fullName", "email"]);
  });
});
