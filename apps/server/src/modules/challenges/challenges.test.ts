// The 5-Day Anxiety Challenge over HTTP (who asks, bad input, order, one day per calendar day, restart,
// the crisis check of notes) and with a chosen clock (the next day opens at the member's midnight, not
// 24 hours later; the reminder goes out once, the morning the next day opens).
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { createNotificationsRepository } from "../notifications/notifications.repository.ts";
import { createNotificationsService } from "../notifications/notifications.service.ts";
import { createChallengesRepository } from "./challenges.repository.ts";
import { createChallengesService } from "./challenges.service.ts";

let h: Harness;
let a: Member;
let b: Member;
const BASE = "/api/challenges/anxiety";
const get = (m: Member | null, url = BASE) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });
const post = (m: Member | null, url: string, payload?: object) => h.post(url, payload, m ? { cookie: m.cookie } : {});
const complete = (m: Member, day: number | string, payload: object = {}) =>
  post(m, `${BASE}/days/${day}/complete`, payload);
/** Moves a member's days one calendar day back (in two steps: each date stays unique on the way). */
const aDayEarlier = async (m: Member) => {
  await h.database.db.execute(sql`update challenge_days set local_date = local_date - 1000 where user_id = ${m.id}`);
  await h.database.db.execute(sql`update challenge_days set local_date = local_date + 999 where user_id = ${m.id}`);
};
const statuses = (state: { days: { status: string }[] }) => state.days.map((d) => d.status);

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([h.member(), h.member()]);
});
afterAll(() => h.close());

