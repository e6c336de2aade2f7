// Peer support circles are for adults (decision 038): a member under 18, with a guardian's consent or
// without, joins no room, takes none up, opens none, reads and writes in none, never listens on a room's
// channel and cannot become a listener (403 MINOR_PROTECTED, a kind sentence naming the Health Bot and
// Childline 1098). A minor who was in a room before the gate reads and writes no further. Nothing a
// refusal touches is stored; adults are unaffected.
import { YOUNG_MSG } from "@saathi/contract/young-people";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { ALWAYS, peerRequests, RIGHT, startPeerCast } from "../../../test/peer-circles-fixture.ts";
import { bornYearsAgo, consentedMinor, youngMember } from "../../../test/young-people-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;
let teens: [string, Member][];

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
  const waiting = await youngMember(h, { dateOfBirth: bornYearsAgo(15) });
  teens = [
    ["a minor waiting for consent", waiting],
    ["a minor with a guardian's consent", await consentedMinor(h, 16)],
  ];
}, 60_000);
afterAll(() => h.close());

const { q, listener, nickname, room, join, say, history, listen } = peerRequests(() => ({ h, wsUrl, moderator }));

const refusedKindly = (r: { statusCode: number; body: string }) => {
  expect(r.statusCode, r.body).toBe(403);
  const body = JSON.parse(r.body) as { code: string; message: string };
  expect(body.code).toBe("MINOR_PROTECTED");
  expect(body.message).toBe(YOUNG_MSG.peerCircleMinor);
};

/** Every peer-circles row a member could leave behind. */
const tracesOf = async (userId: string) => ({
  memberships: await q(sql`select id from peer_room_members where user_id = ${userId}`),
  messages: await q(sql`select id from peer_room_messages where author_id = ${userId}`),
  leads: await q(sql`select room_id from peer_room_listeners where listener_id = ${userId}`),
  quiz: await q(sql`select id from listener_quiz_attempts where user_id = ${userId}`),
  status: await q(sql`select status from listener_status where user_id = ${userId}`),
});
const NONE = { memberships: [], messages: [], leads: [], quiz: [], status: [] };

