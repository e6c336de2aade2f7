// A child under 13 who signed in with Google or Microsoft and then gives their age must not keep an
// account: it is erased at once (the deletion's erasure walk, no grace), they are signed out, and the
// answer carries the helplines' sentence (Childline 1098). No row of theirs is left.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tracesOf } from "../../../test/erasure-traces.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { bornYearsAgo } from "../../../test/young-people-fixture.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const NAME = { first: "Pipkinella", last: "Wrenwhistle", username: "pipkin_wrenx" };

/** A first Google sign-in: a google account row, no password, no age; a profile with a findable name. */
async function socialChild(suffix: string): Promise<Member> {
  const m = await h.member({
    firstName: `${NAME.first}${suffix}`,
    lastName: NAME.last,
    username: `${NAME.username}${suffix}`,
  });
  await h.database.db.execute(sql`delete from member_ages where user_id = ${m.id}`);
  await h.database.db.execute(
    sql`update account set provider_id = 'google', account_id = ${`g-${m.id}`}, password = null where user_id = ${m.id}`,
  );
  return m;
}

const call = (m: Member, url: string, payload?: object) =>
  h.app.inject({
    method: "POST",
    url,
    headers: { cookie: m.cookie, origin: "http://localhost:3000" },
    ...(payload ? { payload } : {}),
  });

describe("under 13 after a social sign-in", () => {
  it("a date of birth under 13: the account is erased now, signed out, and no row of theirs is left", async () => {
    const child = await socialChild("a");
    const friend = await h.member();
    // What a few minutes of use may leave: a post, a follow both ways, a message and its notification.
    expect((await call(child, "/api/posts", { content: `Hi I am ${NAME.first}a` })).statusCode).toBe(200);
    await call(child, `/api/follows/${friend.id}`);
    await call(friend, `/api/follows/${child.id}`);
    await call(child, "/api/chat/messages", { receiverId: friend.id, message: "hello" });

    const r = await call(child, "/api/young-people/age", { dateOfBirth: bornYearsAgo(11) });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("UNDER_13");
    expect(r.json().message).toContain("Childline 1098");
    // Signed out: the session is gone with the account.
    const me = await h.app.inject({ url: "/api/me", headers: { cookie: child.cookie } });
    expect(me.json().user).toBeNull();
    const left = await h.database.db.execute(sql`select 1 from "user" where id = ${child.id}`);
    expect(left.rows).toEqual([]);
    const deletion = await h.database.db.execute(sql`select 1 from account_deletions where user_id = ${child.id}`);
    expect(deletion.rows).toEqual([]);
    const traces = await tracesOf(h, [child.id, child.email, `${NAME.first}a`, `${NAME.username}a`]);
    expect(traces.columnsSearched).toBeGreaterThan(150);
    expect(traces.found).toEqual([]);
  }, 120_000);

  it("the under-13 choice (no date): the same, through its own route", async () => {
    const child = await socialChild("b");
    const r = await call(child, "/api/young-people/age/under-13");
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("UNDER_13");
    expect((await h.app.inject({ url: "/api/me", headers: { cookie: child.cookie } })).json().user).toBeNull();
    expect((await h.database.db.execute(sql`select 1 from "user" where id = ${child.id}`)).rows).toEqual([]);
  });

  it("never erases an account with a known age or a password, nor anyone signed out", async () => {
    const member = await h.member();
    const r = await call(member, "/api/young-people/age/under-13");
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe("AGE_ALREADY_GIVEN");
    const aged = await call(member, "/api/young-people/age", { dateOfBirth: bornYearsAgo(11) });
    expect(aged.statusCode).toBe(409);
    expect((await h.database.db.execute(sql`select 1 from "user" where id = ${member.id}`)).rows).toHaveLength(1);
    expect((await h.post("/api/young-people/age/under-13")).statusCode).toBe(401);
  });
});
