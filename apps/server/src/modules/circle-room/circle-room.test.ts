// The live room of a counsellor-led circle meeting through the API, against a real Janus (the server
// starts its own with MEDIA_SERVER=managed): only the host and members with a confirmed seat get a join
// token, and only near the start; a token is single-use, short-lived and bound to its member and seat
// (wrong member, reused, expired, seat given up); joining answers Janus's SDP answer and the ICE servers;
// the host mutes one or all, removes a member (who cannot rejoin), locks and ends the room; members mute
// themselves, raise a hand, leave, and write in a crisis-checked side-chat that only those in the room hear.
import { CIRCLE_ROOM_MSG, type CircleRoom } from "@saathi/contract/circle-room";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  getAs,
  listenOn,
  meetingWithSeats,
  audioOffer as offer,
  postAs,
  roomUrl,
} from "../../../test/circle-room-fixture.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { createAudioBridge } from "../../platform/media/audiobridge.ts";
import { createCircleRooms } from "../../platform/media/circle-rooms.ts";
import { createJanusConnection } from "../../platform/media/janus-connection.ts";
import { managedJanusProblem } from "../../platform/media/managed-janus.ts";
import { nullPublisher } from "../../platform/realtime/publisher.ts";
import { createCircleRoomAccess } from "../circles/index.ts";
import { createCircleRoomRepository } from "./circle-room.repository.ts";
import { createCircleRoomService } from "./circle-room.service.ts";
import { createCircleRoomLiveRepository } from "./circle-room-live.repository.ts";
import { createCircleRoomMediaStores } from "./circle-room-media.repository.ts";
import { createCircleRoomWatchesRepository } from "./circle-room-watches.repository.ts";
import { createLineProofs } from "./side-chat-proof.ts";

const problem = managedJanusProblem();
if (problem) console.warn(`Skipping the live-room API tests: ${problem}. Run node scripts/ensure-janus.mjs.`);

let h: Harness;
let wsUrl: string;
let host: Member;
let otherExpert: Member;
let asha: Member;
let ravi: Member;
let meena: Member;
let noSeat: Member;

const get = (m: Member, url: string) => getAs(h.app, m, url);
const send = (m: Member, url: string, payload?: unknown) => postAs(h.app, m, url, payload);

/** A free meeting with seats for asha, ravi and meena, moved to start in `startsInMinutes`. */
const meeting = (startsInMinutes = 2) =>
  meetingWithSeats(
    h.app,
    h.database,
    host,
    [
      [asha, "Quiet owl"],
      [ravi, "Blue kite"],
      [meena, "Calm river"],
    ],
    startsInMinutes,
  );

