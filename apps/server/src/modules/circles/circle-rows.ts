// The rows of circles, meetings, seats and waitlists as the circles repositories read them, and the few
// SQL pieces they share (a live seat, a Postgres array literal, one seat's update).
import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { personRow } from "../../platform/db/person-columns.ts";
import {
  type circleOccurrences,
  circleSeats,
  type circles,
  type circleWaitlist,
} from "../../platform/db/schema/circles.ts";

export type CircleRow = typeof circles.$inferSelect;
export type OccurrenceRow = typeof circleOccurrences.$inferSelect;
export type SeatRow = typeof circleSeats.$inferSelect;
export type WaitlistRow = typeof circleWaitlist.$inferSelect;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Why the batched take did not seat a member: final ('full', 'closed'), or for the locked path's rules. */
export type SeatTakeRefusal = "full" | "closed" | "waiting" | "mine" | "stale" | "blocked";

/** What a decision under a meeting's lock sees: live seats, live offers and who waits, in order. */
export interface OccurrenceState {
  occurrence: OccurrenceRow;
  circle: CircleRow;
  live: SeatRow[];
  offers: WaitlistRow[];
  waiting: WaitlistRow[];
  /** Seats and offers let go on this lock (dead holds, lapsed offers). */
  released: { holds: SeatRow[]; offers: WaitlistRow[] };
}

export const listedCircleRow = z.object({
  circle_id: z.string(),
  expert_id: z.string(),
  topic: z.string(),
  language: z.string(),
  title: z.string(),
  ground_rules: z.string(),
  minutes: z.number(),
  seats: z.number(),
  fee: z.number(),
  cadence: z.string(),
  status: z.string(),
  person: personRow,
});
export type ListedCircleRow = z.infer<typeof listedCircleRow>;

export const occurrenceCountsRow = z.object({
  id: z.string(),
  circle_id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.string(),
  seats: z.number(),
  taken: z.number(),
  waiting: z.number(),
});
export type OccurrenceCountsRow = z.infer<typeof occurrenceCountsRow>;

/** A Postgres array literal of strings, each quoted (a nickname may hold commas, quotes or braces). */
export const pgArray = (xs: string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(",")}}`;

export const liveSeat = sql`(s.status = 'confirmed' or (s.status = 'held' and s.hold_expires_at > now()))`;

export async function setSeat(tx: Tx | Db, id: string, set: Partial<typeof circleSeats.$inferInsert>) {
  const [row] = await tx
    .update(circleSeats)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(circleSeats.id, id))
    .returning();
  return row ?? null;
}
