// Reads and writes consents. Withdrawing the sensitive consent also deletes what it covered (journal
// entries, assessment results) in the SAME transaction: the consent is never gone while the data stays.
import { and, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { consents } from "../../platform/db/schema/account.ts";
import { assessmentResults } from "../../platform/db/schema/assessments.ts";
import { crisisOutcomes } from "../../platform/db/schema/care.ts";
import { moderationItems } from "../../platform/db/schema/safety.ts";
import { journalEntries } from "../../platform/db/schema/wellness.ts";

export type ConsentRow = typeof consents.$inferSelect;

export function createConsentsRepository(db: Db) {
  return {
    listByUser: (userId: string) =>
      db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.givenAt)),
    insert: (rows: { userId: string; purpose: string; version: string }[]) => db.insert(consents).values(rows),
    /** Withdraws the sensitive consent and deletes the member's journal entries and results at once. */
    withdrawSensitive: (userId: string) =>
      db.transaction(async (tx) => {
        const withdrawn = await tx
          .update(consents)
          .set({ withdrawnAt: new Date() })
          .where(and(eq(consents.userId, userId), eq(consents.purpose, "sensitive"), isNull(consents.withdrawnAt)))
          .returning({ id: consents.id });
        const journal = await tx
          .delete(journalEntries)
          .where(eq(journalEntries.userId, userId))
          .returning({ id: journalEntries.id });
        const results = await tx
          .delete(assessmentResults)
          .where(eq(assessmentResults.userId, userId))
          .returning({ id: assessmentResults.id });
        return { withdrawn: withdrawn.length > 0, journalEntries: journal.length, assessments: results.length };
      }),
    /**
     * Withdraws safety_review and takes the member's flagged words out of the review set at once
     * (the outcomes and signals stay: they name nobody).
     */
    withdrawSafetyReview: (userId: string) =>
      db.transaction(async (tx) => {
        const withdrawn = await tx
          .update(consents)
          .set({ withdrawnAt: new Date() })
          .where(and(eq(consents.userId, userId), eq(consents.purpose, "safety_review"), isNull(consents.withdrawnAt)))
          .returning({ id: consents.id });
        const own = tx
          .select({ id: moderationItems.id })
          .from(moderationItems)
          .where(eq(moderationItems.authorId, userId));
        await tx
          .update(crisisOutcomes)
          .set({ text: null })
          .where(and(isNotNull(crisisOutcomes.text), inArray(crisisOutcomes.itemId, own)));
        return { withdrawn: withdrawn.length > 0 };
      }),
  };
}

export type ConsentsRepository = ReturnType<typeof createConsentsRepository>;
