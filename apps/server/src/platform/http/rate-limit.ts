import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.ts";
import { queryRows } from "../db/typed-query.ts";

/**
 * Fixed-window counters in PostgreSQL, so every server process shares them.
 * `hit` counts one attempt and says whether it is still within the limit (and how many are counted).
 */
export function createRateLimiter(db: Db) {
  return {
    async hit(
      key: string,
      max: number,
      windowSeconds: number,
    ): Promise<{ allowed: boolean; retryAfter: number; count: number }> {
      const rows = await queryRows(
        db,
        z.object({ count: z.number(), retry_after: z.number() }),
        sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set
          count = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_start = case when rate_limits.window_start < now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_start end
        returning count,
          ceil(extract(epoch from (window_start + make_interval(secs => ${windowSeconds}) - now())))::int as retry_after`,
      );
      const row = rows[0];
      const count = row?.count ?? 0;
      return { allowed: count <= max, retryAfter: Math.max(1, row?.retry_after ?? windowSeconds), count };
    },
    /** Takes back one counted attempt (it turned out not to be one that the limit is about). */
    async refund(key: string): Promise<void> {
      await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${key}`);
    },
    /** Forgets every attempt counted under this key. */
    async clear(key: string): Promise<void> {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
    /**
     * A cooldown: allowed at most once per `seconds` for this key. Atomic under concurrency:
     * only one of several simultaneous callers gets through.
     */
    async cooldown(key: string, seconds: number): Promise<{ allowed: boolean; retryAfter: number }> {
      const rows = await queryRows(
        db,
        z.object({ key: z.string() }),
        sql`
        insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
        on conflict (key) do update set window_start = now(), count = rate_limits.count + 1
          where rate_limits.window_start <= now() - make_interval(secs => ${seconds})
        returning key`,
      );
      if (rows.length) return { allowed: true, retryAfter: 0 };
      const left = await queryRows(
        db,
        z.object({ s: z.number() }),
        sql`
        select greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${seconds}) - now()))))::int as s
        from rate_limits where key = ${key}`,
      );
      return { allowed: false, retryAfter: left[0]?.s ?? seconds };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
