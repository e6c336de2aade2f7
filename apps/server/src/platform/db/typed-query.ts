// Raw SQL with typed rows. A query written with Drizzle's `sql` comes back from `db.execute` as
// `Record<string, unknown>[]`; asserting a row type on it (`rows as unknown as Row[]`) compiles after a
// column is renamed and breaks only where the missing field is read. Here every raw read names its row
// with a zod object, and each row is checked against it: a renamed, dropped or retyped column fails the
// first test that runs the query, naming the field. The check costs ~0.4 µs per row (a 20-post feed
// page: ~9 µs against a query of milliseconds).
//
// The rows returned are the rows node-postgres gave, not zod's copies: Drizzle's raw `execute` leaves
// timestamps as PostgreSQL's text, bigint and numeric as strings, json
// parsed. A row schema states exactly that (`z.string()` for a timestamp), so it may not transform:
// its input type must equal its output type, which the `RowSchema` type enforces.
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { z } from "zod";

/** A zod schema whose parsed value is the value itself (no transform, default or coercion). */
export type RowSchema<Row> = z.ZodType<Row, Row>;

/** Anything that runs raw SQL: the pool's Drizzle instance or a transaction. */
export interface RawRunner {
  execute(query: SQL): PromiseLike<{ rows: unknown[] }>;
}

/** Thrown when a row of a raw query does not have the shape its schema states. */
export class RowShapeError extends Error {
  override name = "RowShapeError";
}

const dialect = new PgDialect();

/** Checks every row; throws a RowShapeError naming the field and the query's first line otherwise. */
export function assertRows<Row>(row: RowSchema<Row>, rows: unknown[], query: SQL): asserts rows is Row[] {
  for (const r of rows) {
    const result = row.safeParse(r);
    if (!result.success) {
      const text = dialect.sqlToQuery(query).sql.replace(/\s+/g, " ").trim().slice(0, 160);
      throw new RowShapeError(
        `raw query row does not match its schema:\n${z.prettifyError(result.error)}\nin: ${text}`,
      );
    }
  }
}

/** Runs `query` and returns its rows, each checked against `row`. */
export async function queryRows<Row>(db: RawRunner, row: RowSchema<Row>, query: SQL): Promise<Row[]> {
  const { rows } = await db.execute(query);
  assertRows(row, rows, query);
  return rows;
}

/** Runs `query` and returns its first row checked against `row`, or null when there is none. */
export async function queryRow<Row>(db: RawRunner, row: RowSchema<Row>, query: SQL): Promise<Row | null> {
  return (await queryRows(db, row, query))[0] ?? null;
}

/** A row that only says "a row exists" (`select 1 ...`): for `exists` reads. */
export const anyRow = z.object({});

/** A row of one text or uuid `id` (`returning id`). */
export const idRow = z.object({ id: z.string() });
