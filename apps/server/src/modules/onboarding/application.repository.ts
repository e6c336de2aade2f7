// The expert's own application and its documents. Every write that the expert makes is
// conditional on the application being editable (draft or changes_requested) in the same statement,
// so a review that starts meanwhile is never changed under the reviewer.
import type { ApplicationDetails, DocumentKind } from "@saathi/contract/expert-application";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { expertProfiles } from "../../platform/db/schema/experts.ts";
import { expertApplicationDocuments, expertApplications } from "../../platform/db/schema/trust.ts";

const EDITABLE = ["draft", "changes_requested"];

export type ApplicationRow = typeof expertApplications.$inferSelect;
export type DocumentRow = typeof expertApplicationDocuments.$inferSelect;

export function createApplicationRepository(db: Db) {
  return {
    /** The application (null when the expert never saved one), its documents and the listing marks. */
    async load(expertId: string) {
      const [app] = await db.select().from(expertApplications).where(eq(expertApplications.expertId, expertId));
      const [docs, [profile]] = await Promise.all([
        db
          .select()
          .from(expertApplicationDocuments)
          .where(eq(expertApplicationDocuments.expertId, expertId))
          .orderBy(asc(expertApplicationDocuments.createdAt), asc(expertApplicationDocuments.id)),
        db
          .select({
            publishedAt: expertProfiles.publishedAt,
            verifiedUntil: expertProfiles.verifiedUntil,
            badge: expertProfiles.verifiedBadge,
          })
          .from(expertProfiles)
          .where(eq(expertProfiles.userId, expertId)),
      ]);
      return { app: app ?? null, docs, profile: profile ?? null };
    },

    /** Creates the draft row if there is none (idempotent). */
    async ensure(expertId: string) {
      await db.insert(expertApplications).values({ expertId }).onConflictDoNothing();
    },

    /** Saves the credentials; false when the application is not editable. */
    async saveDetails(expertId: string, d: ApplicationDetails): Promise<boolean> {
      const values = {
        practitionerKind: d.practitionerKind,
        qualification: d.qualification,
        institution: d.institution,
        professionalBody: d.professionalBody?.trim() || (d.practitionerKind === "clinical_psychologist" ? "RCI" : null),
        registrationNumber: d.registrationNumber?.trim() || null,
        yearsOfPractice: d.yearsOfPractice,
        updatedAt: new Date(),
      };
      await this.ensure(expertId);
      const rows = await db
        .update(expertApplications)
        .set(values)
        .where(and(eq(expertApplications.expertId, expertId), inArray(expertApplications.status, EDITABLE)))
        .returning({ id: expertApplications.expertId });
      return rows.length > 0;
    },

    async countOfKind(expertId: string, kind: DocumentKind): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(expertApplicationDocuments)
        .where(and(eq(expertApplicationDocuments.expertId, expertId), eq(expertApplicationDocuments.kind, kind)));
      return row?.n ?? 0;
    },

    /** Records a stored document while the application is editable; null otherwise. */
    async addDocument(doc: Omit<typeof expertApplicationDocuments.$inferInsert, "id" | "createdAt">) {
      return db.transaction(async (tx) => {
        const [app] = await tx
          .select({ status: expertApplications.status })
          .from(expertApplications)
          .where(eq(expertApplications.expertId, doc.expertId))
          .for("update");
        if (!app || !EDITABLE.includes(app.status)) return null;
        const [row] = await tx.insert(expertApplicationDocuments).values(doc).returning();
        return row ?? null;
      });
    },

    findDocument: async (expertId: string, id: string): Promise<DocumentRow | null> => {
      const [row] = await db
        .select()
        .from(expertApplicationDocuments)
        .where(and(eq(expertApplicationDocuments.id, id), eq(expertApplicationDocuments.expertId, expertId)));
      return row ?? null;
    },

    /** Deletes the expert's document while the application is editable; the removed row or null. */
    async deleteDocument(expertId: string, id: string): Promise<DocumentRow | null> {
      const [row] = await db
        .delete(expertApplicationDocuments)
        .where(
          and(
            eq(expertApplicationDocuments.id, id),
            eq(expertApplicationDocuments.expertId, expertId),
            sql`exists(select 1 from expert_applications a where a.expert_id = ${expertId} and a.status in ('draft', 'changes_requested'))`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** draft | changes_requested → submitted; false when it was not editable (a repeat or a race). */
    async markSubmitted(expertId: string): Promise<boolean> {
      const rows = await db
        .update(expertApplications)
        .set({ status: "submitted", submittedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(expertApplications.expertId, expertId), inArray(expertApplications.status, EDITABLE)))
        .returning({ id: expertApplications.expertId });
      return rows.length > 0;
    },
  };
}

export type ApplicationRepository = ReturnType<typeof createApplicationRepository>;
