// The crisis levels end to end through the real endpoints: what each level does to a write (the
// writer's card level, the moderation queue, the hold, the imminent alert), and the author's recent
// writing read with the new text (a goodbye over three chat lines). Some sentences are ones the
// trained reading must catch and the lexicon mapping may not yet: those are given to the write check
// as the reading the model is expected to produce (EXPECTED_READINGS), so the outcome is proved either
// way; everything else goes through the real reading.
import type { CrisisLevelName } from "@saathi/contract/crisis";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { type CrisisReading, readCrisis } from "../language/index.ts";
import { createModerationItemsRepository } from "./moderation-items.repository.ts";
import { createWatchedWordsApplyRepository } from "./watched-words-apply.repository.ts";
import { createWriteCheckRepository } from "./write-check.repository.ts";
import { createWriteCheckService, type ImminentItem, type WriteCheckService } from "./write-check.service.ts";

let h: Harness;
let staff: Member;
const alerts: ImminentItem[] = [];

/** What the trained reading is expected to make of sentences the lexicon mapping may read otherwise. */
const EXPECTED_READINGS: Record<string, Pick<CrisisReading, "level" | "means" | "hold">> = {
  // Passive wish, hopelessness: concern.
  "I wish I could sleep and not wake up tomorrow": { level: "concern", means: false, hold: false },
  "sab bekaar lagta hai, kuch theek nahi hoga": { level: "concern", means: false, hold: false },
  // Someone else hurts or threatens the writer: danger.
  "my husband beats me every night and says he will kill me if I tell anyone": {
    level: "danger",
    means: false,
    hold: false,
  },
  // Recovery told in the past tense: none, never held or queued.
  "two years ago I tried to end my life, today I got my first job offer": { level: "none", means: false, hold: false },
  // A plan with a time and no means: imminent, published (not held), first in the queue.
  "tonight is the night, I have written my goodbye letters": { level: "imminent", means: false, hold: false },
};

const given = (text: string, context?: { recent?: string[] }): CrisisReading => {
  const expected = EXPECTED_READINGS[text];
  if (!expected) return readCrisis(text, context);
  return {
    ...expected,
    score: expected.level === "none" ? 0 : 0.9,
    signals: expected.level === "none" ? [] : ["model"],
  };
};

const post = (m: Member, content: string) =>
  h.app.inject({ method: "POST", url: "/api/posts", headers: { cookie: m.cookie }, payload: { content } });
const comment = (m: Member, postId: string, content: string) =>
  h.app.inject({
    method: "POST",
    url: `/api/posts/${postId}/comments`,
    headers: { cookie: m.cookie },
    payload: { content },
  });
const send = (m: Member, receiverId: string, message: string) =>
  h.app.inject({
    method: "POST",
    url: "/api/chat/messages",
    headers: { cookie: m.cookie },
    payload: { receiverId, message },
  });
const itemOf = async (targetId: string) =>
  (
    await h.database.db.execute<{ id: string; risk: number; held: boolean; crisis_level: string | null }>(
      sql`select id, risk, held, crisis_level from moderation_items where target_id = ${targetId}`,
    )
  ).rows[0];
const stateOf = async (table: "posts" | "chat_messages", id: string) =>
  (
    await h.database.db.execute<{ s: string }>(
      sql`select moderation_state as s from ${sql.raw(table)} where id = ${id}`,
    )
  ).rows[0]?.s;
const queue = async (): Promise<{ targetId: string; crisisLevel: string | null; risk: number }[]> =>
  (
    await h.app.inject({ url: "/api/admin/moderation?pageSize=100", headers: { cookie: staff.cookie, origin: ORIGIN } })
  ).json().rows;
/** The item is ahead of every item below imminent (imminent ones keep their age order among themselves). */
const expectFirstOfItsRank = async (targetId: string) => {
  const rows = await queue();
  const at = rows.findIndex((x) => x.targetId === targetId);
  expect(at).toBeGreaterThanOrEqual(0);
  expect(rows.slice(0, at).every((x) => x.risk === 3)).toBe(true);
  expect(rows.slice(at).every((x) => x.risk <= 3)).toBe(true);
};
const waitForAlert = async (targetId: string) => {
  for (let i = 0; i < 100 && !alerts.some((a) => a.targetId === targetId); i++)
    await new Promise((r) => setTimeout(r, 20));
  return alerts.find((a) => a.targetId === targetId);
};

