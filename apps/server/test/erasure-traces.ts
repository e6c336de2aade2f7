// What the erasure walks search after the sweep: every text, uuid and jsonb column of every table for
// the erased person's id, email, phone and names, and every stored file for their id.
import { readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Harness } from "./harness.ts";

/** Every "table.column holds needle" left in the database, and how many columns were searched. */
export async function tracesOf(h: Harness, needles: readonly string[]) {
  const q = async <T>(query: ReturnType<typeof sql>) => (await h.database.db.execute(query)).rows as T[];
  const cols = await q<{ table_name: string; column_name: string }>(sql`
    select c.table_name, c.column_name from information_schema.columns c
    join information_schema.tables t on t.table_name = c.table_name and t.table_schema = c.table_schema
    where c.table_schema = 'public' and t.table_type = 'BASE TABLE'
      and c.data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json', 'ARRAY', 'USER-DEFINED')`);
  const found: string[] = [];
  for (const { table_name, column_name } of cols) {
    for (const needle of needles) {
      const rows = await q<{ n: number }>(
        sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text ilike ${`%${needle}%`}`,
      );
      if ((rows[0]?.n ?? 0) > 0) found.push(`${table_name}.${column_name} holds ${needle}`);
    }
  }
  return { found, columnsSearched: cols.length };
}

/** Every file under a folder (none when it does not exist). */
export function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