describe("the anxiety challenge over HTTP", () => {
  it("answers 401 to visitors on every endpoint", async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await post(null, `${BASE}/join`, { timeZone: "Asia/Kolkata" })).statusCode).toBe(401);
    expect((await post(null, `${BASE}/restart`, { timeZone: "Asia/Kolkata" })).statusCode).toBe(401);
    expect((await post(null, `${BASE}/days/1/complete`, {})).statusCode).toBe(401);
  });

  it("refuses bad input with 400, never 500", async () => {
    for (const body of [{}, { timeZone: "Mars/Olympus" }, { timeZone: 5 }, { timeZone: "x".repeat(80) }]) {
      const r = await post(a, `${BASE}/join`, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post(a, `${BASE}/join`, { timeZone: "Mars/Olympus" })).json().message).toContain(
      "Choose a valid time zone.",
    );
    for (const day of ["0", "6", "abc", "1.5", "-1"]) expect((await complete(a, day)).statusCode, day).toBe(400);
    const long = await complete(a, 1, { note: "x".repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("Keep your note under 1000 characters.");
    expect((await complete(a, 1, { note: 42 })).statusCode).toBe(400);
  });

  it("needs a join first, then opens day 1 at once and keeps the days in order", async () => {
    expect((await get(a)).json()).toMatchObject({ status: "not_started", completed: 0, nextDay: null });
    const early = await complete(a, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("CHALLENGE_NOT_JOINED");

    const joined = (await post(a, `${BASE}/join`, { timeZone: "Asia/Kolkata" })).json();
    expect(joined).toMatchObject({ status: "active", timeZone: "Asia/Kolkata", nextDay: 1, nextDayOpen: true });
    expect(statuses(joined)).toEqual(["open", "locked", "locked", "locked", "locked"]);
    expect(joined.days.map((d: { task: string }) => d.task)).toEqual([
      "breathing",
      "worry_list",
      "exposure",
      "gratitude",
      "reflection",
    ]);
    // Joining again keeps the run (and its zone).
    const again = (await post(a, `${BASE}/join`, { timeZone: "Europe/London" })).json();
    expect(again.startedAt).toBe(joined.startedAt);
    expect(again.timeZone).toBe("Asia/Kolkata");

    const skip = await complete(a, 2);
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe("DAY_NOT_NEXT");
  });

  it("takes one completion a day: a note or a done tap; the next day waits for tomorrow", async () => {
    const done = await complete(a, 1, { note: "  Breathed slowly on the bus.  " });
    expect(done.statusCode).toBe(200);
    const { state, crisisLevel } = done.json();
    expect(crisisLevel).toBe("none");
    expect(state).toMatchObject({ completed: 1, nextDay: 2, nextDayOpen: false, streak: 1 });
    expect(statuses(state)).toEqual(["done", "locked", "locked", "locked", "locked"]);
    expect(state.days[0].note).toBe("Breathed slowly on the bus.");
    expect(state.days[0].doneOn).toBe(state.today);

    const twice = await complete(a, 1);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("DAY_ALREADY_DONE");
    const tomorrow = await complete(a, 2, {});
    expect(tomorrow.statusCode).toBe(409);
    expect(tomorrow.json()).toMatchObject({
      code: "DAY_OPENS_TOMORROW",
      message: "This day opens tomorrow. One small step a day is enough.",
    });
    // Two tabs at once: still one day done.
    await aDayEarlier(a);
    const race = await Promise.all([complete(a, 2), complete(a, 2)]);
    expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await h.database.db.execute(sql`select day from challenge_days where user_id = ${a.id} order by day`);
    expect(rows.rows.map((r) => r.day)).toEqual([1, 2]);
  });

  it("shows a member only their own run", async () => {
    expect((await get(b)).json()).toMatchObject({ status: "not_started", completed: 0 });
    const bJoined = (await post(b, `${BASE}/join`, { timeZone: "America/New_York" })).json();
    expect(bJoined).toMatchObject({ completed: 0, nextDay: 1, timeZone: "America/New_York" });
    expect(JSON.stringify(bJoined)).not.toContain("Breathed slowly");
    // b's completion and restart leave a's run as it was.
    expect((await complete(b, 1)).statusCode).toBe(200);
    await post(b, `${BASE}/restart`, { timeZone: "America/New_York" });
    const mine = (await get(a)).json();
    expect(mine).toMatchObject({ completed: 2, timeZone: "Asia/Kolkata" });
    expect(mine.days[0].note).toBe("Breathed slowly on the bus.");
  });

  it("checks written notes for crisis like the journal, keeping the day", async () => {
    await aDayEarlier(a);
    const r = await complete(a, 3, { note: "aaj lag raha hai ki marna hi behtar hai" });
    expect(r.statusCode).toBe(200);
    expect(r.json().crisisLevel).not.toBe("none");
    expect(r.json().state.completed).toBe(3);
    // A done tap is not checked (nothing written).
    await aDayEarlier(a);
    expect((await complete(a, 4)).json().crisisLevel).toBe("none");
  });

  it("restarts from day 1, the days done and their notes gone", async () => {
    const r = await post(a, `${BASE}/restart`, { timeZone: "Europe/London" });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ status: "active", completed: 0, nextDay: 1, nextDayOpen: true, streak: 0 });
    expect(r.json().timeZone).toBe("Europe/London");
    expect(statuses(r.json())).toEqual(["open", "locked", "locked", "locked", "locked"]);
    const left = await h.database.db.execute(sql`select count(*)::int n from challenge_days where user_id = ${a.id}`);
    expect(left.rows[0]?.n).toBe(0);
  });
});

