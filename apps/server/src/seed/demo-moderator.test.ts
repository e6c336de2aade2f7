// The demo moderator is seeded (never in production) with its published TOTP secret, proves
// the second factor, and uses the moderation queue but no other part of the console.
import { ADMIN_IDLE_MINUTES } from "@saathi/contract/admin";
import { sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieFrom, type Harness, startHarness } from "../../test/harness.ts";
import { moderatorMember } from "../../test/moderation-helpers.ts";
import { DEMO_PASSWORD } from "./demo.ts";
import { seedDemoModerator } from "./demo-moderator.ts";
import { DEMO_MODERATOR_EMAIL, DEMO_MODERATOR_TOTP_SECRET } from "./demo-moderator-login.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

const get = (url: string, cookie: string) => h.app.inject({ url, headers: { cookie } });

describe("demo moderator", () => {
  it("is seeded outside production, signs in with its code and sees only the moderation queue", async () => {
    const log = pino({ level: "silent" });
    const hash = () => h.built.auth.$context.then((c) => c.password.hash(DEMO_PASSWORD));
    await seedDemoModerator(h.database.db, h.built.auth, log, { production: true, passwordHash: hash });
    const before = await h.post("/api/auth/sign-in/email", { email: DEMO_MODERATOR_EMAIL, password: DEMO_PASSWORD });
    expect(before.statusCode).not.toBe(200);

    await seedDemoModerator(h.database.db, h.built.auth, log, { production: false, passwordHash: hash });
    await seedDemoModerator(h.database.db, h.built.auth, log, { production: false, passwordHash: hash });
    const outbox = (await h.app.inject({ url: `/api/dev/outbox?to=${DEMO_MODERATOR_EMAIL}` })).json();
    expect(outbox).toHaveLength(1);
    expect(outbox[0].text).toContain(DEMO_MODERATOR_TOTP_SECRET);

    const signIn = await h.post("/api/auth/sign-in/email", { email: DEMO_MODERATOR_EMAIL, password: DEMO_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieFrom(signIn);
    expect((await get("/api/admin/moderation", cookie)).json().code).toBe("TWO_FACTOR_REQUIRED");
    const code = new TOTP({ secret: DEMO_MODERATOR_TOTP_SECRET }).generate();
    expect((await h.post("/api/auth/two-factor/verify-totp", { code }, { cookie })).statusCode).toBe(200);
    expect((await get("/api/admin/me", cookie)).json()).toMatchObject({
      email: DEMO_MODERATOR_EMAIL,
      role: "moderator",
    });
    expect((await get("/api/admin/moderation", cookie)).statusCode).toBe(200);
    expect((await get("/api/admin/dashboard", cookie)).json().code).toBe("STAFF_ONLY");
    expect((await get("/api/admin/watched-words", cookie)).json().code).toBe("STAFF_ONLY");
  });
});

describe("moderator sessions", () => {
  it(`end after ${ADMIN_IDLE_MINUTES} idle minutes, like admins'`, async () => {
    const m = await moderatorMember(h);
    const idle = (minutes: number) =>
      h.database.db.execute(
        sql`update session set last_active_at = now() - make_interval(mins => ${minutes}) where user_id = ${m.id}`,
      );
    await idle(ADMIN_IDLE_MINUTES - 1);
    expect((await get("/api/admin/moderation", m.cookie)).statusCode).toBe(200);
    await idle(ADMIN_IDLE_MINUTES + 1);
    expect((await get("/api/admin/moderation", m.cookie)).statusCode).toBe(401);
  });
});
