import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";

let h: Harness;
let a: Member;
let b: Member;
const entry = (body: string, createdAt = new Date().toISOString()) => ({ clientId: randomUUID(), body, createdAt });
const get = (m: Member | null, url: string) => h.app.inject({ url, headers: m ? { cookie: m.cookie } : {} });

beforeAll(async () => {
  h = await startHarness();
  [a, b] = await Promise.all([h.member(), h.member()]);
  // Entries and results are kept only with the sensitive-processing consent.
  for (const m of [a, b])
    await h.database.db.execute(
      sql`insert into consents (user_id, purpose, version) values (${m.id}, 'sensitive', '2026-11')`,
    );
});
afterAll(() => h.close());

describe("journal", () => {
  it("moves browser entries into the account once, keeping their dates", async () => {
    const old = entry("Slept badly but walked in the evening.", "2026-11-01T20:00:00.000Z");
    const newer = entry("Called my sister. Felt lighter.", "2026-11-02T20:00:00.000Z");
    const first = await h.post("/api/journal/import", { entries: [old, newer] }, { cookie: a.cookie });
    expect(first.json()).toEqual({ imported: 2 });
    // A retried import (the browser did not hear the answer) adds nothing.
    const again = await h.post("/api/journal/import", { entries: [old, newer] }, { cookie: a.cookie });
    expect(again.json()).toEqual({ imported: 0 });
    const list = (await get(a, "/api/journal")).json().entries;
    expect(list.map((e: { body: string }) => e.body)).toEqual([newer.body, old.body]);
    expect(list[1].createdAt).toBe(old.createdAt);
  });

  it("saves, lists and deletes one's own entries only", async () => {
    const e = entry("  Three good things: chai, sun, a kind message.  ");
    const saved = (await h.post("/api/journal", e, { cookie: a.cookie })).json();
    expect(saved.body).toBe("Three good things: chai, sun, a kind message.");
    const twice = (await h.post("/api/journal", e, { cookie: a.cookie })).json();
    expect(twice.id).toBe(saved.id);
    expect((await get(b, "/api/journal")).json().entries).toEqual([]);
    const stranger = await h.app.inject({
      method: "DELETE",
      url: `/api/journal/${saved.id}`,
      headers: { cookie: b.cookie },
    });
    expect(stranger.statusCode).toBe(404);
    const mine = await h.app.inject({
      method: "DELETE",
      url: `/api/journal/${saved.id}`,
      headers: { cookie: a.cookie },
    });
    expect(mine.json()).toEqual({ deleted: true });
    expect((await get(null, "/api/journal")).statusCode).toBe(401);
  });

  it("refuses empty, oversized and malformed entries with clear messages", async () => {
    const empty = await h.post("/api/journal", entry("   "), { cookie: a.cookie });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("Write a few words before saving.");
    const long = await h.post("/api/journal", entry("x".repeat(5001)), { cookie: a.cookie });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain("Keep an entry under 5000 characters.");
    expect((await h.post("/api/journal", { body: "hi" }, { cookie: a.cookie })).statusCode).toBe(400);
    const many = await h.post(
      "/api/journal/import",
      { entries: Array.from({ length: 201 }, () => entry("a")) },
      { cookie: a.cookie },
    );
    expect(many.statusCode).toBe(400);
    // A future date from a wrong browser clock is kept as now.
    const future = (
      await h.post("/api/journal", entry("From the future", "2099-01-01T00:00:00.000Z"), { cookie: a.cookie })
    ).json();
    expect(new Date(future.createdAt).getTime()).toBeLessThanOrEqual(Date.now());
    // So is a date before 2000, such as the year 0000 PostgreSQL cannot store (found by the fuzz suite: a 500).
    for (const past of ["0000-01-01T00:00:00Z", "1999-12-31T23:59:59Z"]) {
      const before = Date.now();
      const res = await h.post("/api/journal", entry("From the past", past), { cookie: a.cookie });
      expect(res.statusCode).toBe(200);
      expect(new Date(res.json().createdAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    }
    const imported = await h.post(
      "/api/journal/import",
      { entries: [entry("Old", "0000-06-01T00:00:00Z")] },
      { cookie: a.cookie },
    );
    expect(imported.statusCode).toBe(200);
  });
});
