// A member's socket for API tests: subscribes to channels once the hub says ready, collects every event,
// and waits for one (bounded, for busy machines).
import { WebSocket } from "ws";
import type { Harness, Member } from "./harness.ts";

export type ListenedEvent = { channel: string; event: string; data: Record<string, unknown> };

/** The realtime URL of a harness whose app listens on a free port (listening it first if needed). */
export async function realtimeUrl(h: Harness): Promise<string> {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: "127.0.0.1" });
  const a = h.app.server.address();
  return `ws://127.0.0.1:${typeof a === "object" && a ? a.port : 0}/api/realtime`;
}

/** A socket of `m` subscribed to `channels` (their message channel by default). */
export async function listen(url: string, m: Member, channels = [`user_messages_${m.id}`]) {
  const socket = new WebSocket(url, { headers: { cookie: m.cookie } });
  const events: ListenedEvent[] = [];
  let subscribed = 0;
  await new Promise<void>((resolve) => {
    socket.on("message", (raw) => {
      const msg = JSON.parse(String(raw));
      if (msg.type === "ready")
        for (const channel of channels) socket.send(JSON.stringify({ type: "subscribe", channel }));
      if (msg.type === "subscribed" && ++subscribed === channels.length) resolve();
      if (msg.type === "event") events.push({ channel: msg.channel, event: msg.event, data: msg.data });
    });
  });
  /** The first event matching `pred`, waiting up to 3 s for it. */
  const waitFor = async (pred: (e: ListenedEvent) => boolean) => {
    for (let i = 0; i < 60; i++) {
      const found = events.find(pred);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`no matching event; got ${JSON.stringify(events)}`);
  };
  /** Waits (up to 10 s) until `pred` holds; the caller's assertions then say what was missing. */
  const until = async (pred: () => boolean) => {
    for (let i = 0; i < 200 && !pred(); i++) await new Promise((r) => setTimeout(r, 50));
  };
  return { socket, events, waitFor, until };
}
