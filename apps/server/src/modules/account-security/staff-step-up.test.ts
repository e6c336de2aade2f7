// A staff account always has a second factor; a staff session that only gave the password must not
// change the account's password or email, end its other devices or list them (their addresses): the
// same step-up members with a second factor get from session.require (decision 024). Once the session
// proved a code, they work.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markSecondFactor, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let admin: Member;
const call = (method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { cookie: admin.cookie, origin: "http://localhost:3000" },
    ...(payload ? { payload } : {}),
  });
const signIn = (password: string) => h.post("/api/auth/sign-in/email", { email: admin.email, password });

beforeAll(async () => {
  h = await startHarness();
  admin = await staffWithoutSecondFactor(h);
  await h.database.db.execute(sql`update "user" set two_factor_enabled = true where id = ${admin.id}`);
});
afterAll(() => h?.close());

describe("a staff session with the password only", () => {
  it("gets 403 TWO_FACTOR_REQUIRED on every account change and the device list; nothing changes", async () => {
    const other = await signIn("secret12");
    expect(other.statusCode).toBe(200);
    const calls = [
      call("GET", "/api/account/security"),
      call("POST", "/api/account/password", { currentPassword: "secret12", newPassword: "taken-over-1" }),
      call("POST", "/api/account/email/code", { newEmail: "attacker@test.local" }),
      call("POST", "/api/account/email", { newEmail: "attacker@test.local", otp: "123456" }),
      call("POST", "/api/account/sessions/sign-out-others"),
      call("DELETE", "/api/account/sessions/00000000-0000-4000-8000-000000000000"),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().code).toBe("TWO_FACTOR_REQUIRED");
    }
    expect((await signIn("taken-over-1")).statusCode).toBe(401);
    const sessions = await h.database.db.execute(sql`select 1 from session where user_id = ${admin.id}`);
    expect(sessions.rows.length).toBeGreaterThanOrEqual(2);
  });

  it("after the code, the same session changes the password", async () => {
    await markSecondFactor(h, admin);
    expect((await call("GET", "/api/account/security")).statusCode).toBe(200);
    const res = await call("POST", "/api/account/password", {
      currentPassword: "secret12",
      newPassword: "new-secret-12",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await signIn("new-secret-12")).statusCode).toBe(200);
  });
});
