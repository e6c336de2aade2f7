// The chat's grouped write (chat-group-commit.ts): the messages of concurrent sends in one INSERT, and in
// the same statement the notifications of the first messages among them (the notifications module's
// SQL), so a message and its notification commit together or not at all.
import type { QueuedCrisisLevel } from "@saathi/contract/crisis";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { preparedStatement } from "../../platform/db/prepared.ts";
import { notBlockedBetween } from "../../platform/db/visibility.ts";
import { type StoredNotification, storedNotificationJson, storeUnlessUnreadSql } from "../notifications/index.ts";
import { type MessageRow, messageRow, type RawMessage } from "./chat-message-row.ts";

/** One message of a group written together (chat-group-commit.ts). */
export interface NewMessage {
  /** Chosen here, so each stored row is matched to its sender's request whatever order RETURNING uses. */
  id: string;
  senderId: string;
  receiverId: string;
  message: string;
  clientId: string | null;
  moderationState: "visible" | "held";
  crisisLevel: QueuedCrisisLevel | null;
  /** `MessagingContext.snapshot` of the facts the send was checked against. */
  snapshot: string;
  /** The sender's session: the row is stored only while it lasts (null: not checked). */
  sessionId?: string | null;
  /**
   * The receiver's notification to store in the same statement (notifications' `planUnlessUnread`):
   * stored only with the message, and only unless an unread one from the sender exists by then.
   */
  note?: { type: string; data: string } | null;
}

/** A stored message, with the notification its statement stored (a first message's; else none). */
export type StoredMessage = MessageRow & { note?: StoredNotification | null };

/**
 * A group of messages in one statement, in the order given (seq follows it, so messages of one
 * conversation keep the order they were sent in). A row is not stored when a fact about its sender or
 * receiver changed after the snapshot its send was checked in (chat_facts_changes, migration
 * chat_facts_notify: a block, a follow, a setting, a mute, a read notification...), or when the two
 * block each other: its send reads the facts again and decides again. Nor when the sender's session has
 * ended (a node keeps sessions for a minute, dropped when the change is heard: this closes the moment
 * between): its send answers 401. A retried clientId inserts nothing.
 */
// Each array is read through a scalar subquery: the planner then estimates the group's rows the same way
// for every execution (not from the array's length), so PostgreSQL keeps one generic plan per connection
// instead of planning this statement again on every call (measured: bench/chat-send-cost.ts).
const messagesInsert = (returning: SQL) => sql`
  insert into chat_messages (id, sender_id, receiver_id, message, client_id, moderation_state, crisis_level)
  select t.id, t.sender_id, t.receiver_id, t.message, t.client_id, t.moderation_state, t.crisis_level
  from unnest((select ${sql.placeholder("ids")}::uuid[]), (select ${sql.placeholder("senders")}::uuid[]),
    (select ${sql.placeholder("receivers")}::uuid[]), (select ${sql.placeholder("messages")}::text[]),
    (select ${sql.placeholder("clientIds")}::text[]), (select ${sql.placeholder("states")}::text[]),
    (select ${sql.placeholder("crises")}::text[]), (select ${sql.placeholder("snapshots")}::text[]),
    (select ${sql.placeholder("sessions")}::uuid[]))
    with ordinality as t(id, sender_id, receiver_id, message, client_id, moderation_state, crisis_level, snapshot,
      session_id, ord)
  where ${notBlockedBetween(sql`t.sender_id`, sql`t.receiver_id`)}
    and (t.session_id is null or exists (select 1 from session s
      where s.id = t.session_id and s.user_id = t.sender_id and s.expires_at > now()))
    and not exists (select 1 from chat_facts_changes c
      where c.member in (hashtext(t.sender_id::text), hashtext(t.receiver_id::text))
        and not pg_visible_in_snapshot(c.xid, t.snapshot::pg_snapshot))
  order by t.ord
  on conflict (sender_id, client_id) do nothing
  returning id, seq, floor(extract(epoch from sent_at) * 1000)::float8 as sent_ms${returning}`;
/**
 * What the node does not know of a row it stored: its seq (bigint as text) and when it was stored (ms since
 * the epoch, whole: what a Date holds). The rest is what the node sent (`storedRow` builds the row): each
 * column parsed per row per message was a large share of the chat's database-client CPU, and a timestamp
 * parsed into a Date the largest (bench/two-nodes.mjs with NODE_PERF_DIR).
 */
interface Stored {
  id: string;
  seq: string;
  sent_ms: number;
}
/** A group with no notification to store (a conversation in progress): the messages alone. */
const insertMessages = preparedStatement<Stored>("chat_insert_messages", messagesInsert(sql``));
/**
 * A group with first messages: the same INSERT, then (data-modifying CTEs, one statement, one commit)
 * their notifications, for the messages actually stored, by the notifications module's SQL.
 */
