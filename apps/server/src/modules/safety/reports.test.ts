// Members report posts, comments, chat messages, profiles and reviews they can see, once,
// never their own; moderators get the content with only its immediate context.
import { REPORT_MSG } from "@saathi/contract/safety";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";

let h: Harness;
let author: Member;
let reporter: Member;
let privateAuthor: Member;
let admin: Member;
let postId: string;

const report = (m: Member | null, body: object) => call(h, m, "POST", "/api/reports", body);
const itemOf = async (type: string, id: string) =>
  (
    await h.database.db.execute<{ id: string; risk: number; report_count: number; context: Record<string, unknown> }>(
      sql`select id, risk, report_count, context from moderation_items where target_type = ${type} and target_id = ${id}`,
    )
  ).rows[0];

beforeAll(async () => {
  h = await startHarness();
  [author, reporter, admin] = await Promise.all([h.member(), h.member(), staffMember(h)]);
  privateAuthor = await h.member({ isPrivate: true });
  postId = (await call(h, author, "POST", "/api/posts", { content: "A post about my week" })).json().id;
}, 60_000);
afterAll(() => h.close());

describe("POST /api/reports", () => {
  it("reports a post: thanked at once (201), one item, a repeat answers the same report (200)", async () => {
    const first = await report(reporter, { targetType: "post", targetId: postId, reason: "spam", details: "ads" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().message).toBe(REPORT_MSG.thanks);
    const again = await report(reporter, { targetType: "post", targetId: postId, reason: "hate" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ id: first.json().id, message: REPORT_MSG.alreadyReported });
    const item = await itemOf("post", postId);
    expect(item).toMatchObject({ risk: 0, report_count: 1 });
    expect(item?.context).toMatchObject({ content: { id: postId, text: "A post about my week", authorId: author.id } });
  });

  it("counts concurrent repeats once", async () => {
    const p = (await call(h, author, "POST", "/api/posts", { content: "race" })).json().id;
    const all = await Promise.all(
      Array.from({ length: 8 }, () => report(reporter, { targetType: "post", targetId: p, reason: "spam" })),
    );
    expect(all.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(all.every((r) => r.statusCode === 201 || r.statusCode === 200)).toBe(true);
    expect((await itemOf("post", p))?.report_count).toBe(1);
  });

  it("a self-harm report is a risk; a second reporter adds to the same item", async () => {
    const other = await h.member();
    expect((await report(other, { targetType: "post", targetId: postId, reason: "self_harm" })).statusCode).toBe(201);
    expect(await itemOf("post", postId)).toMatchObject({ risk: 1, report_count: 2 });
  });

  it("refuses one's own content (400), content one cannot see (404), bad input (400) and visitors (401)", async () => {
    const own = await report(author, { targetType: "post", targetId: postId, reason: "spam" });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(REPORT_MSG.ownContent);
    expect((await report(author, { targetType: "profile", targetId: author.id, reason: "spam" })).statusCode).toBe(400);
    const hidden = (await call(h, privateAuthor, "POST", "/api/posts", { content: "only followers" })).json().id;
    const r = await report(reporter, { targetType: "post", targetId: hidden, reason: "spam" });
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(REPORT_MSG.notFound);
    expect(await itemOf("post", hidden)).toBeUndefined();
    expect((await report(reporter, { targetType: "post", targetId: "nope", reason: "spam" })).statusCode).toBe(404);
    expect((await report(reporter, { targetType: "post", targetId: postId, reason: "rude" })).statusCode).toBe(400);
    expect((await report(reporter, { targetType: "thing", targetId: postId, reason: "spam" })).statusCode).toBe(400);
    expect((await report(null, { targetType: "post", targetId: postId, reason: "spam" })).statusCode).toBe(401);
  });

  it("a comment: its snapshot has the post's first lines and the parent comment", async () => {
    const p = (await call(h, author, "POST", "/api/posts", { content: `${"Long post. ".repeat(60)}END` })).json().id;
    const parent = (await call(h, reporter, "POST", `/api/posts/${p}/comments`, { content: "parent words" })).json();
    const reply = (
      await call(h, author, "POST", `/api/posts/${p}/comments`, { content: "rude reply", parentCommentId: parent.id })
    ).json();
    expect(
      (await report(reporter, { targetType: "comment", targetId: reply.id, reason: "harassment" })).statusCode,
    ).toBe(201);
    const ctx = (await itemOf("comment", reply.id))?.context as {
      content: { text: string };
      post: { text: string };
      parent: { text: string };
    };
    expect(ctx.content.text).toBe("rude reply");
    expect(ctx.parent.text).toBe("parent words");
    expect(ctx.post.text.length).toBeLessThanOrEqual(280);
    expect(ctx.post.text).not.toContain("END");
  });

  it("a chat message: only its two people may report it, with the 4 messages before it and nothing else", async () => {
    const a = await h.member();
    const b = await h.member();
    const ids: string[] = [];
    for (let i = 1; i <= 7; i++) {
      const from = i % 2 ? a : b;
      const to = i % 2 ? b : a;
      const res = await call(h, from, "POST", "/api/chat/messages", { receiverId: to.id, message: `message ${i}` });
      expect(res.statusCode, res.body).toBeLessThan(300);
      ids.push(res.json().id);
    }
    // Message 6 was sent by b; a reports it.
    const target = ids[5] as string;
    expect((await report(reporter, { targetType: "message", targetId: target, reason: "harassment" })).statusCode).toBe(
      404,
    );
    expect((await report(b, { targetType: "message", targetId: target, reason: "harassment" })).statusCode).toBe(400);
    expect((await report(a, { targetType: "message", targetId: target, reason: "harassment" })).statusCode).toBe(201);
    const ctx = (await itemOf("message", target))?.context as { content: { text: string }; before: { text: string }[] };
    expect(ctx.content.text).toBe("message 6");
    expect(ctx.before.map((m) => m.text)).toEqual(["message 2", "message 3", "message 4", "message 5"]);
    const all = JSON.stringify(ctx);
    expect(all).not.toContain("message 1");
    expect(all).not.toContain("message 7");
  });

  it("a profile and an expert review", async () => {
    const p = await h.member({ bio: "my bio text" });
    expect((await report(reporter, { targetType: "profile", targetId: p.id, reason: "spam" })).statusCode).toBe(201);
    expect((await itemOf("profile", p.id))?.context).toMatchObject({ content: { text: "my bio text" } });

    const expert = await h.member();
    const { rows } = await h.database.db.execute<{ id: string }>(sql`
      with b as (
        insert into bookings (expert_id, client_id, starts_at, ends_at, session_type, language, amount, provider,
          hold_expires_at)
        values (${expert.id}, ${author.id}, now() - interval '2 days', now() - interval '2 days' + interval '1 hour',
          'video', 'English', 50000, 'sandbox', now())
        returning id)
      insert into expert_feedbacks (booking_id, expert_id, client_id, rating, content)
      select b.id, ${expert.id}, ${author.id}, 1, 'a review with a scam link' from b returning id`);
    const reviewId = rows[0]?.id as string;
    expect((await report(expert, { targetType: "review", targetId: reviewId, reason: "spam" })).statusCode).toBe(201);
    expect((await itemOf("review", reviewId))?.context).toMatchObject({
      content: { text: "a review with a scam link", authorId: author.id },
    });
  });

  it("GET /api/reports/mine lists the member's reports with their outcome", async () => {
    const mine = (await call(h, reporter, "GET", "/api/reports/mine")).json();
    expect(mine.items.length).toBeGreaterThanOrEqual(3);
    expect(mine.items.every((r: { outcome: string }) => r.outcome === "pending")).toBe(true);
    expect((await call(h, null, "GET", "/api/reports/mine")).statusCode).toBe(401);
    expect((await call(h, admin, "GET", "/api/reports/mine")).json().items).toEqual([]);
  });
});
