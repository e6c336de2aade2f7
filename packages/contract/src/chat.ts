import { z } from "zod";
import { QUEUED_CRISIS_LEVELS, writeCrisisSchema } from "./crisis.ts";
import { moderationMarkSchema } from "./safety-visibility.ts";

/** Chat limits and messages (spec §5, §8, §9). */
export const CHAT_MAX_CHARS = 2000;
export const CHAT_SEARCH_DEBOUNCE_MS = 300;
export const CHAT_MSG = {
  loadMessagesFailed: "Failed to load messages",
  loadConversationsFailed: "Failed to load conversations",
  sendFailed: "Failed to send message",
  followToChat: "Follow to Chat",
  privateOnlyBuddies: "This member chats only with buddies. Follow them, and chat once they accept.",
  empty: "Message cannot be empty",
  tooLong: `Messages can be at most ${CHAT_MAX_CHARS} characters`,
  receiverInvalid: "receiverId: not a member id",
  today: "Today",
  yesterday: "Yesterday",
} as const;

/** A stored message. `seq` orders every message; catch up with ?after=<last seq>. */
export const chatMessageSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  senderId: z.string(),
  receiverId: z.string(),
  message: z.string(),
  mediaUrl: z.string().nullable(),
  clientId: z.string().nullable(),
  sentAt: z.string(),
  deliveredAt: z.string().nullable(),
  readAt: z.string().nullable(),
  /** The crisis level when the message was queued (the receiver sees a support prompt), from history and events. */
  crisisLevel: z.enum(QUEUED_CRISIS_LEVELS).nullish(),
  /** Only on the answer to the sender. */
  crisis: writeCrisisSchema.optional(),
  held: z.boolean().optional(),
  /** held/hidden: the sender sees their own mark; the receiver sees a removed message's placeholder (removed: true). */
  moderation: moderationMarkSchema.optional(),
  removed: z.boolean().optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat/messages */
export const sendMessageBodySchema = z.object({
  receiverId: z.uuid(CHAT_MSG.receiverInvalid),
  message: z.string().trim().min(1, CHAT_MSG.empty).max(CHAT_MAX_CHARS, CHAT_MSG.tooLong),
  /** The sender's id for this message (e.g. its temp- id): a retried send is stored once. */
  clientId: z.string().min(1).max(64).optional(),
});

/** GET /api/chat/messages/:partnerId and GET /api/chat/sync */
export const messagesQuerySchema = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** One row of the conversation list (spec §3 Conversation summary). */
export const conversationSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  username: z.string().nullable(),
  message: z.string(),
  time: z.string(),
  unread: z.number().int(),
  online: z.boolean(),
  friendStatus: z.enum(["friend", "not_friend"]),
  avatar: z.string().nullable(),
  lastSenderId: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Realtime events of chat (on user_messages_{id} and chat_messages_{pair}). */
export const CHAT_EVENTS = { message: "message", read: "read", delivered: "delivered" } as const;

/** 'read' and 'delivered' events: every message from `readerId`'s partner up to `upToSeq` changed. */
export const receiptSchema = z.object({
  byUserId: z.string(),
  partnerId: z.string(),
  upToSeq: z.number().int(),
  at: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** Day separator label: Today, Yesterday, a weekday within 7 days, else a short date (year if another). */
export function dayLabel(date: Date, now: Date = new Date()): string {
  const startOf = (d: Date) => new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  const days = Math.round((startOf(now) - startOf(date)) / 86_400_000);
  if (days === 0) return CHAT_MSG.today;
  if (days === 1) return CHAT_MSG.yesterday;
  if (days > 1 && days < 7) return date.toLocaleDateString("en-IN", { weekday: "long" });
  return date.toLocaleDateString("en-IN", {
    day: "numeric",
    month: "short",
    ...(date.getFullYear() !== now.getFullYear() ? { year: "numeric" } : {}),
  });
}

/** Which tick a sent message shows: clock while temporary, blue double read, grey double delivered, else single. */
export function tickFor(m: {
  id: string;
  readAt: string | null;
  deliveredAt: string | null;
}): "clock" | "read" | "delivered" | "sent" {
  if (m.id.startsWith("temp-")) return "clock";
  if (m.readAt) return "read";
  if (m.deliveredAt) return "delivered";
  return "sent";
}
