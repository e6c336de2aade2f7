// Session lookups gathered into one statement: many sockets coming back at once read their sessions
// together, and each still gets exactly its own answer (none for a signed-out or expired session).
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { statementsOf } from "../../../test/statements.ts";
import { createSessionBatch } from "./session-batch.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const tokenOf = async (userId: string) =>
  (await h.database.db.execute<{ token: string }>(sql`select token from session where user_id = ${userId} limit 1`))
    .rows[0]?.token as string;

describe("session lookups in groups", () => {
  it("twenty concurrent lookups are one statement, each answered with its own member", async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => h.member()));
    const tokens = await Promise.all(members.map((m) => tokenOf(m.id)));
    const batch = createSessionBatch(h.database.db);
    let rows: Awaited<ReturnType<typeof batch.read>>[] = [];
    const seen = await statementsOf(async () => {
      rows = await Promise.all(tokens.map((t) => batch.read(t)));
    });
    expect(seen).toEqual(["session_by_token"]);
    expect(rows.map((r) => r?.id)).toEqual(members.map((m) => m.id));
  });

  it("a signed-out, an expired and an unknown token get nothing, in the same group as live ones", async () => {
    const [live, out, expired] = await Promise.all([h.member(), h.member(), h.member()]);
    const [liveToken, outToken, expiredToken] = await Promise.all([live, out, expired].map((m) => tokenOf(m.id)));
    await h.database.db.execute(sql`delete from session where token = ${outToken as string}`);
    await h.database.db.execute(
      sql`update session set expires_at = now() - interval '1 minute' where token = ${expiredToken as string}`,
    );
    const batch = createSessionBatch(h.database.db);
    const [a, b, c, d, again] = await Promise.all([
      batch.read(liveToken as string),
      batch.read(outToken as string),
      batch.read(expiredToken as string),
      batch.read("no-such-token"),
      batch.read(liveToken as string),
    ]);
    expect(a?.id).toBe(live.id);
    expect(again?.id).toBe(live.id);
    expect([b, c, d]).toEqual([null, null, null]);
  });

  it("lookups asked while a group is on its way go in the next group, not one each", async () => {
    const members = await Promise.all(Array.from({ length: 6 }, () => h.member()));
    const tokens = await Promise.all(members.map((m) => tokenOf(m.id)));
    const batch = createSessionBatch(h.database.db);
    const seen = await statementsOf(async () => {
      const first = batch.read(tokens[0] as string);
      // The first group is sent on the next turn; these arrive while it is on its way.
      await new Promise((r) => setImmediate(r));
      const rest = tokens.slice(1).map((t) => batch.read(t));
      expect((await Promise.all([first, ...rest])).map((r) => r?.id)).toEqual(members.map((m) => m.id));
    });
    expect(seen).toEqual(["session_by_token", "session_by_token"]);
  });
});
