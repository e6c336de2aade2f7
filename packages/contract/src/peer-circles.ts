// Peer circles: text rooms on a topic, open at set hours, led by trained listeners; members write
// under a circle nickname. Also the listener course's quiz (the questions; the answers stay on the
// server) and the moderators' decisions on listeners.
import { z } from "zod";
import { QUEUED_CRISIS_LEVELS, writeCrisisSchema } from "./crisis.ts";

export const PEER_TOPICS = [
  "exam_stress",
  "breakups",
  "grief",
  "loneliness",
  "new_parents",
  "work_stress",
  "anxiety",
  "family",
] as const;
export type PeerTopic = (typeof PEER_TOPICS)[number];
export const PEER_TOPIC_LABELS: Record<PeerTopic, string> = {
  exam_stress: "Exam stress",
  breakups: "Breakups",
  grief: "Grief",
  loneliness: "Loneliness",
  new_parents: "New parents",
  work_stress: "Work stress",
  anxiety: "Anxiety",
  family: "Family",
};

export const PEER_LANGUAGES = ["English", "Hindi", "Hinglish"] as const;
export type PeerLanguage = (typeof PEER_LANGUAGES)[number];

/** Open hours are weekly windows in this zone (India has one zone and no daylight saving). */
export const PEER_TIME_ZONE = "Asia/Kolkata";
/** Messages older than this are erased (the peer-circles-erase-old job). */
export const PEER_MESSAGE_RETENTION_DAYS = 7;
export const PEER_MESSAGE_MAX_CHARS = 1000;
export const PEER_NICKNAME_MIN = 2;
export const PEER_NICKNAME_MAX = 24;
export const PEER_ROOM_NAME_MAX = 80;
export const PEER_MAX_WINDOWS = 14;
/** The listener quiz's pass mark: right answers out of LISTENER_QUIZ.length. */
export const LISTENER_QUIZ_PASS_MARK = 5;
export const LISTENER_COURSE_SLUG = "listener-course";
export const LISTENER_REASON_MAX = 500;
/** Messages one page of room history holds. */
export const PEER_HISTORY_PAGE = 100;

/** Words the server answers with (errors) and the validation words. */
export const PEER_MSG = {
  clientIdReused:
    "This message was not sent: its id was already used for a different message. Please try sending it again.",
  roomNotFound: "This circle was not found.",
  roomClosed: "This circle is closed now. It opens again at its set hours.",
  roomPaused:
    "This circle is paused: its listener is no longer available. You can read it, but not write, until a new listener leads it.",
  roomLed: "This circle already has a listener.",
  notInRoom: "Join this circle to read and write in it.",
  nicknameTaken: "Someone in this circle already uses that nickname. Please choose another.",
  nicknameInvalid: "Choose a nickname of 2 to 24 letters, numbers or spaces.",
  nicknameIsName: "Choose a nickname that is not your name, so you stay private.",
  blockedMemberInRoom:
    "Someone you blocked is in this circle. You can still join; you will not see each other's messages.",
  mutedInRoom: "A listener has muted you in this circle for now.",
  listenersOnly: "Only this circle's listeners can do that.",
  notAListener: "Only approved listeners can lead a circle.",
  memberNotFound: "This member was not found in the circle.",
  quizNotPassed: "Pass the listener quiz first, then apply.",
  alreadyApplied: "You have already applied. A moderator will look at it soon.",
  alreadyListener: "You are already a listener.",
  listenerNotFound: "This listener application was not found.",
  notApplied: "Only an application can be approved.",
  notApproved: "Only an approved listener can have the role taken away.",
  reasonRequired: "Please give a reason.",
  messageEmpty: "Write a few words first.",
  messageTooLong: `Keep a message under ${PEER_MESSAGE_MAX_CHARS} characters.`,
  windowInvalid: "Each open window needs a weekday (0-6) and a start before its end, as HH:MM.",
  quizIncomplete: "Answer every question.",
  cannotMuteListener: "A listener cannot be muted in their own circle.",
} as const;

