// What the write check needs to know about a writer: the account's age, any posting mute, the
// language they read Saathi in (for the date in the mute's message), and what they wrote lately (the
// crisis reading reads a plan written over several posts or comments together).
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

/** What the write check reads about a writer. */
export interface Writer {
  createdAt: Date;
  postingMutedUntil: Date | null;
  locale: string | null;
  /** The writer's own last messages in the same conversation (the chat send reads them with its context), oldest first. */
  recent?: string[];
}

export function createWriteCheckRepository(db: Db) {
  return {
    async writer(userId: string): Promise<Writer | null> {
      const [row] = await db
        .select({
          createdAt: userProfiles.createdAt,
          postingMutedUntil: userProfiles.postingMutedUntil,
          locale: userProfiles.locale,
        })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return row ?? null;
    },

    /**
     * The author's posts and comments written since `since`, the newest `limit`, oldest first: one
     * query over the two author indexes (posts_author_recent_idx, post_comments_author_recent_idx).
     */
    async recentWritings(userId: string, since: Date, limit: number): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ text: z.string() }),
        sql`
        select text from (
          (select content as text, created_at from posts
            where user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz and content <> ''
            order by created_at desc limit ${limit})
          union all
          (select content as text, created_at from post_comments
            where user_id = ${userId} and created_at > ${since.toISOString()}::timestamptz
            order by created_at desc limit ${limit})
          order by created_at desc limit ${limit}
        ) recent order by created_at asc`,
      );
      return rows.map((r) => r.text);
    },
  };
}

export type WriteCheckRepository = ReturnType<typeof createWriteCheckRepository>;
