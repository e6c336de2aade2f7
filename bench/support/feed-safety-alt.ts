// The feed query change recommended to h/visibility (see README Benchmarks, feed-safety): the viewer's
// hidden people (blocked either way, muted now) computed once as an uncorrelated array (one InitPlan)
// and filtered with `<> all(...)`, instead of three correlated NOT EXISTS per row in the page and in the
// comment count, which tripled the planning time. Otherwise the same as selectPosts (home feed).
import { type SQL, sql } from "drizzle-orm";
import {
  joinPerson,
  notSuspendedId,
  personColumns,
  personNotSuspended,
} from "../../apps/server/src/platform/db/person-columns.ts";
import { moderationReasonOf, moderationVisibleTo, muteLive } from "../../apps/server/src/platform/db/visibility.ts";

/** Ids hidden from the viewer: blocked either way, and (optionally) muted now. Uncorrelated: one InitPlan. */
const hiddenIds = (viewerId: string, withMutes: boolean) => sql`array(
  select bk.blocked_id from blocks bk where bk.blocker_id = ${viewerId}::uuid
  union all select bk.blocker_id from blocks bk where bk.blocked_id = ${viewerId}::uuid
  ${withMutes ? sql`union all select mu.muted_id from mutes mu where mu.muter_id = ${viewerId}::uuid and ${muteLive(sql`mu.until`)}` : sql``})`;

export function altSelect(viewerId: string, where: SQL, limit: number) {
  return sql`
    with page as materialized (
      select p.id, p.content, p.media_urls, p.created_at, p.updated_at, p.user_id, ${personColumns}, up.bio,
        p.moderation_state, p.themes
      from posts p
      ${joinPerson(sql`p.user_id`)}
      where ${where} and ${personNotSuspended} and (not up.is_private or p.user_id = ${viewerId} or exists (
  select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = p.user_id and f.status = 'accepted'))
        and ${moderationVisibleTo(viewerId, sql`p.moderation_state`, sql`p.user_id`)}
        and p.user_id <> all(${hiddenIds(viewerId, true)})
      order by p.created_at desc nulls last, p.id desc nulls last
      limit ${limit}
    )
    select page.*,
      (select count(*) from post_likes l where l.post_id = page.id)::int as like_count,
      (select count(*) from post_comments c where c.post_id = page.id and c.parent_comment_id is null
        and ${notSuspendedId(sql`c.user_id`)} and c.user_id <> all(${hiddenIds(viewerId, true)})
        and ${moderationVisibleTo(viewerId, sql`c.moderation_state`, sql`c.user_id`)})::int as comment_count,
      exists (select 1 from post_likes l where l.post_id = page.id and l.user_id = ${viewerId}) as liked_by_me,
      (select f.status from follows f where f.follower_id = ${viewerId} and f.following_id = page.user_id) as viewer_follow,
      (select f.status from follows f where f.follower_id = page.user_id and f.following_id = ${viewerId}) as author_follow,
      case when page.moderation_state = 'hidden' then ${moderationReasonOf("post", sql`page.id`)} end as moderation_reason,
      viewer.sensitive_themes as viewer_themes
    from page
    left join user_profiles viewer on viewer.user_id = ${viewerId}
    order by page.created_at desc, page.id desc`;
}

/** altSelect with the hidden ids computed once for both uses, and the viewer's themes as a scalar subquery. */
export function altSelectOnce(viewerId: string, where: SQL, limit: number) {
  return sql`
    with hidden as materialized (select ${hiddenIds(viewerId, true)} as ids),
    page as materialized (
      select p.id, p.content, p.media_urls, p.created_at, p.updated_at, p.user_id, ${personColumns}, up.bio,
        p.moderation_state, p.themes
      from posts p
      ${joinPerson(sql`p.user_id`)}
      where ${where} and ${personNotSuspended} and (not up.is_private or p.user_id = ${viewerId} or exists (
  select 1 from follows f where f.follower_id = ${viewerId} and f.following_id = p.user_id and f.status = 'accepted'))
        and ${moderationVisibleTo(viewerId, sql`p.moderation_state`, sql`p.user_id`)}
        and p.user_id <> all((select ids from hidden)::uuid[])
      order by p.created_at desc nulls last, p.id desc nulls last
      limit ${limit}
    )
    select page.*,
      (select count(*) from post_likes l where l.post_id = page.id)::int as like_count,
      (select count(*) from post_comments c where c.post_id = page.id and c.parent_comment_id is null
        and ${notSuspendedId(sql`c.user_id`)} and c.user_id <> all((select ids from hidden)::uuid[])
        and ${moderationVisibleTo(viewerId, sql`c.moderation_state`, sql`c.user_id`)})::int as comment_count,
      exists (select 1 from post_likes l where l.post_id = page.id and l.user_id = ${viewerId}) as liked_by_me,
      (select f.status from follows f where f.follower_id = ${viewerId} and f.following_id = page.user_id) as viewer_follow,
      (select f.status from follows f where f.follower_id = page.user_id and f.following_id = ${viewerId}) as author_follow,
      case when page.moderation_state = 'hidden' then ${moderationReasonOf("post", sql`page.id`)} end as moderation_reason,
      (select vp.sensitive_themes from user_profiles vp where vp.user_id = ${viewerId}) as viewer_themes
    from page
    order by page.created_at desc, page.id desc`;
}