/** Notification sentences (stored in English, shown in the reader's language). */
export const PEER_NOTICE_MSG = {
  riskToListener:
    "Someone in your circle “{room}” may be at risk. Please check in with them kindly; Saathi's moderators have been told too.",
  riskToModerators: "A message in the peer circle “{room}” may show risk. It is in the moderation queue.",
  approved: "You are now a Saathi listener. Thank you for listening.",
  revoked: "Your listener role has been taken away. A moderator will explain why if you write to us.",
  roomPaused:
    "The circle “{room}” is paused: its listener is no longer available. You can read it, but not write, until a new listener leads it.",
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
export const peerWindowSchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    start: z.string().regex(HHMM, PEER_MSG.windowInvalid),
    end: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, PEER_MSG.windowInvalid),
  })
  .refine((w) => w.start < w.end, PEER_MSG.windowInvalid);
export type PeerWindow = z.infer<typeof peerWindowSchema>;

/** Letters (any script), digits, spaces, - _ . — no links, no control characters. */
const NICKNAME = /^[\p{L}\p{M}\p{N}][\p{L}\p{M}\p{N} ._-]*$/u;
export const peerNicknameSchema = z
  .string(PEER_MSG.nicknameInvalid)
  .trim()
  .min(PEER_NICKNAME_MIN, PEER_MSG.nicknameInvalid)
  .max(PEER_NICKNAME_MAX, PEER_MSG.nicknameInvalid)
  .regex(NICKNAME, PEER_MSG.nicknameInvalid);

export const peerRoomInputSchema = z.object({
  topic: z.enum(PEER_TOPICS),
  language: z.enum(PEER_LANGUAGES),
  name: z.string().trim().min(3).max(PEER_ROOM_NAME_MAX),
  openHours: z.array(peerWindowSchema).min(1).max(PEER_MAX_WINDOWS),
  /** The leading listener's nickname in the room. */
  nickname: peerNicknameSchema,
});
export type PeerRoomInput = z.infer<typeof peerRoomInputSchema>;

export const peerRoomQuerySchema = z.object({
  topic: z.enum(PEER_TOPICS).optional(),
  language: z.enum(PEER_LANGUAGES).optional(),
});

export const peerJoinInputSchema = z.object({
  nickname: peerNicknameSchema,
  /** The member saw the warning that someone they blocked is in the room, and joins anyway. */
  acceptBlockWarning: z.boolean().optional(),
});

/** POST /api/peer-circles/rooms/:id/lead: an approved listener takes up a paused room. */
export const peerLeadInputSchema = z.object({ nickname: peerNicknameSchema });

export const peerMessageInputSchema = z.object({
  text: z
    .string(PEER_MSG.messageEmpty)
    .trim()
    .min(1, PEER_MSG.messageEmpty)
    .max(PEER_MESSAGE_MAX_CHARS, PEER_MSG.messageTooLong),
  clientId: z.string().trim().min(1).max(64).optional(),
});

export const peerMessagesQuerySchema = z.object({
  /** Only messages after this ISO time (a reconnecting client catches up); not in the year 0000, which PostgreSQL has not. */
  after: z.iso
    .datetime()
    .refine((s) => !s.startsWith("0000-"), "Invalid ISO datetime")
    .optional(),
});

/** A room as listed (no members, no messages). */
export const peerRoomSchema = z.object({
  id: z.string(),
  topic: z.enum(PEER_TOPICS),
  language: z.enum(PEER_LANGUAGES),
  name: z.string(),
  openHours: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
  timeZone: z.literal(PEER_TIME_ZONE),
  isOpen: z.boolean(),
  /** Members in the room now (not who). */
  memberCount: z.number().int(),
  listenerCount: z.number().int(),
  /** The viewer's own place in it, when they joined. */
  me: z
    .object({
      memberId: z.string(),
      nickname: z.string(),
      isListener: z.boolean(),
      muted: z.boolean(),
    })
    .nullable(),
});
export type PeerRoom = z.infer<typeof peerRoomSchema>;
export const peerRoomListSchema = z.object({ items: z.array(peerRoomSchema) });

