// A counsellor-led meeting about to start, with seats for three members, and what a test of its live
// room needs: an audio-only SDP offer as a browser sends it, the room's URLs, and a socket that
// listens on one channel. The app is passed in, so a second node on the same database can be used.

import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";
import type { Database } from "../src/platform/db/client.ts";
import { type Member, ORIGIN } from "./harness.ts";

/** An SDP as a browser writes it: audio to send and receive, or a camera to send (no media flows in tests). */
export function browserSdp(kind: "audio" | "video" = "audio") {
  const hex = Array.from({ length: 32 }, (_, i) => ((i * 37 + 11) % 256).toString(16).padStart(2, "0").toUpperCase());
  const media =
    kind === "audio"
      ? ["m=audio 9 UDP/TLS/RTP/SAVPF 111", "a=rtpmap:111 opus/48000/2", "a=fmtp:111 minptime=10;useinbandfec=1"]
      : ["m=video 9 UDP/TLS/RTP/SAVPF 96", "a=rtpmap:96 VP8/90000"];
  return [
    "v=0",
    `o=- ${Date.now()} 2 IN IP4 127.0.0.1`,
    "s=-",
    "t=0 0",
    "a=group:BUNDLE 0",
    "a=msid-semantic: WMS",
    media[0],
    "c=IN IP4 0.0.0.0",
    "a=rtcp:9 IN IP4 0.0.0.0",
    `a=ice-ufrag:${Math.random().toString(36).slice(2, 6)}`,
    "a=ice-pwd:abcdefghijklmnopqrstuvwx",
    `a=fingerprint:sha-256 ${hex.join(":")}`,
    "a=setup:actpass",
    "a=mid:0",
    kind === "audio" ? "a=sendrecv" : "a=sendonly",
    "a=rtcp-mux",
    ...media.slice(1),
    "",
  ].join("\r\n");
}

/** An SDP offer as a browser sends for audio only (Janus answers it). */
export const audioOffer = () => ({ type: "offer" as const, sdp: browserSdp("audio") });

export const roomUrl = (occurrenceId: string) => `/api/circles/meetings/${occurrenceId}/room`;

export const getAs = (app: FastifyInstance, m: Member, url: string) =>
  app.inject({ url, headers: { cookie: m.cookie } });
export const postAs = (app: FastifyInstance, m: Member, url: string, payload?: unknown) =>
  app.inject({
    method: "POST",
    url,
    headers: { origin: ORIGIN, cookie: m.cookie },
    ...(payload !== undefined ? { payload: payload as object } : {}),
  });

/** A free meeting of `host`'s starting in `startsInMinutes` (two), with a confirmed seat for each of `members`. */
export async function meetingWithSeats(
  app: FastifyInstance,
  database: Database,
  host: Member,
  members: [Member, string][],
  startsInMinutes = 2,
): Promise<string> {
  const res = await postAs(app, host, "/api/expert/circles", {
    topic: "exam_stress",
    language: "English",
    title: "Before the boards",
    groundRules: "What is said here stays here.",
    minutes: 60,
    seats: 6,
    fee: 0,
    startsAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  if (res.statusCode !== 200) throw new Error(`circle not created: ${res.body}`);
  const occurrenceId = res.json().occurrences[0].id as string;
  for (const [m, nickname] of members) {
    const seat = await postAs(app, m, `/api/circles/occurrences/${occurrenceId}/seats`, { nickname });
    if (seat.statusCode >= 300) throw new Error(`seat not taken: ${seat.body}`);
  }
  const starts = new Date(Date.now() + startsInMinutes * 60_000);
  await database.db.execute(
    sql`update circle_occurrences set starts_at = ${starts}, ends_at = ${new Date(starts.getTime() + 3_600_000)} where id = ${occurrenceId}`,
  );
  return occurrenceId;
}

/** Token then join, through `app` (any node). */
export async function joinRoom(app: FastifyInstance, m: Member, occurrenceId: string) {
  const t = await postAs(app, m, `${roomUrl(occurrenceId)}/token`);
  if (t.statusCode !== 200) throw new Error(`no token: ${t.body}`);
  const res = await postAs(app, m, `${roomUrl(occurrenceId)}/join`, { token: t.json().token, offer: audioOffer() });
  if (res.statusCode !== 200) throw new Error(`not joined: ${res.body}`);
  return res.json() as { participantId: number };
}

export type Frame = { type: string; channel?: string; code?: string; event?: string; data?: Record<string, unknown> };

/** A socket on `wsUrl` that subscribes to `channel`; `outcome` is "subscribed" or the refusal's code. */
export async function listenOn(wsUrl: string, m: Member, channel: string) {
  const socket = new WebSocket(wsUrl, { headers: { cookie: m.cookie } });
  const frames: Frame[] = [];
  const subscribe = () => socket.send(JSON.stringify({ type: "subscribe", channel }));
  let settle: (outcome: string) => void = () => {};
  let outcome = new Promise<string>((r) => {
    settle = r;
  });
  socket.on("message", (raw) => {
    const msg = JSON.parse(String(raw)) as Frame;
    frames.push(msg);
    if (msg.type === "ready") subscribe();
    if (msg.type === "subscribed") settle("subscribed");
    if (msg.type === "error") settle(msg.code ?? "error");
  });
  socket.on("error", () => {});
  const events = () => frames.filter((f) => f.type === "event");
  const waitFor = async (pred: (f: Frame) => boolean, ms = 10_000) => {
    for (const end = Date.now() + ms; Date.now() < end; ) {
      const found = frames.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no matching frame; got ${JSON.stringify(frames).slice(0, 800)}`);
  };
  return {
    socket,
    frames,
    events,
    waitFor,
    outcome: await outcome,
    /** Asks again on the same socket; resolves with "subscribed" or the refusal's code. */
    async again() {
      outcome = new Promise<string>((r) => {
        settle = r;
      });
      subscribe();
      return outcome;
    },
  };
}
