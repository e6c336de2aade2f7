// The console's own endpoints (who am I, dashboard, audit log), ADMIN_EMAILS, and the demo admin's
// seeded second factor.
import { ADMIN_MSG } from "@saathi/contract/admin";
import { sql } from "drizzle-orm";
import { TOTP } from "otpauth";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { cookieFrom, type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { writeAudit } from "../../platform/audit/audit-log.ts";
import { loadConfig } from "../../platform/config.ts";
import { connect } from "../../platform/db/client.ts";
import { DEMO_PASSWORD } from "../../seed/demo.ts";
import {
  DEMO_ADMIN_BACKUP_CODES,
  DEMO_ADMIN_EMAIL,
  DEMO_ADMIN_TOTP_SECRET,
  seedDemoAdmin,
} from "../../seed/demo-admin.ts";
import { createAdminStaffRepository } from "./admin-staff.repository.ts";
import { createAdminStaffService } from "./admin-staff.service.ts";

let h: Harness;
let admin: Member;
beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
}, 60_000);
afterAll(() => h.close());

const get = (url: string, cookie = admin.cookie) => h.app.inject({ url, headers: { cookie } });
const db = () => h.database.db;

describe("GET /api/admin/me", () => {
  it("answers who the verified admin is, privately", async () => {
    const r = await get("/api/admin/me");
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      id: admin.id,
      email: admin.email,
      name: expect.any(String),
      twoFactorEnabled: false,
      role: "admin",
    });
    expect(r.headers["cache-control"]).toContain("no-store");
  });
});

describe("GET /api/admin/dashboard", () => {
  it("counts pending applications with the oldest's age, open disputes, today's bookings, the week's refunds and revenue", async () => {
    const empty = (await get("/api/admin/dashboard")).json();
    expect(empty).toEqual({
      applications: { pending: 0, oldestSubmittedAt: null },
      disputes: { open: 0 },
      bookingsToday: 0,
      refundsThisWeek: { count: 0, paise: 0 },
      revenue: { weekPaise: 0, monthPaise: 0 },
    });

    const client = await h.member();
    const expert = await h.member();
    const applicant = await h.member();
    await db().execute(sql`insert into expert_applications (expert_id, status, submitted_at)
      values (${applicant.id}, 'submitted', now() - interval '3 days'), (${expert.id}, 'approved', null)`);
    // A confirmed booking at 10:00 India time today, paid ₹1,200; ₹300 of it refunded; a dispute open.
    const { rows } = await db().execute<{ id: string }>(sql`
      insert into bookings (expert_id, client_id, starts_at, ends_at, status, session_type, language, amount, provider, hold_expires_at)
      values (${expert.id}, ${client.id},
        (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '10 hours') at time zone 'Asia/Kolkata',
        (date_trunc('day', now() at time zone 'Asia/Kolkata') + interval '11 hours') at time zone 'Asia/Kolkata',
        'CONFIRMED', 'video', 'English', 120000, 'sandbox', now())
      returning id`);
    const bookingId = rows[0]?.id as string;
    const pay = await db().execute<{ id: string }>(sql`
      insert into payments (booking_id, provider, gateway_order_id, status, amount, captured_at)
      values (${bookingId}, 'sandbox', ${`order_${bookingId}`}, 'captured', 120000, now()) returning id`);
    await db().execute(sql`
      insert into refunds (booking_id, payment_id, amount, reason, source, status, idempotency_key, refunded_at)
      values (${bookingId}, ${pay.rows[0]?.id}, 30000, 'late', 'admin', 'refunded', ${`k_${bookingId}`}, now())`);
    await db().execute(sql`
      insert into booking_disputes (booking_id, member_id, expert_id, category, description)
      values (${bookingId}, ${client.id}, ${expert.id}, 'late', 'Started 20 minutes late')`);

    const d = (await get("/api/admin/dashboard")).json();
    expect(d.applications.pending).toBe(1);
    const ageDays = (Date.now() - Date.parse(d.applications.oldestSubmittedAt)) / 86_400_000;
    expect(ageDays).toBeCloseTo(3, 1);
    expect(d.disputes.open).toBe(1);
    expect(d.bookingsToday).toBe(1);
    expect(d.refundsThisWeek).toEqual({ count: 1, paise: 30000 });
    expect(d.revenue).toEqual({ weekPaise: 90000, monthPaise: 90000 });
  });
});