const room = roomUrl;
const token = (m: Member, occurrenceId: string) => send(m, `${room(occurrenceId)}/token`);
async function join(m: Member, occurrenceId: string) {
  const t = await token(m, occurrenceId);
  expect(t.statusCode, t.body).toBe(200);
  const res = await send(m, `${room(occurrenceId)}/join`, { token: t.json().token, offer: offer() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { participantId: number; answer: { type: string; sdp: string } };
}
const view = async (m: Member, occurrenceId: string) => {
  const res = await get(m, room(occurrenceId));
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as CircleRoom;
};

/** A socket subscribed to one channel, collecting events; the refusal's code when refused. */
const listen = (m: Member, channel: string) => listenOn(wsUrl, m, channel);

describe.skipIf(problem !== null)("a meeting's live room on a real Janus", () => {
  beforeAll(async () => {
    h = await startHarness({
      MEDIA_SERVER: "managed",
      JANUS_ICE_INTERFACES: "lo",
      JANUS_RTP_PORT_RANGE: "22000-22099",
    });
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    const a = h.app.server.address();
    wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
    host = await publishedExpert(h, { fullName: "Kiran Das" });
    otherExpert = await publishedExpert(h, { fullName: "Meera Rao" });
    asha = await h.member({ displayName: "Asha Test" });
    ravi = await h.member({ displayName: "Ravi Test" });
    meena = await h.member({ displayName: "Meena Test" });
    noSeat = await h.member({ displayName: "Nobody Test" });
    expect(h.built.media.available()).toBe(true);
  }, 240_000);
  afterAll(() => h?.close());

  it("only the host and seat holders get a token; others get 403, a stranger's meeting 404", async () => {
    const id = await meeting();
    expect((await token(noSeat, id)).json()).toMatchObject({
      code: "NOT_IN_CIRCLE",
      message: CIRCLE_ROOM_MSG.notInCircle,
    });
    expect((await token(noSeat, id)).statusCode).toBe(403);
    expect((await token(otherExpert, id)).statusCode).toBe(403);
    expect((await get(noSeat, room(id))).statusCode).toBe(403);
    expect((await token(noSeat, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    for (const m of [host, asha]) {
      const t = await token(m, id);
      expect(t.statusCode, t.body).toBe(200);
      const body = t.json();
      expect(body.token).toMatch(/^[\w-]{40,}$/);
      expect(new Date(body.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(2 * 60_000 + 1000);
      expect(body).toMatchObject({ ice: expect.any(Array), iceTransportPolicy: "all" });
      // Nothing of Janus (its room id or secret) reaches a member.
      expect(Object.keys(body).sort()).toEqual(["expiresAt", "ice", "iceTransportPolicy", "token"]);
    }
  }, 120_000);

  it("the room opens 10 minutes before the start and closes after the end", async () => {
    const early = await meeting(30);
    const r = await token(asha, early);
    expect(r.statusCode).toBe(409);
    expect(r.json()).toMatchObject({ code: "ROOM_NOT_OPEN", message: CIRCLE_ROOM_MSG.notOpenYet });
    expect((await view(asha, early)).state).toBe("waiting");
    const past = await meeting(-120);
    expect((await token(asha, past)).json()).toMatchObject({ code: "ROOM_CLOSED" });
    expect((await view(asha, past)).state).toBe("closed");
  }, 120_000);

  it("a member joins with their token and the browser's offer, shown by nickname; the token works once", async () => {
    const id = await meeting();
    const t = (await token(asha, id)).json();
    const res = await send(asha, `${room(id)}/join`, { token: t.token, offer: offer() });
    expect(res.statusCode, res.body).toBe(200);
    const joined = res.json();
    expect(joined.answer.type).toBe("answer");
    expect(joined.answer.sdp).toContain("m=audio");
    expect(joined.ice).toEqual(expect.any(Array));
    const v = await view(asha, id);
    expect(v.myName).toBe("Quiet owl");
    expect(v.myParticipantId).toBe(joined.participantId);
    expect(v.participants).toEqual([expect.objectContaining({ name: "Quiet owl", me: true, isHost: false })]);
    // Never the member's name, anywhere in the room.
    expect(JSON.stringify(await view(host, id))).not.toContain("Asha");

    const again = await send(asha, `${room(id)}/join`, { token: t.token, offer: offer() });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: "BAD_ROOM_TOKEN", message: CIRCLE_ROOM_MSG.badToken });
  }, 120_000);

  it("a token is bound to its member, its meeting and its seat, and lasts two minutes", async () => {
    const id = await meeting();
    const other = await meeting();
    // Another member's token.
    const ashas = (await token(asha, id)).json().token;
    const stolen = await send(ravi, `${room(id)}/join`, { token: ashas, offer: offer() });
    expect(stolen.json()).toMatchObject({ code: "BAD_ROOM_TOKEN" });
    // The wrong meeting (asha holds seats in both; its room is open).
    expect((await token(asha, other)).statusCode).toBe(200);
    const wrongRoom = await send(asha, `${room(other)}/join`, { token: ashas, offer: offer() });
    expect(wrongRoom.json()).toMatchObject({ code: "BAD_ROOM_TOKEN" });
    // Shown to the wrong member or room, it was not spent: asha still joins with it.
    expect((await send(asha, `${room(id)}/join`, { token: ashas, offer: offer() })).statusCode).toBe(200);

    // Expired: two minutes and a bit later.
    const late = (await token(ravi, id)).json().token;
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2 * 60_000 + 5_000 });
    try {
      const expired = await send(ravi, `${room(id)}/join`, { token: late, offer: offer() });
      expect(expired.json()).toMatchObject({ code: "BAD_ROOM_TOKEN" });
    } finally {
      vi.useRealTimers();
    }

    // A seat given up after the token was issued: the token no longer lets its holder in.
    const meenas = (await token(meena, id)).json().token;
    await h.database.db.execute(
      sql`update circle_seats set status = 'cancelled' where occurrence_id = ${id} and nickname = 'Calm river'`,
    );
    const gone = await send(meena, `${room(id)}/join`, { token: meenas, offer: offer() });
    expect(gone.statusCode).toBe(403);
    expect(gone.json()).toMatchObject({ code: "NOT_IN_CIRCLE" });
  }, 120_000);

  it("bad input is a 400, never a 5xx", async () => {
    const id = await meeting();
    const t = (await token(asha, id)).json().token;
    const cases: unknown[] = [
      {},
      { token: t },
      { token: t, offer: { type: "answer", sdp: offer().sdp } },
      { token: t, offer: { type: "offer", sdp: 5 } },
      { token: "short", offer: offer() },
      { token: t, offer: { type: "offer", sdp: "x".repeat(70_000) } },
    ];
    for (const body of cases) {
      const r = await send(asha, `${room(id)}/join`, body);
      expect(r.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    // A well-formed request whose SDP Janus cannot read.
    const garbled = await send(asha, `${room(id)}/join`, {
      token: t,
      offer: { type: "offer", sdp: "v=0\r\nnot an sdp" },
    });
    expect(garbled.statusCode, garbled.body).toBe(400);
    expect(garbled.json()).toMatchObject({ code: "OFFER_INVALID" });
    expect((await get(asha, "/api/circles/meetings/not-a-uuid/room")).statusCode).toBe(400);
    expect((await send(host, `${room(id)}/participants/abc/mute`, { muted: true })).statusCode).toBe(400);
    expect((await send(host, `${room(id)}/participants/-4/remove`)).statusCode).toBe(400);
    expect((await send(asha, `${room(id)}/mute`, { muted: "yes" })).statusCode).toBe(400);
    expect((await send(asha, `${room(id)}/messages`, { text: "" })).statusCode).toBe(400);
    expect((await send(asha, `${room(id)}/messages`, { text: "x".repeat(501) })).statusCode).toBe(400);
  }, 120_000);

  it("the host's controls: mute one (held until the host lifts it), mute all, remove (no rejoin), lock, end", async () => {
    const id = await meeting();
    const hostIn = await join(host, id);
    const a = await join(asha, id);
    const r = await join(ravi, id);
    let v = await view(host, id);
    expect(v.participants.map((p) => p.name)).toEqual(["Kiran Das", "Blue kite", "Quiet owl"]);

    // Members have no host controls.
    for (const url of [
      `${room(id)}/participants/${r.participantId}/remove`,
      `${room(id)}/mute-all`,
      `${room(id)}/lock`,
      `${room(id)}/end`,
    ])
      expect((await send(asha, url)).json()).toMatchObject({ code: "HOST_ONLY" });
    expect((await send(asha, `${room(id)}/participants/${r.participantId}/mute`, { muted: true })).statusCode).toBe(
      403,
    );
    expect((await send(host, `${room(id)}/participants/${hostIn.participantId}/remove`)).statusCode).toBe(409);
    expect((await send(host, `${room(id)}/participants/999999/mute`, { muted: true })).statusCode).toBe(404);

    // Mute one: Janus mutes them, and they cannot lift it themselves.
    expect((await send(host, `${room(id)}/participants/${a.participantId}/mute`, { muted: true })).statusCode).toBe(
      200,
    );
    v = await view(asha, id);
    expect(v.participants.find((p) => p.me)).toMatchObject({ muted: true, mutedByHost: true });
    const unmute = await send(asha, `${room(id)}/mute`, { muted: false });
    expect(unmute.statusCode).toBe(403);
    expect(unmute.json()).toMatchObject({ code: "MUTED_BY_HOST" });
    await send(host, `${room(id)}/participants/${a.participantId}/mute`, { muted: false });
    expect((await send(asha, `${room(id)}/mute`, { muted: true })).statusCode).toBe(200);
    expect((await send(asha, `${room(id)}/mute`, { muted: false })).statusCode).toBe(200);
    expect((await view(asha, id)).participants.find((p) => p.me)?.muted).toBe(false);

    // Mute all: everyone but the host; each may unmute themselves.
    expect((await send(host, `${room(id)}/mute-all`)).statusCode).toBe(200);
    v = await view(host, id);
    expect(v.participants.filter((p) => !p.isHost).every((p) => p.muted)).toBe(true);
    expect(v.participants.find((p) => p.isHost)?.muted).toBe(false);
    expect((await send(ravi, `${room(id)}/mute`, { muted: false })).statusCode).toBe(200);

    // Raise a hand.
    expect((await send(ravi, `${room(id)}/hand`, { raised: true })).statusCode).toBe(200);
    expect((await view(host, id)).participants.find((p) => p.name === "Blue kite")?.handRaised).toBe(true);

    // Remove: gone from the room, no token, no join with a token issued before.
    const ravisSpare = (await token(ravi, id)).json().token;
    expect((await send(host, `${room(id)}/participants/${r.participantId}/remove`)).statusCode).toBe(200);
    v = await view(host, id);
    expect(v.participants.map((p) => p.name)).toEqual(["Kiran Das", "Quiet owl"]);
    expect(await view(ravi, id)).toMatchObject({ removed: true, myParticipantId: null });
    const refusedToken = await token(ravi, id);
    expect(refusedToken.statusCode).toBe(403);
    expect(refusedToken.json()).toMatchObject({ code: "REMOVED_FROM_ROOM", message: CIRCLE_ROOM_MSG.removed });
    const refusedJoin = await send(ravi, `${room(id)}/join`, { token: ravisSpare, offer: offer() });
    expect(refusedJoin.statusCode).toBe(403);
    expect(refusedJoin.json()).toMatchObject({ code: "REMOVED_FROM_ROOM" });
    expect((await send(ravi, `${room(id)}/messages`, { text: "hello?" })).statusCode).toBe(409);

    // Lock: nobody new (meena has a seat but is not in), those inside stay.
    expect((await send(host, `${room(id)}/lock`)).statusCode).toBe(200);
    expect((await token(meena, id)).json()).toMatchObject({ code: "ROOM_LOCKED" });
    expect((await view(asha, id)).state).toBe("locked");
    expect((await view(asha, id)).participants).toHaveLength(2);

    // A restarted server (or another node) shares only the database (its media platform starts with
    // nothing in memory): the removal is there, so Ravi is still refused.
    const janus = h.built.media.managed();
    if (!janus) throw new Error("no managed Janus");
    const conn = createJanusConnection({ url: janus.url, apiSecret: janus.apiSecret });
    await conn.connect();
    try {
      const restarted = createCircleRoomService({
        access: createCircleRoomAccess(h.database.db),
        removals: createCircleRoomRepository(h.database.db),
        live: createCircleRoomLiveRepository(h.database.db),
        watches: { watches: createCircleRoomWatchesRepository(h.database.db), node: "restarted" },
        channels: { revoke: async () => {} },
        proofs: createLineProofs("another node's copy of the secret"),
        media: {
          rooms: createCircleRooms({
            bridge: createAudioBridge(conn),
            ...createCircleRoomMediaStores(h.database.db),
            adminKey: janus.roomAdminKey,
          }),
          video: null,
          available: () => true,
          unavailableReason: () => null,
        },
        publisher: nullPublisher,
        writeCheck: {
          check: () => Promise.reject(new Error("not used")),
          record: () => Promise.reject(new Error("not used")),
        },
        ice: { STUN_URLS: "", TURN_TTL_SECONDS: 60 },
      });
      await expect(restarted.token(ravi.id, id)).rejects.toMatchObject({ code: "REMOVED_FROM_ROOM" });
      expect((await restarted.view(ravi.id, id)).removed).toBe(true);
      // The lock is in the database too: the other node refuses Meena as this one does.
      await expect(restarted.token(meena.id, id)).rejects.toMatchObject({ code: "ROOM_LOCKED" });
      expect((await restarted.view(asha.id, id)).state).toBe("locked");
      expect((await restarted.view(asha.id, id)).participants.map((p) => p.name)).toEqual(["Kiran Das", "Quiet owl"]);
    } finally {
      await conn.close();
    }

    // End: everyone out, no tokens.
    expect((await send(host, `${room(id)}/end`)).statusCode).toBe(200);
    v = await view(asha, id);
    expect(v).toMatchObject({ state: "ended", participants: [], myParticipantId: null });
    expect((await token(asha, id)).json()).toMatchObject({ code: "ROOM_ENDED" });
    expect((await token(host, id)).json()).toMatchObject({ code: "ROOM_ENDED" });
  }, 180_000);

  it("members leave and come back; the side-chat reaches only those in the room, crisis-checked, stored nowhere", async () => {
    const id = await meeting();
    await join(host, id);
    await join(asha, id);
    const channel = `circle_room_${id}`;
    const outside = await listen(ravi, channel);
    expect(outside.outcome).not.toBe("subscribed");
    outside.socket.close();
    const inside = await listen(asha, channel);
    expect(inside.outcome).toBe("subscribed");

    const said = await send(asha, `${room(id)}/messages`, { text: "Hello everyone" });
    expect(said.statusCode, said.body).toBe(200);
    expect(said.json()).toMatchObject({
      message: { name: "Quiet owl", text: "Hello everyone" },
      crisis: { level: "none" },
    });
    await inside.waitFor((e) => e.event === "circle_room_message" && e.data?.text === "Hello everyone");

    const risk = await send(asha, `${room(id)}/messages`, { text: "I want to die, I can't do this anymore" });
    expect(risk.statusCode).toBe(200);
    expect(risk.json().crisis.level).toBe("risk");

    // Nothing of the chat is in the database.
    const stored = await h.database.db.execute(
      sql`select count(*)::int as n from peer_room_messages where text like '%Hello everyone%'`,
    );
    expect(stored.rows[0]).toMatchObject({ n: 0 });

    // Not in the room: no chat.
    await join(ravi, id);
    expect((await send(meena, `${room(id)}/messages`, { text: "hi" })).json()).toMatchObject({ code: "NOT_IN_ROOM" });

    // Leave (twice is fine) and come back with a new token.
    expect((await send(asha, `${room(id)}/leave`)).statusCode).toBe(200);
    expect((await send(asha, `${room(id)}/leave`)).statusCode).toBe(200);
    expect((await view(host, id)).participants.map((p) => p.name)).not.toContain("Quiet owl");
    await inside.waitFor((e) => e.event === "circle_room_changed");
    inside.socket.close();
    await join(asha, id);
    expect((await view(host, id)).participants.map((p) => p.name)).toContain("Quiet owl");
    // A second join (another tab) replaces the first participant.
    await join(asha, id);
    expect((await view(host, id)).participants.filter((p) => p.name === "Quiet owl")).toHaveLength(1);
  }, 180_000);
});
