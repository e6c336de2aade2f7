// Reads of reported content and its immediate context, as moderators will see it: a post;
// a comment with the post's first lines and the parent comment; a chat message with the 4 before it in
// that conversation (nothing more of the chat); a profile's name and bio; an expert review.
import type { SafetyTarget } from "@saathi/contract/safety";
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { personById, personRow, suspensionLive } from "../../platform/db/person-columns.ts";
import { queryRow, queryRows, type RowSchema } from "../../platform/db/typed-query.ts";

/** Messages before a reported one that moderators see with it. */
export const MESSAGE_CONTEXT_BEFORE = 4;
/** How much of a post moderators see above a reported comment. */
const POST_EXCERPT_CHARS = 280;

/** A piece of content with its author (`at` as PostgreSQL's timestamp text). */
const contentRow = z.object({
  id: z.string(),
  author_id: z.string(),
  text: z.string(),
  at: z.string(),
  person: personRow.nullable(),
});
export type ContentRow = z.infer<typeof contentRow>;

/** What a report needs: the author, who may see it, and the context snapshot's raw parts. */
export interface ReportedContent {
  authorId: string;
  /** A post the reporter must be able to see (posts, comments). */
  postId?: string;
  /** Who may report it: the two people of a chat message, the current members of a peer circle. */
  participants?: readonly string[];
  content: ContentRow;
  before?: ContentRow[];
  post?: ContentRow;
  parent?: ContentRow;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createReportedContentRepository(db: Db) {
  const one = <Row>(row: RowSchema<Row>, q: SQL) => queryRow(db, row, q);
  const person = (col: SQL) => sql`${personById(col)} as person`;

  async function post(id: string): Promise<ReportedContent | null> {
    const r = await one(
      contentRow,
      sql`
      select p.id, p.user_id as author_id, p.content as text, p.created_at as at, ${person(sql`p.user_id`)}
      from posts p where p.id = ${id} and p.moderation_state <> 'hidden'`,
    );
    return r ? { authorId: r.author_id, postId: r.id, content: r } : null;
  }

  async function comment(id: string): Promise<ReportedContent | null> {
    const r = await one(
      contentRow.extend({ post_id: z.string(), parent_comment_id: z.string().nullable() }),
      sql`
      select c.id, c.user_id as author_id, c.content as text, c.created_at as at, c.post_id, c.parent_comment_id,
        ${person(sql`c.user_id`)}
      from post_comments c where c.id = ${id} and c.moderation_state <> 'hidden'`,
    );
    if (!r) return null;
    const p = await one(
      contentRow,
      sql`
      select p.id, p.user_id as author_id, left(p.content, ${POST_EXCERPT_CHARS}) as text, p.created_at as at,
        ${person(sql`p.user_id`)}
      from posts p where p.id = ${r.post_id}`,
    );
    const parent = r.parent_comment_id
      ? await one(
          contentRow,
          sql`
          select c.id, c.user_id as author_id, c.content as text, c.created_at as at, ${person(sql`c.user_id`)}
          from post_comments c where c.id = ${r.parent_comment_id}`,
        )
      : null;
    return {
      authorId: r.author_id,
      postId: r.post_id,
      content: r,
      ...(p ? { post: p } : {}),
      ...(parent ? { parent } : {}),
    };
  }

  async function message(id: string): Promise<ReportedContent | null> {
    // seq is a bigint: node-postgres gives its text.
    const r = await one(
      contentRow.extend({ receiver_id: z.string(), seq: z.string() }),
      sql`
      select m.id, m.sender_id as author_id, m.receiver_id, m.seq, m.message as text, m.sent_at as at,
        ${person(sql`m.sender_id`)}
      from chat_messages m where m.id = ${id}`,
    );
    if (!r) return null;
    // Only this conversation, only the few messages just before the reported one.
    const rows = await queryRows(
      db,
      contentRow,
      sql`
      select m.id, m.sender_id as author_id, m.message as text, m.sent_at as at, ${person(sql`m.sender_id`)}
      from chat_messages m
      where ((m.sender_id = ${r.author_id} and m.receiver_id = ${r.receiver_id})
          or (m.sender_id = ${r.receiver_id} and m.receiver_id = ${r.author_id}))
        and m.seq < ${r.seq}
      order by m.seq desc limit ${MESSAGE_CONTEXT_BEFORE}`,
    );
    return {
      authorId: r.author_id,
      participants: [r.author_id, r.receiver_id],
      content: r,
      before: rows.reverse(),
    };
  }

  async function profile(id: string): Promise<ReportedContent | null> {
    const r = await one(
      contentRow,
      sql`
      select pr.user_id as id, pr.user_id as author_id, coalesce(pr.bio, '') as text, pr.created_at as at,
        ${person(sql`pr.user_id`)}
      from user_profiles pr
      where pr.user_id = ${id} and not ${suspensionLive(sql`pr.suspended_at`, sql`pr.suspended_until`)}`,
    );
    return r ? { authorId: r.author_id, content: r } : null;
  }

  async function review(id: string): Promise<ReportedContent | null> {
    const r = await one(
      contentRow,
      sql`
      select f.id, f.client_id as author_id, f.content as text, f.created_at as at, ${person(sql`f.client_id`)}
      from expert_feedbacks f where f.id = ${id} and f.moderation_state = 'visible'`,
    );
    return r ? { authorId: r.author_id, content: r } : null;
  }

  /** A counsellor-led circle's review (its writer is the seat's member). */
  async function circleReview(id: string): Promise<ReportedContent | null> {
    const r = await one(
      contentRow,
      sql`
      select v.id, v.member_id as author_id, v.comment as text, v.created_at as at, ${person(sql`v.member_id`)}
      from circle_reviews v where v.id = ${id} and v.moderation_state = 'visible'`,
    );
    return r ? { authorId: r.author_id, content: r } : null;
  }

  async function circleMessage(id: string): Promise<ReportedContent | null> {
    const r = await one(
      contentRow.extend({ room_id: z.string(), members: z.array(z.string()) }),
      sql`
      select m.id, m.author_id, m.text, m.created_at as at, m.room_id, ${person(sql`m.author_id`)},
        coalesce((select array_agg(pm.user_id::text) from peer_room_members pm
          where pm.room_id = m.room_id and pm.left_at is null), '{}') as members
      from peer_room_messages m where m.id = ${id} and m.moderation_state = 'visible'`,
    );
    if (!r) return null;
    // Only this room, only the few visible messages just before the reported one: never the whole room.
    const rows = await queryRows(
      db,
      contentRow,
      sql`
      select m.id, m.author_id, m.text, m.created_at as at, ${person(sql`m.author_id`)}
      from peer_room_messages m
      where m.room_id = ${r.room_id} and m.moderation_state = 'visible'
        and (m.created_at, m.id) < (${r.at}::timestamptz, ${r.id}::uuid)
      order by m.created_at desc, m.id desc limit ${MESSAGE_CONTEXT_BEFORE}`,
    );
    return { authorId: r.author_id, participants: r.members, content: r, before: rows.reverse() };
  }

  const readers: Record<SafetyTarget, (id: string) => Promise<ReportedContent | null>> = {
    post,
    comment,
    message,
    profile,
    review,
    circle_message: circleMessage,
    circle_review: circleReview,
    // A live room's side-chat line is kept nowhere: the room reports it with its own proof (circle-room).
    circle_room_line: async () => null,
  };

  return {
    /** The content and its context, or null when there is no such content (or it is already hidden). */
    async find(type: SafetyTarget, id: string): Promise<ReportedContent | null> {
      if (!UUID.test(id)) return null;
      return readers[type](id);
    },
  };
}

export type ReportedContentRepository = ReturnType<typeof createReportedContentRepository>;
