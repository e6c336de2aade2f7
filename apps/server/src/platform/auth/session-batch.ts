// Session rows read by token, many in one query. When a node restarts, every socket it had comes back
// within a few seconds and its cache is empty: each upgrade read its session alone (a round trip, a
// pool checkout and a statement per socket, about 1,000 a second in bench/two-nodes.mjs STORM=1).
// Tokens asked for while a read is on its way gather into the next one, sent the moment it answers
// (no timer: an idle node reads a lone token on the next turn of the event loop), like the chat's
// group commit. A request's answer is exactly what reading its token alone gave.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { preparedStatement } from "../db/prepared.ts";

/** A live session's member, as the session reader needs it. */
export interface SessionRow {
  token: string;
  id: string;
  email: string;
  name: string;
  role: string;
  email_verified: boolean;
  phone_number: string | null;
  two_factor_enabled: boolean;
  session_id: string;
  second_factor: boolean;
  idle_seconds: number | null;
  expires_ms: number;
}

/** Live sessions by token (a prepared statement: every signed-in request not kept per node runs it). */
const sessionsByToken = preparedStatement<SessionRow>(
  "session_by_token",
  sql`
    select s.token, u.id, u.email, u.name, u.role, u.email_verified, u.phone_number, u.two_factor_enabled,
           s.id as session_id, s.second_factor_at is not null as second_factor,
           extract(epoch from now() - coalesce(s.last_active_at, s.created_at))::float8 as idle_seconds,
           extract(epoch from s.expires_at)::float8 * 1000 as expires_ms
    from session s join "user" u on u.id = s.user_id
    where s.token = any(${sql.placeholder("tokens")}::text[]) and s.expires_at > now()`,
);

/** Tokens in one read at most (the rest wait for the next). */
const MAX_TOKENS = 500;

type Waiter = { resolve(row: SessionRow | null): void; reject(err: unknown): void };

export function createSessionBatch(db: Db) {
  const next = new Map<string, Waiter[]>();
  let reading = false;
  let scheduled = false;
  const readAll = async () => {
    scheduled = false;
    reading = true;
    while (next.size) {
      const tokens = [...next.keys()].slice(0, MAX_TOKENS);
      const group = new Map(tokens.map((t) => [t, next.get(t) as Waiter[]]));
      for (const t of tokens) next.delete(t);
      try {
        const rows = await sessionsByToken(db, { tokens });
        const byToken = new Map(rows.map((r) => [r.token, r]));
        for (const [t, waiters] of group) for (const w of waiters) w.resolve(byToken.get(t) ?? null);
      } catch (err) {
        for (const waiters of group.values()) for (const w of waiters) w.reject(err);
      }
    }
    reading = false;
  };
  return {
    /** The live session with this token (null: none, or expired). */
    read(token: string): Promise<SessionRow | null> {
      return new Promise((resolve, reject) => {
        const same = next.get(token);
        if (same) same.push({ resolve, reject });
        else next.set(token, [{ resolve, reject }]);
        if (!reading && !scheduled) {
          scheduled = true;
          setImmediate(() => void readAll());
        }
      });
    },
  };
}