describe("the calendar and the reminder, with a chosen clock", () => {
  let clock = 0;
  const at = (iso: string) => {
    clock = Date.parse(iso);
  };
  const log = pino({ level: "silent" });
  const service = () =>
    createChallengesService({
      repo: createChallengesRepository(h.database.db),
      notifications: createNotificationsService(createNotificationsRepository(h.database.db), {
        publish: async () => {},
        publishMany: async () => {},
        publishToFollowers: async () => {},
      } as never),
      writeCheck: h.built.writeCheck,
      log,
      now: () => clock,
    });

  it("opens the next day at the member's midnight, not 24 hours later", async () => {
    const s = service();
    const m = await h.member();
    at("2026-11-02T18:20:00Z"); // 23:50 in India
    await s.join(m.id, "Asia/Kolkata");
    await s.complete(m.id, 1, undefined);
    at("2026-11-02T18:29:00Z"); // 23:59
    expect((await s.state(m.id)).nextDayOpen).toBe(false);
    await expect(s.complete(m.id, 2, "too soon")).rejects.toMatchObject({ code: "DAY_OPENS_TOMORROW" });
    at("2026-11-02T18:35:00Z"); // 00:05 the next day, 15 minutes later
    const open = await s.state(m.id);
    expect(open).toMatchObject({ nextDay: 2, nextDayOpen: true, today: "2026-11-03", streak: 1 });
    expect(open.days[1]?.status).toBe("open");

    // In Los Angeles the same instants fall on one calendar day: day 2 waits for midnight there.
    const la = await h.member();
    at("2026-11-02T20:00:00Z"); // 12:00 in Los Angeles (PST)
    await s.join(la.id, "America/Los_Angeles");
    await s.complete(la.id, 1, undefined);
    at("2026-11-03T07:30:00Z"); // 23:30 the same day there (already the 3rd in India)
    expect((await s.state(la.id)).nextDayOpen).toBe(false);
    at("2026-11-03T08:05:00Z"); // 00:05 there
    expect((await s.state(la.id)).nextDayOpen).toBe(true);
  });

  it("finishes after five calendar days, counting the streak, and then refuses more", async () => {
    const s = service();
    const m = await h.member();
    at("2026-11-10T05:00:00Z");
    await s.join(m.id, "Asia/Kolkata");
    for (const [i, date] of ["10", "11", "13", "14", "15"].entries()) {
      at(`2026-11-${date}T05:00:00Z`);
      const r = await s.complete(m.id, i + 1, i === 3 ? "Grateful for chai with Amma." : undefined);
      // The 12th was skipped: the streak starts again on the 13th.
      expect(r.state.streak).toBe([1, 2, 1, 2, 3][i]);
    }
    const done = await s.state(m.id);
    expect(done).toMatchObject({ status: "finished", completed: 5, nextDay: null });
    expect(done.finishedAt).toBe("2026-11-15T05:00:00.000Z");
    at("2026-11-16T05:00:00Z");
    await expect(s.complete(m.id, 5, undefined)).rejects.toMatchObject({ code: "CHALLENGE_FINISHED" });
    expect((await s.state(m.id)).streak).toBe(3);
    at("2026-11-18T05:00:00Z");
    expect((await s.state(m.id)).streak).toBe(0);
  });

  it("reminds once, from 9 in the morning the next day opens, in the member's language", async () => {
    const s = service();
    const m = await h.member();
    at("2026-12-01T14:00:00Z"); // 19:30 in India
    await s.join(m.id, "Asia/Kolkata");
    await s.complete(m.id, 1, undefined);
    const mine = async () =>
      (
        await h.database.db.execute(
          sql`select data from notifications where user_id = ${m.id} and type = 'reminder' order by created_at`,
        )
      ).rows;
    at("2026-12-01T18:00:00Z"); // 23:30 the same day: not yet
    await s.sendDueReminders();
    at("2026-12-02T03:00:00Z"); // 08:30 the next day: still early
    await s.sendDueReminders();
    expect(await mine()).toHaveLength(0);
    at("2026-12-02T03:40:00Z"); // 09:10
    await s.sendDueReminders();
    await s.sendDueReminders();
    expect(await mine()).toHaveLength(1);
    const list = (await h.app.inject({ url: "/api/notifications", headers: { cookie: m.cookie } })).json();
    expect(list.items[0]).toMatchObject({
      type: "reminder",
      data: { message: "Day 2 of your 5-Day Anxiety Challenge is open. A few calm minutes, whenever you are ready." },
    });
    const hindi = (
      await h.app.inject({ url: "/api/notifications", headers: { cookie: m.cookie, "x-saathi-lang": "hi" } })
    ).json();
    expect(hindi.items[0].data.message).toMatch(/[\u0900-\u097F]/);
    // Doing day 2 and skipping the day after: one reminder for day 3, then none.
    await s.complete(m.id, 2, undefined);
    at("2026-12-03T04:00:00Z");
    await s.sendDueReminders();
    at("2026-12-04T04:00:00Z");
    await s.sendDueReminders();
    expect(await mine()).toHaveLength(2);
  });
});
