// Delete my account: confirmation, the plan, the 7-day grace, 'Keep my account', an
// expert's deletion (unpublished at once, sessions refunded, reviews kept without names), and bad input.
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { cookieFrom, type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
const DAY = 86_400_000;
const send = (m: Member | null, method: "POST" | "DELETE" | "GET", url: string, payload?: object) =>
  h.app.inject({
    method,
    url,
    headers: { origin: "http://localhost:3000", ...(m ? { cookie: m.cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await h.database.db.execute(query)).rows as T[];
const sweepAt = (ms: number) => h.post("/api/dev/erasure-sweep", { asOf: new Date(Date.now() + ms).toISOString() });
/** Files (not folders) in private storage, as paths under it. */
const privateFiles = () =>
  readdirSync(path.join(h.dataDir, "private"), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
const exists = async (id: string) => (await q(sql`select 1 from "user" where id = ${id}`)).length === 1;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(() => h.close());

describe("asking to delete an account", () => {
  it("only the signed-in owner reaches it; bad input is a clear 4xx", async () => {
    expect((await send(null, "GET", "/api/account/deletion")).statusCode).toBe(401);
    expect((await send(null, "POST", "/api/account/deletion", { password: "x" })).statusCode).toBe(401);
    const m = await h.member();
    expect((await send(m, "POST", "/api/account/deletion", {})).statusCode).toBe(400);
    expect((await send(m, "POST", "/api/account/deletion", { otp: "12" })).statusCode).toBe(400);
    expect((await send(m, "DELETE", "/api/account/deletion")).statusCode).toBe(404);
    const wrong = await send(m, "POST", "/api/account/deletion", { password: "not-it" });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toMatch(/password/);
    expect((await sweepAt(8 * DAY)).json()).toEqual({ erased: 0 });
    expect(await exists(m.id)).toBe(true);
  });

  it("allows 5 wrong attempts, then asks to wait", async () => {
    const m = await h.member();
    for (let i = 0; i < 5; i++)
      expect((await send(m, "POST", "/api/account/deletion", { password: `wrong${i}` })).statusCode).toBe(403);
    const sixth = await send(m, "POST", "/api/account/deletion", { password: "secret12" });
    expect(sixth.statusCode).toBe(429);
  });

  it("confirms with a code sent by email, signs out other devices, and erases only after the grace", async () => {
    const m = await h.member();
    await q(
      sql`insert into session (token, user_id, expires_at) values ('other-device', ${m.id}, now() + interval '1 day')`,
    );
    const plan = (await send(m, "GET", "/api/account/deletion")).json();
    expect(plan.pending).toBeNull();
    expect(plan.plan.hasPassword).toBe(true);
    expect(plan.plan.retained.map((r: { key: string }) => r.key)).toContain("payments");
    expect((await send(m, "POST", "/api/account/deletion/code")).statusCode).toBe(200);
    expect((await send(m, "POST", "/api/account/deletion", { otp: "000000" })).statusCode).toBe(400);
    const code = await h.codeFor(m.email);
    const ok = await send(m, "POST", "/api/account/deletion", { otp: code });
    expect(ok.statusCode).toBe(200);
    const eraseAfter = new Date(ok.json().pending.eraseAfter).getTime();
    expect(eraseAfter - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    expect((await send(m, "POST", "/api/account/deletion", { otp: code })).statusCode).toBe(409);
    // Other devices are signed out; this one still works (signing in during the grace works).
    expect((await q(sql`select 1 from session where token = 'other-device'`)).length).toBe(0);
    expect((await send(m, "GET", "/api/account/deletion")).json().pending).not.toBeNull();
    const notes = await q<{ data: { message: string } }>(
      sql`select data from notifications where user_id = ${m.id} and type = 'account'`,
    );
    expect(notes[0]?.data.message).toMatch(/Keep my account/);
    // Before erase_after nothing is erased.
    expect((await sweepAt(6 * DAY)).json()).toEqual({ erased: 0 });
    expect(await exists(m.id)).toBe(true);
    expect((await sweepAt(7 * DAY + 60_000)).json()).toEqual({ erased: 1 });
    expect(await exists(m.id)).toBe(false);
    const signIn = await h.post(
      "/api/auth/sign-in/email",
      { email: m.email, password: "secret12" },
      { ip: "10.66.0.1" },
    );
    expect(signIn.statusCode).toBe(401);
  });

  it("'Keep my account' undoes it: nothing is erased and an email says so", async () => {
    const m = await h.member();
    expect((await send(m, "POST", "/api/account/deletion", { password: "secret12" })).statusCode).toBe(200);
    const kept = await send(m, "DELETE", "/api/account/deletion");
    expect(kept.json()).toEqual({ kept: true });
    expect((await sweepAt(30 * DAY)).json()).toEqual({ erased: 0 });
    expect(await exists(m.id)).toBe(true);
    const mail = (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(m.email)}` })).json();
    expect(mail[0].subject).toBe("Your Saathi account will not be deleted");
  });
});

describe("the grace and the sweep", () => {
  it("signing in during the grace works and shows the pending deletion", async () => {
    const m = await h.member();
    expect((await send(m, "POST", "/api/account/deletion", { password: "secret12" })).statusCode).toBe(200);
    const signIn = await h.post(
      "/api/auth/sign-in/email",
      { email: m.email, password: "secret12" },
      { ip: "10.66.0.2" },
    );
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieFrom(signIn);
    const status = await h.app.inject({ url: "/api/account/deletion", headers: { cookie } });
    expect(status.json().pending).not.toBeNull();
  });

  it("two servers sweeping at once erase each account once", async () => {
    const [m1, m2] = await Promise.all([h.member(), h.member()]);
    for (const m of [m1, m2])
      expect((await send(m, "POST", "/api/account/deletion", { password: "secret12" })).statusCode).toBe(200);
    const other = await h.secondApp();
    const asOf = new Date(Date.now() + 8 * DAY).toISOString();
    const runs = await Promise.all([
      h.post("/api/dev/erasure-sweep", { asOf }),
      other.inject({ method: "POST", url: "/api/dev/erasure-sweep", payload: { asOf } }),
      h.post("/api/dev/erasure-sweep", { asOf }),
    ]);
    const erased = runs.reduce((n, r) => n + (r.json() as { erased: number }).erased, 0);
    expect(runs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(erased).toBeGreaterThanOrEqual(2);
    expect(await exists(m1.id)).toBe(false);
    expect(await exists(m2.id)).toBe(false);
    const pseudonyms = await q(sql`select 1 from "user" where role = 'erased'
      and not exists (select 1 from erased_accounts e where e.pseudonym_id = "user".id)`);
    expect(pseudonyms).toEqual([]);
  });
});

describe("an expert deletes their account", () => {
  it("is unpublished at once, their sessions are refunded to members, reviews stay without names", async () => {
    const expert = await publishedExpert(h);
    const member = await h.member();
    const listed = async () => (await h.app.inject({ url: `/api/experts/${expert.id}` })).statusCode;
    expect(await listed()).toBe(200);
    const past = await bookAndPay(h, member, expert.id, 0);
    const future = await bookAndPay(h, member, expert.id, 1);
    // A review of an earlier session (written directly: the review rules need a finished session).
    await q(sql`insert into expert_feedbacks (booking_id, expert_id, client_id, rating, content)
      values (${past.bookingId}, ${expert.id}, ${member.id}, 5, 'Very kind and helpful')`);
    const plan = (await send(expert, "GET", "/api/account/deletion")).json().plan;
    expect(plan.unpublishExpert).toBe(true);
    expect(plan.bookings.length).toBe(2);
    expect(privateFiles().filter((f) => f.includes(expert.id)).length).toBeGreaterThan(0);
    const asked = await send(expert, "POST", "/api/account/deletion", { password: "secret12" });
    expect(asked.statusCode).toBe(200);
    expect(await listed()).toBe(404);
    const [b] = await q<{ status: string; refund_status: string }>(sql`
      select b.status, p.refund_status from bookings b join payments p on p.booking_id = b.id where b.id = ${future.bookingId}`);
    expect(b).toEqual({ status: "CANCELLED", refund_status: "refunded" });
    const told = await q(sql`select 1 from notifications where user_id = ${member.id} and type = 'booking_cancelled'`);
    expect(told.length).toBeGreaterThan(0);
    expect((await sweepAt(8 * DAY)).json().erased).toBeGreaterThanOrEqual(1);
    const [review] = await q<{ expert_id: string; content: string }>(sql`
      select expert_id, content from expert_feedbacks where booking_id = ${past.bookingId}`);
    expect(review?.content).toBe("Very kind and helpful");
    const [ps] = await q<{ name: string; role: string }>(
      sql`select name, role from "user" where id = ${review?.expert_id}`,
    );
    expect(ps).toEqual({ name: "Deleted member", role: "erased" });
    // Their application documents (private files) and expert profile are gone.
    expect(privateFiles().filter((f) => f.includes(expert.id))).toEqual([]);
    expect(await q(sql`select 1 from expert_profiles where user_id = ${expert.id}`)).toEqual([]);
  }, 60_000);
});
