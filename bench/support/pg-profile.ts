// PG_PROFILE=1 for bench/two-nodes.mjs: where PostgreSQL's CPU goes during the measured run.
// pg_stat_statements (preloaded) counts every statement with its calls and execution time, and each
// backend's CPU is read from /proc before and after, grouped by what the backend is (a server's pool
// connection, a bus listener, the bus publisher, autovacuum, the WAL writer, the checkpointer…).
import { readdirSync, readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";

export const PROFILE = process.env.PG_PROFILE === "1";

/** Settings the embedded PostgreSQL starts with when profiling. */
export const profileSettings = (): Record<string, string> =>
  PROFILE ? { shared_preload_libraries: "pg_stat_statements", "pg_stat_statements.track": "all" } : {};

type Db = NodePgDatabase<Record<string, unknown>>;

const ticksByPid = (postmaster: number) => {
  const out = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(f[1]) === postmaster || Number(entry) === postmaster)
        out.set(Number(entry), Number(f[11]) + Number(f[12]));
    } catch {
      // ended meanwhile
    }
  }
  return out;
};

export async function startProfile(db: Db, pidFile: string) {
  if (!PROFILE) return null;
  const postmaster = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  await db.execute(sql`create extension if not exists pg_stat_statements`);
  await db.execute(sql`select pg_stat_statements_reset()`);
  const before = ticksByPid(postmaster);
  return async (messages: number) => {
    const after = ticksByPid(postmaster);
    const { rows: kinds } = await db.execute<{ pid: number; kind: string }>(sql`
      select pid, backend_type || coalesce(' ' || nullif(application_name, ''), '') ||
        case when query ilike 'listen%' or query ilike 'unlisten%' then ' (listener)'
             when query ilike '%pg_notify%' then ' (publisher)' else '' end as kind
        from pg_stat_activity`);
    const kindOf = new Map(kinds.map((k) => [Number(k.pid), k.kind]));
    const byKind: Record<string, { backends: number; msPerMessage: number }> = {};
    for (const [pid, t] of after) {
      const used = t - (before.get(pid) ?? 0);
      const kind = pid === postmaster ? "postmaster" : (kindOf.get(pid) ?? "ended or unknown");
      const k = byKind[kind] ?? { backends: 0, msPerMessage: 0 };
      byKind[kind] = k;
      k.backends++;
      k.msPerMessage += (used * 10) / Math.max(1, messages);
    }
    for (const k of Object.values(byKind)) k.msPerMessage = Number(k.msPerMessage.toFixed(3));
    const { rows } = await db.execute<{ query: string; calls: string; ms: number; rows: string }>(sql`
      select left(regexp_replace(query, '[[:space:]]+', ' ', 'g'), 160) as query, calls::text, total_exec_time as ms,
             rows::text
        from pg_stat_statements order by total_exec_time desc limit 25`);
    return {
      cpuByBackendKind: Object.fromEntries(
        Object.entries(byKind).sort((a, b) => b[1].msPerMessage - a[1].msPerMessage),
      ),
      statements: rows.map((r) => ({
        query: r.query,
        perMessage: Number((Number(r.calls) / Math.max(1, messages)).toFixed(3)),
        execMsPerMessage: Number((r.ms / Math.max(1, messages)).toFixed(4)),
        rows: Number(r.rows),
      })),
    };
  };
}

/** What the database's client sessions wait on (a sample every 250 ms until `stop`): where the time goes. */
export function sampleWaits(db: Db) {
  const seen: Record<string, number> = {};
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      const { rows } = await db.execute<{ w: string; n: number }>(sql`
        select coalesce(wait_event_type || ':' || wait_event, state) as w, count(*)::int as n
        from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()
          and state <> 'idle' group by 1`);
      for (const r of rows) seen[r.w] = (seen[r.w] ?? 0) + r.n;
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  return {
    seen,
    stop: async () => {
      sampling = false;
      await done;
    },
  };
}
