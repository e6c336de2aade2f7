// Live rooms against a real Janus (Debian's `janus`, started privately on loopback for this file):
// the join-token rules (valid, wrong member, wrong room, reused, expired, withdrawn by a lock, removed
// member), the host's controls, the end of a room, a Janus restart, and how the private Janus is
// exposed (API and admin API on 127.0.0.1 only, the admin API and the API behind their secrets).
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AudioBridge, createAudioBridge } from "./audiobridge.ts";
import { type CircleRooms, createCircleRooms, RoomRefused } from "./circle-rooms.ts";
import { createJanusConnection, type JanusConnection, JanusError } from "./janus-connection.ts";
import { type ManagedJanus, managedJanusProblem, startManagedJanus } from "./managed-janus.ts";
import { createMemoryRoomStore, createMemoryTokenStore } from "./media-store.ts";

const problem = managedJanusProblem();
if (problem) console.warn(`Skipping the live-room tests against Janus: ${problem}. Run node scripts/ensure-janus.mjs.`);

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "joined",
    (err: unknown) => (err instanceof RoomRefused ? err.reason : `other: ${String(err)}`),
  );

describe.skipIf(problem !== null)("live rooms on a real Janus", () => {
  const dir = path.resolve(".tmp", `janus-test-${process.pid}-${randomBytes(3).toString("hex")}`);
  let janus: ManagedJanus;
  let conn: JanusConnection;
  let bridge: AudioBridge;
  let rooms: CircleRooms;
  let clock = Date.now();
  const roomStore = createMemoryRoomStore();
  /** The Janus room behind a key, as the server keeps it (never shown to members). */
  const janusRoomOf = async (_rooms: CircleRooms, key: string) => {
    const room = await roomStore.get(key);
    if (!room) throw new Error(`no room ${key}`);
    return room;
  };

  beforeAll(async () => {
    janus = await startManagedJanus({ dir, iceInterfaces: "lo", rtpPortRange: "21000-21099" });
    conn = createJanusConnection({ url: janus.url, apiSecret: janus.apiSecret, keepaliveMs: 2000, maxRetryMs: 500 });
    await conn.connect();
    bridge = createAudioBridge(conn);
    rooms = createCircleRooms({
      bridge,
      rooms: roomStore,
      tokens: createMemoryTokenStore(),
      adminKey: janus.roomAdminKey,
      now: () => new Date(clock),
    });
  });

  afterAll(async () => {
    await conn?.close();
    await janus?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("binds the API and the admin API to 127.0.0.1 only", async () => {
    const http = readFileSync(path.join(janus.configDir, "janus.transport.http.jcfg"), "utf8");
    expect(http).toMatch(/^\s*ip = "127\.0\.0\.1"$/m);
    expect(http).toMatch(/^\s*admin_ip = "127\.0\.0\.1"$/m);
    expect(http).not.toMatch(/https = true/);
    const main = readFileSync(path.join(janus.configDir, "janus.jcfg"), "utf8");
    // Only the HTTP transport loads; WebSockets, MQTT, RabbitMQ, Nanomsg and Unix sockets stay off.
    expect(main).toMatch(/libjanus_websockets\.so/);
    expect(main).not.toMatch(/disable = "[^"]*libjanus_http\.so/);
    expect(main).not.toMatch(/disable = "[^"]*libjanus_audiobridge\.so/);

    // What the kernel says: both ports listen on 127.0.0.1 (0100007F), on no other address.
    const ports = [new URL(janus.url).port, new URL(janus.adminUrl).port].map(Number);
    const listening = readFileSync("/proc/net/tcp", "utf8")
      .split("\n")
      .slice(1)
      .map((l) => l.trim().split(/\s+/))
      .filter((f) => f[3] === "0A")
      .map((f) => f[1]?.split(":") ?? []);
    for (const port of ports) {
      const binds = listening.filter(([, p]) => Number.parseInt(p ?? "", 16) === port).map(([a]) => a);
      expect(binds).toEqual(["0100007F"]);
    }
    const tcp6 = readFileSync("/proc/net/tcp6", "utf8");
    for (const port of ports) expect(tcp6).not.toContain(`:${port.toString(16).toUpperCase().padStart(4, "0")} `);

    // And from this machine's other addresses, nobody answers.
    const others = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && a.family === "IPv4" && !a.internal)
      .map((a) => a?.address as string);
    for (const host of others)
      for (const port of ports) {
        const outcome = await new Promise<string>((resolve) => {
          const s = connect({ host, port });
          s.once("connect", () => {
            s.destroy();
            resolve("connected");
          });
          s.once("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
        });
        expect(outcome, `${host}:${port}`).toBe("ECONNREFUSED");
      }
  });

  it("refuses the admin API without its secret, and the API without the API secret", async () => {
    const admin = (body: object) =>
      fetch(janus.adminUrl, { method: "POST", body: JSON.stringify({ transaction: "t", ...body }) }).then(
        (r) => r.json() as Promise<{ janus: string; error?: { code: number } }>,
      );
    expect(await admin({ janus: "list_sessions" })).toMatchObject({ janus: "error", error: { code: 403 } });
    expect(await admin({ janus: "list_sessions", admin_secret: "not-the-secret" })).toMatchObject({
      janus: "error",
      error: { code: 403 },
    });
    expect(await admin({ janus: "list_sessions", admin_secret: janus.adminSecret })).toMatchObject({
      janus: "success",
    });
    const api = await fetch(janus.url, { method: "POST", body: JSON.stringify({ janus: "create", transaction: "t" }) });
    expect(await api.json()).toMatchObject({ janus: "error", error: { code: 403 } });
  });

  it("refuses to create a room without the plugin's admin key", async () => {
    const err = await bridge.createRoom(77, { secret: "x", allowedTokens: [] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JanusError);
  });

  it("lets a seat holder in once with a valid token, and refuses reuse, another member and another room", async () => {
    await rooms.open("circle-a");
    await rooms.open("circle-b");
    const { token, expiresAt } = await rooms.issueToken("circle-a", { seatId: "seat-1", memberId: "asha" });
    expect(expiresAt.getTime() - clock).toBe(120_000);
    // Shown by someone else, or at another room: refused, and not spent.
    expect(await refusal(rooms.join("circle-a", token, { memberId: "ravi" }))).toBe("bad_token");
    expect(await refusal(rooms.join("circle-b", token, { memberId: "asha" }))).toBe("bad_token");
    expect(await refusal(rooms.join("circle-a", "made-up-token", { memberId: "asha" }))).toBe("bad_token");

    const joined = await rooms.join("circle-a", token, { memberId: "asha", display: "Blue Heron" });
    expect(joined).toMatchObject({ participantId: expect.any(Number), seatId: "seat-1" });
    expect(await rooms.participants("circle-a")).toEqual([
      { participantId: joined.participantId, memberId: "asha", muted: false, connected: false },
    ]);
    // Used once: the same token again is refused by Saathi...
    expect(await refusal(rooms.join("circle-a", token, { memberId: "asha" }))).toBe("bad_token");
    // ...and Janus no longer has it in the room's list either.
    const room = await janusRoomOf(rooms, "circle-a");
    expect(await bridge.allowedTokens(room.janusRoom, room.secret)).toEqual([]);
  });

  it("refuses an expired token, and the sweep takes it out of Janus's list", async () => {
    await rooms.open("circle-c");
    const { token } = await rooms.issueToken("circle-c", { seatId: "seat-2", memberId: "meera" });
    const room = await janusRoomOf(rooms, "circle-c");
    expect(await bridge.allowedTokens(room.janusRoom, room.secret)).toHaveLength(1);
    clock += 120_001;
    expect(await refusal(rooms.join("circle-c", token, { memberId: "meera" }))).toBe("bad_token");
    expect(await rooms.sweep()).toBe(1);
    expect(await bridge.allowedTokens(room.janusRoom, room.secret)).toEqual([]);
  });

  it("a lock withdraws unused tokens and refuses new ones", async () => {
    await rooms.open("circle-d");
    const { token } = await rooms.issueToken("circle-d", { seatId: "seat-3", memberId: "kabir" });
    await rooms.lock("circle-d");
    expect(await refusal(rooms.join("circle-d", token, { memberId: "kabir" }))).toBe("bad_token");
    expect(await refusal(rooms.issueToken("circle-d", { seatId: "seat-3", memberId: "kabir" }))).toBe("locked");
    const room = await janusRoomOf(rooms, "circle-d");
    // Janus itself refuses the withdrawn token (its hash is what Janus held).
    const direct = await bridge.join(room.janusRoom, { token }).catch((e: JanusError) => e.code);
    expect(direct).toBe(489);
  });

  it("mutes one participant and then everyone but the host", async () => {
    await rooms.open("circle-e");
    const host = await joinAs("circle-e", "host");
    const a = await joinAs("circle-e", "dev");
    const b = await joinAs("circle-e", "tara");
    await rooms.mute("circle-e", a.participantId);
    let list = await rooms.participants("circle-e");
    expect(list.find((p) => p.participantId === a.participantId)?.muted).toBe(true);
    expect(list.find((p) => p.participantId === b.participantId)?.muted).toBe(false);
    await rooms.muteAll("circle-e", [host.participantId]);
    list = await rooms.participants("circle-e");
    expect(list.map((p) => [p.memberId, p.muted]).sort()).toEqual([
      ["dev", true],
      ["host", false],
      ["tara", true],
    ]);
    // A member may unmute themselves afterwards (on their own handle).
    await rooms.setOwnMute("circle-e", b.participantId, false);
    list = await rooms.participants("circle-e");
    expect(list.find((p) => p.participantId === b.participantId)?.muted).toBe(false);
  });

  it("removes a member: gone from the room, their unused token dead, and no new token", async () => {
    await rooms.open("circle-f");
    const stays = await joinAs("circle-f", "nila");
    const kicked = await joinAs("circle-f", "arjun");
    // A second token arjun asked for on another device, unused.
    const spare = await rooms.issueToken("circle-f", { seatId: "seat-arjun", memberId: "arjun" });
    await rooms.kick("circle-f", kicked.participantId);
    // Janus answers the kick before its room thread has taken the participant out: on a busy machine the
    // listing can still hold them for a moment.
    await expect
      .poll(async () => (await rooms.participants("circle-f")).map((p) => p.memberId), { timeout: 10_000 })
      .toEqual(["nila"]);
    expect(stays.participantId).toBeGreaterThan(0);
    expect(await refusal(rooms.join("circle-f", spare.token, { memberId: "arjun" }))).toBe("removed");
    expect(await refusal(rooms.issueToken("circle-f", { seatId: "seat-arjun", memberId: "arjun" }))).toBe("removed");
    const room = await janusRoomOf(rooms, "circle-f");
    expect(await bridge.join(room.janusRoom, { token: spare.token }).catch((e: JanusError) => e.code)).toBe(489);
    expect(await bridge.allowedTokens(room.janusRoom, room.secret)).toEqual([]);
  });

  it("a member who leaves may come back with a new token (leaving is not removal)", async () => {
    await rooms.open("circle-l");
    const first = await joinAs("circle-l", "zoya");
    await rooms.leave("circle-l", first.participantId);
    // As with a kick: Janus answers before its room thread has taken the participant out, so on a busy
    // machine the listing can still hold them (as not connected) for a moment.
    await expect.poll(async () => await rooms.participants("circle-l"), { timeout: 10_000 }).toEqual([]);
    const back = await joinAs("circle-l", "zoya");
    expect((await rooms.participants("circle-l")).map((p) => p.participantId)).toEqual([back.participantId]);
  });

  it("ends a room: Janus destroys it and nobody joins any more", async () => {
    await rooms.open("circle-g");
    await joinAs("circle-g", "sana");
    const { token } = await rooms.issueToken("circle-g", { seatId: "seat-9", memberId: "ira" });
    const room = await janusRoomOf(rooms, "circle-g");
    await rooms.end("circle-g");
    expect(await bridge.exists(room.janusRoom)).toBe(false);
    expect(await refusal(rooms.join("circle-g", token, { memberId: "ira" }))).toBe("ended");
    expect(await refusal(rooms.issueToken("circle-g", { seatId: "seat-9", memberId: "ira" }))).toBe("ended");
    await rooms.end("circle-g"); // twice is harmless
  });

  it("comes back after Janus restarts: a new session, and a lost room made again", async () => {
    await rooms.open("circle-h");
    const resets: number[] = [];
    conn.onReset(() => resets.push(Date.now()));
    await janus.restart();
    await waitFor(() => resets.length > 0 && conn.state() === "up", 20_000);
    // The room was lost with Janus; the next token makes it again and a join works.
    const joined = await joinAs("circle-h", "uma");
    expect((await rooms.participants("circle-h")).map((p) => p.participantId)).toEqual([joined.participantId]);
  });

  async function joinAs(key: string, memberId: string) {
    const { token } = await rooms.issueToken(key, { seatId: `seat-${memberId}`, memberId });
    return rooms.join(key, token, { memberId, display: memberId });
  }
});

async function waitFor(check: () => boolean, ms: number) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}
