// The moderation queue (risk, then age), every graded action's effect, audit record and
// notifications to the author and the reporters, appeals (once, a different moderator, overturning
// restores), and what moderators may see (the content's immediate context only).
import { MODERATION_MSG } from "@saathi/contract/admin-moderation";
import { REPORT_MSG } from "@saathi/contract/safety";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { auditOf, call, mailTo, moderationNotes, moderatorMember, stateOf } from "../../../test/moderation-helpers.ts";

let h: Harness;
let admin: Member;
let mod: Member;
let mod2: Member;

const newPost = async (m: Member, content: string) =>
  (await call(h, m, "POST", "/api/posts", { content })).json().id as string;
const report = (m: Member, targetType: string, targetId: string, reason = "spam") =>
  call(h, m, "POST", "/api/reports", { targetType, targetId, reason });
const itemId = async (type: string, id: string) =>
  (
    await h.database.db.execute<{ id: string }>(
      sql`select id from moderation_items where target_type = ${type} and target_id = ${id}`,
    )
  ).rows[0]?.id as string;
const act = (m: Member, id: string, body: object) => call(h, m, "POST", `/api/admin/moderation/${id}/action`, body);

beforeAll(async () => {
  h = await startHarness();
  [admin, mod, mod2] = await Promise.all([staffMember(h), moderatorMember(h), moderatorMember(h)]);
}, 60_000);
afterAll(() => h.close());

describe("the queue", () => {
  it("orders open items by risk, then the oldest first, with reasons, reporter count and the author", async () => {
    await h.database.db.execute(sql`delete from moderation_items`);
    const author = await h.member();
    const [r1, r2] = await Promise.all([h.member(), h.member()]);
    const older = await newPost(author, "older spam");
    const newer = await newPost(author, "newer spam");
    const risky = await newPost(author, "I cannot go on");
    await report(r1, "post", older);
    await report(r2, "post", older, "hate");
    await report(r1, "post", newer);
    await report(r1, "post", risky, "self_harm");
    // Ages: older was opened first.
    await h.database.db.execute(
      sql`update moderation_items set opened_at = now() - interval '2 hours' where target_id = ${older}`,
    );
    const page = (await call(h, mod, "GET", "/api/admin/moderation")).json();
    expect(page.rows.map((r: { targetId: string }) => r.targetId)).toEqual([risky, older, newer]);
    expect(page.total).toBe(3);
    const first = page.rows[1];
    expect(first).toMatchObject({
      risk: 0,
      reportCount: 2,
      status: "open",
      context: { content: { text: "older spam" } },
      author: { id: author.id, suspended: false, priorActions: 0 },
    });
    expect(first.reasons.sort()).toEqual(["hate", "spam"]);
    const filtered = (await call(h, mod, "GET", "/api/admin/moderation?targetType=comment")).json();
    expect(filtered.total).toBe(0);
    expect((await call(h, mod, "GET", "/api/admin/moderation?status=bogus")).statusCode).toBe(400);
    const detail = (await call(h, mod, "GET", `/api/admin/moderation/${first.id}`)).json();
    expect(detail.reports).toHaveLength(2);
    expect(JSON.stringify(detail)).not.toContain(r1.id);
  });
});

