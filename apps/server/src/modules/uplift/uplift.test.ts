// The Uplift Feed: visitors read the most liked, marked helpful and commented public posts; never a post of
// a private, non-discoverable or suspended member, nor one that is held, hidden, reported, flagged by
// the crisis check or tagged with a sensitive theme; names only of public members who show them; a
// signed-in viewer never sees whom they blocked, who blocked them or whom they muted.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let fans: Member[];
let open: Member;
let hider: Member;
let priv: Member;
let viewer: Member;
const posts: Record<string, string> = {};

type Feed = {
  posts: {
    id: string;
    content: string;
    author: { name: string; username: string | null } | null;
    likeCount: number;
    helpfulCount: number;
    commentCount: number;
  }[];
};

const feed = async (m: Member | null) => {
  const res = await h.app.inject({ url: "/api/uplift", headers: m ? { cookie: m.cookie } : {} });
  expect(res.statusCode).toBe(200);
  return { res, body: res.json() as Feed };
};
const contents = (f: Feed) => f.posts.map((p) => p.content);

async function post(
  author: Member,
  content: string,
  likes: number,
  extra: { themes?: string[]; state?: string; helpful?: number } = {},
) {
  const { rows } = await h.database.db.execute<{ id: string }>(sql`
    insert into posts (user_id, content, moderation_state, themes)
    values (${author.id}, ${content}, ${extra.state ?? "visible"}, ${`{${(extra.themes ?? []).join(",")}}`}::text[])
    returning id`);
  const id = (rows[0] as { id: string }).id;
  for (const fan of fans.slice(0, likes))
    await h.database.db.execute(sql`insert into post_likes (post_id, user_id) values (${id}, ${fan.id})`);
  for (const fan of fans.slice(0, extra.helpful ?? 0))
    await h.database.db.execute(sql`insert into post_helpful_marks (post_id, user_id) values (${id}, ${fan.id})`);
  posts[content] = id;
  return id;
}

beforeAll(async () => {
  h = await startHarness();
  fans = await Promise.all(Array.from({ length: 4 }, () => h.member()));
  [open, hider, priv, viewer] = await Promise.all([
    h.member({ firstName: "Open", lastName: "Author", displayName: "Open Author" }),
    h.member({ isHideName: true }),
    h.member({ isPrivate: true }),
    h.member(),
  ]);
  const [reported, crisis, quiet, suspended] = await Promise.all([h.member(), h.member(), h.member(), h.member()]);
  await h.database.db.execute(sql`update user_profiles set discoverable = false where user_id = ${quiet.id}`);
  await h.database.db.execute(sql`update user_profiles set suspended_at = now() where user_id = ${suspended.id}`);

  await post(open, "best", 4);
  await post(open, "second", 3);
  await post(hider, "hidden name", 2);
  await post(open, "unliked", 0);
  // One like and two helpful marks (3 reactions, fewer than best's 4 likes): a helpful mark weighs two likes.
  await post(open, "helped", 1, { helpful: 2 });
  // Only the author's own helpful mark: no kindness from others (the API refuses it; the ranking ignores it too).
  const ownMark = await post(open, "self marked", 0);
  await h.database.db.execute(sql`insert into post_helpful_marks (post_id, user_id) values (${ownMark}, ${open.id})`);
  // Only the author's own like: no kindness from others.
  const own = await post(open, "self liked", 0);
  await h.database.db.execute(sql`insert into post_likes (post_id, user_id) values (${own}, ${open.id})`);
  await post(priv, "private author", 4);
  await post(quiet, "not discoverable", 4);
  await post(suspended, "suspended author", 4);
  await post(open, "held post", 4, { state: "held" });
  await post(open, "hidden post", 4, { state: "hidden" });
  await post(open, "sensitive", 4, { themes: ["self_harm"] });
  const rep = await post(reported, "reported", 4);
  const cri = await post(crisis, "crisis flagged", 4);
  await h.database.db.execute(sql`insert into moderation_items (target_type, target_id, author_id, sources, reasons, report_count)
    values ('post', ${rep}, ${reported.id}, '{report}', '{spam}', 1)`);
  await h.database.db.execute(sql`insert into moderation_items (target_type, target_id, author_id, risk, sources, crisis_level)
    values ('post', ${cri}, ${crisis.id}, 2, '{crisis}', 'risk')`);
  // Two kind comments from others (and the author's own, and a hidden one, which do not count).
  const commented = await post(open, "commented", 0);
  for (const [who, state] of [
    [fans[0], "visible"],
    [fans[1], "visible"],
    [fans[2], "hidden"],
    [open, "visible"],
  ] as const)
    await h.database.db.execute(sql`insert into post_comments (post_id, user_id, content, moderation_state)
      values (${commented}, ${(who as Member).id}, 'So true', ${state})`);
  // Old posts do not compete.
  const old = await post(open, "last season", 4);
  await h.database.db.execute(sql`update posts set created_at = now() - interval '40 days' where id = ${old}`);
});
afterAll(() => h.close());

