import { CRISIS_CONTEXT_HOURS, CRISIS_CONTEXT_LIMIT } from "@saathi/contract/crisis";
import { and, eq, isNull, lte, type Placeholder, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { preparedStatement } from "../../platform/db/prepared.ts";
import { chatMessages } from "../../platform/db/schema/chat.ts";
import { queryRow, queryRows } from "../../platform/db/typed-query.ts";
import { notBlockedBetween, notMutedBy } from "../../platform/db/visibility.ts";
import { type PrefRow, prefsJsonOf } from "../settings/index.ts";
import { type YouthFacts, youthFactsSql } from "../young-people/index.ts";
import { insertMessageGroup, type NewMessage } from "./chat-insert.repository.ts";
import { type MessageRow, messageRow, type RawMessage } from "./chat-message-row.ts";

/**
 * What a member may read of a chat: a held message only its sender (a hidden one reaches
 * the other side as a placeholder, made by the service), and nothing with someone blocked either way.
 */
const readableBy = (userId: string) =>
  sql`(${chatMessages.moderationState} <> 'held' or ${chatMessages.senderId} = ${userId})`;

export type { MessageRow };

/** A send's two members (`messagingContexts`). */
export interface SendPair {
  senderId: string;
  receiverId: string;
}

const pair = (a: string | Placeholder | SQL, b: string | Placeholder | SQL) =>
  sql`least(${chatMessages.senderId}, ${chatMessages.receiverId}) = least(${a}::uuid, ${b}::uuid)
      and greatest(${chatMessages.senderId}, ${chatMessages.receiverId}) = greatest(${a}::uuid, ${b}::uuid)`;

/** A conversation's newest message with the partner (sent_at as PostgreSQL's text, seq a bigint's text). */
export const conversationRow = z.object({
  partner: z.string(),
  message: z.string(),
  sent_at: z.string(),
  seq: z.string(),
  sender_id: z.string(),
  unread: z.number(),
  person: personRow,
  is_online: z.boolean(),
  friend: z.boolean(),
});
export type ConversationRow = z.infer<typeof conversationRow>;

/** What `messagingContext` answers. */
export interface MessagingContext {
  is_private: boolean;
  who_may_message: string;
  sender_follows: string | null;
  receiver_follows: string | null;
  receiver_wrote_first: boolean;
  blocked: boolean;
  /** The pair has exchanged a message (so `receiver_wrote_first` cannot change any more). */
  conversation_started: boolean;
  /** The receiver has an unread 'message' notification from the sender (the common case: no new one). */
  unread_notified: boolean;
  /** The receiver has a browser subscribed to push (otherwise no push is tried). */
  receiver_has_push: boolean;
  /** The snapshot these facts were read in: the insert refuses when a change about the two is not in it. */
  snapshot: string;
  /**
   * The rest of the notification gate and the receiver's notification choices, as read in this send
   * (with `unread_notified`, what `notifyUnlessUnread` would read): a first message tells the receiver
   * without reading them again. Never kept per node (a new notification and a changed choice are not
   * watched), so a kept context has none and a send on it asks the notifications module as before.
   */
  notify?: { hidden: boolean; prefs: PrefRow[] };
  /**
   * The sender's age and guardian's consent (young-people's `youthFactsSql`), for its gate on messaging:
   * read with the facts and kept with them (member_ages and guardian_consents are watched like the rest).
   */
  youth: YouthFacts;
  /**
   * The sender for the write check; null when they have no profile. `recent`: the sender's own last
   * messages to this receiver (the crisis reading's context), oldest first.
   */
  writer: {
    createdAt: Date;
    postingMutedUntil: Date | null;
    locale: string | null;
    recent: string[];
    /** When each of `recent` was sent (ms since the epoch), so a kept context can age them out. */
    recentAt: number[];
  } | null;
}

/** The send's facts as the statement answers them (one JSON value: see `sendFactsOf`). */
type SendFacts = Omit<MessagingContext, "writer" | "notify" | "youth"> & {
  sender_youth: YouthFacts;
  receiver_mutes_sender: boolean;
  receiver_prefs: PrefRow[];
  /** The sender's profile row read once, as JSON (its timestamps are ISO strings). */
  writer: { createdAt: string; postingMutedUntil: string | null; locale: string | null } | null;
  recent: { m: string; at: string }[];
};
/**
 * One pair's send facts, `sender` and `receiver` being uuid expressions. The row comes as one JSON value
 * (`to_json` of the row, the same names): node-postgres then parses one column with one JSON.parse
 * instead of fifteen, each with its own field description and parser (measured: the database client's
 * share of a send, bench/two-nodes.mjs). No row when the receiver cannot be messaged at all.
 */
const sendFactsOf = (sender: SQL, receiver: SQL) => sql`
    select to_json(f) as facts from (
    select up.is_private, up.who_may_message,
      (select status from follows where follower_id = ${sender} and following_id = ${receiver}) as sender_follows,
      (select status from follows where follower_id = ${receiver} and following_id = ${sender}) as receiver_follows,
      coalesce((select ${chatMessages.senderId} = ${receiver} from ${chatMessages}
        where ${pair(sender, receiver)} order by ${chatMessages.seq} limit 1), false) as receiver_wrote_first,
      not ${notBlockedBetween(sender, receiver)} as blocked,
      (select json_build_object('createdAt', sp.created_at, 'postingMutedUntil', sp.posting_muted_until,
          'locale', sp.locale) from user_profiles sp where sp.user_id = ${sender}) as writer,
      coalesce((select json_agg(json_build_object('m', r.message, 'at', r.sent_at) order by r.sent_at)
        from (select ${chatMessages.message}, ${chatMessages.sentAt} from ${chatMessages}
          where ${chatMessages.senderId} = ${sender} and ${chatMessages.receiverId} = ${receiver}
            and ${chatMessages.sentAt} > now() - make_interval(hours => ${sql.raw(String(CRISIS_CONTEXT_HOURS))})
          order by ${chatMessages.sentAt} desc limit ${sql.raw(String(CRISIS_CONTEXT_LIMIT))}) r), '[]') as recent,
      exists (select 1 from ${chatMessages} where ${pair(sender, receiver)}) as conversation_started,
      exists (select 1 from notifications n where n.user_id = ${receiver} and n.type = 'message'
        and n.is_read = false and n.data->>'actor_id' = ${sender}::text) as unread_notified,
      exists (select 1 from push_subscriptions ps where ps.user_id = ${receiver}) as receiver_has_push,
      not ${notMutedBy(receiver, sender)} as receiver_mutes_sender,
      ${prefsJsonOf(receiver)} as receiver_prefs,
      ${youthFactsSql(sender)} as sender_youth,
      pg_current_snapshot()::text as snapshot
    from user_profiles up
    where up.user_id = ${receiver}
      and not exists (select 1 from "user" eu where eu.id = up.user_id and eu.role = 'erased')) f`;
/**
 * Every send without kept facts runs this: the facts of the pairs that concurrent sends on this node
 * asked for, in one statement (`factReads` in chat.module.ts gathers them as the group commit gathers
 * inserts). One row per pair that can be messaged, `ord` its place in the arrays (1-based). Each array is
 * read through a scalar subquery, so the plan does not depend on the group's size and PostgreSQL keeps
 * one generic plan per connection (as chat-insert.repository.ts's INSERT).
 */
const sendContexts = preparedStatement<{ ord: string; facts: SendFacts }>(
  "chat_send_contexts",
  sql`
    select p.ord, c.facts
    from unnest((select ${sql.placeholder("senders")}::uuid[]), (select ${sql.placeholder("receivers")}::uuid[]))
      with ordinality as p(sender_id, receiver_id, ord)
    cross join lateral (${sendFactsOf(sql`p.sender_id`, sql`p.receiver_id`)}) c`,
);

/** The context a send needs, from the statement's JSON row. */
function contextOf(row: SendFacts): MessagingContext {
  const { writer, recent, receiver_mutes_sender, receiver_prefs, sender_youth, ...rest } = row;
  return {
    ...rest,
    youth: sender_youth,
    notify: { hidden: rest.blocked || receiver_mutes_sender, prefs: receiver_prefs },
    writer: writer && {
      createdAt: new Date(writer.createdAt),
      postingMutedUntil: writer.postingMutedUntil === null ? null : new Date(writer.postingMutedUntil),
      locale: writer.locale,
      recent: recent.map((r) => r.m),
      recentAt: recent.map((r) => Date.parse(r.at)),
    },
  };
}

/**
 * Everything to or from a member after a seq, oldest first, at most `limit` (the catch-up after a
 * reconnect: every socket of a restarted node asks at once). One prepared statement whose plan cannot
 * depend on the values: the member's sent and received messages are each a range of their own index,
 * (sender_id, seq) and (receiver_id, seq), read in seq order and cut at `limit`, then merged; each branch
 * filters before its cut (what the member may read, nobody blocked either way), so the first `limit` of
 * the merge are the first `limit` of everything. The people blocked either way are read once per call.
 * As a plain query ("sender or receiver", then sort) it was planned on every call (planning 0.2-0.6 ms,
 * more than its execution) and built by Drizzle on every call.
 */
const messagesSince = preparedStatement<RawMessage>(
  "chat_messages_since",
  sql`
    with hidden as materialized (
      select array(
        select bk.blocked_id from blocks bk where bk.blocker_id = ${sql.placeholder("member")}::uuid
        union all select bk.blocker_id from blocks bk where bk.blocked_id = ${sql.placeholder("member")}::uuid) as ids)
    select m.id, m.seq, m.sender_id, m.receiver_id, m.message, m.media_url, m.client_id, m.moderation_state,
      m.crisis_level, m.sent_at, m.delivered_at, m.read_at
    from (
      (select c.* from chat_messages c, hidden h
        where c.sender_id = ${sql.placeholder("member")}::uuid and c.seq > ${sql.placeholder("after")}::bigint
          and c.receiver_id <> all(h.ids)
        order by c.seq limit ${sql.placeholder("limit")}::int)
      union all
      (select c.* from chat_messages c, hidden h
        where c.receiver_id = ${sql.placeholder("member")}::uuid and c.seq > ${sql.placeholder("after")}::bigint
          and c.moderation_state <> 'held' and c.sender_id <> all(h.ids)
        order by c.seq limit ${sql.placeholder("limit")}::int)
    ) m
    order by m.seq limit ${sql.placeholder("limit")}::int`,
);

export function createChatRepository(db: Db) {
  return {
    /**
     * What each send needs, in one round trip for all of them (a prepared statement: every send without
     * kept facts runs it): the receiver's privacy, who may message them, the follows both ways, whether
     * the receiver wrote first, whether either has blocked the other, and the sender as the write check
     * sees them (account age, posting mute, language). One answer per pair, in order; null when the
     * receiver cannot be messaged at all (no profile, or an erased account).
     */
    async messagingContexts(pairs: readonly SendPair[]): Promise<(MessagingContext | null)[]> {
      const rows = await sendContexts(db, {
        senders: pairs.map((p) => p.senderId),
        receivers: pairs.map((p) => p.receiverId),
      });
      const out: (MessagingContext | null)[] = pairs.map(() => null);
      for (const r of rows) out[Number(r.ord) - 1] = contextOf(r.facts);
      return out;
    },
    /** One pair's `messagingContexts`. */
    async messagingContext(senderId: string, receiverId: string): Promise<MessagingContext | null> {
      const [ctx] = await this.messagingContexts([{ senderId, receiverId }]);
      return ctx ?? null;
    },
    /**
     * Stores a group of messages in one statement (chat-insert.repository.ts): one row per message, in
     * the order given; null: not stored because a fact about the two changed since their send read them.
     */
    insertMany: (items: NewMessage[]) => insertMessageGroup(db, items),
    /** Messages between two members in order: the newest `limit`, or those after/before a seq. */
    async between(
      a: string,
      b: string,
      opts: { after?: number; before?: number; limit: number },
    ): Promise<MessageRow[]> {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(
          and(
            pair(a, b),
            readableBy(a),
            opts.after !== undefined ? sql`${chatMessages.seq} > ${opts.after}` : undefined,
            opts.before !== undefined ? sql`${chatMessages.seq} < ${opts.before}` : undefined,
          ),
        )
        .orderBy(opts.after !== undefined ? chatMessages.seq : sql`${chatMessages.seq} desc`)
        .limit(opts.limit);
      return opts.after !== undefined ? rows : rows.reverse();
    },
    /** The session still lets its member in (a send the insert refused: ended, or the facts changed?). */
    async sessionLive(sessionId: string): Promise<boolean> {
      const row = await queryRow(
        db,
        z.object({ live: z.boolean() }),
        sql`select exists (select 1 from session where id = ${sessionId} and expires_at > now()) as live`,
      );
      return row?.live ?? false;
    },
    /** Forgets changes no kept facts can predate (they are read again well within this). */
    async pruneFactChanges(olderThanMinutes: number): Promise<void> {
      await db.execute(
        sql`delete from chat_facts_changes where at < now() - make_interval(mins => ${olderThanMinutes})`,
      );
    },
    /** One message by id (a held message a moderator approved is delivered from here). */
    async byId(id: string): Promise<MessageRow | null> {
      const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id)).limit(1);
      return row ?? null;
    },
    /** Everything to or from a member after a seq, oldest first (catch-up after a reconnect). */
    async since(userId: string, after: number, limit: number): Promise<MessageRow[]> {
      return (await messagesSince(db, { member: userId, after, limit })).map(messageRow);
    },
    /** Marks the partner's unread messages to `userId` read (and delivered); returns the highest seq changed. */
    async markRead(userId: string, partnerId: string): Promise<number | null> {
      const rows = await db
        .update(chatMessages)
        .set({ readAt: sql`now()`, deliveredAt: sql`coalesce(${chatMessages.deliveredAt}, now())` })
        .where(
          and(eq(chatMessages.receiverId, userId), eq(chatMessages.senderId, partnerId), isNull(chatMessages.readAt)),
        )
        .returning({ seq: chatMessages.seq });
      return rows.length ? Math.max(...rows.map((r) => r.seq)) : null;
    },
    /** Marks messages to `userId` up to `upToSeq` delivered; returns the partners whose messages changed. */
    async markDelivered(userId: string, upToSeq: number): Promise<{ senderId: string; seq: number }[]> {
      return db
        .update(chatMessages)
        .set({ deliveredAt: sql`now()` })
        .where(
          and(
            eq(chatMessages.receiverId, userId),
            isNull(chatMessages.deliveredAt),
            lte(chatMessages.seq, upToSeq),
            // No receipts reach someone blocked either way, and held messages are not delivered yet.
            readableBy(userId),
            notBlockedBetween(userId, chatMessages.senderId),
          ),
        )
        .returning({ senderId: chatMessages.senderId, seq: chatMessages.seq });
    },
    /** The newest message of each conversation with unread counts and the partner's profile. */
    conversations(userId: string): Promise<ConversationRow[]> {
      return queryRows(
        db,
        conversationRow,
        sql`
        with last as (
          select distinct on (partner) partner, message, sent_at, seq, sender_id from (
            select case when sender_id = ${userId} then receiver_id else sender_id end as partner, message, sent_at, seq, sender_id
            from chat_messages where (sender_id = ${userId} or receiver_id = ${userId})
              and (moderation_state = 'visible' or sender_id = ${userId})
          ) m order by partner, seq desc
        )
        select last.*,
          (select count(*) from chat_messages u where u.sender_id = last.partner and u.receiver_id = ${userId} and u.read_at is null
            and u.moderation_state <> 'held')::int as unread,
          ${personColumns}, up.is_online,
          exists (select 1 from follows f where f.status = 'accepted' and
            ((f.follower_id = ${userId} and f.following_id = last.partner) or (f.follower_id = last.partner and f.following_id = ${userId}))) as friend
        from last ${joinPerson(sql`last.partner`)}
        where ${notBlockedBetween(userId, sql`last.partner`)}
        order by last.seq desc`,
      );
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
