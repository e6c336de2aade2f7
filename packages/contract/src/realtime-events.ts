import { z } from "zod";
import { BOOKING_EVENTS } from "./bookings.ts";
import { CALL_EVENTS, incomingCallSchema, signalNoticeSchema } from "./calls.ts";
import { CHAT_EVENTS, chatMessageSchema, receiptSchema } from "./chat.ts";
import { CIRCLE_ROOM_EVENTS, circleRoomChangedSchema, circleRoomMessageSchema } from "./circle-room.ts";
import { notificationSchema } from "./notifications.ts";
import { PEER_EVENTS, peerMessageSchema, peerRoomChangedSchema } from "./peer-circles.ts";
import { USER_EVENTS } from "./realtime.ts";

/**
 * Every realtime event the server sends, keyed by its name, with the schema of its data. The server's
 * publisher accepts only an event's own data; the web parses each arriving event with its schema and
 * drops what does not match. A new event is added here first.
 */

/** call_accepted: the callee answered (in some tab). */
export const callAcceptedEventSchema = z.object({ roomId: z.string(), acceptedBy: z.string() });
/** call_rejected: the callee declined. */
export const callRejectedEventSchema = z.object({ roomId: z.string(), rejectedBy: z.string() });
/**
 * call_ended: someone hung up (`endedBy`), or the room was replaced by a new call (`endedBy` is the
 * caller). A call nobody answered is ended by the server itself, without `endedBy`.
 */
export const callEndedEventSchema = z.object({ roomId: z.string(), endedBy: z.string().optional() });
/** call_joined: `joinedBy` opened the call screen; `peer` is that screen's connection id (a reload gives a new one). */
export const callJoinedEventSchema = z.object({ roomId: z.string(), joinedBy: z.string(), peer: z.string() });
/** post_created: a followed member posted (sent to each follower's user channel). */
export const postCreatedEventSchema = z.object({ postId: z.string(), authorId: z.string() });
/** booking_changed: both people on a booking re-read their lists. */
export const bookingChangedEventSchema = z.object({ bookingId: z.string() });

export const realtimeEvents = {
  [CHAT_EVENTS.message]: chatMessageSchema,
  [CHAT_EVENTS.read]: receiptSchema,
  [CHAT_EVENTS.delivered]: receiptSchema,
  [USER_EVENTS.notification]: notificationSchema,
  [USER_EVENTS.postCreated]: postCreatedEventSchema,
  [BOOKING_EVENTS.changed]: bookingChangedEventSchema,
  [CALL_EVENTS.incoming]: incomingCallSchema,
  [CALL_EVENTS.accepted]: callAcceptedEventSchema,
  [CALL_EVENTS.rejected]: callRejectedEventSchema,
  [CALL_EVENTS.ended]: callEndedEventSchema,
  [CALL_EVENTS.joined]: callJoinedEventSchema,
  [CALL_EVENTS.signal]: signalNoticeSchema,
  [PEER_EVENTS.message]: peerMessageSchema,
  [PEER_EVENTS.roomChanged]: peerRoomChangedSchema,
  [CIRCLE_ROOM_EVENTS.changed]: circleRoomChangedSchema,
  [CIRCLE_ROOM_EVENTS.message]: circleRoomMessageSchema,
} as const;

export type RealtimeEventName = keyof typeof realtimeEvents;
/** The data of event `E` as it travels (a presenter's output, never a raw row). */
export type RealtimeEventData<E extends RealtimeEventName> = z.infer<(typeof realtimeEvents)[E]>;

export function isRealtimeEventName(name: string): name is RealtimeEventName {
  return Object.hasOwn(realtimeEvents, name);
}
