// A guardian's consent to one booking (decision 038): reads and writes of guardian_booking_consents,
// and the guardian's contact from their standing consent. Reads and writes only.
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { guardianBookingConsents, guardianConsents } from "../../platform/db/schema/young-people.ts";

export type GuardianBookingRow = typeof guardianBookingConsents.$inferSelect;

export function createGuardianBookingRepository(db: Db) {
  return {
    async insert(row: typeof guardianBookingConsents.$inferInsert) {
      const [created] = await db.insert(guardianBookingConsents).values(row).returning();
      if (!created) throw new Error("guardian booking consent not stored");
      return created;
    },
    async byTokenHash(tokenHash: string) {
      const [row] = await db
        .select()
        .from(guardianBookingConsents)
        .where(eq(guardianBookingConsents.tokenHash, tokenHash));
      return row ?? null;
    },
    async byBooking(bookingId: string) {
      const [row] = await db
        .select()
        .from(guardianBookingConsents)
        .where(eq(guardianBookingConsents.bookingId, bookingId));
      return row ?? null;
    },
    /** A young person's consents still waiting on their guardian, newest first. */
    async waitingFor(minorId: string) {
      return db
        .select()
        .from(guardianBookingConsents)
        .where(
          and(
            eq(guardianBookingConsents.minorId, minorId),
            sql`${guardianBookingConsents.status} in ('pending', 'consented')`,
          ),
        )
        .orderBy(desc(guardianBookingConsents.createdAt))
        .limit(20);
    },
    /** Moves a row from one of `from` to `patch`; false when it had moved on already (a race lost). */
    async transition(id: string, from: string[], patch: Partial<typeof guardianBookingConsents.$inferInsert>) {
      const rows = await db
        .update(guardianBookingConsents)
        .set(patch)
        .where(and(eq(guardianBookingConsents.id, id), inArray(guardianBookingConsents.status, from)))
        .returning({ id: guardianBookingConsents.id });
      return rows.length > 0;
    },
    /** Rows still waiting on these bookings (their holds just ran out): expired, answered now. */
    async expireFor(bookingIds: string[], at: Date) {
      if (bookingIds.length === 0) return [];
      return db
        .update(guardianBookingConsents)
        .set({ status: "expired", answeredAt: at })
        .where(
          and(
            inArray(guardianBookingConsents.bookingId, bookingIds),
            sql`${guardianBookingConsents.status} in ('pending', 'consented')`,
          ),
        )
        .returning();
    },
    /** The guardian's email and phone from the consent in force (null: no consent stands). */
    async guardianContact(minorId: string) {
      const [row] = await db
        .select({ email: guardianConsents.guardianEmail, phone: guardianConsents.guardianPhone })
        .from(guardianConsents)
        .where(and(eq(guardianConsents.minorId, minorId), eq(guardianConsents.status, "consented")))
        .orderBy(desc(guardianConsents.createdAt))
        .limit(1);
      return row?.email ? row : null;
    },
  };
}

export type GuardianBookingRepository = ReturnType<typeof createGuardianBookingRepository>;
