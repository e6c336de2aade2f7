// Reads and writes consents. Withdrawing the sensitive consent also deletes what it covered (journal
// entries, assessment results) in the SAME transaction: the consent is never gone while the data stays.
import { and, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { leftJoinPerson, personColumns, personRow } from "../../platform/db/person-columns.ts";
import { consents } from "../../platform/db/schema/account.ts";
import { assessmentResults } from "../../platform/db/schema/assessments.ts";
import { crisisOutcomes } from "../../platform/db/schema/care.ts";
import { moderationItems } from "../../platform/db/schema/safety.ts";
import { journalEntries } from "../../platform/db/schema/wellness.ts";
import { queryRows } from "../../platform/db/typed-query.ts";
import { sensitiveConsentTurn } from "./index.ts";

export type ConsentRow = typeof consents.$inferSelect;

/** The latest care_scores record per expert, with the expert's profile and the pair's care link. */
const careScoresRow = z.object({
  expert_id: z.string(),
  link_id: z.string().nullable(),
  version: z.string(),
  given_at: z.string(),
  withdrawn_at: z.string().nullable(),
  person: personRow.nullable(),
});
export type CareScoresConsentRow = z.infer<typeof careScoresRow>;

export function createConsentsRepository(db: Db) {
  return {
    listByUser: (userId: string) =>
      db.select().from(consents).where(eq(consents.userId, userId)).orderBy(desc(consents.givenAt)),
    insert: (rows: { userId: string; purpose: string; version: string; expertId?: string }[]) =>
      db.insert(consents).values(rows),
    /** The member's latest care_scores record for each expert (one row per expert). */
    careScoresLatest: (userId: string) =>
      queryRows(
        db,
        careScoresRow,
        sql`select c.expert_id, l.id as link_id, c.version, c.given_at, c.withdrawn_at, ${personColumns}
          from (select distinct on (expert_id) expert_id, version, given_at, withdrawn_at from consents
                where user_id = ${userId} and purpose = 'care_scores' order by expert_id, given_at desc) c
          left join care_links l on l.expert_id = c.expert_id and l.member_id = ${userId}
          ${leftJoinPerson(sql`c.expert_id`)}
          order by c.given_at desc`,
      ),
    /** Withdraws the member's care_scores consent for one expert (the answers stay the member's own). */
    withdrawCareScores: (userId: string, expertId: string) =>
      db
        .update(consents)
        .set({ withdrawnAt: new Date() })
        .where(
          and(
            eq(consents.userId, userId),
            eq(consents.purpose, "care_scores"),
            eq(consents.expertId, expertId),
            isNull(consents.withdrawnAt),
          ),
        ),
    /** Withdraws the sensitive consent and deletes the member's journal entries and results at once. */
    withdrawSensitive: (userId: string) =>
      db.transaction(async (tx) => {
        // A store under this consent that is running finishes first (and is deleted below), or waits and is refused.
        await tx.execute(sensitiveConsentTurn(userId));
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
