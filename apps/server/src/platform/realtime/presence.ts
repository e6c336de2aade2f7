// Presence across server processes. Each process is a node with a row in realtime_nodes
// that it beats every few seconds; a member is online while some node holds a realtime_presence row
// for them (the node counts their sockets itself). user_profiles.is_online, which readers use, is
// recomputed from those rows under the profile's row lock, so two nodes changing one member's
// presence at once never leave it wrong. A node writes its members' changes in groups (see `want`). A
// node that dies without cleaning up stops beating; any other node then removes it and its rows, and its
// members go offline unless connected elsewhere.
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
  /**
   * What this node should hold for each member changed since the last write (true: a socket here), last
   * word wins. Changes are written in groups, one transaction for every member whose sockets came or
   * went meanwhile: 10,000 sockets connecting at once were 10,000 transactions of five statements and a
   * WAL flush each, and they queued in front of chat for seconds (bench/two-nodes.mjs). A group is
   * written the moment the previous one commits (no timer), so an idle node records one at once.
   */
  let wanted = new Map<string, boolean>();
  let writing: Promise<void> | null = null;
  let scheduled = false;
  let waiting: (() => void)[] = [];

  /**
   * In one transaction: lock the members' profile rows (in id order, so two nodes never deadlock),
   * change this node's rows, set is_online from what remains. Presence is not data (a node that dies
   * is swept and its members recomputed), so its commits do not wait for the WAL flush.
   */
  const change = async (arrive: string[], leave: string[], others: string[] = []) => {
    const all = [...arrive, ...leave, ...others];
    if (!all.length) return;
    const client = await pool.connect();
    try {
      await client.query("begin");
      await client.query(
        `select set_config('synchronous_commit', 'off', true),
           (select count(*) from (select 1 from user_profiles where user_id = any($1::uuid[])
             order by user_id for update) locked)`,
        [all],
      );
      if (arrive.length)
        await client.query(
          `insert into realtime_presence (user_id, node_id) select unnest($1::uuid[]), $2 on conflict do nothing`,
          [arrive, nodeId],
        );
      if (leave.length)
        await client.query("delete from realtime_presence where node_id = $2 and user_id = any($1::uuid[])", [
          leave,
          nodeId,
        ]);
      await client.query(
        `update user_profiles up set is_online = exists (select 1 from realtime_presence p where p.user_id = up.user_id)
          where up.user_id = any($1::uuid[])`,
        [all],
      );
      await client.query("commit");
    } catch (err) {
      await client.query("rollback").catch(() => {});
      throw err;
    } finally {
      client.release();
    }
  };

  /** The largest group in one transaction. */
  const GROUP = 1000;
  const writeWanted = async () => {
    scheduled = false;
    while (wanted.size) {
      const batch = wanted;
      const done = waiting;
      wanted = new Map();
      waiting = [];
      const entries = [...batch];
      try {
        for (let i = 0; i < entries.length; i += GROUP) {
          const slice = entries.slice(i, i + GROUP);
          await change(
            slice.filter(([, on]) => on).map(([u]) => u),
            slice.filter(([, on]) => !on).map(([u]) => u),
          );
        }
      } catch (err) {
        log.warn({ err, members: entries.length }, "presence not recorded");
      }
      for (const d of done) d();
    }
    writing = null;
  };
  /** Resolves once this member's latest wanted state is written (or failed with a log line). */
  const want = (userId: string, on: boolean) => {
    wanted.set(userId, on);
    const done = new Promise<void>((r) => waiting.push(r));
    if (!writing && !scheduled) {
      scheduled = true;
      setImmediate(() => {
        writing = writeWanted();
      });
    }
    return done;
  };

  /** Members whose presence rows went with a removed node: recompute each one's flag. */
  const recompute = async (userIds: string[]) => {
    const unique = [...new Set(userIds)];
    for (let i = 0; i < unique.length; i += GROUP) await change([], [], unique.slice(i, i + GROUP));
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
      await Promise.all(users.map((u) => want(u, true)));
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
    online: (userId: string) => want(userId, true),
    /** The member's last socket on this node closed. */
    offline: (userId: string) => want(userId, false),
    beat,
    sweep,
    /** A clean stop: this node and its presence rows go, and its members' flags follow. */
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      while (writing || scheduled || wanted.size) await (writing ?? new Promise((r) => setImmediate(r)));
      const { rows } = await pool
        .query<{ user_id: string }>("delete from realtime_presence where node_id = $1 returning user_id", [nodeId])
        .catch(() => ({ rows: [] as { user_id: string }[] }));
      await pool.query("delete from realtime_nodes where node_id = $1", [nodeId]).catch(() => {});
      await recompute(rows.map((r) => r.user_id)).catch((err) => log.warn({ err }, "presence not cleared"));
    },
  };
}

export type Presence = ReturnType<typeof createPresence>;
