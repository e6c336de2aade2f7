import { and, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { follows } from "../../platform/db/schema/social.ts";

export type FollowStatus = "accepted" | "pending";

export function createFollowsRepository(db: Db) {
  return {
    async find(followerId: string, followingId: string): Promise<FollowStatus | null> {
      const rows = await db
        .select({ status: follows.status })
        .from(follows)
        .where(and(eq(follows.followerId, followerId), eq(follows.followingId, followingId)))
        .limit(1);
      return (rows[0]?.status as FollowStatus | undefined) ?? null;
    },
    /** Inserts the follow; an existing one is kept as it is. Returns whether a row was created. */
    async insert(followerId: string, followingId: string, status: FollowStatus): Promise<boolean> {
      const rows = await db
        .insert(follows)
        .values({ followerId, followingId, status })
        .onConflictDoNothing()
        .returning({ f: follows.followerId });
      return rows.length > 0;
    },
    /** Deletes the follow or request; returns the status it had, or null if there was none. */
    async delete(followerId: string, followingId: string, onlyStatus?: FollowStatus): Promise<FollowStatus | null> {
      const rows = await db
        .delete(follows)
        .where(
          and(
            eq(follows.followerId, followerId),
            eq(follows.followingId, followingId),
            onlyStatus ? eq(follows.status, onlyStatus) : undefined,
          ),
        )
        .returning({ status: follows.status });
      return (rows[0]?.status as FollowStatus | undefined) ?? null;
    },
    /** pending → accepted; false when there was no pending request. */
    async accept(followerId: string, followingId: string): Promise<boolean> {
      const rows = await db
        .update(follows)
        .set({ status: "accepted" })
        .where(
          and(eq(follows.followerId, followerId), eq(follows.followingId, followingId), eq(follows.status, "pending")),
        )
        .returning({ f: follows.followerId });
      return rows.length > 0;
    },
    async counts(userId: string): Promise<{ followers: number; following: number }> {
      const [followers] = await db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followingId, userId), eq(follows.status, "accepted")));
      const [following] = await db
        .select({ n: count() })
        .from(follows)
        .where(and(eq(follows.followerId, userId), eq(follows.status, "accepted")));
      return { followers: followers?.n ?? 0, following: following?.n ?? 0 };
    },
    /** Ids of the people who follow `userId` (accepted) or whom `userId` follows. */
    async listIds(userId: string, direction: "followers" | "following", limit: number): Promise<string[]> {
      const mine = direction === "followers" ? follows.followingId : follows.followerId;
      const other = direction === "followers" ? follows.followerId : follows.followingId;
      const rows = await db
        .select({ id: other })
        .from(follows)
        .where(and(eq(mine, userId), eq(follows.status, "accepted")))
        .orderBy(sql`${follows.createdAt} desc`)
        .limit(limit);
      return rows.map((r) => r.id);
    },
  };
}

export type FollowsRepository = ReturnType<typeof createFollowsRepository>;