/** A room member as other members see them: the nickname only. */
export const peerMemberSchema = z.object({
  id: z.string(),
  nickname: z.string(),
  isListener: z.boolean(),
  muted: z.boolean(),
});

/** The room for one of its members: who is in it (nicknames) and whose messages this viewer does not see. */
export const peerRoomDetailSchema = peerRoomSchema.extend({
  members: z.array(peerMemberSchema),
  /** Members blocked either way with the viewer: the web drops their live messages too. */
  hiddenMemberIds: z.array(z.string()),
  /**
   * Someone this viewer blocked is a member (told to the blocker only, never who): the room warns them,
   * also when the blocked member joined after them.
   */
  blockedPresent: z.boolean(),
});
export type PeerRoomDetail = z.infer<typeof peerRoomDetailSchema>;

export const peerMessageSchema = z.object({
  id: z.string(),
  roomId: z.string(),
  memberId: z.string(),
  nickname: z.string(),
  isListener: z.boolean(),
  text: z.string(),
  createdAt: z.string(),
  /** The crisis level the message was queued with (members see a kind support prompt beside it). */
  crisisLevel: z.enum(QUEUED_CRISIS_LEVELS).nullish(),
  /** Only in the writer's own answer: the helpline card's level, and whether it waits for a moderator. */
  crisis: writeCrisisSchema.optional(),
  held: z.boolean().optional(),
  mine: z.boolean().optional(),
});
export type PeerMessage = z.infer<typeof peerMessageSchema>;
export const peerMessageListSchema = z.object({ items: z.array(peerMessageSchema) });

/** The join's warning (409 BLOCKED_MEMBER_IN_ROOM) carries nothing about who. */
export const peerJoinAnswerSchema = z.object({ room: peerRoomDetailSchema });

/** Realtime: channel `peer_room_{roomId}` (current members only). */
export const PEER_EVENTS = {
  message: "peer_message",
  /** Someone joined, left or was muted: members re-read the room. */
  roomChanged: "peer_room_changed",
} as const;
export const peerRoomChangedSchema = z.object({ roomId: z.string() });

/** The listener quiz's words (catalog texts; the web shows them with tx). */
export const LISTENER_QUIZ_TEXT = {
  reflect: "Someone writes: “Nobody at home gets me.” What is the most helpful first reply?",
  reflectA: "“You should talk to your parents more.”",
  reflectB: "“That sounds really lonely. Do you want to tell me more?”",
  reflectC: "“Everyone feels like that sometimes.”",
  openQuestion: "Which question invites someone to say more?",
  openQuestionA: "“Did that make you sad?”",
  openQuestionB: "“Why did you do that?”",
  openQuestionC: "“What was that like for you?”",
  silence: "A member stops writing for a while after sharing something hard. What do you do?",
  silenceA: "Give them time, and gently let them know you are still here.",
  silenceB: "Change the topic to something lighter.",
  silenceC: "Tell them what they should do next.",
  advice: "A member asks which medicine they should take for sleep. What do you say?",
  adviceA: "Suggest the one that worked for you.",
  adviceB: "Say you cannot advise on medicines, and suggest talking to a doctor or a Saathi expert.",
  adviceC: "Tell them to search online.",
  contact: "A member asks for your phone number so you can talk every night. What do you do?",
  contactA: "Share it: they need you.",
  contactB: "Kindly keep to the circle, and tell them about Saathi's experts and helplines.",
  contactC: "Stop replying to them.",
  risk: "Someone writes that they do not want to live any more. What comes first?",
  riskA: "Wait to see whether they say it again.",
  riskB: "Tell them it will pass and move on.",
  riskC: "Take it seriously: stay with them, share the helplines, and alert the moderators.",
} as const;

