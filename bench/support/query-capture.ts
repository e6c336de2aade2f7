// Records the SQL one request runs (through the pool the app uses), so the benchmark can show the plan
// of its slowest query with EXPLAIN (ANALYZE, BUFFERS) and the same parameters.
import type pg from "pg";

interface Captured {
  text: string;
  values: unknown[];
}

export function captureQueries(pool: pg.Pool) {
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  let log: Captured[] | null = null;
  (pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    if (log) {
      const [first, second] = args;
      if (typeof first === "string") log.push({ text: first, values: (second as unknown[]) ?? [] });
      else if (first && typeof first === "object" && "text" in first) {
        const q = first as { text: string; values?: unknown[] };
        log.push({ text: q.text, values: q.values ?? (second as unknown[]) ?? [] });
      }
    }
    return original(...args);
  };
  return {
    /** Runs fn and returns the queries it sent. */
    async during(fn: () => Promise<unknown>): Promise<Captured[]> {
      log = [];
      try {
        await fn();
        return log;
      } finally {
        log = null;
      }
    },
    /** EXPLAIN (ANALYZE, BUFFERS) of each read, slowest first. */
    async explain(queries: Captured[]): Promise<{ sql: string; executionMs: number; plan: string[] }[]> {
      const out = [];
      for (const q of queries) {
        if (!/^\s*(select|with)\b/i.test(q.text)) continue;
        const res = (await original(`explain (analyze, buffers) ${q.text}`, q.values)) as {
          rows: { "QUERY PLAN": string }[];
        };
        const plan = res.rows.map((r) => r["QUERY PLAN"]);
        const ms = Number(plan.find((l) => l.startsWith("Execution Time"))?.match(/[\d.]+/)?.[0] ?? 0);
        out.push({ sql: q.text.replace(/\s+/g, " ").trim(), executionMs: ms, plan });
      }
      return out.sort((a, b) => b.executionMs - a.executionMs);
    },
  };
}
