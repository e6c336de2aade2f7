// The expert's onboarding draft: expert_profiles plus session types, specialisations and weekly schedule,
// always written together in one transaction (delete-then-insert for the child rows, spec §7).
import type { OnboardingProfile } from "@saathi/contract/onboarding";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import {
  expertProfiles,
  expertSessionTypes,
  expertSpecializations,
  expertWeeklySchedule,
} from "../../platform/db/schema/experts.ts";
import { userProfiles } from "../../platform/db/schema/profiles.ts";
import { anyRow, queryRows } from "../../platform/db/typed-query.ts";

export function createOnboardingRepository(db: Db) {
  return {
    async load(userId: string) {
      const [profile] = await db.select().from(expertProfiles).where(eq(expertProfiles.userId, userId));
      if (!profile) return null;
      const [types, specs, schedule] = await Promise.all([
        db.select().from(expertSessionTypes).where(eq(expertSessionTypes.userId, userId)),
        db.select().from(expertSpecializations).where(eq(expertSpecializations.userId, userId)),
        db
          .select()
          .from(expertWeeklySchedule)
          .where(eq(expertWeeklySchedule.userId, userId))
          .orderBy(expertWeeklySchedule.weekday, expertWeeklySchedule.startTime),
      ]);
      return { profile, types, specs, schedule };
    },

    async save(userId: string, p: OnboardingProfile) {
      const values = {
        fullName: p.fullName,
        phoneNumber: p.phone,
        city: p.city,
        state: p.state,
        country: p.country,
        pincode: p.pincode,
        languages: p.languages,
        bio: p.bio,
        counsellingWorkStatus: p.workStatus,
        otherProfession: p.currentProfession,
        academicBackground: p.academicBackground,
        journey: p.journey,
        yearsExperience: p.yearsExperience,
        clientExperience: p.clientExperience,
        hourlyRate: p.hourlyRate * 100,
        offersFreeConsultation: p.offersFreeConsultation,
        payoutExpectation: p.payoutExpectation,
        typicalSessionDurationMinutes: p.sessionDurationMinutes,
        confirmedNonMedical: p.confirmedNonMedical,
        acceptedTerms: p.acceptedTerms,
        gender: p.gender,
        updatedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(expertProfiles)
          .values({ userId, ...values })
          .onConflictDoUpdate({ target: expertProfiles.userId, set: values });
        await tx.delete(expertSessionTypes).where(eq(expertSessionTypes.userId, userId));
        await tx.insert(expertSessionTypes).values(p.sessionTypes.map((sessionType) => ({ userId, sessionType })));
        await tx.delete(expertSpecializations).where(eq(expertSpecializations.userId, userId));
        await tx
          .insert(expertSpecializations)
          .values([...new Set(p.specialisations)].map((specialization) => ({ userId, specialization })));
        await tx.delete(expertWeeklySchedule).where(eq(expertWeeklySchedule.userId, userId));
        await tx.insert(expertWeeklySchedule).values(p.weeklySchedule.map((s) => ({ userId, ...s })));
      });
    },

    /**
     * Fills the member-facing profile (name, bio, languages, a username if none yet) from the onboarding
     * answers, which ends the onboarding redirect. Listing is the admin's approval (modules/vetting).
     */
    async fillProfile(userId: string, p: OnboardingProfile, username: string | null) {
      const space = p.fullName.indexOf(" ");
      await db
        .update(userProfiles)
        .set({
          firstName: space > 0 ? p.fullName.slice(0, space) : p.fullName,
          lastName: space > 0 ? p.fullName.slice(space + 1).trim() : "",
          displayName: p.fullName,
          bio: p.bio,
          languages: p.languages,
          location: [p.city, p.state].filter(Boolean).join(", "),
          role: "expert",
          ...(username ? { username } : {}),
          updatedAt: new Date(),
        })
        .where(eq(userProfiles.userId, userId));
    },

    async hasDraft(userId: string): Promise<boolean> {
      const rows = await queryRows(db, anyRow, sql`select 1 from expert_profiles where user_id = ${userId}`);
      return rows.length > 0;
    },

    async username(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ username: userProfiles.username })
        .from(userProfiles)
        .where(eq(userProfiles.userId, userId));
      return row?.username ?? null;
    },

    async usernameTaken(username: string): Promise<boolean> {
      const rows = await queryRows(db, anyRow, sql`select 1 from user_profiles where username = ${username}`);
      return rows.length > 0;
    },
  };
}

export type OnboardingRepository = ReturnType<typeof createOnboardingRepository>;
