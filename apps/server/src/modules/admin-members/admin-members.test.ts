// The members console: search and paging, the member page's privacy (no chats, assessments
// or journal), suspension (signed out at once, sign-in refused by password and by OTP, content hidden,
// end date, reinstate), the policy, audit rows and who may ask.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { markSecondFactor, staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { cookieFrom, type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let admin: Member;
let alice: Member;
let bob: Member;
let viewer: Member;

const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const audits = async (targetId: string) =>
  (
    await h.database.db.execute<{ action: string; actor_id: string; reason: string | null; after: unknown }>(
      sql`select action, actor_id, reason, after from audit_log where target_id = ${targetId} order by id`,
    )
  ).rows;
const sessionsOf = async (id: string) =>
  (await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from session where user_id = ${id}`))
    .rows[0]?.n;
const passwordSignIn = (email: string) => h.post("/api/auth/sign-in/email", { email, password: "secret12" });

beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
  alice = await h.member({ username: "alice_sharma", firstName: "Alice", lastName: "Sharma", displayName: "Alice S" });
  bob = await h.member({ username: "bob_rao", firstName: "Bobby", lastName: "Rao", isHideName: true });
  viewer = await h.member();
  // Journal entries are kept only with the sensitive-processing consent.
  await h.database.db.execute(
    sql`insert into consents (user_id, purpose, version) values (${alice.id}, 'sensitive', '2026-11')`,
  );
});
afterAll(() => h.close());

describe("member search", () => {
  it("finds by name, username and email, case-insensitively, with paging", async () => {
    const byName = (await get(admin, "/api/admin/members?q=sharma")).json();
    expect(byName.rows.map((r: { id: string }) => r.id)).toEqual([alice.id]);
    const byUser = (await get(admin, "/api/admin/members?q=%40BOB_r")).json();
    expect(byUser.rows.map((r: { id: string }) => r.id)).toEqual([bob.id]);
    // Hidden names are still found by staff (they are hidden from members, not from the console).
    expect((await get(admin, "/api/admin/members?q=bobby")).json().rows[0].id).toBe(bob.id);
    const byEmail = (await get(admin, `/api/admin/members?q=${encodeURIComponent(alice.email.toUpperCase())}`)).json();
    expect(byEmail.rows.map((r: { id: string }) => r.id)).toEqual([alice.id]);
    expect(byEmail.rows[0]).toMatchObject({
      email: alice.email,
      username: "alice_sharma",
      role: "users",
      suspended: false,
    });

    const all = (await get(admin, "/api/admin/members?pageSize=10")).json();
    expect(all.total).toBe(4);
    const p1 = (await get(admin, "/api/admin/members?pageSize=10&dir=asc&page=1")).json();
    expect(p1.rows[0].id).toBe(admin.id);
    const p2 = (await get(admin, "/api/admin/members?pageSize=10&page=2")).json();
    expect(p2).toMatchObject({ rows: [], total: 4, page: 2 });
    // Past the end of a search, the total still counts the matches.
    expect((await get(admin, "/api/admin/members?q=sharma&page=2&pageSize=10")).json()).toMatchObject({
      rows: [],
      total: 1,
    });
    expect((await get(admin, "/api/admin/members?role=admin")).json().rows.map((r: { id: string }) => r.id)).toEqual([
      admin.id,
    ]);
    expect((await get(admin, "/api/admin/members?q=%25")).json().total).toBe(0);
  });

  it("answers bad queries with 400, not 500", async () => {
    for (const q of ["pageSize=7", "page=0", "role=root", "suspended=maybe", "dir=up"]) {
      expect((await get(admin, `/api/admin/members?${q}`)).statusCode, q).toBe(400);
    }
  });
});

describe("the member page", () => {
  it("shows account facts and never chats, assessments or journal entries", async () => {
    await h.app.inject({
      method: "POST",
      url: "/api/journal",
      headers: { cookie: alice.cookie },
      payload: { clientId: "c-1", body: "JOURNAL-SECRET", createdAt: new Date().toISOString() },
    });
    await h.database.db.execute(
      sql`insert into chat_messages (sender_id, receiver_id, message) values (${alice.id}, ${viewer.id}, 'CHAT-SECRET')`,
    );
    const res = await get(admin, `/api/admin/members/${alice.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id: alice.id,
      email: alice.email,
      username: "alice_sharma",
      role: "users",
      emailVerified: true,
      twoFactorEnabled: false,
      suspension: null,
      bookings: [],
      reports: [],
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "id",
        "name",
        "username",
        "email",
        "phoneMasked",
        "role",
        "joinedAt",
        "emailVerified",
        "twoFactorEnabled",
        "lastActiveAt",
        // A band (13-17 or 18+), never a date of birth (decision 038).
        "ageBand",
        "suspension",
        "bookings",
        "reports",
      ].sort(),
    );
    expect(res.body).not.toMatch(/JOURNAL-SECRET|CHAT-SECRET|journal|chat|assessment/i);
    expect((await get(admin, "/api/admin/members/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await get(admin, "/api/admin/members/nope")).statusCode).toBe(400);
  });
});

