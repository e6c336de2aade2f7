// Seeds the feed safety benchmark with set-based SQL, one statement per table: members (some
// private, some suspended, some with sensitive themes), posts with a long tail of authors (the top 1%
// write about a fifth of all posts; some held or hidden by moderation, some with themes), follows
// (most members follow few, some follow hundreds; half of each member's follows go to the prolific
// authors), and 10% of members blocking (1-5) or muting (1-5; some expired, some forever) someone.
// Follows are distinct by construction (the primary key holds without ON CONFLICT), so the table is
// loaded without its indexes and they are built once afterwards, which is several times faster on
// 2 cores. Every statement runs on one connection with foreign-key triggers off (the ids come from
// the seed's own people table, so they exist); CHECK constraints still hold on every row.
import type pg from "pg";

export interface FeedSeedVolumes {
  members: number;
  posts: number;
  follows: number;
}

/**
 * A spread of n, 0 ≤ h < 2^31: PostgreSQL's integer hash, so traits drawn with different salts are
 * independent (a multiplicative hash taken modulo 10 and modulo 5 would tie them together).
 */
const h = (n: string, salt: number | string = 0) => `(hashint8(${n}::bigint * 7919 + ${salt})::bigint & 2147483647)`;
/** Uniform in [0, 1) from n. */
const u = (n: string, salt = 0) => `(${h(n, salt)}::float8 / 2147483648)`;

const THEMES = `array['self_harm', 'suicide', 'eating', 'abuse', 'loss']::text[]`;
const LINES = `array['Breathing slowly today.', 'Could not sleep again, but the walk helped.',
  'Three good things: tea, rain, my sister calling.', 'Exam week. One page at a time.',
  'Therapy was hard today, and I went anyway.', 'Anyone else find mornings the worst?']::text[]`;

/** Members in the 10% who block or mute someone: n % 10 = 3 (spread by the hash below). */
export const SAFETY_MEMBER = (n: string) => `(${h(n, 41)} % 10 = 3)`;

