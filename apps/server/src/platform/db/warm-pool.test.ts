// Warming a node's pool opens every connection and prepares every named statement on each, and
// writes nothing (each statement runs with nulls in a transaction that is rolled back).
import { sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { connect } from "./client.ts";
import { preparedStatements } from "./prepared.ts";
import { warmPool } from "./warm-pool.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const counts = async () =>
  (
    await h.database.db.execute<{ m: number; n: number }>(
      sql`select (select count(*) from chat_messages)::int as m, (select count(*) from notifications)::int as n`,
    )
  ).rows[0];

describe("warmPool", () => {
  it("opens the pool's connections, prepares every named statement on each, and writes nothing", async () => {
    const before = await counts();
    const fresh = connect(h.database.url, 4);
    try {
      const warmed = await warmPool(fresh.pool, pino({ level: "silent" }));
      expect(warmed.connections).toBe(4);
      expect(fresh.pool.totalCount).toBe(4);
      const names = preparedStatements().map((s) => s.name);
      expect(names).toEqual(expect.arrayContaining(["session_by_token", "chat_send_contexts", "chat_insert_messages"]));
      // Each connection has them parsed: held together, the four are the four warmed ones.
      const held = await Promise.all([0, 1, 2, 3].map(() => fresh.pool.connect()));
      for (const c of held) {
        const parsed = (c as unknown as { connection: { parsedStatements: Record<string, string> } }).connection
          .parsedStatements;
        expect(Object.keys(parsed)).toEqual(expect.arrayContaining(names));
        const { rows } = await c.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements");
        expect(rows[0]?.n).toBeGreaterThanOrEqual(names.length);
        c.release();
      }
      expect(await counts()).toEqual(before);
    } finally {
      await fresh.pool.end();
    }
  });
});