beforeAll(async () => {
  h = await startHarness();
  staff = await staffMember(h);
  // The app's own write check, with the expected readings in front of the real one.
  const withExpected: WriteCheckService = createWriteCheckService({
    repo: createWriteCheckRepository(h.database.db),
    watchedWords: createWatchedWordsApplyRepository(h.database.db),
    items: createModerationItemsRepository(h.database.db),
    limiter: { hit: async () => ({ allowed: true, retryAfter: 0, count: 1 }), refund: async () => {} },
    newAccountLimits: false,
    read: given,
  });
  Object.assign(h.built.writeCheck, {
    check: withExpected.check,
    record: withExpected.record,
    inspect: withExpected.inspect,
  });
  withExpected.onImminent((item) => {
    alerts.push(item);
  });
}, 120_000);
afterAll(() => h.close());

describe("concern: the writer's gentle card only", () => {
  it("a post, a comment and a chat message are published with the concern level and nothing is queued", async () => {
    const [writer, friend] = await Promise.all([h.member(), h.member()]);
    const p = await post(writer, "I wish I could sleep and not wake up tomorrow");
    expect(p.statusCode).toBe(200);
    expect(p.json().crisis).toEqual({ level: "concern", held: false });
    expect(await stateOf("posts", p.json().id)).toBe("visible");
    expect(await itemOf(p.json().id)).toBeUndefined();
    const c = await comment(writer, p.json().id, "sab bekaar lagta hai, kuch theek nahi hoga");
    expect(c.json().crisis).toEqual({ level: "concern", held: false });
    expect(await itemOf(c.json().id)).toBeUndefined();
    const m = await send(writer, friend.id, "I wish I could sleep and not wake up tomorrow");
    expect(m.json()).toMatchObject({ crisis: { level: "concern", held: false }, crisisLevel: null });
    expect(await itemOf(m.json().id)).toBeUndefined();
  });

  it("the journal and mood check answers concern (the gentle card) and stores nothing", async () => {
    const r = await h.app.inject({
      method: "POST",
      url: "/api/safety/check",
      payload: { text: "I wish I could sleep and not wake up tomorrow" },
    });
    expect(r.json()).toEqual({ level: "concern" });
  });
});

describe("risk: the helpline card and the queue", () => {
  it("is published and queued at risk 2, not held, and no alert", async () => {
    const writer = await h.member();
    const r = await post(writer, "I want to die, I can't do this anymore");
    expect(r.json()).toMatchObject({ crisis: { level: "risk", held: false } });
    expect(await itemOf(r.json().id)).toMatchObject({ risk: 2, held: false, crisis_level: "risk" });
    expect(await stateOf("posts", r.json().id)).toBe("visible");
    expect(alerts.some((a) => a.targetId === r.json().id)).toBe(false);
  });
});

