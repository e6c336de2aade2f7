// The Daily Wellness Broadcast: today's piece and the archive for visitors (never a piece
// whose day has not come), and the console's section: admins with the second factor only, every edit
// audited, one piece a day, bad input 400.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember, staffWithoutSecondFactor } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { addDays, indiaDay } from "./daily-wellness.policy.ts";

let h: Harness;
let admin: Member;
const today = indiaDay(new Date());
const ZERO = "00000000-0000-4000-8000-000000000000";

const piece = (day: string, title = `Piece ${day}`) => ({
  day,
  titleEn: title,
  bodyEn: "Breathe in for four, out for six.",
  titleHi: `अंश ${day}`,
  bodyHi: "चार तक साँस लें, छह तक छोड़ें।",
  audioUrl: "/demo-media/meditation-1.mp3",
});
const send = (m: Member | null, method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
  h.app.inject({ method, url, headers: m ? { cookie: m.cookie } : {}, ...(payload ? { payload } : {}) });
const audit = async (id: string) =>
  (
    await h.database.db.execute<{ action: string; actor_id: string }>(
      sql`select action, actor_id from audit_log where target_type = 'daily_wellness' and target_id = ${id} order by id`,
    )
  ).rows;

beforeAll(async () => {
  h = await startHarness();
  admin = await staffMember(h);
});
afterAll(() => h.close());

describe("visitors", () => {
  it("before any piece, today is null and the archive empty", async () => {
    expect((await send(null, "GET", "/api/daily-wellness/today")).json()).toEqual({ piece: null });
    expect((await send(null, "GET", "/api/daily-wellness")).json()).toEqual({ pieces: [], nextBefore: null });
  });

  it("today's piece, the archive newest first in pages, never tomorrow's", async () => {
    for (let i = 0; i < 16; i++)
      expect((await send(admin, "POST", "/api/admin/daily-wellness", piece(addDays(today, -i)))).statusCode).toBe(200);
    await send(admin, "POST", "/api/admin/daily-wellness", piece(addDays(today, 1), "Tomorrow"));

    const t = await send(null, "GET", "/api/daily-wellness/today");
    expect(t.statusCode).toBe(200);
    expect(t.headers["cache-control"]).toBe("public, max-age=300");
    expect(t.json().piece).toMatchObject({
      day: today,
      en: { title: `Piece ${today}` },
      hi: { title: `अंश ${today}` },
      audioUrl: "/demo-media/meditation-1.mp3",
    });

    const first = (await send(null, "GET", "/api/daily-wellness")).json();
    expect(first.pieces).toHaveLength(14);
    expect(first.pieces[0].day).toBe(today);
    expect(first.nextBefore).toBe(addDays(today, -13));
    const second = (await send(null, "GET", `/api/daily-wellness?before=${first.nextBefore}`)).json();
    expect(second.pieces.map((p: { day: string }) => p.day)).toEqual([addDays(today, -14), addDays(today, -15)]);
    expect(second.nextBefore).toBeNull();
    // Asking from a future day shows nothing scheduled.
    const future = (await send(null, "GET", `/api/daily-wellness?before=${addDays(today, 30)}`)).json();
    expect(JSON.stringify(future)).not.toContain("Tomorrow");
    expect(JSON.stringify(t.json())).not.toContain("Tomorrow");
  });

  it("a bad archive date is 400", async () => {
    for (const before of ["yesterday", "2025-13-01", "1'or'1", "0000-01-01", "9999-12-31"])
      expect((await send(null, "GET", `/api/daily-wellness?before=${encodeURIComponent(before)}`)).statusCode).toBe(
        400,
      );
  });
});

describe("the console", () => {
  it("visitors 401; members and admins without a second factor 403, on every endpoint", async () => {
    const [member, noFactor] = await Promise.all([h.member(), staffWithoutSecondFactor(h)]);
    const calls = [
      ["GET", "/api/admin/daily-wellness", undefined],
      ["POST", "/api/admin/daily-wellness", piece("2030-01-01")],
      ["PUT", `/api/admin/daily-wellness/${ZERO}`, piece("2030-01-01")],
      ["DELETE", `/api/admin/daily-wellness/${ZERO}`, undefined],
    ] as const;
    for (const [method, url, body] of calls) {
      expect((await send(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await send(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await send(noFactor, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const listed = await h.database.db.execute(
      sql`select 1 from daily_wellness_pieces where publish_on = '2030-01-01'`,
    );
    expect(listed.rows).toHaveLength(0);
  });

  it("create, edit and delete, each audited; one piece a day (409); unknown 404; bad input 400", async () => {
    const created = await send(admin, "POST", "/api/admin/daily-wellness", piece("2031-05-01"));
    expect(created.statusCode).toBe(200);
    const id = created.json().id as string;
    const taken = await send(admin, "POST", "/api/admin/daily-wellness", piece("2031-05-01"));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("DAY_TAKEN");

    const edited = await send(admin, "PUT", `/api/admin/daily-wellness/${id}`, {
      ...piece("2031-05-02", "Edited"),
      audioUrl: null,
    });
    expect(edited.json()).toMatchObject({ day: "2031-05-02", en: { title: "Edited" }, audioUrl: null });
    await send(admin, "POST", "/api/admin/daily-wellness", piece("2031-05-03"));
    expect((await send(admin, "PUT", `/api/admin/daily-wellness/${id}`, piece("2031-05-03"))).statusCode).toBe(409);

    const list = (await send(admin, "GET", "/api/admin/daily-wellness")).json();
    expect(list.today).toBe(today);
    expect(list.pieces.find((p: { id: string }) => p.id === id)).toMatchObject({ published: false });
    expect(list.pieces.find((p: { day: string }) => p.day === today)).toMatchObject({ published: true });

    expect((await send(admin, "DELETE", `/api/admin/daily-wellness/${id}`)).json()).toEqual({ deleted: true });
    expect((await send(admin, "DELETE", `/api/admin/daily-wellness/${id}`)).statusCode).toBe(404);
    expect((await send(admin, "PUT", `/api/admin/daily-wellness/${ZERO}`, piece("2031-06-01"))).statusCode).toBe(404);
    expect((await send(admin, "PUT", "/api/admin/daily-wellness/not-a-uuid", piece("2031-06-01"))).statusCode).toBe(
      400,
    );
    expect(await audit(id)).toEqual([
      { action: "daily_wellness.create", actor_id: admin.id },
      { action: "daily_wellness.update", actor_id: admin.id },
      { action: "daily_wellness.delete", actor_id: admin.id },
    ]);

    const bad = [
      { ...piece("2031-07-01"), titleEn: " " },
      { ...piece("2031-07-01"), bodyHi: "x".repeat(1501) },
      { ...piece("2031-07-01"), day: "01-07-2031" },
      { ...piece("2031-07-01"), audioUrl: "https://evil.example/a.mp3" },
      { ...piece("2031-07-01"), audioUrl: "/demo-media/../secret.mp3" },
      {},
    ];
    for (const body of bad) expect((await send(admin, "POST", "/api/admin/daily-wellness", body)).statusCode).toBe(400);
  });
});
