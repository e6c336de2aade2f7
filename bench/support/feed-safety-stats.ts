// Viewers and percentiles for bench/feed-safety.ts.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type pg from "pg";

export interface Viewer {
  id: string;
  following: number;
  blocks: number;
  mutes: number;
  /** "blocks/mutes, follows many" etc.: the figures are also reported per group. */
  group: string;
}

/**
 * Half the viewers block or mute someone (an active mute or a block), half do not; within each half
 * they are spread evenly over how many people they follow (one per tile of the follow-count order),
 * so the feed is timed for members who follow 1 and for members who follow hundreds.
 */
export async function pickViewers(pool: pg.Pool, count: number): Promise<Viewer[]> {
  const half = Math.ceil(count / 2);
  const { rows } = await pool.query(
    `with m as (
       select p.id,
              (select count(*) from follows f where f.follower_id = p.id)::int as following,
              (select count(*) from blocks b where b.blocker_id = p.id)::int as blocks,
              (select count(*) from mutes x where x.muter_id = p.id and (x.until is null or x.until > now()))::int as mutes
       from fs_people p join user_profiles up on up.user_id = p.id
       where up.suspended_at is null and (p.n % 7 = 0 or exists (select 1 from blocks b where b.blocker_id = p.id)
         or exists (select 1 from mutes x where x.muter_id = p.id))
     ), t as (
       select *, (blocks + mutes > 0) as safety,
              ntile($1) over (partition by blocks + mutes > 0 order by following, id) as tile
       from m
     )
     select distinct on (safety, tile) id, following, blocks, mutes, safety from t order by safety desc, tile, id
     limit $2`,
    [half, count],
  );
  return rows.map((r) => ({
    id: r.id,
    following: r.following,
    blocks: r.blocks,
    mutes: r.mutes,
    group: `${r.safety ? "blocks/mutes" : "no blocks/mutes"}, follows ${r.following >= 50 ? "50+" : "under 50"}`,
  }));
}

type Sample = [number, number, number, number, string | null];

const pct = (sorted: number[], p: number) =>
  Number((sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0).toFixed(2));

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  return { requests: s.length, p50: pct(s, 0.5), p95: pct(s, 0.95), p99: pct(s, 0.99), max: pct(s, 1) };
}

export function summarise(samples: Sample[], viewers: Viewer[], durationMs: number) {
  const by = (key: (s: Sample) => string) => {
    const groups = new Map<string, number[]>();
    for (const s of samples) {
      const k = key(s);
      groups.set(k, [...(groups.get(k) ?? []), s[2]]);
    }
    return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, xs]) => [k, stats(xs)]));
  };
  return {
    viewers: Object.fromEntries(
      [...new Set(viewers.map((v) => v.group))].map((g) => {
        const vs = viewers.filter((v) => v.group === g);
        const range = (xs: number[]) => `${Math.min(...xs)}-${Math.max(...xs)}`;
        return [
          g,
          {
            viewers: vs.length,
            following: range(vs.map((v) => v.following)),
            blocksAndMutes: range(vs.map((v) => v.blocks + v.mutes)),
          },
        ];
      }),
    ),
    figures: {
      perSecond: Math.round(samples.length / (durationMs / 1000)),
      serverMs: stats(samples.map((s) => s[2])),
      clientMs: stats(samples.map((s) => s[3])),
      serverMsByPage: by((s) => (s[1] === 1 ? "first page" : "next pages (cursor)")),
      serverMsByViewer: by((s) => viewers[s[0]]?.group ?? "?"),
    },
  };
}

/**
 * CPU time (ms) used so far by this process and by the embedded PostgreSQL (postmaster and its
 * children, from /proc). CPU per request hardly grows when other work shares the cores, unlike
 * latency, so it tells what a request costs on a quiet machine.
 */
export function cpuMs(dataDir: string): { server: number; database: number } {
  const { user, system } = process.cpuUsage();
  let database = 0;
  try {
    const postmaster = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    const tick = 10; // ms per clock tick (CLK_TCK 100 on Linux)
    for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        // fields[1] is the parent pid; [11], [12] utime, stime; [13], [14] children's (ended backends).
        if (Number(pid) !== postmaster && Number(fields[1]) !== postmaster) continue;
        database += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * tick;
      } catch {
        // the process ended while we read
      }
    }
  } catch {
    return { server: (user + system) / 1000, database: Number.NaN };
  }
  return { server: (user + system) / 1000, database };
}