describe("imminent: first in the queue and the moderators alerted", () => {
  it("a plan without a means is published, queued above every other item, and the alert hook is told", async () => {
    const [writer, reporter, other] = await Promise.all([h.member(), h.member(), h.member()]);
    // Older items of every other kind already wait.
    const risk = (await post(other, "I want to die, I can't do this anymore")).json().id;
    const danger = (
      await post(other, "my husband beats me every night and says he will kill me if I tell anyone")
    ).json().id;
    const reported = (await post(other, "buy cheap followers here")).json().id;
    await h.app.inject({
      method: "POST",
      url: "/api/reports",
      headers: { cookie: reporter.cookie },
      payload: { targetType: "post", targetId: reported, reason: "self_harm" },
    });
    await h.database.db.execute(
      sql`update moderation_items set opened_at = now() - interval '3 hours' where target_id in (${risk}, ${danger}, ${reported})`,
    );

    const r = await post(writer, "tonight is the night, I have written my goodbye letters");
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ crisis: { level: "imminent", held: false } });
    expect(r.json().held).toBeUndefined();
    expect(await stateOf("posts", r.json().id)).toBe("visible");
    const item = await itemOf(r.json().id);
    expect(item).toMatchObject({ risk: 3, held: false, crisis_level: "imminent" });

    const rows = await queue();
    expect(rows[0]).toMatchObject({ targetId: r.json().id, crisisLevel: "imminent", risk: 3 });
    expect(rows.findIndex((x) => x.targetId === r.json().id)).toBeLessThan(
      Math.min(...[risk, danger, reported].map((id) => rows.findIndex((x) => x.targetId === id))),
    );

    const alert = await waitForAlert(r.json().id);
    expect(alert).toMatchObject({
      itemId: item?.id,
      targetType: "post",
      targetId: r.json().id,
      authorId: writer.id,
      held: false,
    });
    expect(alert?.writtenAt).toBeInstanceOf(Date);
    // The alert carries what fired, never the words.
    expect(JSON.stringify(alert)).not.toContain("goodbye letters");
  });

  it("a means described with risk is held (what was 'method'), queued imminent and alerted", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const r = await send(a, b.id, "maine neend ki goliyan jama kar li hain, aaj raat sab khatam");
    expect(r.json()).toMatchObject({ held: true, crisisLevel: "imminent", crisis: { level: "imminent", held: true } });
    expect(await stateOf("chat_messages", r.json().id)).toBe("held");
    expect(await itemOf(r.json().id)).toMatchObject({ risk: 3, held: true, crisis_level: "imminent" });
    expect(await waitForAlert(r.json().id)).toMatchObject({ targetType: "message", held: true });
  });
});

describe("danger from someone else: its own card and the queue", () => {
  it("is published (never held: the writer must be able to ask for help), queued, and the receiver of a chat sees a support prompt", async () => {
    const [writer, friend] = await Promise.all([h.member(), h.member()]);
    const text = "my husband beats me every night and says he will kill me if I tell anyone";
    const p = await post(writer, text);
    expect(p.json()).toMatchObject({ crisis: { level: "danger", held: false } });
    expect(await stateOf("posts", p.json().id)).toBe("visible");
    expect(await itemOf(p.json().id)).toMatchObject({ risk: 2, held: false, crisis_level: "danger" });
    const m = await send(writer, friend.id, text);
    expect(m.json()).toMatchObject({ crisisLevel: "danger", crisis: { level: "danger", held: false } });
    const history = (
      await h.app.inject({ url: `/api/chat/messages/${writer.id}`, headers: { cookie: friend.cookie } })
    ).json();
    expect(history.at(-1).crisisLevel).toBe("danger");
    expect(alerts.some((a) => a.targetId === p.json().id || a.targetId === m.json().id)).toBe(false);
  });
});

describe("only a means with risk is held; fiction and recovery are left alone", () => {
  const harmless: [string, string][] = [
    ["recovery in the past tense", "two years ago I tried to end my life, today I got my first job offer"],
    ["recovery in the past tense (read by the lexicon today)", "I used to be suicidal, today I got my first job offer"],
    ["a TV serial's plot", "In the serial tonight the heroine drinks zeher to save her family"],
    ["hyperbole", "kal exam hai, tension se mar jaunga"],
  ];
  it.each(harmless)("%s is published with no card, not held and not queued", async (_kind, text) => {
    const [writer, friend] = await Promise.all([h.member(), h.member()]);
    const p = await post(writer, text);
    expect(p.json()).toMatchObject({ crisis: { level: "none", held: false } });
    expect(await stateOf("posts", p.json().id)).toBe("visible");
    expect(await itemOf(p.json().id)).toBeUndefined();
    const m = await send(writer, friend.id, text);
    expect(m.json()).toMatchObject({ crisis: { level: "none", held: false }, crisisLevel: null });
    expect(await itemOf(m.json().id)).toBeUndefined();
  });
});

