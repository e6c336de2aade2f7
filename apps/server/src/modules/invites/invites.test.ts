// Invite & Earn: a member's code, joining through a friend's code, and the reward: a paid
// course each when the friend (new, verified) completes their profile, once per account (even when two
// claims race), once per email ever, never for one's own code; who may ask and bad input.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let courseA: string;
let courseB: string;

type Mine = {
  code: string | null;
  joined: { person: { name: string } | null; status: string; course: { id: string; name: string } | null }[];
  invitedBy: { status: string; course: { id: string } | null; profileComplete: boolean } | null;
};

const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const post = (m: Member | null, url: string, payload?: object) =>
  h.app.inject({ method: "POST", url, headers: m ? { cookie: m.cookie } : {}, ...(payload ? { payload } : {}) });
const codeOf = async (m: Member) => (await post(m, "/api/invites/code")).json().code as string;
const mine = async (m: Member) => (await get(m, "/api/invites/me")).json() as Mine;
const owned = async (m: Member) =>
  (
    await h.database.db.execute<{ course_id: string }>(
      sql`select course_id from course_purchases where user_id = ${m.id} and status = 'PAID' order by course_id`,
    )
  ).rows.map((r) => r.course_id);
/** A new member who has not chosen a username or written a bio yet (the profile is not complete). */
const newcomer = async () => {
  const m = await h.member();
  await h.database.db.execute(sql`update user_profiles set username = null, bio = null where user_id = ${m.id}`);
  return m;
};
/** What the app's 'Complete Your Profile' asks: a username and a bio (the display name comes from sign-up). */
const complete = (m: Member, username: string) =>
  h.app.inject({
    method: "PATCH",
    url: "/api/profiles/me",
    headers: { cookie: m.cookie },
    payload: { username, bio: "Here to listen." },
  });

beforeAll(async () => {
  h = await startHarness();
  const { rows } = await h.database.db.execute<{ id: string }>(sql`
    insert into wellness_courses (slug, name, description, price, is_paid, position) values
      ('paid-a', 'Paid A', 'A', 49900, true, 1), ('paid-b', 'Paid B', 'B', 29900, true, 2),
      ('free-c', 'Free C', 'C', 0, false, 0)
    returning id`);
  [courseA, courseB] = rows.map((r) => r.id) as [string, string];
});
afterAll(() => h.close());

describe("who may ask", () => {
  it("visitors get 401 on every endpoint", async () => {
    expect((await get(null, "/api/invites/me")).statusCode).toBe(401);
    expect((await post(null, "/api/invites/code")).statusCode).toBe(401);
    expect((await post(null, "/api/invites/accept", { code: "ABCDEFGH" })).statusCode).toBe(401);
    expect((await post(null, "/api/invites/claim")).statusCode).toBe(401);
  });

  it("a code is made once and is the member's own; another member never sees it", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const code = await codeOf(a);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(await codeOf(a)).toBe(code);
    expect((await mine(a)).code).toBe(code);
    expect((await mine(b)).code).toBeNull();
    expect(await codeOf(b)).not.toBe(code);
  });
});

