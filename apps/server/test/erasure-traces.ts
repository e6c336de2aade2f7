// The erasure walk's search, for any test that erases someone: every text, uuid, jsonb and array column
// of every table is searched for each needle (an id, an email, a phone, a name), case-insensitively.
import { sql } from "drizzle-orm";
import type { Harness } from "./harness.ts";

/** Where any needle is still found, as "table.column holds needle" (empty: no trace). */
export async function tracesOf(h: Harness, needles: readonly string[]): Promise<string[]> {
  const q = async <T>(query: ReturnType<typeof sql>) => (await h.database.db.execute(query)).rows as T[];
  const cols = await q<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')`);
  // Fewer columns than the schema has would mean the search read nothing.
  if (cols.length < 150) throw new Error(`only ${cols.length} columns searched`);
  const found: string[] = [];
  for (const { table_name, column_name } of cols) {
    for (const needle of needles) {
      const rows = await q<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name} holds ${needle}`);
    }
  }
  return found;
}
