// The plan of a care link against the real app: goals, the homework life cycle, summaries the member
// sees once saved, notes encrypted at rest (the stored bytes never hold the text; rotation; a missing
// key fails safely), the brief before a call, read-only after care ends, and who may do what.
import type { CareLink } from "@saathi/contract/care-between";
import type { CareGoal, CareHomework, CarePlan, CarePlanBrief, SessionNotes } from "@saathi/contract/care-plan";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookAndPay } from "../../../test/booking-helpers.ts";
import { asRole, type CareWorld, careRoles, careWorld } from "../../../test/care-fixture.ts";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { bookings } from "../../platform/db/schema/bookings.ts";
import { careHomework, sessionNotes, sessionSummaries } from "../../platform/db/schema/care-between.ts";
import { createLogger } from "../../platform/observability/logger.ts";
import { rotateCareNotes } from "./care-notes-rotate.ts";
import { createNotesCipher, NotesUnreadableError } from "./care-plan.crypto.ts";
import { createCarePlanRepository } from "./care-plan.repository.ts";

const K1 = Buffer.alloc(32, 11);
const K2 = Buffer.alloc(32, 22);
const NOTE = "Asha spoke about her father's illness and the exam fear; try thought records.";

/** Every log line the app writes (at trace), to show the notes never reach a log. */
const lines: string[] = [];
let h: Harness;
let w: CareWorld;
let link: CareLink;
/** A session of the link that has started (moved into the past). */
let pastBooking: string;
/** The next session, still ahead. */
let nextBooking: string;
const future = "2031-06-30";
const base = () => `/api/care/links/${link.id}`;

