// Optional cameras on a real Janus's VideoRoom (Debian's `janus`, started privately on loopback with
// the VideoRoom plugin): the room made beside the AudioBridge room, a camera published with a video
// token, the token refused a second time, an audio token refused for a camera (and the other way
// round), a removed member's camera kicked and their tokens refused, a lock and an end reaching it.
import { randomBytes } from "node:crypto";
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAudioBridge } from "./audiobridge.ts";
import { type CircleRooms, createCircleRooms, RoomRefused } from "./circle-rooms.ts";
import { type CircleVideo, createCircleVideo } from "./circle-video.ts";
import { createJanusConnection, type JanusConnection, JanusError } from "./janus-connection.ts";
import { type ManagedJanus, managedJanusProblem, startManagedJanus } from "./managed-janus.ts";
import { createMemoryRoomStore, createMemoryTokenStore } from "./media-store.ts";
import { createVideoRoomPlugin, type VideoRoomPlugin } from "./videoroom.ts";

const problem = managedJanusProblem();
if (problem) console.warn(`Skipping the camera tests against Janus: ${problem}. Run node scripts/ensure-janus.mjs.`);

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => "joined",
    (err: unknown) => (err instanceof RoomRefused ? err.reason : `other: ${String(err)}`),
  );

/** A browser-like video-only offer (VP8, send only); Janus answers it without needing media to flow. */
function videoOffer() {
  const fp = Array.from({ length: 32 }, () => randomBytes(1).toString("hex").toUpperCase()).join(":");
  const sdp = [
    "v=0",
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS stream",
    "m=video 9 UDP/TLS/RTP/SAVPF 96",
    "c=IN IP4 0.0.0.0",
    "a=rtcp:9 IN IP4 0.0.0.0",
    `a=ice-ufrag:${randomBytes(4).toString("hex")}`,
    `a=ice-pwd:${randomBytes(12).toString("hex")}`,
    "a=ice-options:trickle",
    `a=fingerprint:sha-256 ${fp}`,
    "a=setup:actpass",
    "a=mid:0",
    "a=sendonly",
    "a=msid:stream track",
    "a=rtcp-mux",
    "a=rtcp-rsize",
    "a=rtpmap:96 VP8/90000",
    "a=rtcp-fb:96 nack",
    "a=rtcp-fb:96 nack pli",
    "a=rtcp-fb:96 ccm fir",
    `a=ssrc:${1000 + Math.floor(Math.random() * 1e6)} cname:saathi`,
    "",
  ].join("\r\n");
  return { type: "offer", sdp };
}

