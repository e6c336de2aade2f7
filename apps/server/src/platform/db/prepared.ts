// Named prepared statements for the few queries every request or every chat message runs (
// the session lookup, the chat send). PostgreSQL parses and plans a named statement once per
// connection instead of on every call, and the SQL text is built once here instead of by Drizzle on
// every call; both costs were a large share of a chat message's CPU (bench/chat-send-cost.ts).
// The statement is written with Drizzle's `sql` and `sql.placeholder("name")`, so fragments such as
// personColumns and the visibility rules stay the same ones the rest of the code uses.
//
// Rows come straight from node-postgres: timestamps are Date objects (Drizzle's raw `execute` gives
// strings), json is parsed, bigint is a string. Callers map the row to their own type.
import { fillPlaceholders, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Db } from "./client.ts";

const dialect = new PgDialect();
const names = new Set<string>();
const all: { name: string; text: string; params: unknown[] }[] = [];

/** Every named statement defined so far, with its text (warm-pool.ts prepares each on every connection). */
export const preparedStatements = (): readonly { name: string; text: string; params: readonly unknown[] }[] => all;

/**
 * A statement named `name` (unique in the process: node-postgres keys prepared statements by name on
 * each connection). Call the result with the placeholders' values; it resolves to the rows.
 */
export function preparedStatement<Row extends pg.QueryResultRow>(name: string, query: SQL) {
  if (names.has(name)) throw new Error(`prepared statement ${name} is defined twice`);
  names.add(name);
  const { sql: text, params } = dialect.sqlToQuery(query);
  all.push({ name, text, params });
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    // The pool behind the Drizzle instance. A transaction's Drizzle object has none: running there
    // would leave the transaction silently, so it is refused.
    const pool = (db as Db & { $client?: pg.Pool }).$client;
    if (!pool) throw new Error(`prepared statement ${name} needs the pool's Drizzle instance, not a transaction`);
    const result = await pool.query<Row>({ name, text, values: fillPlaceholders(params, values) });
    return result.rows;
  };
}
