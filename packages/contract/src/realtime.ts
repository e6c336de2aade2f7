import { z } from "zod";
import { apiErrorSchema } from "./errors.ts";

/** Channel names (spec §7 Realtime plus this product's own). The server authorises each subscription. */
export const channels = {
  /** A member's own notifications and feed events. */
  user: (userId: string) => `user:${userId}`,
  callNotifications: (userId: string) => `call_notifications:${userId}`,
  callRoom: (roomId: string) => `call_${roomId}`,
  userMessages: (userId: string) => `user_messages_${userId}`,
  chatPair: (a: string, b: string) => `chat_messages_${[a, b].sort().join("_")}`,
  /** A peer circle: its current members only. */
  peerRoom: (roomId: string) => `peer_room_${roomId}`,
  /** A counsellor-led circle meeting's live room: those in it now, and its host. */
  circleRoom: (occurrenceId: string) => `circle_room_${occurrenceId}`,
};

/** Messages a client sends over the socket. */
export const clientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), channel: z.string().min(1).max(200) }),
  z.object({ type: z.literal("unsubscribe"), channel: z.string().min(1).max(200) }),
  z.object({ type: z.literal("ping") }),
  /**
   * A call made over the open socket instead of HTTP (SOCKET_REQUESTS): the same service, the same
   * rules and the same answers as its HTTP route, answered by a "reply" with the same `id`.
   * `locale` is the language the answer's words are wanted in (as the HTTP locale header).
   */
  z.object({
    type: z.literal("request"),
    id: z.string().min(1).max(64),
    op: z.string().min(1).max(64),
    body: z.unknown(),
    locale: z.string().max(16).optional(),
  }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages the server sends. `event` carries a presenter's output, never a raw row. */
export const serverMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ready"), userId: z.string() }),
  z.object({ type: z.literal("subscribed"), channel: z.string() }),
  z.object({ type: z.literal("error"), channel: z.string().optional(), code: z.string(), message: z.string() }),
  z.object({ type: z.literal("event"), channel: z.string(), event: z.string(), data: z.unknown() }),
  z.object({ type: z.literal("pong") }),
  /** The server may have missed events (its database connection was restored): read what changed. */
  z.object({ type: z.literal("resync") }),
  /**
   * The answer to a "request": `status` is the HTTP status its route would have answered; 200 carries
   * `data` (the route's 200 body), anything else `error` (the route's error body).
   */
  z.object({
    type: z.literal("reply"),
    id: z.string(),
    status: z.number().int(),
    data: z.unknown().optional(),
    error: apiErrorSchema.extend({ retryAfter: z.number().optional() }).optional(),
  }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

/**
 * What a client may ask over the socket, and the HTTP route each one stands for (its body schema, its
 * answer). A client that has no open socket, or loses it before the reply, uses the route instead.
 */
export const SOCKET_REQUESTS = {
  /** POST /api/chat/messages: body sendMessageBodySchema, answer chatMessageSchema. */
  chatSend: "chat.send",
} as const;
export type SocketRequestOp = (typeof SOCKET_REQUESTS)[keyof typeof SOCKET_REQUESTS];

/** A socket's requests waiting for their reply at once; one more is answered 429 at once. */
export const SOCKET_REQUESTS_IN_FLIGHT = 32;

/** Codes of a "reply" that come from the socket itself, not from the route it stands for. */
export const SOCKET_REQUEST_ERROR = {
  /** This server (or this socket) takes no such request: send it over HTTP instead (a rolling deploy). */
  unknown: "UNKNOWN_REQUEST",
  /** More than SOCKET_REQUESTS_IN_FLIGHT unanswered on this socket. */
  tooMany: "TOO_MANY_REQUESTS",
} as const;

/** The words of those replies (translated per request, like the HTTP error bodies). */
export const SOCKET_REQUEST_MSG = {
  unknown: "This request cannot be made over the live connection.",
  tooMany: "Too many messages are on their way at once. Please wait a moment and try again.",
} as const;

/** Events on the user channel. */
export const USER_EVENTS = {
  notification: "notification",
  postCreated: "post_created",
} as const;

/** GET /api/ready: 200 when the database answers and live events flow, 503 otherwise. */
export const readinessResponseSchema = z.object({
  status: z.enum(["ready", "unavailable"]),
  database: z.enum(["up", "down"]),
  realtime: z.enum(["listening", "reconnecting"]),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
