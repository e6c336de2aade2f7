// A peer-room message's clientId makes a retried send safe: the same words into the same room answer the
// stored message, once. The same id used again for other words, or in another room, is refused (409
// CLIENT_ID_REUSED) and stores nothing: never the earlier message handed back as if it were this one, nor
// published into the other room.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { peerRequests, startPeerCast } from "../../../test/peer-circles-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
}, 60_000);
afterAll(() => h.close());

const { listener, room, history } = peerRequests(() => ({ h, wsUrl, moderator }));
const send = (m: Member, roomId: string, text: string, clientId: string) =>
  call(h, m, "POST", `/api/peer-circles/rooms/${roomId}/messages`, { text, clientId });
const stored = async (authorId: string) =>
  (
    await h.database.db.execute(
      sql`select count(*)::int as n from peer_room_messages where author_id = ${authorId}::uuid`,
    )
  ).rows[0] as { n: number };

describe("a clientId in peer rooms", () => {
  it("a retry answers the stored message; other words or another room is 409 and stores nothing", async () => {
    const l = await listener();
    const [first, second] = [await room(l), await room(l)];
    const a = await h.member();
    for (const [roomId, nickname] of [
      [first, "Heron"],
      [second, "Wren"],
    ] as const)
      expect((await call(h, a, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname })).statusCode).toBe(200);

    const sent = await send(a, first, "Slept a little better this week.", "c-1");
    expect(sent.statusCode).toBe(201);
    const retry = await send(a, first, "Slept a little better this week.", "c-1");
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(sent.json().id);

    const otherWords = await send(a, first, "Something else entirely.", "c-1");
    expect(otherWords.statusCode).toBe(409);
    expect(otherWords.json().code).toBe("CLIENT_ID_REUSED");
    const otherRoom = await send(a, second, "Slept a little better this week.", "c-1");
    expect(otherRoom.statusCode).toBe(409);
    expect(otherRoom.json().code).toBe("CLIENT_ID_REUSED");

    expect((await stored(a.id)).n).toBe(1);
    expect(await history(a, second)).toEqual([]);
    expect((await history(a, first)).map((m) => m.text)).toEqual(["Slept a little better this week."]);
  }, 60_000);
});
