// Admins add and remove watched words (lower-cased, trimmed, 1-60 characters, unique),
// each change audited; moderators and members cannot.
import { MODERATION_MSG } from "@saathi/contract/admin-moderation";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { auditOf, call, moderatorMember } from "../../../test/moderation-helpers.ts";

let h: Harness;
let admin: Member;
let mod: Member;
let member: Member;
const URL = "/api/admin/watched-words";

beforeAll(async () => {
  h = await startHarness();
  [admin, mod, member] = await Promise.all([staffMember(h), moderatorMember(h), h.member()]);
}, 60_000);
afterAll(() => h.close());

describe("watched words", () => {
  it("an admin adds (lower-cased, trimmed), lists and removes words, each change audited", async () => {
    const added = await call(h, admin, "POST", URL, { phrase: "  Buy   Followers ", action: "block" });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ phrase: "buy followers", action: "block" });
    const id = added.json().id;
    await call(h, admin, "POST", URL, { phrase: "quick cash", action: "hold" });
    expect((await call(h, admin, "GET", URL)).json().items.map((w: { phrase: string }) => w.phrase)).toEqual([
      "buy followers",
      "quick cash",
    ]);
    const dup = await call(h, admin, "POST", URL, { phrase: "BUY FOLLOWERS", action: "flag" });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(MODERATION_MSG.wordExists);
    expect((await call(h, admin, "DELETE", `${URL}/${id}`)).statusCode).toBe(200);
    expect((await call(h, admin, "DELETE", `${URL}/${id}`)).statusCode).toBe(404);
    expect((await auditOf(h, id)).map((a) => a.action)).toEqual(["watched_word.add", "watched_word.remove"]);
    const { rows } = await h.database.db.execute<{ n: number }>(sql`select count(*)::int as n from watched_words`);
    expect(rows[0]?.n).toBe(1);
  });

  it("refuses empty, too long and unknown actions (400)", async () => {
    for (const body of [
      { phrase: "   ", action: "flag" },
      { phrase: "x".repeat(61), action: "flag" },
      { phrase: "ok", action: "delete" },
      { action: "flag" },
    ]) {
      expect((await call(h, admin, "POST", URL, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await call(h, admin, "POST", URL, { phrase: "x".repeat(60), action: "flag" })).statusCode).toBe(201);
  });

  it("moderators and members cannot read or edit them (403)", async () => {
    for (const m of [mod, member]) {
      expect((await call(h, m, "GET", URL)).statusCode).toBe(403);
      expect((await call(h, m, "POST", URL, { phrase: "nope", action: "flag" })).statusCode).toBe(403);
    }
    expect((await call(h, null, "GET", URL)).statusCode).toBe(401);
  });
});
