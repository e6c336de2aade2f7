// Who may do what in peer circles (each kind of caller, no leak), and bad input answered with a 4xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffMember } from "../../../test/admin-helpers.ts";
import type { Harness, Member } from "../../../test/harness.ts";
import { call } from "../../../test/moderation-helpers.ts";
import { ALWAYS, peerRequests, startPeerCast } from "../../../test/peer-circles-fixture.ts";

let h: Harness;
let wsUrl: string;
let moderator: Member;

beforeAll(async () => {
  ({ h, wsUrl, moderator } = await startPeerCast());
}, 60_000);
afterAll(() => h.close());

const { listener, room, join } = peerRequests(() => ({ h, wsUrl, moderator }));

describe("permissions and bad input", () => {
  it("answers each kind of caller as it should, with no leak", async () => {
    const l = await listener();
    const roomId = await room(l);
    const [member, other, expert] = await Promise.all([h.member(), h.member(), h.member({ role: "expert" })]);
    const admin = await staffMember(h);
    await join(member, roomId);
    const memberId = (await call(h, member, "GET", `/api/peer-circles/rooms/${roomId}`)).json().me.memberId as string;
    const read = `/api/peer-circles/rooms/${roomId}/messages`;
    const mute = `/api/peer-circles/rooms/${roomId}/members/${memberId}/mute`;
    const cases: [string, Member | null, string, string, number][] = [
      ["anonymous lists", null, "GET", "/api/peer-circles/rooms", 401],
      ["anonymous reads", null, "GET", read, 401],
      ["anonymous admin", null, "GET", "/api/admin/peer-circles/listeners", 401],
      ["member reads", member, "GET", read, 200],
      ["listener reads", l, "GET", read, 200],
      ["another member reads", other, "GET", read, 403],
      ["an expert reads", expert, "GET", read, 403],
      ["a moderator reads", moderator, "GET", read, 403],
      ["an admin reads", admin, "GET", read, 403],
      ["member mutes", member, "POST", mute, 403],
      ["another member mutes", other, "POST", mute, 403],
      ["moderator mutes", moderator, "POST", mute, 403],
      ["listener mutes", l, "POST", mute, 200],
      ["member decides", member, "GET", "/api/admin/peer-circles/listeners", 403],
      ["expert decides", expert, "GET", "/api/admin/peer-circles/listeners", 403],
      ["admin decides", admin, "GET", "/api/admin/peer-circles/listeners", 200],
      ["moderator decides", moderator, "GET", "/api/admin/peer-circles/listeners", 200],
    ];
    const got = [];
    for (const [name, who, method, url, want] of cases) {
      const r = await call(h, who, method, url);
      got.push([name, r.statusCode]);
      if (r.statusCode !== 200) expect(r.body).not.toContain(memberId);
      void want;
    }
    expect(got).toEqual(cases.map(([name, , , , want]) => [name, want]));
    // A room that does not exist and one the caller cannot read answer alike for a stranger's id.
    const missing = await call(h, other, "GET", `/api/peer-circles/rooms/00000000-0000-4000-8000-000000000000`);
    expect(missing.statusCode).toBe(404);
  }, 60_000);

  it("refuses bad input with a 4xx, never a 5xx", async () => {
    const l = await listener();
    const roomId = await room(l);
    const m = await h.member();
    await join(m, roomId);
    const bad: [string, string, object | undefined][] = [
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "a\u0000b" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "x".repeat(1001) }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "   " }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: 42 }],
      ["POST", `/api/peer-circles/rooms/${roomId}/messages`, { text: "hi", clientId: "c".repeat(65) }],
      ["POST", "/api/peer-circles/rooms/not-a-uuid/messages", { text: "hi" }],
      ["GET", `/api/peer-circles/rooms/${roomId}/messages?after=yesterday`, undefined],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "a" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "x\u0007y" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: "http://spam.example" }],
      ["POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: ["Kite"] }],
      ["POST", `/api/peer-circles/rooms/${roomId}/members/nope/mute`, undefined],
      ["GET", "/api/peer-circles/rooms?topic=astrology", undefined],
      ["POST", "/api/peer-circles/listener/quiz", { answers: "b" }],
      ["POST", "/api/peer-circles/listener/apply", { motivation: "x".repeat(501) }],
      [
        "POST",
        "/api/peer-circles/rooms",
        {
          topic: "grief",
          language: "English",
          name: "Loss",
          nickname: "Lamp",
          openHours: [{ weekday: 7, start: "09:00", end: "10:00" }],
        },
      ],
      [
        "POST",
        "/api/peer-circles/rooms",
        {
          topic: "grief",
          language: "English",
          name: "Loss",
          nickname: "Lamp",
          openHours: [{ weekday: 1, start: "11:00", end: "10:00" }],
        },
      ],
      [
        "POST",
        "/api/peer-circles/rooms",
        { topic: "grief", language: "Klingon", name: "Loss", nickname: "Lamp", openHours: ALWAYS },
      ],
    ];
    for (const [method, url, payload] of bad) {
      const who = url.includes("/api/peer-circles/rooms") && method === "POST" && !url.includes(roomId) ? l : m;
      const r = await call(h, who, method, url, payload);
      expect([method, url, r.statusCode]).toEqual([method, url, 400]);
    }
    const badAdmin = await call(h, moderator, "POST", "/api/admin/peer-circles/listeners/nope/approve", {});
    expect(badAdmin.statusCode).toBe(400);
    const unknown = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${m.id}/approve`, {});
    expect(unknown.statusCode).toBe(404);
  }, 60_000);
});
