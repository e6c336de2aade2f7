// What the write check needs to know about a writer: the account's age, any posting mute, and the
// language they read Saathi in (for the date in the mute's message).
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";

/** What the write check reads about a writer. */
export interface Writer {
  createdAt: Date;
  postingMutedUntil: Date | null;
  locale: string | null;
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
  };
}

export type WriteCheckRepository = ReturnType<typeof createWriteCheckRepository>;
