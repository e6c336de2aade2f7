// Presence when a node dies outright. Two real server processes on one PostgreSQL; a member
// is online through a socket on node A; A is killed with SIGKILL (no clean stop, no offline written);
// node B's sweep removes A once its heartbeat is older than PRESENCE_EXPIRY_MS, and B's answers show
// the member offline, while a member connected to B stays online. The expiry is shortened to 3 s here
// (production default 45 s), so the test takes seconds.
import { channels } from "@saathi/contract/realtime";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NODE_ORIGIN, type ServerNode, serverNodes } from "../../../test/server-nodes.ts";
import type { Database } from "../db/client.ts";
import { fetchWithin, type HttpMember, openSocket, signUp, sleep, waitUntil } from "../faults/fault-support.ts";

const ORIGIN = NODE_ORIGIN;
const EXPIRY_MS = 3000;
const cluster = serverNodes("presence-kill");
let database: Database;
let nodeA: ServerNode;
let nodeB: ServerNode;

/** One node on the shared database with the short presence expiry. */
const startNode = (name: string) => cluster.start(name, { PRESENCE_EXPIRY_MS: String(EXPIRY_MS) });

beforeAll(async () => {
  database = await cluster.startDatabase();
  [nodeA, nodeB] = await Promise.all([startNode("a"), startNode("b")]);
}, 180_000);

afterAll(() => cluster.close());

describe("a node killed with SIGKILL", () => {
  it("its members go offline on the other node after the sweep; members connected there stay online", async () => {
    const [watched, stays, observer] = (await Promise.all(
      ["watched", "stays", "observer"].map((t) => signUp(nodeB.base, ORIGIN, `kill-${t}`)),
    )) as [HttpMember, HttpMember, HttpMember];
    /** What node B answers about a member's presence (the profile every member sees). */
    const onlineOnB = async (m: HttpMember) => {
      const res = await fetchWithin(`${nodeB.base}/api/profiles/${m.id}`, { headers: { cookie: observer.cookie } });
      return ((await res.json()) as { isOnline: boolean }).isOnline;
    };

    const onA = await openSocket(nodeA.ws, watched.cookie, [channels.user(watched.id)]);
    const onB = await openSocket(nodeB.ws, stays.cookie, [channels.user(stays.id)]);
    await waitUntil(async () => (await onlineOnB(watched)) && (await onlineOnB(stays)), 5000, "both online on B");
    const nodes = async () =>
      Number((await database.pool.query<{ n: number }>("select count(*)::int as n from realtime_nodes")).rows[0]?.n);
    expect(await nodes()).toBe(2);

    // A live node is never taken for dead: it beats well within the expiry.
    await sleep(EXPIRY_MS + 800);
    expect(await onlineOnB(watched)).toBe(true);
    expect(await nodes()).toBe(2);

    const killed = performance.now();
    const exited = new Promise((r) => nodeA.child.once("exit", r));
    nodeA.child.kill("SIGKILL");
    await exited;
    expect(nodeA.child.signalCode).toBe("SIGKILL");
    // Nothing cleaned up after itself: the member is still shown online until B sweeps A away.
    expect(await onlineOnB(watched)).toBe(true);

    await waitUntil(async () => (await onlineOnB(watched)) === false, EXPIRY_MS * 5, "the watched member offline on B");
    const seconds = (performance.now() - killed) / 1000;
    console.log(
      `presence after SIGKILL: offline on the other node ${seconds.toFixed(1)} s after the kill (expiry ${EXPIRY_MS / 1000} s)`,
    );
    // Not at once: A was dropped for its missed beats (its last one came at most a quarter expiry before).
    expect(seconds).toBeGreaterThanOrEqual(EXPIRY_MS / 2 / 1000);
    expect(await nodes()).toBe(1);
    const rows = await database.pool.query("select 1 from realtime_presence where user_id = $1", [watched.id]);
    expect(rows.rowCount).toBe(0);
    // The member connected to B is untouched by A's removal.
    expect(await onlineOnB(stays)).toBe(true);
    onA.socket.terminate();
    onB.socket.close();
  }, 60_000);
});