describe.skipIf(problem !== null)("cameras on a real Janus VideoRoom", () => {
  const dir = path.resolve(".tmp", `janus-video-${process.pid}-${randomBytes(3).toString("hex")}`);
  let janus: ManagedJanus;
  let conn: JanusConnection;
  let plugin: VideoRoomPlugin;
  let rooms: CircleRooms;
  let video: CircleVideo;
  const roomStore = createMemoryRoomStore();
  const tokenStore = createMemoryTokenStore();
  const stored = async (key: string) => {
    const room = await roomStore.get(key);
    if (!room) throw new Error(`no room ${key}`);
    return room;
  };

  beforeAll(async () => {
    janus = await startManagedJanus({ dir, iceInterfaces: "lo", rtpPortRange: "21100-21199", videoRoom: true });
    conn = createJanusConnection({ url: janus.url, apiSecret: janus.apiSecret, keepaliveMs: 2000, maxRetryMs: 500 });
    await conn.connect();
    plugin = createVideoRoomPlugin(conn);
    const deps = { rooms: roomStore, tokens: tokenStore, adminKey: janus.roomAdminKey };
    video = createCircleVideo({ video: plugin, ...deps });
    rooms = createCircleRooms({ bridge: createAudioBridge(conn), video, ...deps });
  }, 60_000);

  afterAll(async () => {
    await conn?.close();
    await janus?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("loads the VideoRoom plugin behind the admin key", async () => {
    const main = readFileSync(path.join(janus.configDir, "janus.jcfg"), "utf8");
    expect(main).not.toMatch(/disable = "[^"]*libjanus_videoroom\.so/);
    const err = await plugin.createRoom(78, { secret: "x", allowedTokens: [] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(JanusError);
  });

  it("makes the video room beside the audio room and publishes a camera once per token", async () => {
    await rooms.open("circle-v1");
    const room = await stored("circle-v1");
    const { token } = await video.issueToken("circle-v1", { seatId: "seat-1", memberId: "asha" });
    expect(await plugin.exists(room.janusRoom)).toBe(true);
    // Janus holds only the token's hash.
    expect(await plugin.allowedTokens(room.janusRoom, room.secret)).not.toContain(token);

    // Someone else holding it, or the wrong room: refused.
    expect(await refusal(video.publish("circle-v1", token, { memberId: "ravi", offer: videoOffer() }))).toBe(
      "bad_token",
    );
    const published = await video.publish("circle-v1", token, { memberId: "asha", offer: videoOffer() });
    expect(published.seatId).toBe("seat-1");
    expect(published.jsep).toMatchObject({ type: "answer" });
    expect(await plugin.allowedTokens(room.janusRoom, room.secret)).toEqual([]);

    // Used once: refused by Saathi, and by Janus itself (the hash left its list).
    expect(await refusal(video.publish("circle-v1", token, { memberId: "asha", offer: videoOffer() }))).toBe(
      "bad_token",
    );
    const again = await plugin
      .publish(room.janusRoom, { token, memberId: "asha", offer: videoOffer() })
      .catch((e: JanusError) => e.code);
    expect(typeof again).toBe("number");

    // In the room, but not a feed until its media flows (no browser here: the journey shows a camera
    // reaching another member); watching it now is Janus's "no such feed".
    const listed = await plugin.publishers(room.janusRoom);
    expect(listed.map((p) => p.memberId)).toContain("asha");
    expect(await video.feeds("circle-v1")).toEqual([]);
    const watching = await video.watch("circle-v1", "ravi", published.feedId).catch((e: JanusError) => e.code);
    expect(watching).toBe(428);
  });

  it("keeps audio and video tokens apart", async () => {
    await rooms.open("circle-v2");
    const audio = await rooms.issueToken("circle-v2", { seatId: "seat-2", memberId: "meera" });
    expect(await refusal(video.publish("circle-v2", audio.token, { memberId: "meera", offer: videoOffer() }))).toBe(
      "bad_token",
    );
    const cam = await video.issueToken("circle-v2", { seatId: "seat-2", memberId: "meera" });
    // The audio room does not hold the camera token's hash: Janus's AudioBridge refuses it.
    const joined = await rooms.join("circle-v2", cam.token, { memberId: "meera" }).catch((e: unknown) => e);
    expect(joined).toBeInstanceOf(Error);
  });

  it("removes a member: their camera is kicked, their spare token is dead, and no new one", async () => {
    await rooms.open("circle-v3");
    const room = await stored("circle-v3");
    const first = await video.issueToken("circle-v3", { seatId: "seat-3", memberId: "arjun" });
    const spare = await video.issueToken("circle-v3", { seatId: "seat-3", memberId: "arjun" });
    await video.publish("circle-v3", first.token, { memberId: "arjun", offer: videoOffer() });
    expect((await plugin.publishers(room.janusRoom)).map((p) => p.memberId)).toContain("arjun");

    await rooms.removeMember("circle-v3", "arjun");
    const deadline = Date.now() + 10_000;
    while ((await plugin.publishers(room.janusRoom)).some((p) => p.memberId === "arjun") && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect((await plugin.publishers(room.janusRoom)).map((p) => p.memberId)).not.toContain("arjun");
    expect(await plugin.allowedTokens(room.janusRoom, room.secret)).toEqual([]);
    expect(await refusal(video.publish("circle-v3", spare.token, { memberId: "arjun", offer: videoOffer() }))).toBe(
      "removed",
    );
    expect(await refusal(video.issueToken("circle-v3", { seatId: "seat-3", memberId: "arjun" }))).toBe("removed");
    expect(await refusal(video.watch("circle-v3", "arjun", 1))).toBe("removed");
  });

  it("the host stopping video takes every camera out, connected or still connecting", async () => {
    await rooms.open("circle-v5");
    const room = await stored("circle-v5");
    for (const memberId of ["isha", "dev"]) {
      const { token } = await video.issueToken("circle-v5", { seatId: `seat-${memberId}`, memberId });
      await video.publish("circle-v5", token, { memberId, offer: videoOffer() });
    }
    expect((await plugin.publishers(room.janusRoom)).map((p) => p.memberId).sort()).toEqual(["dev", "isha"]);
    await video.stop("circle-v5", null);
    const deadline = Date.now() + 10_000;
    while ((await plugin.publishers(room.janusRoom)).length > 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(await plugin.publishers(room.janusRoom)).toEqual([]);
  });

  it("a lock withdraws unused camera tokens; an end destroys the video room", async () => {
    await rooms.open("circle-v4");
    const room = await stored("circle-v4");
    const { token } = await video.issueToken("circle-v4", { seatId: "seat-4", memberId: "kabir" });
    await rooms.lock("circle-v4");
    expect(await plugin.allowedTokens(room.janusRoom, room.secret)).toEqual([]);
    expect(await refusal(video.publish("circle-v4", token, { memberId: "kabir", offer: videoOffer() }))).toBe(
      "bad_token",
    );
    expect(await refusal(video.issueToken("circle-v4", { seatId: "seat-4", memberId: "kabir" }))).toBe("locked");
    await rooms.end("circle-v4");
    expect(await plugin.exists(room.janusRoom)).toBe(false);
  });
});
