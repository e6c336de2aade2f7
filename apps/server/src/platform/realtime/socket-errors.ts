// What an established realtime socket's errors are logged as. A client can send a frame ws refuses
// (over maxPayload, a bad opcode, text that is not UTF-8, a reserved bit) or drop the connection at any
// time, as often as it likes: that is the client's doing, logged at warn without a stack, so the error
// level stays an alarm. Anything else reaching here (our handler threw) is a fault of ours: error.
import type { FastifyRequest } from "fastify";
import type { WebSocket } from "ws";

/** A network drop on the client's side: nothing to fix on ours. */
const DROPPED = new Set(["ECONNRESET", "EPIPE"]);

export type SocketErrorLevel = "warn" | "error";

export function socketErrorLevel(err: unknown): SocketErrorLevel {
  const code = (err as { code?: unknown } | null)?.code;
  if (typeof code === "string" && (code.startsWith("WS_ERR_") || DROPPED.has(code))) return "warn";
  return "error";
}

/** @fastify/websocket's errorHandler: the line at the level above, then the socket ends (as its default does). */
export function onSocketError(err: Error, socket: WebSocket, request: FastifyRequest): void {
  if (socketErrorLevel(err) === "warn") {
    const code = (err as { code?: string }).code;
    request.log.warn({ code, reason: err.message }, "realtime socket closed: the client broke the protocol or left");
  } else {
    request.log.error({ err }, "realtime socket failed");
  }
  socket.terminate();
}
