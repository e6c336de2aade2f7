// A human close behind: imminent items are pushed at once to the staff on duty (and nobody
// else), with no one's words in the push; a moderator's first look is recorded once and shown per day
// (median, 90th percentile); the writer of a risk or imminent message gets one check-in the next day
// (not for concern, not when turned off, at most one a day); moderators mark true and false alarms
// (staff only, audited), the weekly precision, and a review set that keeps words only with consent.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { auditOf, call, moderatorMember } from "../../../test/moderation-helpers.ts";
import { decryptPush, startTestPushService, type TestPushService } from "../push/test-push-service.ts";
import { checkInDue } from "./care.policy.ts";

let h: Harness;
let push: TestPushService;
let admin: Member;
let mod: Member;
let mod2: Member;

const METHOD_TEXT = "I bought a rope, going to hang myself tonight";
const RISK_TEXT = "I want to die, I can't do this anymore";

const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await h.database.db.execute(query)).rows as T[];
const newPost = async (m: Member, content: string) => {
  const r = await call(h, m, "POST", "/api/posts", { content });
  expect(r.statusCode, r.body).toBe(200);
  await h.built.care.idle();
  return r.json().id as string;
};
const itemOf = async (targetId: string) =>
  (await q<{ id: string }>(sql`select id from moderation_items where target_id = ${targetId}`))[0]?.id as string;
const subscribe = async (m: Member) => {
  const browser = push.browser();
  expect((await call(h, m, "POST", "/api/push/subscriptions", browser.json)).statusCode).toBe(201);
  return browser;
};
const checkInsOf = (m: Member) =>
  q<{ day: string; status: string }>(
    sql`select to_char(day, 'YYYY-MM-DD') as day, status from care_check_ins where user_id = ${m.id} order by day`,
  );

beforeAll(async () => {
  h = await startHarness();
  push = await startTestPushService();
  [admin, mod, mod2] = await Promise.all([staffMember(h), moderatorMember(h), moderatorMember(h)]);
}, 120_000);
afterAll(async () => {
  await h?.close();
  await push?.close();
});

describe("on duty: imminent items are pushed to the staff on duty", () => {
  it("only on-duty moderators, only for imminent items, and the push carries no message text", async () => {
    const onDuty = await moderatorMember(h);
    const offDuty = await moderatorMember(h);
    const revoked = await moderatorMember(h);
    const member = await h.member();
    const [bOn, bOff, bRevoked, bMember] = await Promise.all([
      subscribe(onDuty),
      subscribe(offDuty),
      subscribe(revoked),
      subscribe(member),
    ]);
    // A member cannot go on duty; moderators can, each for themselves (audited).
    expect((await call(h, member, "PUT", "/api/admin/moderation/on-duty", { onDuty: true })).statusCode).toBe(403);
    expect((await call(h, onDuty, "GET", "/api/admin/moderation/on-duty")).json()).toEqual({
      onDuty: false,
      since: null,
    });
    const on = await call(h, onDuty, "PUT", "/api/admin/moderation/on-duty", { onDuty: true });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json().onDuty).toBe(true);
    expect((await call(h, onDuty, "PUT", "/api/admin/moderation/on-duty", { onDuty: "yes" })).statusCode).toBe(400);
    expect((await auditOf(h, onDuty.id)).map((a) => a.action)).toContain("staff.on_duty");
    expect((await call(h, revoked, "PUT", "/api/admin/moderation/on-duty", { onDuty: true })).statusCode).toBe(200);
    // The role is taken back after going on duty: no more alerts for them.
    await q(sql`update "user" set role = 'member' where id = ${revoked.id}`);
    // Other staff on duty from earlier tests are not this test's business.
    await q(sql`update staff_duty set on_duty = false where user_id not in (${onDuty.id}, ${revoked.id})`);

    const writer = await h.member();
    const imminent = await newPost(writer, METHOD_TEXT);
    const [alert] = await push.waitFor(bOn);
    const payload = JSON.parse(decryptPush(alert?.body as Buffer, bOn)) as Record<string, string>;
    const id = await itemOf(imminent);
    expect(payload).toMatchObject({ title: "A message needs a look now", url: `/admin/moderation/${id}` });
    const raw = JSON.stringify(payload).toLowerCase();
    for (const word of ["rope", "hang", "tonight", writer.id]) expect(raw).not.toContain(word.toLowerCase());
    expect(push.to(bOff)).toHaveLength(0);
    expect(push.to(bRevoked)).toHaveLength(0);
    expect(push.to(bMember)).toHaveLength(0);

    // A risk (not imminent) item alerts nobody.
    await newPost(writer, RISK_TEXT);
    expect(push.to(bOn)).toHaveLength(1);
    // The entry point the levels use: 'imminent' alerts, 'concern' does not.
    expect(await h.built.care.alertOnDuty({ id, level: "imminent" })).toEqual([onDuty.id]);
    expect(await h.built.care.alertOnDuty({ id, level: "concern" })).toEqual([]);
    await push.waitFor(bOn, 2);
    // Off duty: nothing more.
    expect((await call(h, onDuty, "PUT", "/api/admin/moderation/on-duty", { onDuty: false })).json().onDuty).toBe(
      false,
    );
    await newPost(writer, METHOD_TEXT.replace("tonight", "tomorrow"));
    expect(push.to(bOn)).toHaveLength(2);
  }, 60_000);
});

