// Nicknames hold outside the room too: hiding or blocking a room member goes through Saathi's one mute and
// block (hidden everywhere, as any), but every list the member can read (GET /api/mutes, GET /api/blocks,
// the data export) names them by the room nickname alone, never their name, username or id; undoing it
// works by the list entry. A mute or block made directly, knowing who, is listed by name as before.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { peerRequests, startPeerCast } from "../../../test/peer-circles-fixture.ts";
import { unzip } from "../../../test/unzip.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
}, 60_000);
afterAll(() => h.close());

const { q, listener, room, join, say, history } = peerRequests(() => ({ h, wsUrl, moderator }));

const HIDDEN = { displayName: "Zarqa Unmaskable", firstName: "Zarqa", lastName: "Velloworth", username: "zarqa_vw" };
const traces = (m: Member) => [m.id, HIDDEN.displayName, HIDDEN.firstName, HIDDEN.lastName, HIDDEN.username];
const expectNoTrace = (body: string, m: Member) => {
  for (const t of traces(m)) expect(body, t).not.toContain(t);
};

async function exportText(m: Member): Promise<string> {
  expect((await h.post("/api/account/export", undefined, { cookie: m.cookie })).statusCode).toBe(202);
  await h.built.jobQueue.idle();
  const state = (await call(h, m, "GET", "/api/account/export")).json().export;
  const res = await h.app.inject({ url: state.downloadUrl, headers: { cookie: m.cookie } });
  const files = await unzip(res.rawPayload);
  return [...files.entries()]
    .filter(([n]) => n.endsWith(".json") || n.endsWith(".html"))
    .map(([n, v]) => `${n}\n${v.toString()}`)
    .join("\n");
}