describe("actions", () => {
  it("hide: the post is hidden, audited with the reason, the author is told (notification and email), reporters too", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const post = await newPost(author, "something cruel");
    await report(reporter, "post", post, "harassment");
    const id = await itemId("post", post);
    expect((await act(mod, id, { action: "hide" })).statusCode).toBe(400);
    const res = await act(mod, id, { action: "hide", reason: "Bullying another member" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: "actioned", contentState: "hidden", decision: { action: "hide" } });
    expect(await stateOf(h, "posts", post)).toBe("hidden");
    expect(await auditOf(h, id)).toEqual([
      { action: "moderation.hide", reason: "Bullying another member", actor_id: mod.id },
    ]);
    const told = await moderationNotes(h, author);
    expect(told[0]).toContain("Your post was hidden");
    expect(told[0]).toContain("Bullying another member");
    expect((await mailTo(h, author.email)).map((m) => m.subject)).toContain("About your Saathi content");
    const toReporter = await moderationNotes(h, reporter);
    expect(toReporter[0]).toContain("removed the post");
    expect(JSON.stringify(toReporter)).not.toContain(mod.email);
    const mine = (await call(h, reporter, "GET", "/api/reports/mine")).json();
    expect(mine.items[0].outcome).toBe("hidden");
    // Decided once: a second decision is refused.
    expect((await act(mod2, id, { action: "dismiss", reason: "changed my mind" })).statusCode).toBe(409);
  });

  it("dismiss: nothing changes, the reporter hears no rule was broken, the author hears nothing", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const post = await newPost(author, "an honest opinion");
    await report(reporter, "post", post);
    const id = await itemId("post", post);
    expect((await act(mod, id, { action: "dismiss", reason: "No rule broken here" })).statusCode).toBe(200);
    expect(await stateOf(h, "posts", post)).toBe("visible");
    expect((await moderationNotes(h, reporter))[0]).toContain("does not break our rules");
    expect(await moderationNotes(h, author)).toEqual([]);
    expect((await auditOf(h, id)).map((a) => a.action)).toEqual(["moderation.dismiss"]);
  });

  it("warn and mute: the author is told; a mute sets posting_muted_until for the chosen time", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const p1 = await newPost(author, "warn me");
    const p2 = await newPost(author, "mute me");
    await report(reporter, "post", p1);
    await report(reporter, "post", p2);
    expect((await act(mod, await itemId("post", p1), { action: "warn", reason: "Please be kind" })).statusCode).toBe(
      200,
    );
    expect((await moderationNotes(h, author))[0]).toContain("A warning from our moderators");
    const muteId = await itemId("post", p2);
    expect((await act(mod, muteId, { action: "mute", reason: "Repeated spam" })).statusCode).toBe(400);
    expect((await act(mod, muteId, { action: "mute", reason: "Repeated spam", muteUntil: "1y" })).statusCode).toBe(400);
    const res = await act(mod, muteId, { action: "mute", reason: "Repeated spam", muteUntil: "7d" });
    expect(res.statusCode, res.body).toBe(200);
    const { rows } = await h.database.db.execute<{ hours: number }>(
      sql`select extract(epoch from posting_muted_until - now()) / 3600 as hours from user_profiles where user_id = ${author.id}`,
    );
    expect(Number(rows[0]?.hours)).toBeGreaterThan(24 * 7 - 1);
    expect(Number(rows[0]?.hours)).toBeLessThanOrEqual(24 * 7);
    expect((await moderationNotes(h, author))[0]).toContain("7 days");
    expect(res.json().author.priorActions).toBe(1);
  });

  it("suspend uses the members console's suspension (its audit and email) and records the moderation decision", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const post = await newPost(author, "scam link");
    await report(reporter, "profile", author.id, "spam");
    const id = await itemId("profile", author.id);
    expect((await act(mod, id, { action: "hide", reason: "no such thing" })).statusCode).toBe(400);
    const res = await act(mod, id, { action: "suspend", reason: "Scamming members" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().author.suspended).toBe(true);
    expect((await auditOf(h, author.id)).map((a) => a.action)).toContain("member.suspend");
    expect((await auditOf(h, id)).map((a) => a.action)).toEqual(["moderation.suspend"]);
    expect((await mailTo(h, author.email)).map((m) => m.subject)).toContain("Your Saathi account is suspended");
    expect((await call(h, reporter, "GET", `/api/posts/${post}`)).statusCode).toBe(404);
    expect((await moderationNotes(h, reporter))[0]).toContain("took action");
  });

  it("approve releases held content; refused when nothing is held; staff never act on their own content", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const post = await newPost(author, "held words");
    await report(reporter, "post", post);
    const id = await itemId("post", post);
    expect((await act(mod, id, { action: "approve", reason: "Fine to publish" })).statusCode).toBe(409);
    await h.database.db.execute(sql`update posts set moderation_state = 'held' where id = ${post}`);
    await h.database.db.execute(sql`update moderation_items set held = true where id = ${id}`);
    const res = await act(mod, id, { action: "approve", reason: "Fine to publish" });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(h, "posts", post)).toBe("visible");
    expect(res.json()).toMatchObject({ held: false, status: "dismissed" });
    expect((await moderationNotes(h, author))[0]).toContain("now published");
    const audit = await h.database.db.execute<{ after: { status: string } }>(
      sql`select after from audit_log where action = 'moderation.approve' and target_id = ${id}`,
    );
    expect(audit.rows[0]?.after.status).toBe("approved");

    const own = await newPost(mod, "moderator's own post");
    await report(reporter, "post", own);
    const ownId = await itemId("post", own);
    const refused = await act(mod, ownId, { action: "dismiss", reason: "mine is fine" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MODERATION_MSG.cannotActOnSelf);
  });

  it("unknown items answer 404", async () => {
    const none = "00000000-0000-4000-8000-000000000000";
    expect((await act(mod, none, { action: "dismiss", reason: "nothing" })).statusCode).toBe(404);
    expect((await call(h, mod, "GET", `/api/admin/moderation/${none}`)).statusCode).toBe(404);
  });
});

