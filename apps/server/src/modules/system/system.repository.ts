// What the health, readiness and metrics checks read: a trivial query, the newest applied migration
// against the committed journal, and pg-boss's per-queue counts.
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { type Db, MIGRATIONS_DIR } from "../../platform/db/client.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export function createSystemRepository(db: Db, migrationsDir = MIGRATIONS_DIR) {
  let journal: number | null = null;
  return {
    /** True once the database answers a trivial query. */
    async ping(): Promise<boolean> {
      try {
        await db.execute(sql`select 1`);
        return true;
      } catch {
        return false;
      }
    },
    /** The `when` of the newest migration in the committed journal (what this build expects). */
    expectedMigration(): number {
      if (journal === null) {
        const file = JSON.parse(readFileSync(path.join(migrationsDir, "meta/_journal.json"), "utf8")) as {
          entries: { when: number }[];
        };
        journal = Math.max(0, ...file.entries.map((e) => e.when));
      }
      return journal;
    },
    /** The newest migration drizzle recorded as applied (null when none or unreadable). */
    async appliedMigration(): Promise<number | null> {
      try {
        const r = await queryRows(
          db,
          z.object({ at: z.string().nullable() }),
          sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
        );
        const at = r[0]?.at;
        return at ? Number(at) : null;
      } catch {
        return null;
      }
    },
    /** Waiting and failed jobs per pg-boss queue ([] where the scheduler never ran). */
    async jobQueues(): Promise<{ name: string; queued: number; failed: number }[]> {
      try {
        const r = await queryRows(
          db,
          // pg-boss's counts: read as numbers whichever integer type its version gives them.
          z.object({ name: z.string(), queued: z.number().or(z.string()), failed: z.number().or(z.string()) }),
          sql`select name, queued_count as queued, failed_count as failed from pgboss.queue`,
        );
        return r.map((q) => ({ name: q.name, queued: Number(q.queued), failed: Number(q.failed) }));
      } catch {
        return [];
      }
    },
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