export function feedSeedStatements(v: FeedSeedVolumes): [string, string][] {
  const N = v.members;
  // The prolific authors: the first 2% of n (2,000 of 100,000); half of every member's follows go to them.
  const P = Math.max(10, Math.round(N / 50));
  const R = N - P;
  const meanFollows = v.follows / N;
  const maxFollows = Math.min(2000, R - 1);
  return [
    [
      "session",
      "set session_replication_role = replica; set maintenance_work_mem = '512MB'; set synchronous_commit = off",
    ],
    [
      "people",
      `create unlogged table fs_people as select n, gen_random_uuid() as id from generate_series(1, ${N}) n;
       alter table fs_people add primary key (n)`,
    ],
    [
      "users",
      `insert into "user" (id, name, email, email_verified, role, created_at, updated_at)
       select id, 'Feed Member ' || n, 'feed' || n || '@bench.local', true, 'users', c, c
       from fs_people, lateral (select now() - make_interval(days => (${h("n", 5)} % 700)::int) as c) t`,
    ],
    [
      "user_profiles",
      // 10% private, 0.2% suspended, 15% with one or two sensitive themes chosen.
      `insert into user_profiles (user_id, first_name, last_name, display_name, username, bio, is_private,
         suspended_at, suspension_reason, sensitive_themes)
       select id, 'Feed', 'Member ' || n, 'Feed Member ' || n, 'feed_' || n, 'A benchmark member.',
              ${h("n", 7)} % 10 = 0,
              case when ${h("n", 9)} % 500 = 0 then now() - interval '2 days' end,
              case when ${h("n", 9)} % 500 = 0 then 'Spam.' end,
              case when ${h("n", 11)} % 100 < 15 then
                case when n % 2 = 0 then array[(${THEMES})[1 + n % 5]]
                     else array[(${THEMES})[1 + n % 5], (${THEMES})[1 + (n + 2) % 5]] end
                else '{}'::text[] end
       from fs_people`,
    ],
    [
      "posts",
      // Author n = 1 + N·r³: n ≤ 1% of N writes ~22% of the posts, most members write one or none.
      // 90 days of posts; 1% held, 0.5% hidden; 4% carry a sensitive theme.
      `insert into posts (user_id, content, moderation_state, themes, created_at, updated_at)
       select a.id, 'Post ' || g || ': ' || (${LINES})[1 + g % 6],
              case when g % 200 < 2 then 'held' when g % 200 = 2 then 'hidden' else 'visible' end,
              case when g % 25 = 7 then array[(${THEMES})[1 + (g / 25) % 5]] else '{}'::text[] end,
              t, t
       from generate_series(1, ${v.posts}) g
       -- "+ g * 0" ties the lateral to g: without it PostgreSQL computes random() once for all rows.
       cross join lateral (select 1 + floor(${N} * power(random() + g * 0, 3))::int as an,
                                  now() - (random() + g * 0) * interval '90 days' as t) r
       join fs_people a on a.n = r.an`,
    ],
    [
      "drop follow indexes",
      `alter table follows drop constraint follows_follower_id_following_id_pk; drop index follows_following_idx`,
    ],
    [
      "follows",
      // Member i follows k_i (exponential, mean ${meanFollows}): the first half among the prolific
      // authors (1 + (i + j) % P), the rest outside them (P + 1 + (i + 7919 j) % R): distinct by
      // construction. 4% pending.
      `insert into follows (follower_id, following_id, status, created_at)
       select a.id, b.id, case when ${h("(f.i * 131 + f.t)", 3)} % 100 < 4 then 'pending' else 'accepted' end,
              now() - make_interval(days => (${h("(f.i + f.t)", 1)} % 600)::int)
       from (
         select i, case when j <= kp then 1 + (i + j) % ${P} else ${P} + 1 + (i + 7919::bigint * j) % ${R} end as t
         from (select n as i,
                      least(${maxFollows}, 1 + floor(-ln(1 - ${u("n", 13)}) * ${meanFollows - 0.5})::int) as k
               from fs_people) m,
              lateral (select least(${P - 1}, m.k / 2) as kp) s,
              lateral generate_series(1, m.k) j
       ) f
       join fs_people a on a.n = f.i join fs_people b on b.n = f.t
       where f.i <> f.t`,
    ],
    [
      "follow indexes",
      `alter table follows add constraint follows_follower_id_following_id_pk primary key (follower_id, following_id);
       create index follows_following_idx on follows (following_id, status)`,
    ],
    [
      "blocks",
      // Two thirds of the 10% block 1-5 people: the first a prolific author, the rest anyone.
      `insert into blocks (blocker_id, blocked_id, created_at)
       select a.id, b.id, now() - make_interval(days => j)
       from fs_people a, generate_series(1, 1 + (${h("a.n", 19)} % 5)::int) j,
            lateral (select case when j = 1 then 1 + ${h("a.n", 23)} % ${P} else 1 + ${h("a.n", "29 * j")} % ${N} end as t) x
       join fs_people b on b.n = x.t
       where ${SAFETY_MEMBER("a.n")} and ${h("a.n", 17)} % 3 <> 1 and a.n <> x.t
       on conflict do nothing`,
    ],
    [
      "mutes",
      // Two thirds of the 10% mute 1-5 people (a third of the 10% both block and mute): half until
      // undone, a quarter for 7 days still running, a quarter already expired.
      `insert into mutes (muter_id, muted_id, until, created_at)
       select a.id, b.id,
              case ${h("a.n", "37 * j")} % 4 when 0 then null when 1 then null
                when 2 then now() + interval '5 days' else now() - interval '1 day' end,
              now() - make_interval(days => j * 3)
       from fs_people a, generate_series(1, 1 + (${h("a.n", 31)} % 5)::int) j,
            lateral (select case when j = 1 then 1 + ${h("a.n", 43)} % ${P} else 1 + ${h("a.n", "47 * j")} % ${N} end as t) x
       join fs_people b on b.n = x.t
       where ${SAFETY_MEMBER("a.n")} and ${h("a.n", 17)} % 3 <> 0 and a.n <> x.t
       on conflict do nothing`,
    ],
    [
      "post_likes",
      // 0-2 likes a post (1,000,000 at full size), each by a different member.
      `insert into post_likes (post_id, user_id, created_at)
       select p.id, b.id, p.created_at + make_interval(mins => j)
       from (select id, created_at, row_number() over () as rn from posts) p
       cross join lateral generate_series(1, (${h("p.rn", 51)} % 3)::int) j
       join fs_people b on b.n = 1 + (${h("p.rn", 53)} + 7919 * j) % ${N}`,
    ],
    [
      "post_comments",
      // 0-2 comments a post (half a million at full size), 1% held: the feed counts comments too.
      `insert into post_comments (post_id, user_id, content, moderation_state, created_at)
       select p.id, b.id, 'Sending you strength.',
              case when ${h("p.rn * 3 + j", 57)} % 100 = 0 then 'held' else 'visible' end,
              p.created_at + make_interval(mins => 7 * j)
       from (select id, created_at, row_number() over () as rn from posts) p
       cross join lateral generate_series(1, greatest(0, ${h("p.rn", 55)} % 6 - 3)::int) j
       join fs_people b on b.n = 1 + (${h("p.rn", 59)} + 7919 * j) % ${N}`,
    ],
    [
      "unfollow blocked",
      // Blocking ends follows both ways.
      `delete from follows f using blocks b
       where (f.follower_id = b.blocker_id and f.following_id = b.blocked_id)
          or (f.follower_id = b.blocked_id and f.following_id = b.blocker_id)`,
    ],
    ["session reset", "set session_replication_role = origin"],
    // VACUUM as autovacuum would have by now: index-only scans need the visibility map.
    ["vacuum analyze", "vacuum analyze"],
  ];
}