describe("appeals", () => {
  it("the author appeals once; a different moderator decides; overturning restores the content", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const post = await newPost(author, "misunderstood joke");
    await report(reporter, "post", post);
    const id = await itemId("post", post);
    await act(mod, id, { action: "hide", reason: "Looks like bullying" });

    const appealUrl = `/api/moderation/items/${id}/appeal`;
    expect((await call(h, reporter, "POST", appealUrl, { text: "let me appeal" })).statusCode).toBe(404);
    const first = await call(h, author, "POST", appealUrl, { text: "It was a joke between friends" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe(REPORT_MSG.appealThanks);
    const again = await call(h, author, "POST", appealUrl, { text: "Please look again" });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REPORT_MSG.appealOnce);

    const appeals = (await call(h, mod2, "GET", "/api/admin/moderation?status=appeal")).json();
    const row = appeals.rows.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({
      status: "open",
      appeal: { status: "open", text: "It was a joke between friends" },
      decision: { action: "hide", reason: "Looks like bullying", byMe: false },
    });
    // The one who acted cannot decide the appeal while other staff exist; nor can anyone act on it.
    const same = await call(h, mod, "POST", `/api/admin/moderation/${id}/appeal`, {
      decision: "overturned",
      reason: "I was wrong",
    });
    expect(same.statusCode).toBe(403);
    expect(same.json().message).toBe(MODERATION_MSG.sameModerator);
    expect((await act(mod2, id, { action: "dismiss", reason: "skip the appeal" })).statusCode).toBe(409);

    const decided = await call(h, mod2, "POST", `/api/admin/moderation/${id}/appeal`, {
      decision: "overturned",
      reason: "A joke, read in context",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({ appeal: { status: "overturned" }, contentState: "visible" });
    expect(await stateOf(h, "posts", post)).toBe("visible");
    expect((await moderationNotes(h, author))[0]).toContain("reversed our decision");
    expect((await auditOf(h, id)).map((a) => a.action)).toEqual([
      "moderation.hide",
      "moderation.appeal",
      "moderation.appeal_overturned",
    ]);
    expect((await call(h, author, "POST", appealUrl, { text: "once more" })).statusCode).toBe(409);
  });

  it("an upheld appeal keeps the decision; nothing to appeal on a dismissed item", async () => {
    const author = await h.member();
    const reporter = await h.member();
    const p1 = await newPost(author, "rude");
    const p2 = await newPost(author, "fine");
    await report(reporter, "post", p1);
    await report(reporter, "post", p2);
    const id1 = await itemId("post", p1);
    const id2 = await itemId("post", p2);
    await act(mod, id1, { action: "hide", reason: "Rude to others" });
    await act(mod, id2, { action: "dismiss", reason: "Fine" });
    expect(
      (await call(h, author, "POST", `/api/moderation/items/${id2}/appeal`, { text: "nothing to appeal" })).statusCode,
    ).toBe(409);
    await call(h, author, "POST", `/api/moderation/items/${id1}/appeal`, { text: "Not rude" });
    const res = await call(h, admin, "POST", `/api/admin/moderation/${id1}/appeal`, {
      decision: "upheld",
      reason: "Still rude",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await stateOf(h, "posts", p1)).toBe("hidden");
    expect((await moderationNotes(h, author))[0]).toContain("decision about your post stands");
  });
});

describe("privacy of the queue", () => {
  it("moderators see the reported content and its context, never the rest of a chat or a journal", async () => {
    const a = await h.member();
    const b = await h.member();
    await call(h, b, "POST", "/api/journal", { content: "JOURNAL-SECRET words", clientId: "j-1" });
    const ids: string[] = [];
    for (let i = 1; i <= 8; i++) {
      const [from, to] = i % 2 ? [b, a] : [a, b];
      ids.push(
        (await call(h, from, "POST", "/api/chat/messages", { receiverId: to.id, message: `CHAT-${i}` })).json().id,
      );
    }
    await report(a, "message", ids[6] as string, "harassment");
    const id = await itemId("message", ids[6] as string);
    const bodies = [
      (await call(h, mod, "GET", "/api/admin/moderation?targetType=message")).body,
      (await call(h, mod, "GET", `/api/admin/moderation/${id}`)).body,
    ];
    for (const body of bodies) {
      for (const n of [3, 4, 5, 6, 7]) expect(body).toContain(`CHAT-${n}`);
      for (const n of [1, 2, 8]) expect(body).not.toContain(`CHAT-${n}`);
      expect(body).not.toContain("JOURNAL-SECRET");
    }
  });
});
