// "Helpful" marks on posts. One mark per member per post (idempotent both ways), never on one's
// own post, only on a post the member may see (a private author's, a blocker's or a held post is 404),
// visitors 401, bad ids 400; the post's answer carries the count and the viewer's own mark.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let author: Member;
let fan: Member;
let other: Member;
let postId: string;

const call = (m: Member | null, method: "GET" | "POST" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: m ? { cookie: m.cookie } : {}, ...(payload ? { payload } : {}) });
const newPost = async (m: Member, content: string) =>
  (await call(m, "POST", "/api/posts", { content })).json().id as string;
const marksOn = async (id: string) =>
  (
    await h.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from post_helpful_marks where post_id = ${id}`,
    )
  ).rows[0]?.n;

beforeAll(async () => {
  h = await startHarness();
  [author, fan, other] = await Promise.all([h.member(), h.member(), h.member()]);
  postId = await newPost(author, "What helped me sleep");
});
afterAll(() => h?.close());

describe("marking a post helpful", () => {
  it("one mark per member per post, however often it is sent; the post carries the count and the viewer's mark", async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(fan, "POST", `/api/posts/${postId}/helpful`)),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(results.at(-1)?.json()).toEqual({ markedHelpful: true, helpfulCount: 1 });
    expect(await marksOn(postId)).toBe(1);
    expect((await call(fan, "GET", `/api/posts/${postId}`)).json()).toMatchObject({
      helpfulCount: 1,
      markedHelpful: true,
    });
    expect((await call(author, "GET", `/api/posts/${postId}`)).json()).toMatchObject({
      helpfulCount: 1,
      markedHelpful: false,
    });
    const page = (await call(other, "GET", `/api/profiles/${author.id}/posts`)).json();
    expect(page.items.find((p: { id: string }) => p.id === postId)).toMatchObject({
      helpfulCount: 1,
      markedHelpful: false,
    });
  });

  it("marks from several members add up; unmarking takes one's own away, twice is still fine", async () => {
    expect((await call(other, "POST", `/api/posts/${postId}/helpful`)).json()).toEqual({
      markedHelpful: true,
      helpfulCount: 2,
    });
    expect((await call(fan, "DELETE", `/api/posts/${postId}/helpful`)).json()).toEqual({
      markedHelpful: false,
      helpfulCount: 1,
    });
    const again = await call(fan, "DELETE", `/api/posts/${postId}/helpful`);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ markedHelpful: false, helpfulCount: 1 });
    expect((await call(fan, "GET", `/api/posts/${postId}`)).json().markedHelpful).toBe(false);
    // A like is a different thing: it leaves the helpful marks alone.
    await call(fan, "POST", `/api/posts/${postId}/like`);
    expect((await call(fan, "GET", `/api/posts/${postId}`)).json()).toMatchObject({ likeCount: 1, helpfulCount: 1 });
  });

  it("never on one's own post", async () => {
    const r = await call(author, "POST", `/api/posts/${postId}/helpful`);
    expect(r.statusCode).toBe(400);
    expect(r.json().code).toBe("OWN_POST");
    expect(await marksOn(postId)).toBe(1);
  });

  it("visitors are asked to sign in; bad ids are 400, unknown posts 404", async () => {
    expect((await call(null, "POST", `/api/posts/${postId}/helpful`)).statusCode).toBe(401);
    expect((await call(null, "DELETE", `/api/posts/${postId}/helpful`)).statusCode).toBe(401);
    expect((await call(fan, "POST", "/api/posts/not-a-uuid/helpful")).statusCode).toBe(400);
    expect((await call(fan, "POST", "/api/posts/00000000-0000-4000-8000-000000000000/helpful")).statusCode).toBe(404);
  });

  it("a post the member may not see does not exist for them: private author, a block either way, held", async () => {
    const priv = await h.member({ isPrivate: true });
    const privatePost = await newPost(priv, "Only for my followers");
    expect((await call(fan, "POST", `/api/posts/${privatePost}/helpful`)).statusCode).toBe(404);

    const blocker = await h.member();
    const blockedPost = await newPost(blocker, "Not for fan");
    expect((await call(blocker, "POST", `/api/blocks/${fan.id}`)).statusCode).toBe(200);
    expect((await call(fan, "POST", `/api/posts/${blockedPost}/helpful`)).statusCode).toBe(404);
    const blockedByFan = await newPost(other, "Fan blocked me");
    await call(fan, "POST", `/api/blocks/${other.id}`);
    expect((await call(fan, "POST", `/api/posts/${blockedByFan}/helpful`)).statusCode).toBe(404);

    const held = await newPost(author, "Waiting for review");
    await h.database.db.execute(sql`update posts set moderation_state = 'held' where id = ${held}`);
    expect((await call(other, "POST", `/api/posts/${held}/helpful`)).statusCode).toBe(404);
    for (const id of [privatePost, blockedPost, blockedByFan, held]) expect(await marksOn(id)).toBe(0);
  });

  it("the marks go with the post", async () => {
    const gone = await newPost(author, "Soon deleted");
    await call(other, "POST", `/api/posts/${gone}/helpful`);
    expect(await marksOn(gone)).toBe(1);
    expect((await call(author, "DELETE", `/api/posts/${gone}`)).statusCode).toBe(200);
    expect(await marksOn(gone)).toBe(0);
  });
});
