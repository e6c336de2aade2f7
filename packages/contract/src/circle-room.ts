import { z } from "zod";
import { iceServerSchema, iceTransportPolicySchema } from "./calls.ts";
import { writeCrisisSchema } from "./crisis.ts";
import { REPORT_DETAILS_MAX, REPORT_REASONS, SAFETY_INPUT_MSG } from "./safety.ts";

/**
 * The live room of a counsellor-led circle meeting: audio through the media server, and cameras when
 * the host allows them (circle-room-video.ts). Members are
 * shown by their circle nickname, never their name; nothing said or written in the room is kept.
 */

/** The room opens this many minutes before the meeting starts, and closes this long after it ends. */
export const CIRCLE_ROOM_OPENS_MINUTES = 10;
export const CIRCLE_ROOM_GRACE_MINUTES = 15;
export const CIRCLE_ROOM_CHAT_MAX = 500;

export const CIRCLE_ROOM_MSG = {
  notFound: "This meeting was not found.",
  notInCircle: "Only members with a seat in this meeting and its host can join the room.",
  notOpenYet: "The room opens 10 minutes before the meeting starts.",
  closed: "This meeting is over.",
  ended: "The host ended this meeting.",
  locked: "The host locked the room: nobody new can join.",
  removed: "The host removed you from this meeting. You cannot join it again.",
  badToken: "This join link has expired or was already used. Please try joining again.",
  notJoined: "Join the room first.",
  hostOnly: "Only the host can do this.",
  participantNotFound: "That person is not in the room.",
  cannotRemoveHost: "The host cannot be removed.",
  mutedByHost: "The host muted you. The host can unmute you.",
  chatEmpty: "Write something first.",
  chatTooLong: "A message has at most 500 characters.",
  offerInvalid: "Your browser sent an audio offer the room could not read.",
  mediaFailed: "The audio server could not connect you. Please try again.",
  lineNotFound: "We couldn't find that message in this meeting.",
} as const;

export const CIRCLE_ROOM_STATES = ["waiting", "open", "locked", "ended", "closed"] as const;
export type CircleRoomState = (typeof CIRCLE_ROOM_STATES)[number];

export const circleRoomParticipantSchema = z.object({
  /** The media server's number for this participant (random; says nothing about the person). */
  participantId: z.number(),
  /** The circle nickname, or the host's name. */
  name: z.string(),
  isHost: z.boolean(),
  muted: z.boolean(),
  /** Muted by the host: only the host can unmute. */
  mutedByHost: z.boolean(),
  handRaised: z.boolean(),
  connected: z.boolean(),
  me: z.boolean(),
  /** Their camera's feed while it is on (watch it through …/room/video/watch), else null. */
  videoFeed: z.number().nullable(),
});
export type CircleRoomParticipant = z.infer<typeof circleRoomParticipantSchema>;

/** GET /api/circles/meetings/:occurrenceId/room */
export const circleRoomSchema = z.object({
  occurrenceId: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** When a token can be asked for. */
  opensAt: z.string(),
  role: z.enum(["host", "member"]),
  /** The name shown to others: the circle nickname for a member. */
  myName: z.string(),
  state: z.enum(CIRCLE_ROOM_STATES),
  /** The media server can run rooms now; `reason` says why not in words. */
  available: z.boolean(),
  reason: z.string().nullable(),
  removed: z.boolean(),
  /** The host lets members turn cameras on (off by default; audio stays as it is). */
  videoAllowed: z.boolean(),
  /** My participant while I am in the room. */
  myParticipantId: z.number().nullable(),
  participants: z.array(circleRoomParticipantSchema),
});
export type CircleRoom = z.infer<typeof circleRoomSchema>;

/** POST …/room/token: a single-use token for the caller's seat, valid for two minutes. */
export const circleRoomTokenSchema = z.object({
  token: z.string(),
  expiresAt: z.string(),
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
});
export type CircleRoomToken = z.infer<typeof circleRoomTokenSchema>;

const sdp = z
  .string(CIRCLE_ROOM_MSG.offerInvalid)
  .min(10, CIRCLE_ROOM_MSG.offerInvalid)
  .max(60_000, CIRCLE_ROOM_MSG.offerInvalid);
const offerSchema = z.object(
  { type: z.literal("offer", CIRCLE_ROOM_MSG.offerInvalid), sdp },
  CIRCLE_ROOM_MSG.offerInvalid,
);
const answerSchema = z.object({ type: z.literal("answer"), sdp });
/** An SDP offer from the browser, and an answer either way (shared with circle-room-video.ts). */
export const sdpOfferSchema = offerSchema;
export const sdpAnswerSchema = answerSchema;

/** POST …/room/join */
export const joinCircleRoomBodySchema = z.object({
  token: z.string().min(20).max(200),
  offer: offerSchema,
});
export const joinCircleRoomResponseSchema = z.object({
  participantId: z.number(),
  answer: answerSchema,
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
});
export type JoinCircleRoomResponse = z.infer<typeof joinCircleRoomResponseSchema>;

export const circleRoomMuteBodySchema = z.object({ muted: z.boolean() });
export const circleRoomHandBodySchema = z.object({ raised: z.boolean() });

export const circleRoomChatBodySchema = z.object({
  text: z.string().trim().min(1, CIRCLE_ROOM_MSG.chatEmpty).max(CIRCLE_ROOM_CHAT_MAX, CIRCLE_ROOM_MSG.chatTooLong),
});

/** A side-chat message as it travels (it is not stored anywhere). */
export const circleRoomMessageSchema = z.object({
  id: z.string(),
  occurrenceId: z.string(),
  name: z.string(),
  isHost: z.boolean(),
  text: z.string(),
  sentAt: z.string(),
  /** The server's sealed proof of this line (who, where, what): sent back to report it. Opaque. */
  ref: z.string(),
});
export type CircleRoomMessage = z.infer<typeof circleRoomMessageSchema>;

export const circleRoomChatResponseSchema = z.object({
  /** Null when the message was held by the crisis check (nobody else sees it). */
  message: circleRoomMessageSchema.nullable(),
  crisis: writeCrisisSchema,
});

/** POST …/room/messages/report: a line the member saw, with the proof it came with. */
export const circleRoomReportBodySchema = z.object({
  ref: z.string().min(20).max(2000),
  text: z.string().min(1).max(CIRCLE_ROOM_CHAT_MAX),
  reason: z.enum(REPORT_REASONS, SAFETY_INPUT_MSG.reasonRequired),
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional(),
});
export type CircleRoomReportBody = z.infer<typeof circleRoomReportBodySchema>;

export const CIRCLE_ROOM_EVENTS = {
  /** Someone joined, left, was muted, raised a hand; the room was locked or ended: re-read the room. */
  changed: "circle_room_changed",
  message: "circle_room_message",
} as const;
export const circleRoomChangedSchema = z.object({ occurrenceId: z.string() });
