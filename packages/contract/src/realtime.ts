import { z } from "zod";

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
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

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
