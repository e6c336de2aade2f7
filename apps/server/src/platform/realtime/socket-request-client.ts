// A test client of the realtime socket that makes requests (socket-requests.ts): it collects every
// frame, asks with a fresh id and waits (bounded, for busy machines) for the reply with that id.
import type { ServerMessage } from "@saathi/contract/realtime";
import WebSocket from "ws";

export type Frame = ServerMessage & Record<string, unknown>;
export type ReplyFrame = Extract<ServerMessage, { type: "reply" }>;

let seq = 0;

/** Opens a socket with `cookie`; `ready` resolves on the hub's "ready" (rejects if it closes first). */
export function openRequestSocket(url: string, cookie: string) {
  const socket = new WebSocket(url, { headers: { cookie } });
  const frames: Frame[] = [];
  const waiters: (() => void)[] = [];
  socket.on("message", (raw) => {
    frames.push(JSON.parse(String(raw)) as Frame);
    for (const w of waiters.splice(0)) w();
  });
  socket.on("error", () => {});
  const closed = new Promise<number>((r) => socket.on("close", (code) => r(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("close", (code) => reject(new Error(`closed ${code} before opening`)));
  });
  /** The first frame matching `pred`, waiting up to `ms`. */
  const next = (pred: (f: Frame) => boolean, ms = 10_000) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out; got ${JSON.stringify(frames).slice(0, 2000)}`)), ms);
      const check = () => {
        const found = frames.find(pred);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else waiters.push(check);
      };
      check();
    });
  const ready = next((f) => f.type === "ready");
  ready.catch(() => {});
  /** Sends a request frame now (the socket must be open); returns its id. */
  const send = (op: string, body: unknown, locale?: string) => {
    const id = `r${++seq}`;
    socket.send(JSON.stringify({ type: "request", id, op, body, ...(locale ? { locale } : {}) }));
    return id;
  };
  const replyTo = (id: string, ms?: number) =>
    next((f) => f.type === "reply" && f.id === id, ms) as Promise<Frame & ReplyFrame>;
  return {
    socket,
    frames,
    opened,
    ready,
    closed,
    next,
    send,
    replyTo,
    /** Asks and waits for the reply. */
    ask: (op: string, body: unknown, locale?: string) => replyTo(send(op, body, locale)),
    /** Answered ping: the socket is still usable. */
    ping: async () => {
      const before = frames.filter((f) => f.type === "pong").length;
      socket.send(JSON.stringify({ type: "ping" }));
      await next(() => frames.filter((f) => f.type === "pong").length > before);
    },
  };
}
