import { randomUUID } from "node:crypto";
import { SETTINGS_MSG } from "@saathi/contract/account-settings";
import { CHAT_EVENTS, CHAT_MSG, type ChatMessage, type Conversation } from "@saathi/contract/chat";
import { isQueuedCrisisLevel } from "@saathi/contract/crisis";
import { MSG } from "@saathi/contract/messages";
import { channels } from "@saathi/contract/realtime";
import { VISIBILITY_MSG } from "@saathi/contract/safety-visibility";
import { defineAccess } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { StoredNotification } from "../notifications/index.ts";
import type { NotificationPlan, NotificationsService } from "../notifications/notifications.service.ts";
import type { ProfilesService } from "../profiles/profiles.service.ts";
import type { PushChannel } from "../push/push.service.ts";
import { moderationMark, moderationView } from "../safety/index.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import { queuedLevelOf, type WriteCheckService } from "../safety/write-check.service.ts";
import { createWritePipeline } from "../safety/write-pipeline.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { CHAT_SERVER_MSG } from "./chat.messages.ts";
import { buddiesOnlyRefuses, canMessage, isRetryOf } from "./chat.policy.ts";
import type { ChatRepository, MessageRow, MessagingContext } from "./chat.repository.ts";
import type { ChatFactsCache } from "./chat-facts-cache.ts";
import type { GroupCommit } from "./chat-group-commit.ts";
import type { NewMessage, StoredMessage } from "./chat-insert.repository.ts";

/**
 * A message for one viewer: its sender sees their held or hidden message marked; the
 * other side sees a hidden one as "This message was removed" (held ones never reach them).
 */
export function presentMessage(m: MessageRow, viewerId: string = m.senderId): ChatMessage {
  const content = { authorId: m.senderId, state: m.moderationState as "visible" | "held" | "hidden" };
  if (moderationView(viewerId, content) === "absent") {
    return { ...presentVisible(m), message: VISIBILITY_MSG.messageRemoved, mediaUrl: null, removed: true };
  }
  return { ...presentVisible(m), moderation: moderationMark(viewerId, { ...content, reason: null }) };
}

function presentVisible(m: MessageRow): ChatMessage {
  return {
    id: m.id,
    seq: m.seq,
    senderId: m.senderId,
    receiverId: m.receiverId,
    message: m.message,
    mediaUrl: m.mediaUrl,
    clientId: m.clientId,
    sentAt: m.sentAt.toISOString(),
    deliveredAt: m.deliveredAt?.toISOString() ?? null,
    readAt: m.readAt?.toISOString() ?? null,
    crisisLevel: isQueuedCrisisLevel(m.crisisLevel) ? m.crisisLevel : null,
  };
}

/** A push about a new message: who wrote, never what; one notification per sender on the device. */
const messagePush = (senderId: string) =>
  ({ type: "message", actorId: senderId, url: "/chat", tag: `chat-${senderId}` }) as const;

export interface ChatDeps {
  chat: ChatRepository;
  profiles: Pick<ProfilesService, "findByUserId">;
  notifications: NotificationsService;
  publisher: Publisher;
  /** Mute, watched words, new-account limits and the crisis check. */
  writeCheck: Pick<WriteCheckService, "check" | "record">;
  visibility: Pick<VisibilityService, "hiddenBetween">;
  /** A push to the receiver when no Saathi tab of theirs is connected. */
  push?: PushChannel;
  /** What a send checks, kept on this node (chat-facts-cache.ts); without it read for every send. */
  facts?: Pick<ChatFactsCache, "get" | "refresh" | "stored" | "notified" | "epoch">;
  /** Stores messages of concurrent sends together (chat-group-commit.ts); without it one by one. */
  group?: GroupCommit<NewMessage, StoredMessage | null>;
  /** Messages this node stored (so the bus's echo of them is not taken for another node's). */
  storedHere?: (id: string) => void;
  /** A minor writes only once a guardian has consented (young-people). */
  youth?: Pick<YouthChecks, "requireMayAct" | "requireMayActOn">;
}

/** A message as a moderator sees it in a flagged one's context. */
const asWritten = (m: MessageRow) => ({
  id: m.id,
  senderId: m.senderId,
  message: m.message,
  sentAt: m.sentAt.toISOString(),
});