describe("first look", () => {
  it("is recorded once, by whoever opened the item first; a second look does not change it", async () => {
    const writer = await h.member();
    const id = await itemOf(await newPost(writer, RISK_TEXT));
    await q(sql`update moderation_items set opened_at = now() - interval '30 minutes' where id = ${id}`);
    expect((await call(h, mod, "GET", `/api/admin/moderation/${id}/outcome`)).json().firstLookAt).toBeNull();
    expect((await call(h, mod, "GET", `/api/admin/moderation/${id}`)).statusCode).toBe(200);
    const [first] = await q<{ looked_by: string; looked_at: Date; minutes: number }>(
      sql`select looked_by, looked_at, extract(epoch from looked_at - written_at) / 60 as minutes
        from moderation_first_looks where item_id = ${id}`,
    );
    expect(first?.looked_by).toBe(mod.id);
    expect(Number(first?.minutes)).toBeGreaterThan(29);
    expect((await call(h, mod2, "GET", `/api/admin/moderation/${id}`)).statusCode).toBe(200);
    const again = await q<{ looked_by: string; looked_at: Date }>(
      sql`select looked_by, looked_at from moderation_first_looks where item_id = ${id}`,
    );
    expect(again).toEqual([{ looked_by: mod.id, looked_at: first?.looked_at }]);
    const state = (await call(h, mod2, "GET", `/api/admin/moderation/${id}/outcome`)).json();
    expect(state.firstLookAt).toBe(new Date(first?.looked_at as Date).toISOString());
    // A member sees none of it.
    expect((await call(h, writer, "GET", "/api/admin/moderation/first-looks")).statusCode).toBe(403);
  }, 60_000);

  it("shows the median and 90th percentile per day over 14 days (crisis flags only); empty when none", async () => {
    await q(sql`delete from moderation_first_looks`);
    expect((await call(h, mod, "GET", "/api/admin/moderation/first-looks")).json()).toEqual({ days: [] });
    const author = await h.member();
    const make = async (delayMinutes: number, writtenAgo: string, sources = "{crisis}") => {
      const [row] = await q<{ id: string }>(sql`
        insert into moderation_items (target_type, target_id, author_id, sources, crisis_level, opened_at)
        values ('post', gen_random_uuid()::text, ${author.id}, ${sources}::text[], 'risk', now() - ${writtenAgo}::interval)
        returning id`);
      await q(sql`insert into moderation_first_looks (item_id, written_at, looked_at, looked_by)
        select id, opened_at, opened_at + make_interval(mins => ${delayMinutes}), ${mod.id}
        from moderation_items where id = ${row?.id}`);
    };
    // One day (all written at the same moment): 10, 20, 30, 40 and 100 minutes.
    for (const m of [10, 20, 30, 40, 100]) await make(m, "3 days");
    // Outside the 14 days, and a report (not a crisis flag): left out.
    await make(5, "20 days");
    await make(1, "3 days", "{report}");
    const days = (await call(h, mod, "GET", "/api/admin/moderation/first-looks")).json().days;
    expect(days).toHaveLength(1);
    // percentile_cont: the median of five is the third; the 90th percentile is 40 + 0.6 × (100 − 40).
    expect(days[0]).toMatchObject({ items: 5, medianMinutes: 30, p90Minutes: 76 });
    expect(days[0].day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  }, 60_000);
});

describe("next-day check-in", () => {
  it("scheduled for risk and imminent messages, not for concern or ordinary ones, at most one per day", async () => {
    const writer = await h.member();
    await newPost(writer, "Had a lovely walk in the park today");
    expect(await checkInsOf(writer)).toEqual([]);
    expect(await h.built.care.checkIns.scheduleFor(writer.id, "concern")).toBe(false);
    expect(await checkInsOf(writer)).toEqual([]);
    await newPost(writer, RISK_TEXT);
    const tomorrow = checkInDue(Date.now()).day;
    expect(await checkInsOf(writer)).toEqual([{ day: tomorrow, status: "pending" }]);
    // A second worrying message the same day: still one check-in.
    await newPost(writer, METHOD_TEXT);
    expect(await checkInsOf(writer)).toHaveLength(1);
    expect(await h.built.care.checkIns.scheduleFor(writer.id, "imminent")).toBe(false);

    // Sent once, when due: a kind in-app notice with no word of what they wrote.
    const [due] = await q<{ due_at: Date }>(sql`select due_at from care_check_ins where user_id = ${writer.id}`);
    expect(await h.built.care.checkIns.tick(new Date(new Date(due?.due_at as Date).getTime() - 60_000))).toBe(0);
    expect(await h.built.care.checkIns.tick(new Date(due?.due_at as Date))).toBeGreaterThanOrEqual(1);
    expect(await h.built.care.checkIns.tick(new Date(due?.due_at as Date))).toBe(0);
    const notes = (await call(h, writer, "GET", "/api/notifications")).json().items as {
      type: string;
      data: { message?: string; checkIn?: boolean };
    }[];
    const checkIns = notes.filter((n) => n.data.checkIn);
    expect(checkIns).toHaveLength(1);
    expect(checkIns[0]?.type).toBe("account");
    expect(checkIns[0]?.data.message).toContain("Checking in from Saathi's care team. How are you today?");
    expect(JSON.stringify(checkIns)).not.toContain("rope");
    expect(await checkInsOf(writer)).toEqual([{ day: tomorrow, status: "sent" }]);
  }, 60_000);

  it("not when the member turned check-ins off (before the message, or before it was due)", async () => {
    const off = await h.member();
    expect((await call(h, off, "GET", "/api/settings/care-check-in")).json()).toEqual({ enabled: true });
    expect((await call(h, off, "PUT", "/api/settings/care-check-in", { enabled: "no" })).statusCode).toBe(400);
    expect((await call(h, null, "GET", "/api/settings/care-check-in")).statusCode).toBe(401);
    const r = await call(h, off, "PUT", "/api/settings/care-check-in", { enabled: false });
    expect(r.json()).toEqual({ enabled: false });
    await newPost(off, RISK_TEXT);
    expect(await checkInsOf(off)).toEqual([]);

    const later = await h.member();
    await newPost(later, RISK_TEXT);
    expect(await checkInsOf(later)).toHaveLength(1);
    await call(h, later, "PUT", "/api/settings/care-check-in", { enabled: false });
    const [due] = await q<{ due_at: Date }>(sql`select due_at from care_check_ins where user_id = ${later.id}`);
    await h.built.care.checkIns.tick(new Date(due?.due_at as Date));
    expect((await checkInsOf(later))[0]?.status).toBe("skipped");
    const notes = (await call(h, later, "GET", "/api/notifications")).json().items as { data: { checkIn?: boolean } }[];
    expect(notes.filter((n) => n.data.checkIn)).toEqual([]);
  }, 60_000);
});

describe("true and false alarms", () => {
  it("only staff with the moderation permission mark them (a member gets 403); audited; crisis flags only", async () => {
    const writer = await h.member();
    const id = await itemOf(await newPost(writer, RISK_TEXT));
    const mark = (m: Member, outcome: unknown, item = id) =>
      call(h, m, "POST", `/api/admin/moderation/${item}/outcome`, { outcome });
    expect((await mark(writer, "true_alarm")).statusCode).toBe(403);
    expect(
      (await call(h, null, "POST", `/api/admin/moderation/${id}/outcome`, { outcome: "true_alarm" })).statusCode,
    ).toBe(401);
    const noFactor = await moderatorMember(h, { secondFactor: false });
    expect((await mark(noFactor, "true_alarm")).statusCode).toBe(403);
    expect((await mark(mod, "maybe")).statusCode).toBe(400);
    expect((await mark(mod, "true_alarm", "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const ok = await mark(mod, "true_alarm");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ outcome: "true_alarm", byMe: true });
    expect((await mark(admin, "false_alarm")).json()).toMatchObject({ outcome: "false_alarm", byMe: true });
    expect((await auditOf(h, id)).filter((a) => a.action === "moderation.outcome").map((a) => a.actor_id)).toEqual([
      mod.id,
      admin.id,
    ]);
    // A reported (not flagged) item has no alarm to mark.
    const reported = await newPost(writer, "an ordinary post");
    expect(
      (await call(h, mod2, "POST", "/api/reports", { targetType: "post", targetId: reported, reason: "spam" }))
        .statusCode,
    ).toBeLessThan(300);
    expect((await mark(mod, "false_alarm", await itemOf(reported))).statusCode).toBe(409);
  }, 60_000);

  it("precision per week: true alarms / marked alarms over the last 8 weeks", async () => {
    await q(sql`delete from crisis_outcomes`);
    expect((await call(h, mod, "GET", "/api/admin/moderation/precision")).json()).toEqual({ weeks: [] });
    const writer = await h.member();
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4]) ids.push(await itemOf(await newPost(writer, `${RISK_TEXT} ${n}`)));
    for (const [i, outcome] of ["true_alarm", "true_alarm", "true_alarm", "false_alarm"].entries())
      expect((await call(h, mod, "POST", `/api/admin/moderation/${ids[i]}/outcome`, { outcome })).statusCode).toBe(200);
    // One three weeks ago, one ten weeks ago (outside the eight).
    await q(
      sql`update crisis_outcomes set marked_at = now() - interval '21 days', outcome = 'false_alarm' where item_id = ${ids[3]}`,
    );
    await q(sql`update crisis_outcomes set marked_at = now() - interval '70 days' where item_id = ${ids[2]}`);
    const weeks = (await call(h, mod, "GET", "/api/admin/moderation/precision")).json().weeks as {
      trueAlarms: number;
      marked: number;
      precision: number;
    }[];
    expect(weeks.map((w) => [w.trueAlarms, w.marked, w.precision])).toEqual([
      [2, 2, 1],
      [0, 1, 0],
    ]);
    // A third this week, false: 2 of 3.
    const more = await itemOf(await newPost(writer, `${RISK_TEXT} 5`));
    await call(h, mod, "POST", `/api/admin/moderation/${more}/outcome`, { outcome: "false_alarm" });
    const now = (await call(h, mod, "GET", "/api/admin/moderation/precision")).json().weeks[0];
    expect(now).toMatchObject({ trueAlarms: 2, marked: 3 });
    expect(now.precision).toBeCloseTo(2 / 3, 5);
  }, 60_000);

  it("the review set keeps the words only with the author's consent, never the author; withdrawing removes them", async () => {
    await q(sql`delete from crisis_outcomes`);
    const [consenting, silent] = await Promise.all([h.member(), h.member()]);
    const given = await call(h, consenting, "POST", "/api/account/consents", { purpose: "safety_review" });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().current.find((c: { purpose: string }) => c.purpose === "safety_review").active).toBe(true);
    // Off unless given.
    const none = (await call(h, silent, "GET", "/api/account/consents")).json();
    expect(none.current.find((c: { purpose: string }) => c.purpose === "safety_review").active).toBe(false);
    const a = await itemOf(await newPost(consenting, "nobody would even notice if I was gone, I want to die"));
    const b = await itemOf(await newPost(silent, RISK_TEXT));
    await call(h, mod, "POST", `/api/admin/moderation/${a}/outcome`, { outcome: "true_alarm" });
    await call(h, mod, "POST", `/api/admin/moderation/${b}/outcome`, { outcome: "false_alarm" });
    const set = (await call(h, mod, "GET", "/api/admin/moderation/review-set")).json();
    expect(set.rows).toHaveLength(2);
    const kept = set.rows.find((r: { outcome: string }) => r.outcome === "true_alarm");
    const bare = set.rows.find((r: { outcome: string }) => r.outcome === "false_alarm");
    expect(kept.text).toBe("nobody would even notice if I was gone, I want to die");
    expect(bare.text).toBeNull();
    expect(bare.level).toBe("risk");
    expect(bare.signals.length).toBeGreaterThan(0);
    const raw = JSON.stringify(set);
    for (const secret of [consenting.id, silent.id, a, b, mod.id]) expect(raw).not.toContain(secret);
    expect((await call(h, consenting, "GET", "/api/admin/moderation/review-set")).statusCode).toBe(403);

    expect((await call(h, consenting, "DELETE", "/api/account/consents/safety_review")).statusCode).toBe(200);
    const after = (await call(h, mod, "GET", "/api/admin/moderation/review-set")).json();
    expect(after.rows.map((r: { text: string | null }) => r.text)).toEqual([null, null]);
    expect(after.rows.map((r: { outcome: string }) => r.outcome).sort()).toEqual(["false_alarm", "true_alarm"]);
  }, 60_000);
});
