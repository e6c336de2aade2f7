import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { ageNeededSql } from "../young-people/index.ts";

export type ProfileRow = typeof userProfiles.$inferSelect;

export function createProfilesRepository(db: Db) {
  const ageFacts = async (userId: string): Promise<{ minor: boolean; ageNeeded: boolean }> => {
    const rows = await queryRows(
      db,
      z.object({ minor: z.boolean(), age_needed: z.boolean() }),
      sql`select exists (select 1 from member_ages where user_id = ${userId} and adult_on > current_date) as minor,
        ${ageNeededSql(userId)} as age_needed`,
    );
    return { minor: rows[0]?.minor ?? false, ageNeeded: rows[0]?.age_needed ?? false };
  };
  return {
    /** Creates the profile row of a new account; a second call for the same user does nothing. */
    async createForUser(input: {
      userId: string;
      firstName: string | null;
      lastName: string | null;
      displayName: string | null;
      role: string;
    }): Promise<void> {
      await db.insert(userProfiles).values(input).onConflictDoNothing();
    },
    /** Writes only the given fields. Throws the driver's error (23505 on a taken username). */
    async update(userId: string, fields: Partial<typeof userProfiles.$inferInsert>): Promise<ProfileRow | null> {
      const rows = await db
        .update(userProfiles)
        .set({ ...fields, updatedAt: new Date() })
        .where(eq(userProfiles.userId, userId))
        .returning();
      return rows[0] ?? null;
    },
    /** Whether the member is under 18 today (young-people's member_ages: the day they turn 18). */
    async isMinor(userId: string): Promise<boolean> {
      return (await ageFacts(userId)).minor;
    },
    /** Under 18 today, and whether their age is still to be asked (a social sign-in without one). */
    ageFacts,
    async findByUserId(userId: string): Promise<ProfileRow | null> {
      const rows = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type ProfilesRepository = ReturnType<typeof createProfilesRepository>;
