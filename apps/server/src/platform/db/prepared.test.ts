import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Harness, startHarness } from "../../../test/harness.ts";
import { preparedStatement } from "./prepared.ts";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const echo = preparedStatement<{ n: number; at: Date; word: string }>(
  "test_prepared_echo",
  sql`select ${sql.placeholder("n")}::int + 1 as n, now() as at, ${sql.placeholder("word")}::text as word`,
);

describe("named prepared statements", () => {
  it("answers with the placeholders filled, many times over the pool's connections", async () => {
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => echo(h.database.db, { n: i, word: `w${i}` })),
    );
    expect(answers.map((rows) => rows[0]?.n)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect(answers[7]?.[0]?.word).toBe("w7");
    // node-postgres's own types: a timestamp is a Date (Drizzle's raw execute would give a string).
    expect(answers[0]?.[0]?.at).toBeInstanceOf(Date);
    // Sent by name, so PostgreSQL parses and plans it once per connection.
    const pool = h.database.pool;
    const original = pool.query.bind(pool);
    const sent: unknown[] = [];
    pool.query = ((config: unknown, ...rest: unknown[]) => {
      sent.push(config);
      return (original as (...a: unknown[]) => unknown)(config, ...rest);
    }) as typeof pool.query;
    try {
      await echo(h.database.db, { n: 1, word: "named" });
    } finally {
      pool.query = original;
    }
    expect(sent).toEqual([expect.objectContaining({ name: "test_prepared_echo", values: [1, "named"] })]);
  });

  it("refuses a second statement with the same name (the connection would refuse its text)", () => {
    expect(() => preparedStatement("test_prepared_echo", sql`select 1`)).toThrow(/defined twice/);
  });

  it("refuses to run inside a transaction's Drizzle object, which it would silently leave", async () => {
    await expect(h.database.db.transaction(async (tx) => echo(tx as never, { n: 1, word: "x" }))).rejects.toThrow(
      /not a transaction/,
    );
  });
});