describe("what visitors read", () => {
  it("the most liked public posts first; private, hidden, held, reported, flagged, sensitive never", async () => {
    const { res, body } = await feed(null);
    expect(contents(body)).toEqual(["helped", "best", "second", "commented", "hidden name"]);
    expect(body.posts[1]?.likeCount).toBe(4);
    expect(res.headers["cache-control"]).toBe("public, max-age=60");
  });

  it("names only of public members who show them; a hidden name shows no name and no username", async () => {
    const { body } = await feed(null);
    const byContent = Object.fromEntries(body.posts.map((p) => [p.content, p]));
    expect(byContent.best?.author?.name).toBe("Open Author");
    expect(byContent["hidden name"]?.author).toBeNull();
    expect(JSON.stringify(body)).not.toContain(hider.id);
    const hiderName = await h.database.db.execute<{ username: string }>(
      sql`select username::text from user_profiles where user_id = ${hider.id}`,
    );
    expect(JSON.stringify(body)).not.toContain(hiderName.rows[0]?.username);
  });

  it("visible comments from others count as kindness (the author's own and hidden ones do not)", async () => {
    const { body } = await feed(null);
    expect(body.posts.find((p) => p.content === "commented")).toMatchObject({ likeCount: 0, commentCount: 2 });
  });

  it("helpful marks from others rank a post above ones without (a mark weighs two likes); the cards carry the count", async () => {
    const { body } = await feed(null);
    expect(body.posts[0]).toMatchObject({ content: "helped", likeCount: 1, helpfulCount: 2, commentCount: 0 });
    expect(body.posts.find((p) => p.content === "best")).toMatchObject({ likeCount: 4, helpfulCount: 0 });
    expect(contents(body)).not.toContain("self marked");
  });
});

describe("changes show at once, whatever the cache", () => {
  it("a post hidden by a moderator, or an author turning private, drops out on the next read", async () => {
    expect(contents((await feed(null)).body)).toContain("second");
    await h.database.db.execute(sql`update posts set moderation_state = 'hidden' where id = ${posts.second}`);
    expect(contents((await feed(null)).body)).not.toContain("second");
    await h.database.db.execute(sql`update user_profiles set is_private = true where user_id = ${hider.id}`);
    expect(contents((await feed(null)).body)).toEqual(["helped", "best", "commented"]);
    await h.database.db.execute(sql`update user_profiles set is_private = false where user_id = ${hider.id}`);
    await h.database.db.execute(sql`update posts set moderation_state = 'visible' where id = ${posts.second}`);
  });
});

describe("a signed-in viewer", () => {
  it("never sees whom they blocked, who blocked them, or whom they muted; the answer is not cached", async () => {
    const first = await feed(viewer);
    expect(contents(first.body)).toContain("best");
    expect(first.res.headers["cache-control"]).toBe("private, no-store");
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${viewer.id}, ${open.id})`);
    expect(contents((await feed(viewer)).body)).toEqual(["hidden name"]);
    await h.database.db.execute(sql`delete from blocks`);
    await h.database.db.execute(sql`insert into blocks (blocker_id, blocked_id) values (${open.id}, ${viewer.id})`);
    expect(contents((await feed(viewer)).body)).toEqual(["hidden name"]);
    await h.database.db.execute(sql`delete from blocks`);
    await h.database.db.execute(sql`insert into mutes (muter_id, muted_id) values (${viewer.id}, ${hider.id})`);
    expect(contents((await feed(viewer)).body)).toEqual(["helped", "best", "second", "commented"]);
    // Visitors and others are untouched.
    expect(contents((await feed(null)).body)).toEqual(["helped", "best", "second", "commented", "hidden name"]);
  });
});
