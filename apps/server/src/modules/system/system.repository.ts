// The one query the health checks make.
import { sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";

export function createSystemRepository(db: Db) {
  return {
    /** True once the database answers a trivial query. */
    ping: () =>
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
  };
}

export type SystemRepository = ReturnType<typeof createSystemRepository>;
