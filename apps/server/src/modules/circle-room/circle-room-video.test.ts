// Cameras in a meeting's live room through the API, against a real Janus with its VideoRoom (the server
// starts its own with MEDIA_SERVER=managed): off by default; only the host turns them on for the circle;
// only someone in the room gets a camera token; a token is single-use and bound to the member; a camera
// publishes with a video offer and shows in the room as that member's feed; a removed member's camera
// goes and they get no token; bad input is a 400, never a 5xx.
import { CIRCLE_ROOM_MSG } from "@saathi/contract/circle-room";
import { CIRCLE_VIDEO_MSG } from "@saathi/contract/circle-room-video";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { browserSdp } from "../../../test/circle-room-fixture.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, ORIGIN, startHarness } from "../../../test/harness.ts";
import { managedJanusProblem } from "../../platform/media/managed-janus.ts";

const problem = managedJanusProblem();
if (problem) console.warn(`Skipping the camera API tests: ${problem}. Run node scripts/ensure-janus.mjs.`);

let h: Harness;
let host: Member;
let asha: Member;
let ravi: Member;
let noSeat: Member;

const offer = (kind: "audio" | "video") => ({ type: "offer" as const, sdp: browserSdp(kind) });

const get = (m: Member, url: string) => h.app.inject({ url, headers: { cookie: m.cookie } });
const send = (m: Member, url: string, payload?: unknown) =>
  h.app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, cookie: m.cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });
const room = (id: string) => `/api/circles/meetings/${id}/room`;
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function meeting(): Promise<string> {
  const res = await send(host, "/api/expert/circles", {
    topic: "grief",
    language: "English",
    title: "After a loss",
    groundRules: "Listen first.",
    minutes: 60,
    seats: 6,
    fee: 0,
    startsAt: inDays(3),
  });
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().occurrences[0].id as string;
  for (const [m, nickname] of [
    [asha, "Quiet owl"],
    [ravi, "Blue kite"],
  ] as const) {
    const seat = await send(m, `/api/circles/occurrences/${id}/seats`, { nickname });
    expect(seat.statusCode, seat.body).toBeLessThan(300);
  }
  const starts = new Date(Date.now() + 2 * 60_000);
  await h.database.db.execute(
    sql`update circle_occurrences set starts_at = ${starts}, ends_at = ${new Date(starts.getTime() + 3_600_000)} where id = ${id}`,
  );
  return id;
}

async function joinAudio(m: Member, id: string) {
  const t = await send(m, `${room(id)}/token`);
  expect(t.statusCode, t.body).toBe(200);
  const res = await send(m, `${room(id)}/join`, { token: t.json().token, offer: offer("audio") });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { participantId: number };
}

