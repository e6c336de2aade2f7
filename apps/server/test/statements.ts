// Counting what a piece of work asks PostgreSQL: every statement any pool client sends while it runs.
import pg from "pg";

/** The statements `fn` sends through any pool client, by name or first words. */
export async function statementsOf(fn: () => Promise<unknown>): Promise<string[]> {
  const seen: string[] = [];
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const q = args[0] as { name?: string; text?: string } | string;
    seen.push(typeof q === "string" ? q.slice(0, 40) : (q.name ?? q.text?.slice(0, 40) ?? "?"));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    await fn();
  } finally {
    pg.Client.prototype.query = query;
  }
  return seen;
}