beforeAll(async () => {
  const logger = createLogger("trace", { write: (l: string) => void lines.push(l) });
  h = await startHarness({ CARE_NOTES_KEYS: `k1:${K1.toString("base64")}` }, { logger });
  w = await careWorld(h);
  link = (await asRole(h, w.expert, "POST", `/api/care/clients/${w.member.id}`)).json() as CareLink;
  pastBooking = w.bookingId;
  // The first session was an hour ago; the member has booked the next one.
  await h.database.db
    .update(bookings)
    .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '1 hour'` })
    .where(eq(bookings.id, pastBooking));
  nextBooking = (await bookAndPay(h, w.member, w.expert.id, 1)).bookingId;
}, 240_000);
afterAll(() => h?.close());

describe("goals", () => {
  it("the expert writes a measurable goal with a target date and moves its progress; the member reads it", async () => {
    const res = await asRole(h, w.expert, "POST", `${base()}/goals`, {
      title: "Sleep by 11 pm",
      measure: "5 nights of 7",
      targetDate: future,
    });
    expect(res.statusCode).toBe(200);
    const goal = res.json() as CareGoal;
    expect(goal).toMatchObject({ title: "Sleep by 11 pm", progress: 0, status: "active", targetDate: future });
    const moved = await asRole(h, w.expert, "PATCH", `${base()}/goals/${goal.id}`, { progress: 60 });
    expect(moved.json()).toMatchObject({ progress: 60, title: "Sleep by 11 pm" });
    const plan = (await asRole(h, w.member, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(plan.goals.map((g) => [g.title, g.progress])).toEqual([["Sleep by 11 pm", 60]]);
  });
  it("bad input is a 400: no title, progress over 100, a control character, overlong text, a bad date or id", async () => {
    const cases: [string, string, object][] = [
      ["POST", `${base()}/goals`, { title: "" }],
      ["POST", `${base()}/goals`, { title: "x", progress: 101 }],
      ["POST", `${base()}/goals`, { title: "bell\u0007" }],
      ["POST", `${base()}/goals`, { title: "x".repeat(121) }],
      ["POST", `${base()}/goals`, { title: "x", targetDate: "31/12/2030" }],
      ["PATCH", `${base()}/goals/not-a-uuid`, { progress: 5 }],
      ["POST", "/api/care/links/not-a-uuid/goals", { title: "x" }],
    ];
    for (const [method, url, body] of cases) {
      const res = await asRole(h, w.expert, method as "POST", url, body);
      expect([url, JSON.stringify(body), res.statusCode]).toEqual([url, JSON.stringify(body), 400]);
    }
    const missing = await asRole(h, w.expert, "PATCH", `${base()}/goals/${crypto.randomUUID()}`, { progress: 5 });
    expect(missing.statusCode).toBe(404);
  });
});

describe("homework life cycle", () => {
  it("assigned → done with a note → changed to not done; the expert sees each answer; done cannot be withdrawn", async () => {
    const res = await asRole(h, w.expert, "POST", `${base()}/homework`, {
      kind: "bot_flow",
      ref: "thought-record",
      instructions: "One thought record when the exam worry comes.",
      dueDate: future,
    });
    expect(res.statusCode).toBe(200);
    const hw = res.json() as CareHomework;
    expect(hw).toMatchObject({ status: "assigned", open: "/healthbot?flow=thought-record", memberNote: null });
    const done = await asRole(h, w.member, "PUT", `${base()}/homework/${hw.id}/answer`, {
      status: "done",
      note: "Did it twice",
    });
    expect(done.json()).toMatchObject({ status: "done", memberNote: "Did it twice" });
    expect((done.json() as CareHomework).doneAt).not.toBeNull();
    const seen = (await asRole(h, w.expert, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(seen.homework.find((x) => x.id === hw.id)).toMatchObject({ status: "done", memberNote: "Did it twice" });
    // Done: the expert cannot withdraw it.
    const withdraw = await asRole(h, w.expert, "DELETE", `${base()}/homework/${hw.id}`);
    expect(withdraw.statusCode).toBe(409);
    // The member changes their answer.
    const changed = await asRole(h, w.member, "PUT", `${base()}/homework/${hw.id}/answer`, { status: "not_done" });
    expect(changed.json()).toMatchObject({ status: "not_done", memberNote: null, doneAt: null });
    // Not done: now the expert may withdraw it, and it is gone.
    expect((await asRole(h, w.expert, "DELETE", `${base()}/homework/${hw.id}`)).statusCode).toBe(200);
    const rows = await h.database.db.select().from(careHomework).where(eq(careHomework.id, hw.id));
    expect(rows).toHaveLength(0);
  });
  it("every kind opens inside Saathi (a task has no link)", async () => {
    const kinds: [object, string | null][] = [
      [{ kind: "journal_prompt", ref: "What went well today?" }, "/daily-journal?prompt=What%20went%20well%20today%3F"],
      [{ kind: "breathing" }, "/breathing-tool"],
      [{ kind: "grounding" }, "/healthbot?flow=grounding"],
      [{ kind: "challenge_day", ref: "2" }, "/anxiety-challenge"],
      [{ kind: "task", instructions: "Walk for 10 minutes after lunch" }, null],
    ];
    for (const [body, open] of kinds) {
      const res = await asRole(h, w.expert, "POST", `${base()}/homework`, { ...body, dueDate: future });
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 200]);
      expect((res.json() as CareHomework).open).toBe(open);
    }
  });
  it("refuses a due date in the past, a ref that does not exist, a task without words, bad ids (400)", async () => {
    const cases: object[] = [
      { kind: "breathing", dueDate: "2020-01-01" },
      { kind: "bot_flow", ref: "no-such-flow", dueDate: future },
      { kind: "bot_flow", ref: "home", dueDate: future },
      { kind: "course_lesson", ref: `${crypto.randomUUID()}:${crypto.randomUUID()}`, dueDate: future },
      { kind: "course_lesson", ref: "lesson-1", dueDate: future },
      { kind: "challenge_day", ref: "9", dueDate: future },
      { kind: "task", dueDate: future },
      { kind: "task", ref: "x", instructions: "do", dueDate: future },
      { kind: "homework", dueDate: future },
      { kind: "breathing", dueDate: future, instructions: "x".repeat(1001) },
      { kind: "breathing", dueDate: future, instructions: "esc\u001b[31m" },
    ];
    for (const body of cases) {
      const res = await asRole(h, w.expert, "POST", `${base()}/homework`, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const badAnswer = await asRole(h, w.member, "PUT", `${base()}/homework/${crypto.randomUUID()}/answer`, {
      status: "assigned",
    });
    expect(badAnswer.statusCode).toBe(400);
    const missing = await asRole(h, w.member, "PUT", `${base()}/homework/${crypto.randomUUID()}/answer`, {
      status: "done",
    });
    expect(missing.statusCode).toBe(404);
    expect((await asRole(h, w.member, "PUT", `${base()}/homework/%00/answer`, { status: "done" })).statusCode).toBe(
      400,
    );
  });
});

describe("shared summaries", () => {
  it("only on a session that has started; the member sees it once saved (not before), newest first", async () => {
    const before = (await asRole(h, w.member, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(before.summaries).toEqual([]);
    expect(before.nextSession?.bookingId).toBe(nextBooking);
    const early = await asRole(h, w.expert, "PUT", `${base()}/sessions/${nextBooking}/summary`, { text: "Soon" });
    expect(early.statusCode).toBe(409);
    const saved = await asRole(h, w.expert, "PUT", `${base()}/sessions/${pastBooking}/summary`, {
      text: "We agreed on a sleep routine.",
    });
    expect(saved.statusCode).toBe(200);
    const after = (await asRole(h, w.member, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(after.summaries.map((s) => s.text)).toEqual(["We agreed on a sleep routine."]);
    // The expert edits it: still one summary, the new words.
    await asRole(h, w.expert, "PUT", `${base()}/sessions/${pastBooking}/summary`, { text: "Sleep routine, 11 pm." });
    const edited = (await asRole(h, w.member, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(edited.summaries.map((s) => s.text)).toEqual(["Sleep routine, 11 pm."]);
    // A booking of another pair is not this link's session.
    const other = await asRole(h, w.expert, "PUT", `${base()}/sessions/${crypto.randomUUID()}/summary`, { text: "x" });
    expect(other.statusCode).toBe(404);
    expect(
      (await asRole(h, w.expert, "PUT", `${base()}/sessions/${pastBooking}/summary`, { text: " " })).statusCode,
    ).toBe(400);
  });
});

describe("private notes", () => {
  it("are stored encrypted: the row's bytes, base64 or decoded, never hold the text", async () => {
    const res = await asRole(h, w.expert, "PUT", `${base()}/sessions/${pastBooking}/notes`, { text: NOTE });
    expect(res.statusCode).toBe(200);
    const [row] = await h.database.db.select().from(sessionNotes).where(eq(sessionNotes.bookingId, pastBooking));
    if (!row) throw new Error("no notes row");
    expect(row.keyId).toBe("k1");
    const stored = JSON.stringify(row);
    for (const needle of [
      NOTE,
      "father",
      Buffer.from(NOTE).toString("base64"),
      Buffer.from("father").toString("base64"),
    ])
      expect(stored).not.toContain(needle);
    expect(Buffer.from(row.ciphertext, "base64").toString("utf8")).not.toContain("father");
    const raw = await h.database.db.execute(sql`select t::text as t from session_notes t`);
    expect(JSON.stringify(raw.rows)).not.toContain("father");
    // The expert reads them back; the member's plan says nothing of them.
    const read = (await asRole(h, w.expert, "GET", `${base()}/sessions/${pastBooking}/notes`)).json() as SessionNotes;
    expect(read.text).toBe(NOTE);
    const memberPlan = await asRole(h, w.member, "GET", `${base()}/plan`);
    expect(memberPlan.body).not.toContain("father");
    expect((memberPlan.json() as CarePlan).sessions.every((s) => !s.hasNotes)).toBe(true);
    const expertPlan = (await asRole(h, w.expert, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(expertPlan.sessions.find((s) => s.bookingId === pastBooking)?.hasNotes).toBe(true);
  });
  it("the brief before the next call has goals and the last summary, never the notes", async () => {
    for (const m of [w.member, w.expert]) {
      const res = await asRole(h, m, "GET", `/api/care/bookings/${nextBooking}/plan-brief`);
      expect(res.statusCode).toBe(200);
      const brief = res.json() as CarePlanBrief;
      expect(brief.goals.map((g) => g.title)).toEqual(["Sleep by 11 pm"]);
      expect(brief.lastSummary?.text).toBe("Sleep routine, 11 pm.");
      expect(res.body).not.toContain("father");
    }
  });
  it("rotate: notes under k1 are re-encrypted under k2 and still read; a second run does nothing; a missing key fails safely", async () => {
    const repo = createCarePlanRepository(h.database.db);
    const rotating = createNotesCipher([
      { id: "k2", key: K2 },
      { id: "k1", key: K1 },
    ]);
    expect(await rotateCareNotes(repo, rotating)).toEqual({ rotated: 1, unreadable: 0 });
    expect(await rotateCareNotes(repo, rotating)).toEqual({ rotated: 0, unreadable: 0 });
    const [row] = await h.database.db.select().from(sessionNotes).where(eq(sessionNotes.bookingId, pastBooking));
    if (!row) throw new Error("no notes row");
    expect(row.keyId).toBe("k2");
    expect(JSON.stringify(row)).not.toContain("father");
    expect(createNotesCipher([{ id: "k2", key: K2 }]).open(row, pastBooking)).toBe(NOTE);
    // A wrong key under the same id, or the row moved to another session: refused, never garbage.
    expect(() => createNotesCipher([{ id: "k2", key: K1 }]).open(row, pastBooking)).toThrow(NotesUnreadableError);
    expect(() => rotating.open(row, nextBooking)).toThrow(NotesUnreadableError);
    // This server still has only k1: it answers that the notes cannot be read, without any of them.
    const res = await asRole(h, w.expert, "GET", `${base()}/sessions/${pastBooking}/notes`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "NOTES_UNREADABLE" });
    expect(res.body).not.toContain("father");
    // Saving again seals under this server's key.
    await asRole(h, w.expert, "PUT", `${base()}/sessions/${pastBooking}/notes`, { text: NOTE });
    expect((await asRole(h, w.expert, "GET", `${base()}/sessions/${pastBooking}/notes`)).statusCode).toBe(200);
  });
  it("never reach a log line (requests were logged at trace all along)", () => {
    expect(lines.length).toBeGreaterThan(10);
    expect(lines.filter((l) => l.includes("father") || l.includes("exam fear"))).toEqual([]);
  });
});

describe("who may do what (every role × every endpoint)", () => {
  const ok = 200;
  type Row = Record<string, number>;
  const expected: Record<string, Row> = {
    "owner member": {
      plan: ok,
      goal: 403,
      editGoal: 403,
      homework: 403,
      answer: ok,
      withdraw: 403,
      summary: 403,
      notes: 403,
      saveNotes: 403,
      brief: ok,
    },
    "their expert": {
      plan: ok,
      goal: ok,
      editGoal: ok,
      homework: ok,
      answer: 403,
      withdraw: ok,
      summary: ok,
      notes: ok,
      saveNotes: ok,
      brief: ok,
    },
    anonymous: {
      plan: 401,
      goal: 401,
      editGoal: 401,
      homework: 401,
      answer: 401,
      withdraw: 401,
      summary: 401,
      notes: 401,
      saveNotes: 401,
      brief: 401,
    },
  };
  const stranger: Row = {
    plan: 404,
    goal: 404,
    editGoal: 404,
    homework: 404,
    answer: 404,
    withdraw: 404,
    summary: 404,
    notes: 404,
    saveNotes: 404,
    brief: 404,
  };
  it("answers each role as expected and never leaks the plan", async () => {
    const goal = (await asRole(h, w.expert, "POST", `${base()}/goals`, { title: "Matrix goal" })).json() as CareGoal;
    for (const [role, m] of careRoles(w)) {
      const e = expected[role] ?? stranger;
      const hw = (
        await asRole(h, w.expert, "POST", `${base()}/homework`, { kind: "breathing", dueDate: future })
      ).json() as CareHomework;
      const calls: [string, ReturnType<typeof asRole>][] = [
        ["plan", asRole(h, m, "GET", `${base()}/plan`)],
        ["goal", asRole(h, m, "POST", `${base()}/goals`, { title: `goal by ${role}` })],
        ["editGoal", asRole(h, m, "PATCH", `${base()}/goals/${goal.id}`, { progress: 10 })],
        ["homework", asRole(h, m, "POST", `${base()}/homework`, { kind: "breathing", dueDate: future })],
        ["answer", asRole(h, m, "PUT", `${base()}/homework/${hw.id}/answer`, { status: "done" })],
        ["summary", asRole(h, m, "PUT", `${base()}/sessions/${pastBooking}/summary`, { text: `by ${role}` })],
        ["notes", asRole(h, m, "GET", `${base()}/sessions/${pastBooking}/notes`)],
        ["saveNotes", asRole(h, m, "PUT", `${base()}/sessions/${pastBooking}/notes`, { text: NOTE })],
        ["brief", asRole(h, m, "GET", `/api/care/bookings/${nextBooking}/plan-brief`)],
      ];
      for (const [name, call] of calls) {
        const res = await call;
        expect([role, name, res.statusCode]).toEqual([role, name, e[name]]);
        if (res.statusCode !== 200) {
          for (const secret of ["Sleep by 11 pm", "father", "Sleep routine", w.member.id])
            expect([role, name, res.body.includes(secret)]).toEqual([role, name, false]);
        }
      }
      // Withdraw last: the answer above may have marked it done (the member), so use a fresh one.
      const fresh = (
        await asRole(h, w.expert, "POST", `${base()}/homework`, { kind: "breathing", dueDate: future })
      ).json() as CareHomework;
      const withdraw = await asRole(h, m, "DELETE", `${base()}/homework/${fresh.id}`);
      expect([role, "withdraw", withdraw.statusCode]).toEqual([role, "withdraw", e.withdraw]);
    }
    // Nothing written by anyone but the expert.
    const plan = (await asRole(h, w.expert, "GET", `${base()}/plan`)).json() as CarePlan;
    expect(plan.goals.map((g) => g.title).filter((t) => t.startsWith("goal by"))).toEqual(["goal by their expert"]);
    const summaries = await h.database.db.select().from(sessionSummaries).where(eq(sessionSummaries.linkId, link.id));
    expect(summaries.map((s) => s.text)).toEqual(["by their expert"]);
  });
});

describe("after care ends", () => {
  it("the expert reads the plan and notes but writes nothing new; the member still reads and answers", async () => {
    expect((await asRole(h, w.expert, "POST", `${base()}/end`)).statusCode).toBe(200);
    expect((await asRole(h, w.expert, "GET", `${base()}/plan`)).statusCode).toBe(200);
    expect((await asRole(h, w.expert, "GET", `${base()}/sessions/${pastBooking}/notes`)).statusCode).toBe(200);
    expect((await asRole(h, w.expert, "GET", `/api/care/bookings/${nextBooking}/plan-brief`)).statusCode).toBe(200);
    const plan = (await asRole(h, w.member, "GET", `${base()}/plan`)).json() as CarePlan;
    const writes: [string, string, object | undefined][] = [
      ["POST", `${base()}/goals`, { title: "late" }],
      ["PATCH", `${base()}/goals/${plan.goals[0]?.id}`, { progress: 99 }],
      ["POST", `${base()}/homework`, { kind: "breathing", dueDate: future }],
      ["PUT", `${base()}/sessions/${pastBooking}/summary`, { text: "late" }],
      ["PUT", `${base()}/sessions/${pastBooking}/notes`, { text: "late" }],
      ["DELETE", `${base()}/homework/${plan.homework.find((x) => x.status === "assigned")?.id}`, undefined],
    ];
    for (const [method, url, body] of writes) {
      const res = await asRole(h, w.expert, method as "POST", url, body);
      expect([method, url, res.statusCode]).toEqual([method, url, 403]);
      expect(res.json()).toMatchObject({ code: "CARE_READ_ONLY" });
    }
    const open = plan.homework.find((x) => x.status === "assigned");
    const answer = await asRole(h, w.member, "PUT", `${base()}/homework/${open?.id}/answer`, { status: "done" });
    expect(answer.statusCode).toBe(200);
  });
});