describe("the author's recent writing is read with the new text", () => {
  // "I wanted to thank everyone", "I'm tired of life" (concern alone), "I'm going up to the roof"
  // (nothing alone): together, a goodbye with a place.
  const goodbye = ["sab ko thank you bolna tha yaar", "zindagi se thak gaya hoon", "chhat pe ja raha hoon"];

  it("a Hinglish goodbye over three chat lines reaches imminent on the third line, first in the queue", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const answers = [];
    for (const line of goodbye) answers.push((await send(a, b.id, line)).json());
    expect(answers.slice(0, 2).map((x) => x.crisis.level)).toEqual(["none", "concern"]);
    expect(answers[2]).toMatchObject({ crisis: { level: "imminent" }, crisisLevel: "imminent" });
    expect(await itemOf(answers[0].id)).toBeUndefined();
    expect(await itemOf(answers[1].id)).toBeUndefined();
    expect(await itemOf(answers[2].id)).toMatchObject({ risk: 3, crisis_level: "imminent" });
    await expectFirstOfItsRank(answers[2].id);
    expect(await waitForAlert(answers[2].id)).toMatchObject({ targetType: "message", authorId: a.id });
    // Read alone, the third line is nothing: the context made the difference.
    expect(readCrisis(goodbye[2] as string).level).toBe("none");
  });

  it("a line after a crisis line is read for what it adds: 'thanks, good night' is not queued, held or shown a card again", async () => {
    const [a, b] = await Promise.all([h.member(), h.member()]);
    const held = await send(a, b.id, "maine neend ki goliyan jama kar li hain, aaj raat sab khatam");
    expect(held.json()).toMatchObject({ held: true, crisis: { level: "imminent" } });
    const after = await send(a, b.id, "thanks for listening, good night");
    expect(after.json()).toMatchObject({ crisis: { level: "none", held: false }, crisisLevel: null });
    expect(after.json().held).toBeUndefined();
    expect(await stateOf("chat_messages", after.json().id)).toBe("visible");
    expect(await itemOf(after.json().id)).toBeUndefined();
    // The same on posts: a risk post, then an ordinary one.
    expect((await post(a, "I want to die, I can't do this anymore")).json().crisis.level).toBe("risk");
    const next = await post(a, "went for a walk, the sky was lovely");
    expect(next.json().crisis).toEqual({ level: "none", held: false });
    expect(await itemOf(next.json().id)).toBeUndefined();
  });

  it("only the author's own lines in the same conversation count, and only from the last 24 hours", async () => {
    const [a, b, c] = await Promise.all([h.member(), h.member(), h.member()]);
    // The first two lines went to someone else: a different conversation.
    await send(a, c.id, goodbye[0] as string);
    await send(a, c.id, goodbye[1] as string);
    expect((await send(a, b.id, goodbye[2] as string)).json().crisis.level).toBe("none");
    // The partner's lines are not the author's.
    await send(b, a.id, goodbye[0] as string);
    await send(b, a.id, goodbye[1] as string);
    expect((await send(a, b.id, goodbye[2] as string)).json().crisis.level).toBe("none");
    // The author's own lines, but older than a day.
    const [d] = await Promise.all([h.member()]);
    const first = (await send(a, d.id, goodbye[0] as string)).json().id;
    const second = (await send(a, d.id, goodbye[1] as string)).json().id;
    await h.database.db.execute(
      sql`update chat_messages set sent_at = now() - interval '25 hours' where id in (${first}, ${second})`,
    );
    expect((await send(a, d.id, goodbye[2] as string)).json().crisis.level).toBe("none");
  });

  it("posts and comments: the author's posts and comments of the last day are read with the next one", async () => {
    const [writer, other] = await Promise.all([h.member(), h.member()]);
    const host = (await post(other, "how is everyone doing today?")).json().id;
    expect((await post(writer, goodbye[0] as string)).json().crisis.level).toBe("none");
    expect((await comment(writer, host, goodbye[1] as string)).json().crisis.level).toBe("concern");
    const last = await post(writer, goodbye[2] as string);
    expect(last.json().crisis.level).toBe("imminent" satisfies CrisisLevelName);
    expect(await itemOf(last.json().id)).toMatchObject({ risk: 3, crisis_level: "imminent" });
    // Another author's words are not this writer's context.
    const fresh = await h.member();
    await post(other, goodbye[0] as string);
    expect((await post(fresh, goodbye[2] as string)).json().crisis.level).toBe("none");
  });
});