describe.skipIf(problem !== null)("cameras in a live room on a real Janus", () => {
  beforeAll(async () => {
    h = await startHarness({
      MEDIA_SERVER: "managed",
      JANUS_ICE_INTERFACES: "lo",
      JANUS_RTP_PORT_RANGE: "22200-22299",
    });
    host = await publishedExpert(h, { fullName: "Kiran Das" });
    asha = await h.member({ displayName: "Asha Test" });
    ravi = await h.member({ displayName: "Ravi Test" });
    noSeat = await h.member({ displayName: "Nobody Test" });
    expect(h.built.media.available()).toBe(true);
  }, 240_000);
  afterAll(() => h?.close());

  it("is off by default; only the host turns it on; only people in the room get a camera token", async () => {
    const id = await meeting();
    expect((await get(asha, room(id))).json()).toMatchObject({ videoAllowed: false });
    await joinAudio(asha, id);
    const off = await send(asha, `${room(id)}/video/token`);
    expect(off.statusCode).toBe(403);
    expect(off.json()).toMatchObject({ code: "VIDEO_NOT_ALLOWED", message: CIRCLE_VIDEO_MSG.notAllowed });

    expect((await send(asha, `${room(id)}/video`, { allowed: true })).statusCode).toBe(403);
    expect((await send(noSeat, `${room(id)}/video`, { allowed: true })).statusCode).toBe(403);
    expect((await send(host, `${room(id)}/video`, { allowed: "yes" })).statusCode).toBe(400);
    const on = await send(host, `${room(id)}/video`, { allowed: true });
    expect(on.statusCode, on.body).toBe(200);
    expect((await get(asha, room(id))).json()).toMatchObject({ videoAllowed: true });

    // Not in the room yet (ravi has a seat but did not join), or no seat at all.
    expect((await send(ravi, `${room(id)}/video/token`)).json()).toMatchObject({ message: CIRCLE_ROOM_MSG.notJoined });
    expect((await send(noSeat, `${room(id)}/video/token`)).statusCode).toBe(403);
  }, 120_000);

  it("a camera token works once, for its member only; the camera is listed as their feed", async () => {
    const id = await meeting();
    await send(host, `${room(id)}/video`, { allowed: true });
    await joinAudio(asha, id);
    await joinAudio(ravi, id);
    const t = await send(asha, `${room(id)}/video/token`);
    expect(t.statusCode, t.body).toBe(200);
    const { token } = t.json() as { token: string };

    // Ravi holding asha's token: refused.
    const stolen = await send(ravi, `${room(id)}/video/publish`, { token, offer: offer("video") });
    expect(stolen.statusCode).toBe(403);
    const bad = await send(asha, `${room(id)}/video/publish`, { token, offer: { type: "offer", sdp: "x" } });
    expect(bad.statusCode).toBe(400);

    const pub = await send(asha, `${room(id)}/video/publish`, { token, offer: offer("video") });
    expect(pub.statusCode, pub.body).toBe(200);
    expect(pub.json().answer.type).toBe("answer");
    const again = await send(asha, `${room(id)}/video/publish`, { token, offer: offer("video") });
    expect(again.statusCode).toBe(403);
    expect(again.json().code).toBe("BAD_ROOM_TOKEN");

    // No media flows in this test, so the camera is not a feed yet: watching it is a 404, not a 5xx.
    const watch = await send(ravi, `${room(id)}/video/watch`, { feedId: pub.json().feedId });
    expect(watch.statusCode).toBe(404);
    expect((await send(ravi, `${room(id)}/video/watch`, { feedId: -1 })).statusCode).toBe(400);
    expect((await send(ravi, `${room(id)}/video/watch/123/start`, { answer: offer("video") })).statusCode).toBe(400);
    expect(
      (await send(ravi, `${room(id)}/video/watch/123/start`, { answer: { type: "answer", sdp: browserSdp("video") } }))
        .statusCode,
    ).toBe(404);
    expect((await send(asha, `${room(id)}/video/stop`)).statusCode).toBe(200);
  }, 120_000);

  it("a removed member's camera goes and they get no camera token again", async () => {
    const id = await meeting();
    await send(host, `${room(id)}/video`, { allowed: true });
    const { participantId } = await joinAudio(ravi, id);
    await joinAudio(host, id);
    const t = await send(ravi, `${room(id)}/video/token`);
    const spare = await send(ravi, `${room(id)}/video/token`);
    expect(
      (await send(ravi, `${room(id)}/video/publish`, { token: t.json().token, offer: offer("video") })).statusCode,
    ).toBe(200);
    const removed = await send(host, `${room(id)}/participants/${participantId}/remove`);
    expect(removed.statusCode, removed.body).toBe(200);
    const late = await send(ravi, `${room(id)}/video/publish`, { token: spare.json().token, offer: offer("video") });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ code: "REMOVED_FROM_ROOM", message: CIRCLE_ROOM_MSG.removed });
    expect((await send(ravi, `${room(id)}/video/token`)).json()).toMatchObject({ code: "REMOVED_FROM_ROOM" });
    // Gone from the video room too (Janus kicked the camera).
    const view = (await get(host, room(id))).json() as { participants: { name: string; videoFeed: number | null }[] };
    expect(view.participants.map((p) => p.name)).not.toContain("Blue kite");
  }, 120_000);
});