describe("room nicknames in the block and mute lists", () => {
  it("hide and block from a room list the member by nickname only; the block still hides them; undo works by entry", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [viewer, other] = await Promise.all([h.member(), h.member(HIDDEN)]);
    await join(viewer, roomId);
    expect((await join(other, roomId, { nickname: "Quiet Fox" })).statusCode).toBe(200);
    const msg = (await say(other, roomId, "I had a rough day")).json();
    const memberId = msg.memberId as string;

    const hide = await call(h, viewer, "POST", `/api/peer-circles/rooms/${roomId}/members/${memberId}/hide`, {
      duration: "forever",
    });
    expect(hide.json()).toEqual({ hidden: true });
    const mutes = await call(h, viewer, "GET", "/api/mutes");
    expect(mutes.statusCode).toBe(200);
    expectNoTrace(mutes.body, other);
    expect(mutes.json().items).toEqual([
      { circle: { entryId: expect.any(String), nickname: "Quiet Fox" }, until: null, mutedAt: expect.any(String) },
    ]);

    const block = await call(h, viewer, "POST", `/api/peer-circles/rooms/${roomId}/members/${memberId}/block`);
    expect(block.json()).toEqual({ blocked: true });
    const blocks = await call(h, viewer, "GET", "/api/blocks");
    expect(blocks.statusCode).toBe(200);
    expectNoTrace(blocks.body, other);
    expect(blocks.json().items).toEqual([
      { circle: { entryId: expect.any(String), nickname: "Quiet Fox" }, blockedAt: expect.any(String) },
    ]);
    expectNoTrace(await exportText(viewer), other);

    // The block works as any block: the messages go, and a chat is refused.
    expect((await history(viewer, roomId)).map((m) => m.id)).not.toContain(msg.id);
    const [blockRow] = await q(
      sql`select 1 as one from blocks where blocker_id = ${viewer.id} and blocked_id = ${other.id}`,
    );
    expect(blockRow).toBeDefined();
    expect((await call(h, viewer, "GET", `/api/profiles/${other.id}`)).statusCode).toBe(404);
    const chat = await call(h, other, "POST", "/api/chat/messages", { receiverId: viewer.id, message: "hi" });
    expect(chat.statusCode).not.toBe(200);

    // Undone by the entry, the block and the mute go; the lists are empty again.
    const blockEntry = blocks.json().items[0].circle.entryId as string;
    expect((await call(h, viewer, "DELETE", `/api/blocks/entries/${blockEntry}`)).json()).toEqual({ ok: true });
    expect((await call(h, viewer, "GET", "/api/blocks")).json().items).toEqual([]);
    expect(await q(sql`select 1 from blocks where blocker_id = ${viewer.id} and blocked_id = ${other.id}`)).toEqual([]);
    // Still muted: the messages stay hidden until the mute is undone too.
    expect((await history(viewer, roomId)).map((m) => m.id)).not.toContain(msg.id);
    const muteEntry = mutes.json().items[0].circle.entryId as string;
    // Someone else's entry id does nothing.
    await call(h, other, "DELETE", `/api/mutes/entries/${muteEntry}`);
    expect((await call(h, viewer, "GET", "/api/mutes")).json().items).toHaveLength(1);
    expect((await call(h, viewer, "DELETE", `/api/mutes/entries/${muteEntry}`)).json()).toEqual({ ok: true });
    expect((await call(h, viewer, "GET", "/api/mutes")).json().items).toEqual([]);
    expect((await history(viewer, roomId)).map((m) => m.id)).toContain(msg.id);
  }, 90_000);

  it("a direct block of the same person is listed apart: undoing either leaves the other entry and the block", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [viewer, other] = await Promise.all([h.member(), h.member()]);
    await join(viewer, roomId);
    await join(other, roomId, { nickname: "Brave Owl" });
    const msg = (await say(other, roomId, "hello")).json();
    await call(h, viewer, "POST", `/api/peer-circles/rooms/${roomId}/members/${msg.memberId}/block`);
    expect((await call(h, viewer, "POST", `/api/blocks/${other.id}`)).statusCode).toBe(200);
    const items = (await call(h, viewer, "GET", "/api/blocks")).json().items;
    expect(items).toHaveLength(2);
    expect(items.find((i: { circle?: unknown }) => i.circle)).toEqual({
      circle: { entryId: expect.any(String), nickname: "Brave Owl" },
      blockedAt: expect.any(String),
    });
    expect(items.find((i: { person?: { userId: string } }) => i.person)?.person.userId).toBe(other.id);

    // Undoing the direct block leaves the nickname entry, and the block holds.
    await call(h, viewer, "DELETE", `/api/blocks/${other.id}`);
    const left = (await call(h, viewer, "GET", "/api/blocks")).json().items;
    expect(left).toEqual([
      { circle: { entryId: expect.any(String), nickname: "Brave Owl" }, blockedAt: expect.any(String) },
    ]);
    expect((await history(viewer, roomId)).map((m) => m.id)).not.toContain(msg.id);
    await call(h, viewer, "DELETE", `/api/blocks/entries/${left[0].circle.entryId}`);
    expect((await history(viewer, roomId)).map((m) => m.id)).toContain(msg.id);
  }, 90_000);

  it("a mute written before sources existed counts as direct; a hide from a room then adds its own entry", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [viewer, other] = await Promise.all([h.member(), h.member()]);
    await join(viewer, roomId);
    await join(other, roomId, { nickname: "Still Pond" });
    const msg = (await say(other, roomId, "evening")).json();
    await q(sql`insert into mutes (muter_id, muted_id) values (${viewer.id}, ${other.id})`);
    expect(
      (await call(h, viewer, "GET", "/api/mutes"))
        .json()
        .items.map((i: { person?: { userId: string } }) => i.person?.userId),
    ).toEqual([other.id]);
    await call(h, viewer, "POST", `/api/peer-circles/rooms/${roomId}/members/${msg.memberId}/hide`, {
      duration: "24h",
    });
    const both = (await call(h, viewer, "GET", "/api/mutes")).json().items;
    expect(both).toHaveLength(2);
    // The direct entry keeps its own end (until undone), not the room hide's 24 hours.
    expect(both.find((i: { person?: unknown }) => i.person).until).toBeNull();
    await call(h, viewer, "DELETE", `/api/mutes/${other.id}`);
    const left = (await call(h, viewer, "GET", "/api/mutes")).json();
    expect(left.items).toEqual([
      {
        circle: { entryId: expect.any(String), nickname: "Still Pond" },
        until: expect.any(String),
        mutedAt: expect.any(String),
      },
    ]);
    expect((await history(viewer, roomId)).map((m) => m.id)).not.toContain(msg.id);
  }, 90_000);
});
