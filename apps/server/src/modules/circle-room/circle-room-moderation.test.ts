// Side-chat lines of a meeting's live room that the crisis check flags go into the moderation queue like
// a flagged peer-circle message: staff see that line, under the writer's circle nickname, with the
// meeting it was said in, and nothing else of the room (no other line, no way into the room or its
// channel). A held line reaches nobody in the room and waits in the queue too.
import { channels } from "@saathi/contract/realtime";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAs, joinRoom, listenOn, meetingWithSeats, postAs, roomUrl } from "../../../test/circle-room-fixture.ts";
import { publishedExpert } from "../../../test/experts-fixture.ts";
import { type Harness, type Member, startHarness } from "../../../test/harness.ts";
import { call, moderatorMember } from "../../../test/moderation-helpers.ts";
import { managedJanusProblem } from "../../platform/media/managed-janus.ts";

const problem = managedJanusProblem();

let h: Harness;
let ws: string;
let host: Member;
let asha: Member;
let ravi: Member;
let moderator: Member;

const say = async (m: Member, id: string, text: string) => {
  const res = await postAs(h.app, m, `${roomUrl(id)}/messages`, { text });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { message: { id: string } | null; crisis: { level: string; held: boolean } };
};
const itemsOf = async (occurrenceNeedle: string) =>
  (
    await h.database.db.execute<{
      id: string;
      target_type: string;
      target_id: string;
      crisis_level: string | null;
      text: string | null;
    }>(
      sql`select id, target_type, target_id, crisis_level, context->'content'->>'text' as text from moderation_items
           where context->'meeting'->>'occurrenceId' = ${occurrenceNeedle} order by opened_at`,
    )
  ).rows;