describe("GET /api/admin/audit", () => {
  it("lists newest first, filters by action, target, actor and dates, and pages on the server", async () => {
    for (let i = 0; i < 3; i++) {
      await writeAudit(db(), {
        actor: { id: admin.id, email: admin.email },
        action: "member.suspend",
        targetType: "member",
        targetId: `m-${i}`,
        before: { suspended: false },
        after: { suspended: true },
        reason: `reason ${i}`,
      });
    }
    await writeAudit(db(), {
      actor: { id: null, label: "command line" },
      action: "staff.grant",
      targetType: "staff",
      targetId: "s-1",
    });

    const all = (await get("/api/admin/audit?pageSize=10")).json();
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.rows[0]).toMatchObject({ action: "staff.grant", actorLabel: "command line", actorId: null });

    const suspends = (await get("/api/admin/audit?action=member.suspend&pageSize=10&page=1")).json();
    expect(suspends.total).toBe(3);
    expect(suspends.rows.map((r: { targetId: string }) => r.targetId)).toEqual(["m-2", "m-1", "m-0"]);
    expect(suspends.rows[0]).toMatchObject({
      before: { suspended: false },
      after: { suspended: true },
      reason: "reason 2",
    });

    const page2 = (await get("/api/admin/audit?action=member.suspend&pageSize=10&page=2")).json();
    expect(page2).toMatchObject({ rows: [], total: 3, page: 2, pageSize: 10 });
    const target = (await get("/api/admin/audit?targetType=member&targetId=m-1")).json();
    expect(target.rows.map((r: { targetId: string }) => r.targetId)).toEqual(["m-1"]);
    const byActor = (await get(`/api/admin/audit?actorId=${admin.id}`)).json();
    expect(byActor.total).toBe(3);

    const today = new Date().toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
    expect((await get(`/api/admin/audit?from=${today}&to=${today}`)).json().total).toBeGreaterThanOrEqual(4);
    expect((await get("/api/admin/audit?to=2000-01-01")).json().total).toBe(0);
  });

  it("names a person target (its id stays for the link); other targets have no name", async () => {
    const named = await h.member({ displayName: "Ritu Audit" });
    await writeAudit(db(), {
      actor: { id: admin.id, email: admin.email },
      action: "member.warn",
      targetType: "member",
      targetId: named.id,
    });
    await writeAudit(db(), {
      actor: { id: admin.id, email: admin.email },
      action: "member.warn",
      targetType: "booking",
      targetId: named.id,
    });
    const rows = (await get("/api/admin/audit?action=member.warn")).json().rows as {
      targetType: string;
      targetId: string;
      targetName: string | null;
    }[];
    expect(rows.find((r) => r.targetType === "member")).toMatchObject({ targetId: named.id, targetName: "Ritu Audit" });
    expect(rows.find((r) => r.targetType === "booking")?.targetName).toBeNull();
    // A made-up id on a person target is no name and no error.
    const fake = (await get("/api/admin/audit?targetType=member&targetId=m-1")).json().rows;
    expect(fake.map((r: { targetName: string | null }) => r.targetName)).toEqual([null]);
  });

  it("answers bad filters with a clear 400", async () => {
    for (const q of ["actorId=nope", "from=yesterday", "pageSize=7", "from=2026-02-01&to=2026-01-01"]) {
      const r = await get(`/api/admin/audit?${q}`);
      expect(r.statusCode, q).toBe(400);
      expect(r.json().message, q).toBeTruthy();
    }
  });
});

describe("ADMIN_EMAILS", () => {
  it("makes listed accounts staff at start and when created, audited once", async () => {
    const existing = await h.member();
    const service = createAdminStaffService(createAdminStaffRepository(db()), {
      adminEmails: ` ${existing.email.toUpperCase()} , later@test.local`,
    });
    expect((await service.applyAdminEmails()).map((c) => c.changed)).toEqual([true]);
    expect((await service.applyAdminEmails()).map((c) => c.changed)).toEqual([false]);
    const { rows } = await db().execute<{ actor_label: string }>(
      sql`select actor_label from audit_log where target_id = ${existing.id} and action = 'staff.grant'`,
    );
    expect(rows).toEqual([{ actor_label: "ADMIN_EMAILS" }]);
    const me = await get("/api/admin/me", existing.cookie);
    expect(me.json()).toMatchObject({ code: "TWO_FACTOR_REQUIRED", message: ADMIN_MSG.twoFactorRequired });

    const other = await h.member();
    await service.onAccountCreated({ id: other.id, email: other.email });
    const role = await db().execute<{ role: string }>(sql`select role from "user" where id = ${other.id}`);
    expect(role.rows[0]?.role).toBe("users");
  });
});

