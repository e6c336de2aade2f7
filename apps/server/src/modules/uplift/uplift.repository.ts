// The Uplift Feed's reads: public posts ranked by the kindness they drew. Reads only.
import { UPLIFT_WINDOW_DAYS } from "@saathi/contract/uplift";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { joinPerson, personColumns, personNotSuspended, personRow } from "../../platform/db/person-columns.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { hiddenIdsOf } from "../../platform/db/visibility.ts";
import { authorIsMinorSql } from "../young-people/index.ts";
import { HELPFUL_WEIGHT } from "./uplift.policy.ts";

/** created_at is PostgreSQL's text; the person is never null (an inner join to the profile). */
const upliftRow = z.object({
  id: z.string(),
  content: z.string(),
  created_at: z.string(),
  person: personRow,
  like_count: z.number(),
  helpful_count: z.number(),
  comment_count: z.number(),
});
export type UpliftRow = z.infer<typeof upliftRow>;

/** Likes, helpful marks and visible comments from members other than the author: the kindness a post drew. */
const counts = sql`cross join lateral (select
  (select count(*) from post_likes l where l.post_id = p.id and l.user_id <> p.user_id)::int as like_count,
  (select count(*) from post_helpful_marks h where h.post_id = p.id and h.user_id <> p.user_id)::int as helpful_count,
  (select count(*) from post_comments c where c.post_id = p.id and c.user_id <> p.user_id
    and c.moderation_state = 'visible')::int as comment_count) s`;

/**
 * What may be shown at all: a visible text post with no sensitive theme that was never reported, held or
 * flagged by the crisis check (no moderation item at all), by an author who is public, discoverable and
 * not suspended and not a minor (decision 038); and, for a signed-in viewer, nobody blocked either way or muted by them.
 */
const shown = (viewerId: string | null) => sql`p.moderation_state = 'visible' and cardinality(p.themes) = 0
  and btrim(p.content) <> '' and not up.is_private and up.discoverable and ${personNotSuspended}
  and not exists (select 1 from moderation_items mi where mi.target_type = 'post' and mi.target_id = p.id::text)
  and not ${authorIsMinorSql(sql`p.user_id`)}
  ${viewerId ? sql`and p.user_id <> all(${hiddenIdsOf(viewerId, true)})` : sql``}`;

export function createUpliftRepository(db: Db) {
  return {
    /** Ids of the most uplifting posts of the last UPLIFT_WINDOW_DAYS, best first (the costly ranking). */
    async ranking(limit: number): Promise<string[]> {
      const rows = await queryRows(
        db,
        z.object({ id: z.string() }),
        sql`
        select p.id from posts p ${joinPerson(sql`p.user_id`)} ${counts}
        where p.created_at > now() - make_interval(days => ${UPLIFT_WINDOW_DAYS}) and ${shown(null)}
          and s.like_count + s.helpful_count + s.comment_count > 0
        order by s.like_count + ${HELPFUL_WEIGHT}::int * s.helpful_count + s.comment_count desc, p.created_at desc, p.id desc
        limit ${limit}`,
      );
      return rows.map((r) => r.id);
    },

    /** Those of `ids` that may be shown to the viewer now, as they are now (a handful of key lookups). */
    async current(ids: string[], viewerId: string | null): Promise<UpliftRow[]> {
      if (ids.length === 0) return [];
      const rows = await queryRows(
        db,
        upliftRow,
        sql`
        select p.id, p.content, p.created_at, ${personColumns}, s.like_count, s.helpful_count, s.comment_count
        from posts p ${joinPerson(sql`p.user_id`)} ${counts}
        where p.id = any(${`{${ids.join(",")}}`}::uuid[]) and ${shown(viewerId)}`,
      );
      return rows;
    },
  };
}

export type UpliftRepository = ReturnType<typeof createUpliftRepository>;