const insertMessagesAndNotes = preparedStatement<Stored & { note: StoredNotification | null }>(
  "chat_insert_messages_notes",
  sql`
    with msgs as (${messagesInsert(sql`, sender_id, receiver_id`)}),
    notes as (${storeUnlessUnreadSql(sql`(select msgs.receiver_id as user_id, nt.type, nt.data::jsonb as data
      from msgs join unnest((select ${sql.placeholder("ids")}::uuid[]), (select ${sql.placeholder("noteTypes")}::text[]),
        (select ${sql.placeholder("noteData")}::text[])) as nt(id, type, data) on nt.id = msgs.id
      where nt.type is not null)`)})
    select msgs.id, msgs.seq, msgs.sent_ms, ${storedNotificationJson(sql`n`)} as note
    from msgs left join notes n on n.user_id = msgs.receiver_id and n.data->>'actor_id' = msgs.sender_id::text`,
);
/** The first stored message of each retried (sender, clientId). */
const messagesByClientId = preparedStatement<RawMessage>(
  "chat_messages_by_client_id",
  sql`
    select m.id, m.seq, m.sender_id, m.receiver_id, m.message, m.media_url, m.client_id, m.moderation_state,
      m.crisis_level, m.sent_at, m.delivered_at, m.read_at
    from unnest(${sql.placeholder("senders")}::uuid[], ${sql.placeholder("clientIds")}::text[]) as k(sender_id, client_id)
    join chat_messages m on m.sender_id = k.sender_id and m.client_id = k.client_id`,
);

/**
 * Stores a group of messages in one statement (then, only for retried clientIds, reads the first
 * ones back). Answers one row per message, in the order given; null: not stored because a fact
 * about the two changed since their send read them (the send reads them again).
 */
export async function insertMessageGroup(db: Db, items: NewMessage[]): Promise<(StoredMessage | null)[]> {
  const col = <K extends keyof NewMessage>(k: K) => items.map((i) => i[k]);
  // One notification per receiver and sender in a group: the first message that asks stores it.
  const noted = new Set<string>();
  const notes = items.map((i) => {
    const k = `${i.receiverId}:${i.senderId}:${i.note?.type}`;
    if (!i.note || noted.has(k)) return null;
    noted.add(k);
    return i.note;
  });
  const columns = {
    ids: col("id"),
    senders: col("senderId"),
    receivers: col("receiverId"),
    messages: col("message"),
    clientIds: col("clientId"),
    states: col("moderationState"),
    crises: col("crisisLevel"),
    snapshots: col("snapshot"),
    sessions: items.map((i) => i.sessionId ?? null),
  };
  const stored: (Stored & { note?: StoredNotification | null })[] = notes.some((n) => n)
    ? await insertMessagesAndNotes(db, {
        ...columns,
        noteTypes: notes.map((n) => n?.type ?? null),
        noteData: notes.map((n) => n?.data ?? null),
      })
    : await insertMessages(db, columns);
  const byId = new Map(stored.map((r) => [r.id, r]));
  const retried = items.filter((i) => !byId.has(i.id) && i.clientId !== null);
  const firsts = new Map<string, MessageRow>();
  if (retried.length) {
    const rows = await messagesByClientId(db, {
      senders: retried.map((i) => i.senderId),
      clientIds: retried.map((i) => i.clientId),
    });
    for (const r of rows) firsts.set(`${r.sender_id}:${r.client_id}`, messageRow(r));
  }
  return items.map((i, n) => {
    const own = byId.get(i.id);
    if (!own) return firsts.get(`${i.senderId}:${i.clientId}`) ?? null;
    const row = storedRow(i, own);
    // The note goes to the message that asked for it (another of the pair's in this group shares none).
    return notes[n] ? { ...row, note: own.note ?? null } : row;
  });
}

/**
 * The row as stored, built from what was sent and what the INSERT answered: the statement stores the
 * values it is given as they are (no trigger or default changes them; media, delivered and read start
 * empty), so this equals a read-back (chat-insert.test.ts compares them).
 */
function storedRow(i: NewMessage, s: Stored): MessageRow {
  return {
    id: i.id,
    seq: Number(s.seq),
    senderId: i.senderId,
    receiverId: i.receiverId,
    message: i.message,
    mediaUrl: null,
    clientId: i.clientId,
    moderationState: i.moderationState,
    crisisLevel: i.crisisLevel,
    sentAt: new Date(s.sent_ms),
    deliveredAt: null,
    readAt: null,
  };
}