describe.skipIf(problem !== null)("flagged side-chat lines in the moderation queue", () => {
  beforeAll(async () => {
    h = await startHarness({
      MEDIA_SERVER: "managed",
      JANUS_ICE_INTERFACES: "lo",
      JANUS_RTP_PORT_RANGE: "22200-22299",
    });
    await h.app.listen({ port: 0, host: "127.0.0.1" });
    const a = h.app.server.address();
    ws = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
    host = await publishedExpert(h, { fullName: "Kiran Das" });
    asha = await h.member({ displayName: "Asha Test" });
    ravi = await h.member({ displayName: "Ravi Test" });
    moderator = await moderatorMember(h);
  }, 240_000);
  afterAll(() => h?.close());

  it("staff see the flagged line under its nickname and meeting, and cannot read the rest of the room", async () => {
    const id = await meetingWithSeats(h.app, h.database, host, [
      [asha, "Quiet owl"],
      [ravi, "Blue kite"],
    ]);
    await joinRoom(h.app, host, id);
    await joinRoom(h.app, asha, id);
    await joinRoom(h.app, ravi, id);
    for (const text of ["first line of the room", "second line of the room"]) await say(ravi, id, text);
    await say(host, id, "Welcome, everyone");
    const risk = await say(asha, id, "I want to die, I can't do this anymore");
    expect(risk.crisis).toEqual({ level: "risk", held: false });
    await say(ravi, id, "Thank you for telling us");

    // Ordinary lines make no item; the flagged one does, about that line only.
    const items = await itemsOf(id);
    expect(items, JSON.stringify(items)).toHaveLength(1);
    expect(items[0]).toMatchObject({
      target_type: "circle_room_line",
      target_id: risk.message?.id,
      crisis_level: "risk",
    });
    const itemId = items[0]?.id as string;

    const queue = await call(h, moderator, "GET", "/api/admin/moderation?status=open&targetType=circle_room_line");
    expect(queue.statusCode, queue.body).toBe(200);
    expect(JSON.stringify(queue.json())).toContain(itemId);

    const seen = await call(h, moderator, "GET", `/api/admin/moderation/${itemId}`);
    expect(seen.statusCode, seen.body).toBe(200);
    const body = seen.json();
    expect(body.targetType).toBe("circle_room_line");
    expect(body.context.content).toMatchObject({
      text: "I want to die, I can't do this anymore",
      authorName: "Quiet owl",
    });
    expect(body.context.meeting).toMatchObject({ occurrenceId: id, title: "Before the boards" });
    const all = JSON.stringify(body);
    for (const other of [
      "first line of the room",
      "second line of the room",
      "Welcome, everyone",
      "Thank you for telling us",
    ])
      expect(all).not.toContain(other);

    // No way into the room for staff: not its state, not a token, not its channel.
    expect((await getAs(h.app, moderator, roomUrl(id))).statusCode).toBe(403);
    expect((await postAs(h.app, moderator, `${roomUrl(id)}/token`)).statusCode).toBe(403);
    const listening = await listenOn(ws, moderator, channels.circleRoom(id));
    expect(listening.outcome).toBe("FORBIDDEN");
    listening.socket.close();

    // A decision on it works (nothing stored to hide; the author's record and the audit carry it).
    const decided = await call(h, moderator, "POST", `/api/admin/moderation/${itemId}/action`, {
      action: "warn",
      reason: "Reached out with the helplines",
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }, 120_000);

  it("a held line reaches nobody in the room and waits in the queue", async () => {
    const id = await meetingWithSeats(h.app, h.database, host, [[asha, "Quiet owl"]]);
    await joinRoom(h.app, host, id);
    await joinRoom(h.app, asha, id);
    const hostHears = await listenOn(ws, host, channels.circleRoom(id));
    expect(hostHears.outcome).toBe("subscribed");
    const text = "I have saved up pills and I will take them all tonight to kill myself";
    const held = await say(asha, id, text);
    expect(held.message).toBeNull();
    expect(held.crisis.held).toBe(true);
    const items = await itemsOf(id);
    expect(items).toHaveLength(1);
    const seen = (await call(h, moderator, "GET", `/api/admin/moderation/${items[0]?.id}`)).json();
    expect(seen.context.content.text).toBe(text);
    expect(seen.held).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(hostHears.frames.some((f) => f.event === "circle_room_message")).toBe(false);
    hostHears.socket.close();
  }, 120_000);

  it("a member reports a line they saw, with its proof: that line only reaches the queue; a forged one is refused", async () => {
    const other = await meetingWithSeats(h.app, h.database, host, [[asha, "Quiet owl"]]);
    const id = await meetingWithSeats(h.app, h.database, host, [
      [asha, "Quiet owl"],
      [ravi, "Blue kite"],
    ]);
    await joinRoom(h.app, host, id);
    await joinRoom(h.app, asha, id);
    await joinRoom(h.app, ravi, id);
    const raviHears = await listenOn(ws, ravi, channels.circleRoom(id));
    await say(asha, id, "an earlier line nobody reports");
    const line = "You are all wasting my time here";
    await say(asha, id, line);
    const heard = await raviHears.waitFor((f) => f.event === "circle_room_message" && f.data?.text === line);
    const ref = String(heard.data?.ref);
    const report = (m: Member, occurrenceId: string, body: object) =>
      postAs(h.app, m, `${roomUrl(occurrenceId)}/messages/report`, body);

    // Forged or misdirected proofs: like a line that does not exist.
    for (const [who, where, body] of [
      [ravi, id, { ref, text: "something else entirely", reason: "harassment" }],
      [ravi, id, { ref: `${ref.slice(0, -4)}AAAA`, text: line, reason: "harassment" }],
      [asha, other, { ref, text: line, reason: "harassment" }],
    ] as const) {
      const res = await report(who, where, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: "LINE_NOT_FOUND" });
    }
    // Bad input is a 400; one's own line cannot be reported; only the meeting's people may report.
    expect((await report(ravi, id, { ref, text: line })).statusCode).toBe(400);
    expect((await report(asha, id, { ref, text: line, reason: "harassment" })).json()).toMatchObject({
      code: "OWN_CONTENT",
    });
    expect((await report(moderator, id, { ref, text: line, reason: "harassment" })).statusCode).toBe(403);

    const filed = await report(ravi, id, { ref, text: line, reason: "harassment", details: "Rude to everyone" });
    expect(filed.statusCode, filed.body).toBe(201);
    const again = await report(ravi, id, { ref, text: line, reason: "harassment" });
    expect(again.statusCode).toBe(200);

    const items = await itemsOf(id);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ target_type: "circle_room_line", target_id: heard.data?.id, text: line });
    const seen = (await call(h, moderator, "GET", `/api/admin/moderation/${items[0]?.id}`)).json();
    expect(seen.context.content).toMatchObject({ text: line, authorName: "Quiet owl" });
    expect(seen.reports).toHaveLength(1);
    expect(JSON.stringify(seen)).not.toContain("an earlier line nobody reports");
    raviHears.socket.close();
  }, 120_000);
});
