// Demo social content: follows (one pending request to the private member), posts with images made
// here (soft gradients, no downloads), comments with a reply, likes. Runs once: skipped when the
// demo members already have posts.
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { z } from "zod";
import { newPostImageKey } from "../modules/feed/post-images.ts";
import type { Db } from "../platform/db/client.ts";
import { userProfiles } from "../platform/db/schema/profiles.ts";
import { follows, postComments, postLikes, posts, userCategories } from "../platform/db/schema/social.ts";
import { queryRows } from "../platform/db/typed-query.ts";
import type { Storage } from "../platform/storage/storage.ts";

const POSTS: { author: string; content: string; colors?: [string, string] }[] = [
  {
    author: "asha_rao",
    content: "Took a slow walk by the lake this evening. Ten minutes without my phone felt like a small holiday.",
    colors: ["#f6d365", "#fda085"],
  },
  {
    author: "meera_iyer",
    content: "Some days the bravest thing I do is ask for help. Today was one of those days, and it was okay.",
  },
  {
    author: "rohan.m",
    content: "Exams next week. Trying the 4-7-8 breathing before sleep. Night two and it helps a little.",
    colors: ["#a1c4fd", "#c2e9fb"],
  },
  {
    author: "asha_rao",
    content: "Gratitude list: chai with my sister, a kind message from an old friend, and the rain finally arriving.",
  },
  {
    author: "dr.kavya",
    content: "A gentle reminder: rest is not a reward you earn. It is something you need, like water.",
    colors: ["#d4fc79", "#96e6a1"],
  },
];

/** A soft two-colour gradient as a real WebP image. */
async function gradient([from, to]: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="960" height="640" fill="url(#g)"/><circle cx="720" cy="180" r="90" fill="#ffffff" fill-opacity="0.35"/></svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

export async function seedDemoSocial(db: Db, storage: Storage): Promise<void> {
  const people = await db
    .select({ id: userProfiles.userId, username: userProfiles.username })
    .from(userProfiles)
    .where(sql`${userProfiles.username} in ('asha_rao', 'meera_iyer', 'rohan.m', 'dr.kavya')`);
  const id = new Map(people.map((p) => [String(p.username), p.id]));
  const asha = id.get("asha_rao");
  const meera = id.get("meera_iyer");
  const rohan = id.get("rohan.m");
  const kavya = id.get("dr.kavya");
  if (!asha || !meera || !rohan || !kavya) return;
  const existing = await queryRows(
    db,
    z.object({ n: z.number() }),
    sql`select count(*)::int as n from posts where user_id = ${asha}`,
  );
  if ((existing[0]?.n ?? 0) > 0) return;

  await db
    .insert(follows)
    .values([
      { followerId: asha, followingId: meera, status: "accepted" },
      { followerId: meera, followingId: asha, status: "accepted" },
      { followerId: asha, followingId: rohan, status: "accepted" },
      { followerId: meera, followingId: kavya, status: "accepted" },
      { followerId: asha, followingId: kavya, status: "accepted" },
      // Meera has asked to follow Rohan's private account: he can accept or decline.
      { followerId: meera, followingId: rohan, status: "pending" },
    ])
    .onConflictDoNothing();
  await db
    .insert(userCategories)
    .values([
      { userId: asha, categoryId: "stress-anxiety" },
      { userId: rohan, categoryId: "stress-anxiety" },
      { userId: rohan, categoryId: "depression" },
      { userId: meera, categoryId: "relationship" },
    ])
    .onConflictDoNothing();
  await db.execute(sql`update user_profiles set story = bio where user_id in (${asha}, ${rohan}, ${meera})`);

  const now = Date.now();
  const ids: string[] = [];
  for (const [i, p] of POSTS.entries()) {
    const userId = id.get(p.author) as string;
    const mediaUrls: string[] = [];
    if (p.colors) {
      // Like a member's upload: private area, random name (decision 011).
      const key = newPostImageKey(userId);
      await storage.putPrivate(key, await gradient(p.colors), "image/webp");
      mediaUrls.push(key);
    }
    const at = new Date(now - (POSTS.length - i) * 3_600_000);
    const [row] = await db
      .insert(posts)
      .values({ userId, content: p.content, mediaUrls, createdAt: at, updatedAt: at })
      .returning({ id: posts.id });
    if (row) ids.push(row.id);
  }
  const [walk, , , , rest] = ids;
  if (walk && rest) {
    const [c] = await db
      .insert(postComments)
      .values({ postId: walk, userId: meera, content: "This sounds so peaceful. Saving this idea for tomorrow." })
      .returning({ id: postComments.id });
    if (c)
      await db
        .insert(postComments)
        .values({ postId: walk, userId: asha, content: "Do it! Even five minutes helps.", parentCommentId: c.id });
    await db
      .insert(postComments)
      .values({ postId: rest, userId: asha, content: "Needed to hear this today. Thank you." });
    await db
      .insert(postLikes)
      .values([
        { postId: walk, userId: meera },
        { postId: walk, userId: kavya },
        { postId: rest, userId: asha },
        { postId: rest, userId: meera },
      ])
      .onConflictDoNothing();
  }
}