describe("peer circles are for adults", () => {
  it("a minor, consented or not, is refused joining, taking up, opening, reading, writing and the listener way; nothing is stored", async () => {
    const l = await listener();
    const roomId = await room(l);
    for (const [who, teen] of teens) {
      const base = `/api/peer-circles/rooms/${roomId}`;
      const asks: [string, string, string, object | undefined][] = [
        ["join", "POST", `${base}/join`, { nickname: nickname() }],
        ["take up", "POST", `${base}/lead`, { nickname: nickname() }],
        ["read", "GET", `${base}/messages`, undefined],
        ["write", "POST", `${base}/messages`, { text: "hello everyone" }],
        [
          "open a circle",
          "POST",
          "/api/peer-circles/rooms",
          { topic: "exam_stress", language: "English", name: "Teens", nickname: nickname(), openHours: ALWAYS },
        ],
        ["answer the listener quiz", "POST", "/api/peer-circles/listener/quiz", { answers: RIGHT }],
        ["apply to listen", "POST", "/api/peer-circles/listener/apply", {}],
      ];
      for (const [what, method, url, payload] of asks) {
        const r = await call(h, teen, method, url, payload);
        expect([who, what, r.statusCode]).toEqual([who, what, 403]);
        refusedKindly(r);
      }
      const tab = await listen(teen, `peer_room_${roomId}`);
      expect([who, tab.outcome]).toEqual([who, "FORBIDDEN"]);
      tab.socket.close();
      expect([who, await tracesOf(teen.id)]).toEqual([who, NONE]);
      // The directory stays open to read (the web shows the notice in place of Join).
      expect((await call(h, teen, "GET", "/api/peer-circles/rooms")).statusCode).toBe(200);
    }
  }, 60_000);

  it("answers the minor in Hindi when asked", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [, teen] = teens[0] ?? ["", moderator];
    const r = await h.app.inject({
      method: "POST",
      url: `/api/peer-circles/rooms/${roomId}/join`,
      headers: { cookie: teen.cookie, "x-saathi-lang": "hi" },
      payload: { nickname: nickname() },
    });
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe("MINOR_PROTECTED");
    expect(r.json().message).not.toBe(YOUNG_MSG.peerCircleMinor);
    expect(r.json().message).toContain("1098");
  });

  it("a minor who was in a room before the gate neither reads, writes nor listens on; they may still leave", async () => {
    const l = await listener();
    const roomId = await room(l);
    const adult = await h.member();
    expect((await join(adult, roomId)).statusCode).toBe(200);
    expect((await say(adult, roomId, "said before the teen was stopped")).statusCode).toBe(201);
    for (const [who, teen] of teens) {
      await q(
        sql`insert into peer_room_members (room_id, user_id, nickname) values (${roomId}, ${teen.id}, ${nickname()})`,
      );
      const read = await call(h, teen, "GET", `/api/peer-circles/rooms/${roomId}/messages`);
      refusedKindly(read);
      expect(read.body).not.toContain("said before the teen was stopped");
      refusedKindly(await say(teen, roomId, "can anyone hear me?"));
      const tab = await listen(teen, `peer_room_${roomId}`);
      expect([who, tab.outcome]).toEqual([who, "FORBIDDEN"]);
      tab.socket.close();
      expect(await q(sql`select id from peer_room_messages where author_id = ${teen.id}`)).toEqual([]);
      expect(JSON.stringify(await history(adult, roomId))).not.toContain("can anyone hear me?");
      // Leaving stays open, so they can take themselves out of the room.
      expect((await call(h, teen, "POST", `/api/peer-circles/rooms/${roomId}/leave`)).statusCode).toBe(200);
    }
  }, 60_000);

  it("a minor made a listener before the gate opens and takes up no room", async () => {
    const l = await listener();
    const paused = await room(l);
    await q(sql`delete from peer_room_listeners where room_id = ${paused}`);
    const [, teen] = teens[1] ?? ["", moderator];
    await q(sql`insert into listener_status (user_id, status) values (${teen.id}, 'approved')`);
    refusedKindly(await call(h, teen, "POST", `/api/peer-circles/rooms/${paused}/lead`, { nickname: nickname() }));
    refusedKindly(
      await call(h, teen, "POST", "/api/peer-circles/rooms", {
        topic: "exam_stress",
        language: "English",
        name: "Teens",
        nickname: nickname(),
        openHours: ALWAYS,
      }),
    );
    expect(await q(sql`select room_id from peer_room_listeners where listener_id = ${teen.id}`)).toEqual([]);
    expect(await q(sql`select id from peer_room_members where user_id = ${teen.id} and room_id = ${paused}`)).toEqual(
      [],
    );
    await q(sql`delete from listener_status where user_id = ${teen.id}`);
  }, 60_000);

  it("an adult is unaffected: joins, reads, writes, listens, and becomes a listener", async () => {
    const l = await listener();
    const roomId = await room(l);
    const adult = await h.member();
    expect((await join(adult, roomId)).statusCode).toBe(200);
    const tab = await listen(adult, `peer_room_${roomId}`);
    expect(tab.outcome).toBe("subscribed");
    const said = await say(adult, roomId, "glad to be here");
    expect(said.statusCode, said.body).toBe(201);
    await tab.waitFor((e) => e.event === "peer_message" && e.data.id === said.json().id);
    tab.socket.close();
    expect((await call(h, adult, "GET", `/api/peer-circles/rooms/${roomId}/messages`)).statusCode).toBe(200);
    const quiz = await call(h, adult, "POST", "/api/peer-circles/listener/quiz", { answers: RIGHT });
    expect(quiz.json().passed).toBe(true);
    expect((await call(h, adult, "POST", "/api/peer-circles/listener/apply", {})).statusCode).toBe(200);
  }, 60_000);
});
