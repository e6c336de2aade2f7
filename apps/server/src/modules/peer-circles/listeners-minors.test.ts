// Listeners are adults (decision 038): a member under 18 whose listener status says approved (approved
// before the rule, or by a moderator since) is never a listener to anyone else. Listed on a room, they
// are not counted in its listeners, not shown as a listener in it, get no risk alert and may not mute;
// a room only they "lead" is paused until an adult listener takes it up. An adult listener is all of these.
import { PEER_MSG } from "@saathi/contract/peer-circles";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call, moderationNotes } from "../../../test/moderation-helpers.ts";
import { peerRequests, startPeerCast } from "../../../test/peer-circles-fixture.ts";
import { bornYearsAgo, consentedMinor, youngMember } from "../../../test/young-people-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;
let teens: [string, Member][];

const { q, listener, nickname, room, join, say } = peerRequests(() => ({ h, wsUrl, moderator }));

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
  // Approved before the rule: a status row written as the old way would have left it.
  const before = await consentedMinor(h, 16);
  await q(sql`insert into listener_status (user_id, status) values (${before.id}, 'approved')`);
  // Approved since: an application made before the rule, approved by a moderator through the console.
  const since = await youngMember(h, { dateOfBirth: bornYearsAgo(17) });
  await q(sql`insert into listener_status (user_id, status) values (${since.id}, 'applied')`);
  const approved = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${since.id}/approve`, {});
  expect(approved.statusCode, approved.body).toBe(200);
  teens = [
    ["approved before the rule", before],
    ["approved by a moderator since", since],
  ];
}, 90_000);
afterAll(() => h.close());

/** Lists the member on the room as a listener and a member, as taking it up before the rule would have. */
const listOn = async (roomId: string, m: Member) => {
  await q(sql`insert into peer_room_listeners (room_id, listener_id) values (${roomId}, ${m.id})`);
  await q(sql`insert into peer_room_members (room_id, user_id, nickname) values (${roomId}, ${m.id}, ${nickname()})`);
};
const memberIdOf = async (roomId: string, m: Member) =>
  (await q<{ id: string }>(sql`select id from peer_room_members where room_id = ${roomId} and user_id = ${m.id}`))[0]
    ?.id ?? "";
const RISK_ALERT = "Someone in your circle “Exam nights” may be at risk";

describe("a minor never counts as a listener", () => {
  it("listed beside an adult listener, a minor is not counted, not shown as a listener, not alerted and may not mute; the adult is all of these", async () => {
    const adult = await listener();
    const roomId = await room(adult);
    for (const [, teen] of teens) await listOn(roomId, teen);
    const member = await h.member();
    expect((await join(member, roomId)).statusCode).toBe(200);

    // Counted: the directory and the room say one listener, the adult.
    const listed = (await call(h, member, "GET", "/api/peer-circles/rooms")).json().items;
    expect(listed.find((r: { id: string }) => r.id === roomId)?.listenerCount).toBe(1);
    const detail = (await call(h, member, "GET", `/api/peer-circles/rooms/${roomId}`)).json();
    expect(detail.listenerCount).toBe(1);
    // Shown: only the adult's nickname carries the listener mark.
    const marks = new Map(
      detail.members.map((m: { id: string; isListener: boolean }) => [m.id, m.isListener] as [string, boolean]),
    );
    expect(marks.get(await memberIdOf(roomId, adult))).toBe(true);
    for (const [who, teen] of teens) expect([who, marks.get(await memberIdOf(roomId, teen))]).toEqual([who, false]);

    // Alerted: a risk message tells the adult listener, never the minors.
    expect((await say(member, roomId, "I want to die, I can't do this anymore")).statusCode).toBe(201);
    expect((await moderationNotes(h, adult)).some((n) => n.includes(RISK_ALERT))).toBe(true);
    for (const [who, teen] of teens)
      expect([who, (await moderationNotes(h, teen)).some((n) => n.includes(RISK_ALERT))]).toEqual([who, false]);

    // A listener's power: a minor mutes nobody; the adult may mute a minor like any member.
    const memberId = await memberIdOf(roomId, member);
    for (const [who, teen] of teens) {
      const muted = await call(h, teen, "POST", `/api/peer-circles/rooms/${roomId}/members/${memberId}/mute`);
      expect([who, muted.statusCode, muted.json().code]).toEqual([who, 403, "LISTENERS_ONLY"]);
    }
    const [, first] = teens[0] ?? ["", member];
    const teenMemberId = await memberIdOf(roomId, first);
    const mutedTeen = await call(h, adult, "POST", `/api/peer-circles/rooms/${roomId}/members/${teenMemberId}/mute`);
    expect(mutedTeen.statusCode, mutedTeen.body).toBe(200);
  }, 90_000);

  it("a room only a minor is listed on has no listener: paused until an adult listener takes it up", async () => {
    const adult = await listener();
    const roomId = await room(adult);
    const member = await h.member();
    expect((await join(member, roomId)).statusCode).toBe(200);
    // The adult who opened it is gone from it; only the minors remain listed.
    await q(sql`delete from peer_room_listeners where room_id = ${roomId}`);
    await q(sql`update peer_room_members set left_at = now() where room_id = ${roomId} and user_id = ${adult.id}`);
    for (const [, teen] of teens) await listOn(roomId, teen);

    expect((await call(h, member, "GET", `/api/peer-circles/rooms/${roomId}`)).json().listenerCount).toBe(0);
    const refused = await say(member, roomId, "is anyone here?");
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "ROOM_PAUSED", message: PEER_MSG.roomPaused });

    const next = await listener();
    const took = await call(h, next, "POST", `/api/peer-circles/rooms/${roomId}/lead`, { nickname: nickname() });
    expect(took.statusCode, took.body).toBe(200);
    expect(took.json().room).toMatchObject({ listenerCount: 1, me: { isListener: true } });
    expect((await say(member, roomId, "hello again")).statusCode).toBe(201);
  }, 90_000);

  it("when a revoked adult leaves a minor alone on a room, its members are told it is paused", async () => {
    const adult = await listener();
    const roomId = await room(adult);
    const [, teen] = teens[0] ?? ["", adult];
    await listOn(roomId, teen);
    const member = await h.member();
    expect((await join(member, roomId)).statusCode).toBe(200);
    const revoked = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${adult.id}/revoke`, {
      reason: "Shared a phone number",
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await moderationNotes(h, member)).some((n) => n.includes("is paused"))).toBe(true);
  }, 90_000);
});
