// What the peer circles tests share: a harness listening on a port (for the realtime socket), a
// moderator and the listener course; helpers to make an approved listener, open a room, join, write,
// read the history and listen on a channel.
import { LISTENER_QUIZ } from "@saathi/contract/peer-circles";
import type { sql } from "drizzle-orm";
import { expect } from "vitest";
import WebSocket from "ws";
import { LISTENER_QUIZ_KEY } from "../src/modules/peer-circles/peer-circles.policy.ts";
import { seedListenerCourse } from "../src/seed/listener-course.ts";
import { type Harness, type Member, startHarness } from "./harness.ts";
import { call, moderatorMember } from "./moderation-helpers.ts";

export interface PeerCast {
  h: Harness;
  wsUrl: string;
  moderator: Member;
}

export const DAY = 86_400_000;
/** Open all week, all day. */
export const ALWAYS = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "00:00", end: "24:00" }));
export const RIGHT = Object.fromEntries(Object.entries(LISTENER_QUIZ_KEY));
export const WRONG = Object.fromEntries(LISTENER_QUIZ.map((q) => [q.id, "a"]));

/** A fresh harness listening on a free port, a moderator, and the listener course seeded. */
export async function startPeerCast(): Promise<PeerCast> {
  const h = await startHarness();
  await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  const wsUrl = `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
  const moderator = await moderatorMember(h);
  await seedListenerCourse(h.database.db);
  return { h, wsUrl, moderator };
}

/** Requests against the cast's harness (read when called: the cast is made in beforeAll). */
export function peerRequests(cast: () => PeerCast) {
  const q = async <T = Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await cast().h.database.db.execute(query)).rows as T[];

  /** A member who passed the quiz, applied and was approved by the moderator. */
  async function listener(): Promise<Member> {
    const { h, moderator } = cast();
    const l = await h.member();
    expect((await call(h, l, "POST", "/api/peer-circles/listener/quiz", { answers: RIGHT })).json().passed).toBe(true);
    expect((await call(h, l, "POST", "/api/peer-circles/listener/apply", {})).statusCode).toBe(200);
    const ok = await call(h, moderator, "POST", `/api/admin/peer-circles/listeners/${l.id}/approve`, {});
    expect(ok.statusCode).toBe(200);
    return l;
  }

  let nick = 0;
  const nickname = () => `Moon ${++nick}`;

  async function room(l: Member, openHours = ALWAYS): Promise<string> {
    const r = await call(cast().h, l, "POST", "/api/peer-circles/rooms", {
      topic: "exam_stress",
      language: "Hinglish",
      name: "Exam nights",
      openHours,
      nickname: nickname(),
    });
    expect(r.statusCode, r.body).toBe(201);
    return r.json().id;
  }

  async function join(m: Member, roomId: string, extra: object = {}) {
    return call(cast().h, m, "POST", `/api/peer-circles/rooms/${roomId}/join`, { nickname: nickname(), ...extra });
  }
  const say = (m: Member, roomId: string, text: string) =>
    call(cast().h, m, "POST", `/api/peer-circles/rooms/${roomId}/messages`, { text });
  const history = async (m: Member, roomId: string) =>
    (await call(cast().h, m, "GET", `/api/peer-circles/rooms/${roomId}/messages`)).json().items as {
      id: string;
      text: string;
      memberId: string;
      nickname: string;
    }[];

  /** A socket subscribed to one channel, collecting events; `error` when refused. */
  async function listen(m: Member, channel: string) {
    const socket = new WebSocket(cast().wsUrl, { headers: { cookie: m.cookie } });
    const events: { event: string; data: Record<string, unknown> }[] = [];
    const outcome = await new Promise<string>((resolve) => {
      socket.on("message", (raw) => {
        const msg = JSON.parse(String(raw));
        if (msg.type === "ready") socket.send(JSON.stringify({ type: "subscribe", channel }));
        if (msg.type === "subscribed") resolve("subscribed");
        if (msg.type === "error") resolve(msg.code);
        if (msg.type === "event") events.push({ event: msg.event, data: msg.data });
      });
    });
    const waitFor = async (pred: (e: { event: string; data: Record<string, unknown> }) => boolean) => {
      for (let i = 0; i < 100; i++) {
        const found = events.find(pred);
        if (found) return found;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching event; got ${JSON.stringify(events)}`);
    };
    return { socket, events, outcome, waitFor };
  }

  return { q, listener, nickname, room, join, say, history, listen };
}