describe("who may ask", () => {
  it("visitors 401; members, experts and admins without a second factor 403, on every endpoint", async () => {
    const noFactor = await staffWithoutSecondFactor(h);
    const expert = await h.member();
    await h.database.db.execute(sql`update "user" set role = 'expert' where id = ${expert.id}`);
    const calls = [
      { method: "GET" as const, url: "/api/admin/members" },
      { method: "GET" as const, url: `/api/admin/members/${alice.id}` },
      { method: "POST" as const, url: `/api/admin/members/${alice.id}/suspend`, payload: { reason: "Spam posts" } },
      { method: "POST" as const, url: `/api/admin/members/${alice.id}/reinstate`, payload: { reason: "Ok now" } },
    ];
    for (const c of calls) {
      expect((await h.app.inject(c)).statusCode, c.url).toBe(401);
      for (const m of [viewer, expert, noFactor]) {
        const res = await h.app.inject({ ...c, headers: { cookie: m.cookie } });
        expect(res.statusCode, `${c.method} ${c.url}`).toBe(403);
      }
    }
    expect(await audits(alice.id)).toEqual([]);
  });
});

describe("suspension", () => {
  it("refuses suspending yourself or another admin, and end dates in the past", async () => {
    const other = await staffMember(h);
    const self = await h.post(
      `/api/admin/members/${admin.id}/suspend`,
      { reason: "Testing" },
      { cookie: admin.cookie },
    );
    expect(self.statusCode).toBe(403);
    expect(self.json().code).toBe("CANNOT_SUSPEND_SELF");
    const adm = await h.post(`/api/admin/members/${other.id}/suspend`, { reason: "Testing" }, { cookie: admin.cookie });
    expect(adm.json().code).toBe("CANNOT_SUSPEND_ADMIN");
    const past = await h.post(
      `/api/admin/members/${alice.id}/suspend`,
      { reason: "Testing", until: "2020-01-01" },
      { cookie: admin.cookie },
    );
    expect(past.statusCode).toBe(400);
    const noReason = await h.post(`/api/admin/members/${alice.id}/suspend`, {}, { cookie: admin.cookie });
    expect(noReason.statusCode).toBe(400);
    expect(await audits(admin.id)).toEqual([]);
  });

  it("signs out everywhere, refuses sign-in by password and OTP, hides content, then reinstates", async () => {
    const post = await h.post("/api/posts", { content: "Alice was here" }, { cookie: alice.cookie });
    const postId = post.json().id;
    await h.post(`/api/posts/${postId}/comments`, { content: "ALICE-COMMENT" }, { cookie: alice.cookie });
    const v = await h.post("/api/posts", { content: "Viewer post" }, { cookie: viewer.cookie });
    await h.post(`/api/posts/${v.json().id}/comments`, { content: "ALICE-ON-VIEWER" }, { cookie: alice.cookie });
    expect(await sessionsOf(alice.id)).toBeGreaterThan(0);

    const res = await h.post(
      `/api/admin/members/${alice.id}/suspend`,
      { reason: "Harassing other members" },
      { cookie: admin.cookie },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().suspension).toMatchObject({ reason: "Harassing other members", until: null });
    expect(await sessionsOf(alice.id)).toBe(0);
    expect((await get(alice, "/api/me")).json().user).toBeNull();
    expect((await get(alice, "/api/notifications")).statusCode).toBe(401);
    const [a] = await audits(alice.id);
    expect(a).toMatchObject({ action: "member.suspend", actor_id: admin.id, reason: "Harassing other members" });

    // Sign-in refused: password and email OTP.
    const pw = await passwordSignIn(alice.email);
    expect(pw.statusCode).toBe(403);
    expect(pw.json()).toMatchObject({ code: "ACCOUNT_SUSPENDED", message: expect.stringMatching(/suspended/) });
    expect(cookieFrom(pw)).not.toMatch(/session_token=[^;]/);
    await h.post("/api/auth/email-otp/send-verification-otp", { email: alice.email, type: "sign-in" });
    const otp = await h.post("/api/auth/sign-in/email-otp", { email: alice.email, otp: await h.codeFor(alice.email) });
    expect(otp.statusCode).toBe(403);
    expect(otp.json().code).toBe("ACCOUNT_SUSPENDED");
    expect(await sessionsOf(alice.id)).toBe(0);

    // Hidden from others: post, profile, profile posts, comments, search.
    expect((await get(viewer, `/api/posts/${postId}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/profiles/${alice.id}`)).statusCode).toBe(404);
    expect((await get(viewer, "/api/profiles/alice_sharma/posts")).statusCode).toBe(404);
    expect((await get(viewer, "/api/feed")).body).not.toContain("Alice was here");
    expect((await get(viewer, `/api/posts/${v.json().id}/comments`)).body).not.toContain("ALICE-ON-VIEWER");
    expect((await get(viewer, `/api/posts/${v.json().id}`)).json().commentCount).toBe(0);
    expect((await get(viewer, "/api/users/search?q=alice")).json()).toEqual([]);
    expect((await get(admin, "/api/admin/members?suspended=true")).json().rows[0].id).toBe(alice.id);
    const mail = (await h.app.inject({ url: `/api/dev/outbox?to=${encodeURIComponent(alice.email)}` })).json();
    expect(mail.map((m: { subject: string }) => m.subject)).toContain("Your Saathi account is suspended");

    const again = await h.post(`/api/admin/members/${alice.id}/suspend`, { reason: "Again" }, { cookie: admin.cookie });
    expect(again.statusCode).toBe(409);

    const back = await h.post(
      `/api/admin/members/${alice.id}/reinstate`,
      { reason: "Appeal accepted" },
      { cookie: admin.cookie },
    );
    expect(back.statusCode).toBe(200);
    expect(back.json().suspension).toBeNull();
    expect((await audits(alice.id)).map((r) => r.action)).toEqual(["member.suspend", "member.reinstate"]);
    expect((await passwordSignIn(alice.email)).statusCode).toBe(200);
    expect((await get(viewer, `/api/posts/${postId}`)).statusCode).toBe(200);
    expect((await get(viewer, `/api/profiles/${alice.id}`)).statusCode).toBe(200);
    expect((await get(viewer, `/api/posts/${v.json().id}/comments`)).body).toContain("ALICE-ON-VIEWER");
    const again2 = await h.post(
      `/api/admin/members/${alice.id}/reinstate`,
      { reason: "Twice" },
      { cookie: admin.cookie },
    );
    expect(again2.statusCode).toBe(409);
  });

  it("a suspension with an end date ends by itself when the date passes", async () => {
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const res = await h.post(
      `/api/admin/members/${bob.id}/suspend`,
      { reason: "Cooling off", until: tomorrow },
      { cookie: admin.cookie },
    );
    expect(res.json().suspension.until).not.toBeNull();
    expect((await passwordSignIn(bob.email)).json().message).toMatch(/suspended until/);
    expect((await get(viewer, `/api/profiles/${bob.id}`)).statusCode).toBe(404);
    // Time passes: the end date is now behind us.
    await h.database.db.execute(
      sql`update user_profiles set suspended_until = now() - interval '1 minute' where user_id = ${bob.id}`,
    );
    expect((await get(viewer, `/api/profiles/${bob.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/admin/members/${bob.id}`)).json().suspension).toBeNull();
    const signIn = await passwordSignIn(bob.email);
    expect(signIn.statusCode).toBe(200);
    await markSecondFactor(h, admin);
  });
});