/** The listener quiz: questions and options (the right answers stay on the server). */
export const LISTENER_QUIZ = [
  {
    id: "reflect",
    topic: "active_listening",
    question: LISTENER_QUIZ_TEXT.reflect,
    options: { a: LISTENER_QUIZ_TEXT.reflectA, b: LISTENER_QUIZ_TEXT.reflectB, c: LISTENER_QUIZ_TEXT.reflectC },
  },
  {
    id: "open_question",
    topic: "active_listening",
    question: LISTENER_QUIZ_TEXT.openQuestion,
    options: {
      a: LISTENER_QUIZ_TEXT.openQuestionA,
      b: LISTENER_QUIZ_TEXT.openQuestionB,
      c: LISTENER_QUIZ_TEXT.openQuestionC,
    },
  },
  {
    id: "silence",
    topic: "active_listening",
    question: LISTENER_QUIZ_TEXT.silence,
    options: { a: LISTENER_QUIZ_TEXT.silenceA, b: LISTENER_QUIZ_TEXT.silenceB, c: LISTENER_QUIZ_TEXT.silenceC },
  },
  {
    id: "advice",
    topic: "boundaries",
    question: LISTENER_QUIZ_TEXT.advice,
    options: { a: LISTENER_QUIZ_TEXT.adviceA, b: LISTENER_QUIZ_TEXT.adviceB, c: LISTENER_QUIZ_TEXT.adviceC },
  },
  {
    id: "contact",
    topic: "boundaries",
    question: LISTENER_QUIZ_TEXT.contact,
    options: { a: LISTENER_QUIZ_TEXT.contactA, b: LISTENER_QUIZ_TEXT.contactB, c: LISTENER_QUIZ_TEXT.contactC },
  },
  {
    id: "risk",
    topic: "risk",
    question: LISTENER_QUIZ_TEXT.risk,
    options: { a: LISTENER_QUIZ_TEXT.riskA, b: LISTENER_QUIZ_TEXT.riskB, c: LISTENER_QUIZ_TEXT.riskC },
  },
] as const;
export type ListenerQuizQuestion = (typeof LISTENER_QUIZ)[number];

export const listenerQuizSchema = z.object({
  passMark: z.number().int(),
  questions: z.array(
    z.object({
      id: z.string(),
      topic: z.string(),
      question: z.string(),
      options: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
});
export const listenerQuizAnswersSchema = z.object({
  answers: z.record(z.string().max(40), z.string().max(4)),
});
export const listenerQuizResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean(),
});

export const LISTENER_STATUSES = ["applied", "approved", "revoked"] as const;
export type ListenerStatusName = (typeof LISTENER_STATUSES)[number];

/** The member's own way to the listener role. */
export const listenerMeSchema = z.object({
  status: z.enum(LISTENER_STATUSES).nullable(),
  quizPassed: z.boolean(),
  bestScore: z.number().int().nullable(),
  passMark: z.number().int(),
  courseId: z.string().nullable(),
});

export const listenerApplySchema = z.object({
  motivation: z.string().trim().max(LISTENER_REASON_MAX).optional(),
});

/** A moderator's decision; revoking needs a reason. */
export const listenerDecisionSchema = z.object({
  reason: z.string().trim().max(LISTENER_REASON_MAX).optional(),
});
export const listenerRevokeSchema = z.object({
  reason: z.string(PEER_MSG.reasonRequired).trim().min(3, PEER_MSG.reasonRequired).max(LISTENER_REASON_MAX),
});

export const adminListenerQuerySchema = z.object({ status: z.enum(LISTENER_STATUSES).optional() });
export const adminListenerSchema = z.object({
  userId: z.string(),
  name: z.string(),
  status: z.enum(LISTENER_STATUSES),
  appliedAt: z.string(),
  motivation: z.string().nullable(),
  bestScore: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  reason: z.string().nullable(),
});
export const adminListenerListSchema = z.object({ items: z.array(adminListenerSchema) });