/** The facts a send was checked against changed before its insert (the insert stored nothing). */
class StaleFacts extends Error {}
/** A send decided again this many times at most (facts that change under every try: answered 500). */
const MAX_ATTEMPTS = 3;
/** Refusals that come from the facts (a missing or blocked member, privacy, buddies only, a posting mute). */
const REFUSALS = new Set([403, 404]);

/** How many earlier messages a moderator sees with a flagged one (never the whole chat). */
const CONTEXT_BEFORE = 4;

export function createChatService({
  chat,
  profiles,
  notifications,
  publisher,
  writeCheck,
  visibility,
  push,
  facts,
  group,
  storedHere,
  youth,
}: ChatDeps) {
  const context = (senderId: string, receiverId: string) =>
    facts ? facts.get(senderId, receiverId) : chat.messagingContext(senderId, receiverId);
  const refresh = (senderId: string, receiverId: string) =>
    facts ? facts.refresh(senderId, receiverId) : chat.messagingContext(senderId, receiverId);
  const store = (m: NewMessage) => (group ? group.write(m) : chat.insertMany([m]).then(([row]) => row ?? null));
  /** A first message's notification, planned by the notifications module and stored with the message. */
  type Told = { plan: NotificationPlan; note: StoredNotification | null; at: number };
  /** A chat partner: someone blocked either way is answered like a missing member (silent). */
  const partners = defineAccess({
    load: (partnerId: string) => profiles.findByUserId(partnerId),
    sees: async (userId: string, p: { userId: string }) => !(await visibility.hiddenBetween(userId, p.userId)),
    notFound: () => new AppError(404, "USER_NOT_FOUND", MSG.userNotFound),
  });
  const partner = async (userId: string, partnerId: string) => {
    if (userId === partnerId) throw new AppError(400, "SELF_CHAT", CHAT_SERVER_MSG.youCannotMessageYourself);
    return partners.require(userId, partnerId);
  };
  const pipeline = createWritePipeline(writeCheck);
  const pairChannel = (a: string, b: string) => channels.chatPair(a, b);
  /**
   * The receiver is told: one unread notification per sender, and a push if they are away. The send's
   * facts say when there is nothing to do (an unread notification from this sender already, no browser
   * subscribed to push), so a conversation in progress asks the database nothing here.
   */
  const tell = async (receiverId: string, senderId: string, ctx?: MessagingContext) => {
    if (!ctx?.unread_notified) {
      const at = facts?.epoch() ?? 0;
      await notifications.notifyUnlessUnread(receiverId, "message", senderId, { sender_id: senderId });
      facts?.notified(senderId, receiverId, at);
    }
    pushIfAway(receiverId, senderId, ctx);
  };
  const pushIfAway = (receiverId: string, senderId: string, ctx?: MessagingContext) => {
    if (!ctx || ctx.receiver_has_push)
      void push?.sendToUser(receiverId, "messages", messagePush(senderId), { onlyWhenAway: true });
  };
  /**
   * A member's messages are published in the order their sends reach this step (the group commit's
   * order, so seq order on each member's channel): each waits until the one before it to or from either
   * of its two members has handed its event to the publisher. Other conversations never wait.
   */
  const lastIssued = new Map<string, Promise<void>>();
  const inTurn = (a: string, b: string) => {
    const before = Promise.all([lastIssued.get(a), lastIssued.get(b)]);
    let issued = () => {};
    const mine = new Promise<void>((r) => {
      issued = r;
    });
    lastIssued.set(a, mine);
    lastIssued.set(b, mine);
    const done = () => {
      issued();
      if (lastIssued.get(a) === mine) lastIssued.delete(a);
      if (lastIssued.get(b) === mine) lastIssued.delete(b);
    };
    return { before, done };
  };
  /**
   * A message's event and the receiver being told. A first message whose send read the notification
   * gate and the receiver's choices with its facts stored its notification in the message's own
   * statement (`told`): both events are published in the same turn, one bus message, and nothing is
   * asked of the database. A send on kept facts asks the notifications module as before.
   */
  const publishSent = async (
    message: ChatMessage,
    senderId: string,
    receiverId: string,
    ctx: MessagingContext,
    told: Told | null,
  ) => {
    const { before, done: issued } = inTurn(senderId, receiverId);
    await before;
    const sent = publisher.publishMany(
      [channels.userMessages(receiverId), channels.userMessages(senderId), pairChannel(senderId, receiverId)],
      CHAT_EVENTS.message,
      message,
      // The sending tab has the message in its send's answer; the sender's other tabs get it here.
      { askerHasIt: true },
    );
    const rest = told ? notifications.afterStored(told.plan, told.note)() : undefined;
    issued();
    await sent;
    await rest;
    // Facts read in this send: the rule was decided on them (a notification planned, or nothing to tell).
    if (ctx.notify && !ctx.unread_notified) {
      facts?.notified(senderId, receiverId, told?.at ?? facts.epoch());
      return pushIfAway(receiverId, senderId, ctx);
    }
    // One unread 'message' notification per sender at a time, not one per message.
    return tell(receiverId, senderId, ctx);
  };

  /** Who may write to whom, then the write pipeline (check, insert, queue, publish) with these facts. */
  const sendWith = async (
    ctx: MessagingContext | null,
    senderId: string,
    receiverId: string,
    text: string,
    clientId: string | undefined,
    sessionId: string | null,
  ): Promise<ChatMessage> => {
    if (!ctx || ctx.blocked) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
    const receiver = { userId: receiverId, isPrivate: ctx.is_private };
    const asStatus = (v: string | null) => (v === "accepted" || v === "pending" ? v : null);
    const sf = asStatus(ctx.sender_follows);
    const rf = asStatus(ctx.receiver_follows);
    if (!canMessage(senderId, receiver, sf, rf)) {
      throw new AppError(403, "FOLLOW_TO_CHAT", CHAT_MSG.privateOnlyBuddies);
    }
    if (buddiesOnlyRefuses(ctx.who_may_message, sf, rf, ctx.receiver_wrote_first)) {
      // The receiver's name is read only for this refusal (every send's facts leave it out).
      const person = await profiles.findByUserId(receiverId);
      if (!person) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
      throw new AppError(
        403,
        "MESSAGES_BUDDIES_ONLY",
        SETTINGS_MSG.buddiesOnlyText,
        {},
        { name: presentPerson(person).displayName },
      );
    }
    let told: Told | null = null;
    const { shown, marks } = await pipeline.write("message", senderId, text, {
      writer: ctx.writer,
      insert: async ({ state, decision }) => {
        const id = randomUUID();
        // A first message (the gate and choices read with these facts), visible: its notification is
        // stored in the same statement. A held one tells nobody until a moderator releases it.
        const plan =
          state === "visible" && ctx.notify && !ctx.unread_notified
            ? notifications.planUnlessUnread(
                receiverId,
                "message",
                senderId,
                { sender_id: senderId },
                {
                  unread: false,
                  ...ctx.notify,
                },
              )
            : null;
        const at = facts?.epoch() ?? 0;
        const row = await store({
          ...{ id, senderId, receiverId, message: text.trim(), clientId: clientId ?? null },
          ...{ moderationState: state, crisisLevel: queuedLevelOf(decision), snapshot: ctx.snapshot, sessionId },
          note: plan?.store ?? null,
        });
        if (!row) {
          // The sender's session ended (a node's kept session may lag its end by the notification's travel).
          if (sessionId && !(await chat.sessionLive(sessionId)))
            throw new AppError(401, "NOT_AUTHENTICATED", MSG.notAuthenticated);
          // Something about the two changed after the facts were read: nothing stored, decide again.
          throw new StaleFacts();
        }
        // Another message's clientId (its conversation or its words differ): refused, nothing stored.
        if (row.id !== id && !isRetryOf(row, { receiverId, message: text.trim() }))
          throw new AppError(409, "CLIENT_ID_REUSED", CHAT_SERVER_MSG.clientIdReused);
        if (row.id === id) {
          storedHere?.(id);
          facts?.stored(row);
          if (plan) told = { plan, note: row.note ?? null, at };
        }
        return row;
      },
      // Moderators see this message and the few before it, as they were written.
      context: async (row) => {
        const before = await chat.between(senderId, receiverId, { before: row.seq, limit: CONTEXT_BEFORE });
        return { messages: [...before, row].map(asWritten) };
      },
      present: (row) => presentMessage(row),
      publish: (message) => publishSent(message, senderId, receiverId, ctx, told),
      // A held message reaches only the sender's other tabs until a moderator releases it.
      publishHeld: (message) =>
        publisher.publishMany([channels.userMessages(senderId)], CHAT_EVENTS.message, message, { askerHasIt: true }),
    });
    return { ...shown, ...marks };
  };

  return {
    /**
     * Stores the message first, then tells both members' sockets (after the commit). The facts are
     * those kept on this node when there are any; when the insert finds that something about the two
     * changed since they were read, they are read again and everything is decided again.
     */
    /** `sessionId`: the sender's session, checked again by the insert itself (a kept one may just have ended). */
    async send(
      senderId: string,
      receiverId: string,
      text: string,
      clientId?: string,
      sessionId?: string,
    ): Promise<ChatMessage> {
      if (senderId === receiverId) throw new AppError(400, "SELF_CHAT", CHAT_SERVER_MSG.youCannotMessageYourself);
      for (let attempt = 1; ; attempt++) {
        const ctx = await (attempt === 1 ? context(senderId, receiverId) : refresh(senderId, receiverId));
        try {
          // A minor writes only once a guardian consented: decided on the sender's age read with the facts,
          // on every try (a refusal on kept facts is decided again on fresh ones, like the others).
          if (youth)
            await (ctx
              ? youth.requireMayActOn(senderId, "message", ctx.youth)
              : youth.requireMayAct(senderId, "message"));
          return await sendWith(ctx, senderId, receiverId, text, clientId, sessionId ?? null);
        } catch (err) {
          // A refusal on kept facts is decided again on fresh ones (what allowed it may just have changed).
          const refusedOnKept = attempt === 1 && facts && err instanceof AppError && REFUSALS.has(err.status);
          if (!(err instanceof StaleFacts || refusedOnKept) || attempt >= MAX_ATTEMPTS) throw err;
        }
      }
    },
    /**
     * A held message a moderator approved: delivered to the receiver now, as its send would
     * have been, unless the two have blocked each other since.
     */
    async release(messageId: string): Promise<void> {
      const row = await chat.byId(messageId);
      if (!row || row.moderationState !== "visible") return;
      if (await visibility.hiddenBetween(row.senderId, row.receiverId)) return;
      await publisher.publishMany(
        [channels.userMessages(row.receiverId), pairChannel(row.senderId, row.receiverId)],
        CHAT_EVENTS.message,
        presentMessage(row),
      );
      await tell(row.receiverId, row.senderId);
    },
    async history(userId: string, partnerId: string, opts: { after?: number; before?: number; limit: number }) {
      await partner(userId, partnerId);
      return (await chat.between(userId, partnerId, opts)).map((m) => presentMessage(m, userId));
    },
    async sync(userId: string, after: number, limit: number) {
      return (await chat.since(userId, after, limit)).map((m) => presentMessage(m, userId));
    },
    /** Opening a conversation: the partner's messages become read and delivered; their ticks turn blue live. */
    async markRead(userId: string, partnerId: string) {
      await partner(userId, partnerId);
      const upToSeq = await chat.markRead(userId, partnerId);
      if (upToSeq !== null) {
        const receipt = { byUserId: userId, partnerId, upToSeq, at: new Date().toISOString() };
        await publisher.publish(channels.userMessages(partnerId), CHAT_EVENTS.read, receipt);
        await publisher.publish(pairChannel(userId, partnerId), CHAT_EVENTS.read, receipt);
      }
      return { upToSeq };
    },
    /** The client got messages up to `upToSeq`: senders see grey double ticks. */
    async markDelivered(userId: string, upToSeq: number) {
      const changed = await chat.markDelivered(userId, upToSeq);
      const bySender = new Map<string, number>();
      for (const c of changed) bySender.set(c.senderId, Math.max(bySender.get(c.senderId) ?? 0, c.seq));
      const at = new Date().toISOString();
      for (const [senderId, seq] of bySender) {
        const receipt = { byUserId: userId, partnerId: senderId, upToSeq: seq, at };
        await publisher.publish(channels.userMessages(senderId), CHAT_EVENTS.delivered, receipt);
      }
      return { changed: changed.length };
    },
    async conversations(userId: string): Promise<Conversation[]> {
      return (await chat.conversations(userId)).map((r): Conversation => {
        const partner = presentPerson(r.person);
        return {
          id: r.partner,
          userId: r.partner,
          name: partner.displayName,
          username: partner.username,
          message: r.message,
          time: new Date(r.sent_at).toISOString(),
          unread: r.unread,
          online: r.is_online,
          friendStatus: r.friend ? "friend" : "not_friend",
          avatar: partner.avatarUrl,
          lastSenderId: r.sender_id,
        };
      });
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
