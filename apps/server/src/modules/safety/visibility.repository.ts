// Blocks, mutes and sensitive themes: reads and writes only (rules in visibility.policy.ts, checks in visibility.service.ts).
import { and, desc, eq, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { type PersonRow, personById } from "../../platform/db/person-columns.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { blocks, mutes } from "../../platform/db/schema/safety.ts";
import { muteLive } from "../../platform/db/visibility.ts";

export function createVisibilityRepository(db: Db) {
  return {
    /** The block rows between two members, either way (zero, one or two). */
    between(a: string, b: string) {
      return db
        .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
        .from(blocks)
        .where(
          or(
            and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)),
            and(eq(blocks.blockerId, b), eq(blocks.blockedId, a)),
          ),
        );
    },
    /** Blocks and ends follows and requests both ways, in one transaction. Returns whether it is new. */
    async block(blockerId: string, blockedId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const r = await tx.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing().returning();
        await tx.execute(sql`delete from follows where (follower_id = ${blockerId} and following_id = ${blockedId})
          or (follower_id = ${blockedId} and following_id = ${blockerId})`);
        // Their pending follow-request notifications go too (the request is gone).
        await tx.execute(sql`delete from notifications where type = 'follow_request' and
          ((user_id = ${blockerId} and data->>'actor_id' = ${blockedId}) or (user_id = ${blockedId} and data->>'actor_id' = ${blockerId}))`);
        return r.length > 0;
      });
    },
    async unblock(blockerId: string, blockedId: string): Promise<boolean> {
      const r = await db
        .delete(blocks)
        .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
        .returning();
      return r.length > 0;
    },
    listBlocked(blockerId: string): Promise<{ person: PersonRow | null; createdAt: Date }[]> {
      return db
        .select({ person: personById(sql`${blocks.blockedId}`), createdAt: blocks.createdAt })
        .from(blocks)
        .where(eq(blocks.blockerId, blockerId))
        .orderBy(desc(blocks.createdAt));
    },
    async mute(muterId: string, mutedId: string, until: Date | null): Promise<void> {
      await db
        .insert(mutes)
        .values({ muterId, mutedId, until })
        .onConflictDoUpdate({ target: [mutes.muterId, mutes.mutedId], set: { until, createdAt: new Date() } });
    },
    async unmute(muterId: string, mutedId: string): Promise<boolean> {
      const r = await db
        .delete(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .returning();
      return r.length > 0;
    },
    /** Mutes still in force, newest first. */
    listMuted(muterId: string): Promise<{ person: PersonRow | null; until: Date | null; createdAt: Date }[]> {
      return db
        .select({ person: personById(sql`${mutes.mutedId}`), until: mutes.until, createdAt: mutes.createdAt })
        .from(mutes)
        .where(and(eq(mutes.muterId, muterId), muteLive(mutes.until)))
        .orderBy(desc(mutes.createdAt));
    },
    async mutedUntil(muterId: string, mutedId: string): Promise<{ until: Date | null } | null> {
      const r = await db
        .select({ until: mutes.until })
        .from(mutes)
        .where(and(eq(mutes.muterId, muterId), eq(mutes.mutedId, mutedId)))
        .limit(1);
      return r[0] ?? null;
    },
    async sensitiveThemes(userId: string): Promise<string[]> {
      const r = await db
        .select({ t: userProfiles.sensitiveThemes })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId))
        .limit(1);
      return r[0]?.t ?? [];
    },
    async setSensitiveThemes(userId: string, themes: string[]): Promise<void> {
      await db.update(userProfiles).set({ sensitiveThemes: themes }).where(eq(userProfiles.userId, userId));
    },
  };
}

export type VisibilityRepository = ReturnType<typeof createVisibilityRepository>;
