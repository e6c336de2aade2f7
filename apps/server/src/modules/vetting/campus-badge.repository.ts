// Reads and writes of an expert's campus badge (experts.campus_institution), the change and its audit
// record in one transaction.
import { eq } from "drizzle-orm";
import { type AuditActor, writeAudit } from "../../platform/audit/audit-log.ts";
import type { Db } from "../../platform/db/client.ts";
import { expertProfiles } from "../../platform/db/schema/experts.ts";

export function createCampusBadgeRepository(db: Db) {
  return {
    /** The expert's badge; null when there is no expert profile for this id. */
    async of(expertId: string): Promise<{ campusInstitution: string | null } | null> {
      const [row] = await db
        .select({ campusInstitution: expertProfiles.campusInstitution })
        .from(expertProfiles)
        .where(eq(expertProfiles.userId, expertId));
      return row ?? null;
    },
    /** Sets (or clears, with null) the badge and writes the audit record with it. */
    async set(expertId: string, value: string | null, audit: { actor: AuditActor; before: string | null }) {
      await db.transaction(async (tx) => {
        await tx
          .update(expertProfiles)
          .set({ campusInstitution: value, updatedAt: new Date() })
          .where(eq(expertProfiles.userId, expertId));
        await writeAudit(tx, {
          actor: audit.actor,
          action: value === null ? "expert.campus_clear" : "expert.campus_set",
          targetType: "expert",
          targetId: expertId,
          before: { campusInstitution: audit.before },
          after: { campusInstitution: value },
        });
      });
    },
  };
}

export type CampusBadgeRepository = ReturnType<typeof createCampusBadgeRepository>;