describe("bad input", () => {
  it("a malformed code is 400, an unknown one 404, a missing body 400", async () => {
    const m = await newcomer();
    for (const code of ["", "abc", "ABCDEFG0", "ABCDEFGHI", 12345678, "ABCD EFG"]) {
      const res = await post(m, "/api/invites/accept", { code });
      expect(res.statusCode, String(code)).toBe(400);
    }
    expect((await post(m, "/api/invites/accept", {})).statusCode).toBe(400);
    const unknown = await post(m, "/api/invites/accept", { code: "ZZZZZZZZ" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe("INVITE_NOT_FOUND");
    // A lower-case copy of a real code is the same code.
    const inviter = await h.member();
    const code = await codeOf(inviter);
    expect((await post(m, "/api/invites/accept", { code: code.toLowerCase() })).statusCode).toBe(200);
  });
});

describe("refusals", () => {
  it("one's own code is refused, and nothing is recorded", async () => {
    const m = await newcomer();
    const res = await post(m, "/api/invites/accept", { code: await codeOf(m) });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("OWN_INVITE");
    expect((await mine(m)).invitedBy).toBeNull();
  });

  it("an account older than 7 days cannot join through a code", async () => {
    const [inviter, old] = await Promise.all([h.member(), newcomer()]);
    await h.database.db.execute(sql`update "user" set created_at = now() - interval '8 days' where id = ${old.id}`);
    const res = await post(old, "/api/invites/accept", { code: await codeOf(inviter) });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("INVITE_NOT_NEW_ACCOUNT");
  });

  it("a second, different code is refused; the same code again is fine", async () => {
    const [a, b, m] = await Promise.all([h.member(), h.member(), newcomer()]);
    const codeA = await codeOf(a);
    expect((await post(m, "/api/invites/accept", { code: codeA })).statusCode).toBe(200);
    expect((await post(m, "/api/invites/accept", { code: codeA })).statusCode).toBe(200);
    const other = await post(m, "/api/invites/accept", { code: await codeOf(b) });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe("INVITE_ALREADY_JOINED");
    expect((await mine(b)).joined).toHaveLength(0);
  });
});

describe("the reward", () => {
  it("joining with an incomplete profile waits; completing it gives both a paid course, once", async () => {
    const [inviter, friend] = await Promise.all([h.member(), newcomer()]);
    const accepted = await post(friend, "/api/invites/accept", { code: await codeOf(inviter) });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().invitedBy).toMatchObject({ status: "joined", profileComplete: false, course: null });
    expect((await mine(inviter)).joined).toMatchObject([{ status: "joined", course: null }]);
    expect(await owned(friend)).toEqual([]);
    // Claiming early changes nothing.
    expect((await post(friend, "/api/invites/claim")).json().invitedBy.status).toBe("joined");

    // Completing the profile is enough: both are rewarded on the save, before anyone asks.
    expect((await complete(friend, `friend_${Date.now()}`)).statusCode).toBe(200);
    expect(await owned(friend)).toEqual([courseA]);
    expect(await owned(inviter)).toEqual([courseA]);
    const claimed = (await post(friend, "/api/invites/claim")).json() as Mine;
    expect(claimed.invitedBy).toMatchObject({ status: "rewarded", profileComplete: true, course: { id: courseA } });
    expect(await owned(friend)).toEqual([courseA]);
    expect(await owned(inviter)).toEqual([courseA]);
    expect((await mine(inviter)).joined).toMatchObject([{ status: "rewarded", course: { id: courseA } }]);
    // The course opens for them (the courses module reads the same purchase).
    const detail = await get(friend, `/api/courses/${courseA}`);
    expect(detail.json().owned).toBe(true);

    // Asking again, accepting again: nothing more.
    await post(friend, "/api/invites/claim");
    await post(friend, "/api/invites/accept", { code: (await mine(inviter)).code as string });
    expect(await owned(friend)).toEqual([courseA]);
    expect(await owned(inviter)).toEqual([courseA]);
  });

  it("two profile completions and claims racing reward once", async () => {
    const [inviter, friend] = await Promise.all([h.member(), newcomer()]);
    await post(friend, "/api/invites/accept", { code: await codeOf(inviter) });
    const stamp = Date.now();
    await Promise.all([complete(friend, `racer_${stamp}`), complete(friend, `racer_${stamp}`)]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(friend, "/api/invites/claim")));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const purchases = await h.database.db.execute<{ user_id: string; n: number }>(
      sql`select user_id, count(*)::int as n from course_purchases where user_id in (${inviter.id}, ${friend.id})
        group by user_id`,
    );
    expect(purchases.rows.map((r) => r.n)).toEqual([1, 1]);
    const marks = await h.database.db.execute(sql`select * from invite_reward_marks`);
    const invitations = await h.database.db.execute<{ status: string }>(
      sql`select status from invitations where invitee_id = ${friend.id}`,
    );
    expect(invitations.rows).toEqual([{ status: "rewarded" }]);
    expect(marks.rows.length).toBeGreaterThan(0);
  });

  it("a second accept of the same account (a race of two codes) keeps one invitation", async () => {
    const [a, b, friend] = await Promise.all([h.member(), h.member(), newcomer()]);
    const [codeA, codeB] = await Promise.all([codeOf(a), codeOf(b)]);
    const answers = await Promise.all([
      post(friend, "/api/invites/accept", { code: codeA }),
      post(friend, "/api/invites/accept", { code: codeB }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await h.database.db.execute(sql`select inviter_id from invitations where invitee_id = ${friend.id}`);
    expect(rows.rows).toHaveLength(1);
  });

  it("an inviter who owns every paid course still sees the friend, rewarded without a course", async () => {
    const [inviter, f1, f2, f3] = await Promise.all([h.member(), newcomer(), newcomer(), newcomer()]);
    const code = await codeOf(inviter);
    for (const [i, f] of [f1, f2, f3].entries()) {
      await post(f, "/api/invites/accept", { code });
      await complete(f, `many_${i}_${Date.now()}`);
      await post(f, "/api/invites/claim");
    }
    expect(await owned(inviter)).toEqual([courseA, courseB].sort());
    const joined = (await mine(inviter)).joined;
    expect(joined.map((j) => j.status)).toEqual(["rewarded", "rewarded", "rewarded"]);
    expect(joined.filter((j) => j.course === null)).toHaveLength(1);
    for (const f of [f1, f2, f3]) expect(await owned(f)).toEqual([courseA]);
  });

  it("a re-registered email (the account deleted, made again) never earns a second reward", async () => {
    const inviter = await h.member();
    const code = await codeOf(inviter);
    const first = await newcomer();
    await post(first, "/api/invites/accept", { code });
    await complete(first, `first_${Date.now()}`);
    await post(first, "/api/invites/claim");
    expect(await owned(first)).toHaveLength(1);
    // The account is erased (its rows cascade), and the same email signs up again.
    await h.database.db.execute(sql`delete from "user" where id = ${first.id}`);
    // (The one-code-per-30-seconds guard of the first sign-up is not what this test is about.)
    await h.database.db.execute(sql`delete from rate_limits`);
    const ip = "10.77.0.1";
    const signup = await h.post(
      "/api/auth/sign-up/email",
      { name: "Again", email: first.email, password: "secret12", ageBand: "18+" },
      { ip },
    );
    expect(signup.statusCode).toBe(200);
    const verify = await h.post(
      "/api/auth/email-otp/verify-email",
      { email: first.email, otp: await h.codeFor(first.email) },
      { ip },
    );
    const cookie = ((verify.headers["set-cookie"] as string[]) ?? []).map((c) => c.split(";")[0]).join("; ");
    const again = { id: "", email: first.email, cookie };
    const res = await post(again, "/api/invites/accept", { code });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("INVITE_EMAIL_USED");
    expect((await mine(inviter)).joined).toHaveLength(0);
  });
});