/** Runs the seed on one connection; returns how long each step took (ms). */
export async function seedFeed(pool: pg.Pool, v: FeedSeedVolumes): Promise<Record<string, number>> {
  const steps: Record<string, number> = {};
  const client = await pool.connect();
  try {
    for (const [name, text] of feedSeedStatements(v)) {
      const t = performance.now();
      await client.query(text);
      steps[name] = Math.round(performance.now() - t);
    }
  } finally {
    client.release();
  }
  return steps;
}

export async function feedSeedCounts(pool: pg.Pool): Promise<Record<string, number>> {
  const { rows } = await pool.query(`
    select (select count(*) from "user" where email like 'feed%@bench.local')::int as members,
           (select count(*) from user_profiles where is_private)::int as private_members,
           (select count(*) from user_profiles where cardinality(sensitive_themes) > 0)::int as with_sensitive_themes,
           (select count(*) from posts)::int as posts,
           (select count(*) from posts where moderation_state <> 'visible')::int as posts_held_or_hidden,
           (select count(*) from posts where cardinality(themes) > 0)::int as posts_with_themes,
           (select max(c) from (select count(*) c from posts group by user_id) x)::int as most_posts_by_one_author,
           (select count(*) from post_likes)::int as likes,
           (select count(*) from post_comments)::int as comments,
           (select count(*) from follows)::int as follows,
           (select count(*) from follows where status = 'pending')::int as follows_pending,
           (select count(*) from blocks)::int as blocks,
           (select count(*) from mutes)::int as mutes,
           (select count(*) from mutes where until is not null and until <= now())::int as mutes_expired,
           (select count(distinct x) from (select blocker_id x from blocks union select muter_id from mutes) s)::int
             as members_blocking_or_muting`);
  return rows[0];
}
