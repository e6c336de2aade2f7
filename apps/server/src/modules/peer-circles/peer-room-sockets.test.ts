// Open sockets follow the room's membership: whoever leaves a room, or is a listener whose role is taken
// away, stops hearing it at once on the tab they already have open, not only on their next subscribe.
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

const { q, listener, room, join, say, listen } = peerRequests(() => ({ h, wsUrl, moderator }));
const settle = () => new Promise((r) => setTimeout(r, 400));

describe("open sockets follow the room's membership", () => {
  it("a member who leaves hears no further message on the tab still open", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [a, b] = await Promise.all([h.member(), h.member()]);
    await join(a, roomId);
    await join(b, roomId);
    const bTab = await listen(b, `peer_room_${roomId}`);
    expect(bTab.outcome).toBe("subscribed");
    const before = (await say(a, roomId, "still here?")).json();
    await bTab.waitFor((e) => e.event === "peer_message" && e.data.id === before.id);

    expect((await call(h, b, "POST", `/api/peer-circles/rooms/${roomId}/leave`)).statusCode).toBe(200);
    const after = (await say(a, roomId, "after b left")).json();
    await settle();
    expect(bTab.events.some((e) => e.data.id === after.id)).toBe(false);
    expect(JSON.stringify(bTab.events)).not.toContain("after b left");
    bTab.socket.close();
  }, 60_000);

  it("a listener whose role is taken away stops hearing the rooms they led on the tab still open", async () => {
    const l = await listener();
    const co = await listener();
    const roomId = await room(l);
    // A second listener also leads the room, so it goes on after the first one's role is taken away.
    await q(sql`insert into peer_room_listeners (room_id, listener_id) values (${roomId}, ${co.id})`);
    expect((await join(co, roomId)).statusCode).toBe(200);
    const a = await h.member();
    await join(a, roomId);
    const lTab = await listen(l, `peer_room_${roomId}`);
    expect(lTab.outcome).toBe("subscribed");

    const revoked = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/revoke`, {
      reason: "Shared a phone number in a room",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const after = await say(a, roomId, "is anyone still leading?");
    expect(after.statusCode, after.body).toBe(201);
    await settle();
    expect(lTab.events.some((e) => e.data.id === after.json().id)).toBe(false);
    expect(JSON.stringify(lTab.events)).not.toContain("is anyone still leading?");
    const again = await listen(l, `peer_room_${roomId}`);
    expect(again.outcome).toBe("FORBIDDEN");
    again.socket.close();
    lTab.socket.close();
  }, 60_000);
});
