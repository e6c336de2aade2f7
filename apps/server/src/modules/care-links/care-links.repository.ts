// Reads and writes care links (one member in one expert's care) and the one fact that lets an expert
// start care: a confirmed booking between the two.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/client.ts";
import { bookings } from "../../platform/db/schema/bookings.ts";
import { careLinks } from "../../platform/db/schema/care-between.ts";

export type CareLinkRow = typeof careLinks.$inferSelect;

export function createCareLinksRepository(db: Db) {
  return {
    async find(id: string): Promise<CareLinkRow | null> {
      const [row] = await db.select().from(careLinks).where(eq(careLinks.id, id));
      return row ?? null;
    },
    async findPair(expertId: string, memberId: string): Promise<CareLinkRow | null> {
      const [row] = await db
        .select()
        .from(careLinks)
        .where(and(eq(careLinks.expertId, expertId), eq(careLinks.memberId, memberId)));
      return row ?? null;
    },
    /** Whether the member has a confirmed booking (past or future) with the expert. */
    async hasConfirmedBooking(expertId: string, memberId: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(bookings)
        .where(and(eq(bookings.expertId, expertId), eq(bookings.clientId, memberId), eq(bookings.status, "CONFIRMED")))
        .limit(1);
      return row !== undefined;
    },
    /** The pair's link, made if missing (two racing calls get the same row). */
    async ensure(expertId: string, memberId: string): Promise<CareLinkRow> {
      await db.insert(careLinks).values({ expertId, memberId }).onConflictDoNothing();
      const row = await this.findPair(expertId, memberId);
      if (!row) throw new Error("care link insert returned nothing");
      return row;
    },
    /** Makes the missing links for every expert the member has a confirmed booking with (or, for an expert, every such member). */
    async ensureAllFor(side: "member" | "expert", userId: string): Promise<void> {
      const mine = side === "member" ? sql`client_id = ${userId}` : sql`expert_id = ${userId}`;
      await db.execute(sql`
        insert into care_links (expert_id, member_id)
        select distinct expert_id, client_id from bookings where ${mine} and status = 'CONFIRMED'
        on conflict (expert_id, member_id) do nothing`);
    },
    async listForMember(memberId: string): Promise<CareLinkRow[]> {
      return db.select().from(careLinks).where(eq(careLinks.memberId, memberId)).orderBy(desc(careLinks.startedAt));
    },
    async listForExpert(expertId: string): Promise<CareLinkRow[]> {
      return db.select().from(careLinks).where(eq(careLinks.expertId, expertId)).orderBy(desc(careLinks.startedAt));
    },
    async setInstrument(id: string, instrument: string): Promise<CareLinkRow | null> {
      const [row] = await db.update(careLinks).set({ instrument }).where(eq(careLinks.id, id)).returning();
      return row ?? null;
    },
    /** Ends active care (an ended link stays as it is: the first end decides the read-only date). */
    async end(id: string, endedAt: Date, readOnlyUntil: Date): Promise<CareLinkRow | null> {
      await db
        .update(careLinks)
        .set({ status: "ended", endedAt, readOnlyUntil })
        .where(and(eq(careLinks.id, id), eq(careLinks.status, "active")));
      return this.find(id);
    },
    /** A member who books again with an expert whose care ended comes back into active care. */
    async reopen(id: string): Promise<CareLinkRow | null> {
      const [row] = await db
        .update(careLinks)
        .set({ status: "active", endedAt: null, readOnlyUntil: null })
        .where(eq(careLinks.id, id))
        .returning();
      return row ?? null;
    },
  };
}

export type CareLinksRepository = ReturnType<typeof createCareLinksRepository>;
