// Presence across server processes. Each process is a node with a row in realtime_nodes
// that it beats every few seconds; a member is online while some node holds a realtime_presence row
// for them (the node counts their sockets itself). user_profiles.is_online, which readers use, is
// recomputed from those rows under the profile's row lock, so two nodes changing one member's
// presence at once never leave it wrong. A node that dies without cleaning up stops beating; any
// other node then removes it and its rows, and its members go offline unless connected elsewhere.
import { randomUUID } from "node:crypto";
import type pg from "pg";
import type { Logger } from "pino";

export interface PresenceOptions {
  /** How often this node beats (and sweeps nodes that stopped); default a quarter of the expiry, at most 10 s. */
  heartbeatMs?: number;
  /** A node whose last beat is older than this is dead (PRESENCE_EXPIRY_MS, default 45 s). */
  expireMs?: number;
}

export function createPresence(
  pool: pg.Pool,
  log: Logger,
  /** Members with an open socket on this node now (re-recorded if another node took us for dead). */
  connectedUsers: () => string[],
  opts: PresenceOptions = {},
) {
  const nodeId = randomUUID();
  const expireMs = opts.expireMs ?? 45_000;
  const heartbeatMs = opts.heartbeatMs ?? Math.min(10_000, Math.floor(expireMs / 4));
  let timer: NodeJS.Timeout | null = null;
  let started: Promise<void> | null = null;
  /** One change at a time per member in this node, in the order the sockets came and went. */
  const chains = new Map<string, Promise<void>>();

  /** In one transaction: lock the profile row, change this node's row, set is_online from what remains. */
  const change = async (userId: string, edit: string, params: unknown[]) => {
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query("select 1 from user_profiles where user_id = $1 for update", [userId]);
      await client.query(edit, params);
      await client.query(
        `update user_profiles set is_online = exists (select 1 from realtime_presence where user_id = $1)
          where user_id = $1`,
        [userId],
      );
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  };

  const queue = (userId: string, run: () => Promise<void>) => {
    const next = (chains.get(userId) ?? Promise.resolve())
      .then(run)
      .catch((err) => log.warn({ err }, "presence not recorded"));
    chains.set(userId, next);
    void next.finally(() => {
      if (chains.get(userId) === next) chains.delete(userId);
    });
    return next;
  };

  const arrive = (userId: string) =>
    change(userId, "insert into realtime_presence (user_id, node_id) values ($1, $2) on conflict do nothing", [
      userId,
      nodeId,
    ]);
  const leave = (userId: string) =>
    change(userId, "delete from realtime_presence where user_id = $1 and node_id = $2", [userId, nodeId]);

  /** Members whose presence rows went with a removed node: recompute each one's flag. */
  const recompute = async (userIds: string[]) => {
    for (const userId of new Set(userIds)) await change(userId, "select 1", []);
  };

  /** Beats; records us again if another node took us for dead; removes nodes that stopped beating. */
  const beat = async () => {
    const { rows } = await pool.query<{ inserted: boolean }>(
      `insert into realtime_nodes (node_id) values ($1)
         on conflict (node_id) do update set heartbeat_at = now()
       returning (xmax = 0) as inserted`,
      [nodeId],
    );
    if (rows[0]?.inserted && started) {
      const users = connectedUsers();
      if (users.length) log.warn({ users: users.length }, "this node was taken for dead; recording its members again");
      for (const u of users) await queue(u, () => arrive(u));
    }
    await sweep();
  };

  /** Removes nodes whose last beat is older than the expiry, and their members' presence with them. */
  const sweep = async (): Promise<number> => {
    const { rows } = await pool.query<{ user_id: string | null; node_id: string }>(
      `with dead as (
         delete from realtime_nodes where heartbeat_at < now() - make_interval(secs => $1::float8 / 1000)
         returning node_id)
       select p.user_id, d.node_id from dead d left join realtime_presence p on p.node_id = d.node_id`,
      [expireMs],
    );
    if (!rows.length) return 0;
    // The presence rows are gone with their node (on delete cascade); the flags follow.
    await recompute(rows.flatMap((r) => (r.user_id ? [r.user_id] : [])));
    log.info({ nodes: new Set(rows.map((r) => r.node_id)).size }, "removed realtime nodes that stopped beating");
    return rows.length;
  };

  return {
    nodeId,
    /** Records this node and starts beating. */
    start() {
      started ??= (async () => {
        await pool.query("insert into realtime_nodes (node_id) values ($1) on conflict do nothing", [nodeId]);
        timer = setInterval(
          () => void beat().catch((err) => log.warn({ err }, "presence heartbeat failed")),
          heartbeatMs,
        );
        timer.unref();
      })();
      return started;
    },
    /** The member's first socket on this node opened. */
    online: (userId: string) => queue(userId, () => arrive(userId)),
    /** The member's last socket on this node closed. */
    offline: (userId: string) => queue(userId, () => leave(userId)),
    beat,
    sweep,
    /** A clean stop: this node and its presence rows go, and its members' flags follow. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await Promise.all([...chains.values()]);
      const { rows } = await pool
        .query<{ user_id: string }>("delete from realtime_presence where node_id = $1 returning user_id", [nodeId])
        .catch(() => ({ rows: [] as { user_id: string }[] }));
      await pool.query("delete from realtime_nodes where node_id = $1", [nodeId]).catch(() => {});
      await recompute(rows.map((r) => r.user_id)).catch((err) => log.warn({ err }, "presence not cleared"));
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
