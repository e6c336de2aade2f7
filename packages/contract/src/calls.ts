import { z } from "zod";

/** One-to-one calls between a member and their expert (spec §2 Call screen, §3 call_rooms, §4, §7, §9). */

/** A call may start from this many minutes before the session until it ends. */
export const CALL_EARLY_MINUTES = 10;
/** The callee's popup closes this long after a rejection (spec §9). */
export const REJECT_CLOSE_MS = 1000;
/** The answerer waits this long for an offer, then offers itself (spec §9). */
export const ANSWERER_WAIT_MS = 2000;
/** A ringing call that nobody answers stops ringing after this long. */
export const RING_TIMEOUT_SECONDS = 60;
/** Largest signal payload (an SDP with many codecs is ~10 KB). */
export const SIGNAL_MAX_CHARS = 32_000;

export const CALL_STATUSES = ["ringing", "active", "rejected", "ended"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

export const SIGNAL_TYPES = ["offer", "answer", "ice"] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

/** Realtime events on call_notifications:{userId} and call_{roomId} (spec §7). */
export const CALL_EVENTS = {
  incoming: "incoming_call",
  accepted: "call_accepted",
  rejected: "call_rejected",
  ended: "call_ended",
  joined: "call_joined",
  /** A new signal is stored for the room (the data says which; the client reads it in order). */
  signal: "call_signal",
} as const;

export const CALL_MSG = {
  mediaFailed: "Failed to access camera and microphone",
  mediaDenied: "Camera or microphone access denied. Please check your permissions.",
  mediaStillDenied: "Still unable to access camera or microphone. Please check your browser permissions.",
  offerFailed: "Failed to create call offer",
  incomingFailed: "Failed to handle incoming call",
  answerFailed: "Failed to handle call answer",
  startFailed: "Failed to start call",
  joinFailed: "Failed to join call",
  connectFailed: "Failed to establish connection",
  connecting: "Connecting...",
  pleaseWait: "Please wait while we establish your call",
  notFound: "Call not found",
  bookingNotFound: "Booking not found",
  notConfirmed: "Only a confirmed session can have a call.",
  wrongCallee: "You can only call the other person of this session.",
  tooEarly: `Calls open ${CALL_EARLY_MINUTES} minutes before the session starts.`,
  over: "This session is over.",
  notRinging: "This call is no longer ringing.",
  callOver: "This call has ended.",
  onlyCallee: "Only the person being called can answer.",
  staleSignal: "This call was opened again somewhere else. Please reload.",
  /** ICU twins of startCallFailed and POPUP_TEXT.accepted.subtitle. */
  startFailedText: "Failed to start call: {text}",
  connectingToText: "Connecting to {name}...",
  calleeIdInvalid: "calleeId must be a user id",
  bookingIdInvalid: "bookingId must be a booking id",
  peerInvalid: "peer must be a uuid",
  signalTooLarge: "The signal is too large",
} as const;

/** 'Failed to start call: {text}' (spec §7). */
export const startCallFailed = (text: string) => `${CALL_MSG.startFailed}: ${text}`;

/** Popup states (spec §4). */
export const POPUP_TEXT = {
  incoming: { title: "Incoming Call", subtitle: "Calling..." },
  accepted: { title: "Call Accepted", subtitle: (name: string) => `Connecting to ${name}...` },
  rejected: { title: "Call Rejected", subtitle: "Call ended" },
  ended: { title: "Call Ended", subtitle: "Connection lost" },
} as const;

/** Connection status on the call screen (spec §4). */
export const CONNECTION_TEXT = {
  disconnected: "Disconnected",
  connected: "Connected",
  lost: "Connection Lost",
  ended: "Call Ended",
  failed: "Failed to establish connection",
} as const;

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/**
 * RTCPeerConnection's iceTransportPolicy: "relay" when the server is set to relay-only calls
 * (CALLS_RELAY_ONLY), so media goes through TURN and neither side learns the other's IP address.
 */
export const ICE_TRANSPORT_POLICIES = ["all", "relay"] as const;
export const iceTransportPolicySchema = z.enum(ICE_TRANSPORT_POLICIES);
export type IceTransportPolicy = z.infer<typeof iceTransportPolicySchema>;

/** Start-call request and response (spec §3, §7 start-call). */
export const startCallBodySchema = z.object({
  calleeId: z.uuid(CALL_MSG.calleeIdInvalid),
  bookingId: z.uuid(CALL_MSG.bookingIdInvalid),
});
export const startCallResponseSchema = z.object({
  roomId: z.string(),
  isInitiator: z.boolean(),
  participants: z.array(z.object({ user_id: z.string() })),
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
});
export type StartCallResponse = z.infer<typeof startCallResponseSchema>;

export const callPartySchema = z.object({
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type CallParty = z.infer<typeof callPartySchema>;

/** What the call screen loads. */
export const callRoomSchema = z.object({
  roomId: z.string(),
  bookingId: z.string(),
  status: z.enum(CALL_STATUSES),
  isCaller: z.boolean(),
  sessionType: z.string(),
  other: callPartySchema,
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
  endsAt: z.string(),
});
export type CallRoom = z.infer<typeof callRoomSchema>;

/** The incoming_call event (spec §3 Incoming call notification). */
export const incomingCallSchema = z.object({
  roomId: z.string(),
  callerId: z.string(),
  callerName: z.string(),
  callerAvatar: z.string().nullable(),
  bookingId: z.string(),
  ice: z.array(iceServerSchema),
  iceTransportPolicy: iceTransportPolicySchema,
});
export type IncomingCall = z.infer<typeof incomingCallSchema>;

/* call_accepted, call_rejected, call_ended and call_joined data: see realtime-events.ts. */

export const joinCallBodySchema = z.object({ peer: z.uuid(CALL_MSG.peerInvalid) });

/**
 * A signal. `peer` is the sender's connection id; `to` the connection it answers (null: whoever is
 * there). A reload makes a new connection id, so signals meant for an old connection are ignored.
 */
export const sendSignalBodySchema = z.object({
  type: z.enum(SIGNAL_TYPES),
  peer: z.uuid(CALL_MSG.peerInvalid),
  to: z.uuid().nullable(),
  payload: z
    .record(z.string(), z.unknown())
    .refine((p) => JSON.stringify(p).length <= SIGNAL_MAX_CHARS, CALL_MSG.signalTooLarge),
});
export type SendSignalBody = z.infer<typeof sendSignalBodySchema>;

export const signalSchema = z.object({
  id: z.number().int(),
  senderId: z.string(),
  type: z.enum(SIGNAL_TYPES),
  peer: z.string(),
  to: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type Signal = z.infer<typeof signalSchema>;

export const signalsQuerySchema = z.object({ after: z.coerce.number().int().min(0).default(0) });

/** call_signal data: enough to know there is something new to read. */
export const signalNoticeSchema = z.object({ roomId: z.string(), id: z.number().int(), senderId: z.string() });

/** Whether a booking's call may happen at `now` (ms): from 10 minutes before the start until the end. */
export function callWindowState(startsAt: Date, endsAt: Date, now: number): "early" | "open" | "over" {
  if (now < startsAt.getTime() - CALL_EARLY_MINUTES * 60_000) return "early";
  if (now >= endsAt.getTime()) return "over";
  return "open";
}