describe("ADMIN_EMAILS on a running server", () => {
  it("applies the list at start, and to an account created later, through the real sign-up", async () => {
    const early = await h.member();
    const late = `late-${Date.now()}@test.local`;
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: h.dataDir,
      SEED_DEMO: "false",
      SERVE_WEB: "false",
      AUTH_SECRET: "test-secret-test-secret-test-secret-0000",
      PUBLIC_URL: ORIGIN,
      ADMIN_EMAILS: `${early.email},${late}`,
    });
    const database = connect(h.database.url);
    const built = await buildApp({ config, database, logger: pino({ level: "silent" }) });
    try {
      const roleOf = async (email: string) =>
        (await db().execute<{ role: string }>(sql`select role from "user" where email = ${email}`)).rows[0]?.role;
      expect(await roleOf(early.email)).toBe("admin");
      const signup = await built.app.inject({
        method: "POST",
        url: "/api/auth/sign-up/email",
        headers: { origin: ORIGIN },
        payload: { name: "Late Staff", email: late, password: "secret12", ageBand: "18+" },
        remoteAddress: "10.88.0.1",
      });
      expect(signup.statusCode, signup.body).toBe(200);
      expect(await roleOf(late)).toBe("admin");
      const { rows } = await db().execute<{ actor_label: string }>(
        sql`select a.actor_label from audit_log a join "user" u on u.id::text = a.target_id where u.email = ${late}`,
      );
      expect(rows).toEqual([{ actor_label: "ADMIN_EMAILS" }]);
    } finally {
      await built.app.close();
      await database.pool.end();
    }
  });
});

describe("demo admin", () => {
  it("is seeded with the published TOTP secret and backup codes, signs in with a code, never in production", async () => {
    const log = pino({ level: "silent" });
    const hash = () => h.built.auth.$context.then((c) => c.password.hash(DEMO_PASSWORD));
    await seedDemoAdmin(db(), h.built.auth, log, { production: true, passwordHash: hash });
    const none = await db().execute(sql`select 1 from "user" where email = ${DEMO_ADMIN_EMAIL}`);
    expect(none.rows).toHaveLength(0);

    await seedDemoAdmin(db(), h.built.auth, log, { production: false, passwordHash: hash });
    await seedDemoAdmin(db(), h.built.auth, log, { production: false, passwordHash: hash }); // idempotent
    const outbox = (await h.app.inject({ url: `/api/dev/outbox?to=${DEMO_ADMIN_EMAIL}` })).json() as { text: string }[];
    expect(outbox).toHaveLength(1);
    expect(outbox[0]?.text).toContain(DEMO_ADMIN_TOTP_SECRET);

    const signIn = await h.post("/api/auth/sign-in/email", { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const cookie = cookieFrom(signIn);
    expect((await get("/api/admin/me", cookie)).json().code).toBe("TWO_FACTOR_REQUIRED");
    const code = new TOTP({ secret: DEMO_ADMIN_TOTP_SECRET }).generate();
    const verify = await h.post("/api/auth/two-factor/verify-totp", { code }, { cookie });
    expect(verify.statusCode, verify.body).toBe(200);
    expect((await get("/api/admin/me", cookie)).json()).toMatchObject({
      email: DEMO_ADMIN_EMAIL,
      twoFactorEnabled: true,
    });

    const second = cookieFrom(
      await h.post("/api/auth/sign-in/email", { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD }),
    );
    const backup = await h.post(
      "/api/auth/two-factor/verify-backup-code",
      { code: DEMO_ADMIN_BACKUP_CODES[0] },
      { cookie: second },
    );
    expect(backup.statusCode, backup.body).toBe(200);
    expect((await get("/api/admin/me", second)).statusCode).toBe(200);
  });
});
