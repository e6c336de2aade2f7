// Seat holders' reminders whose email or push failed, waiting for their next try (circle_reminder_retries).
// A due retry is claimed by one worker (FOR UPDATE SKIP LOCKED, and its next try moved past a lease in
// the same statement), then finished with what that try did. Reads and writes only.
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../platform/db/client.ts";
import { circleOccurrences, circleReminderRetries, circleSeats, circles } from "../../platform/db/schema/circles.ts";
import { queryRows } from "../../platform/db/typed-query.ts";

export interface ReminderRetryPatch {
  status: "pending" | "sent" | "failed" | "dropped";
  attempts: number;
  channels: string[];
  nextAttemptAt: Date | null;
  lastError: string | null;
}

const claimedRow = z.object({ id: z.string(), seat_id: z.string() });

export function createCircleReminderRetriesRepository(db: Db) {
  return {
    /** A first try failed on these channels: the next try is due at `nextAttemptAt`. */
    async scheduleRetry(r: {
      seatId: string;
      kind: "24h" | "1h";
      channels: string[];
      nextAttemptAt: Date;
      lastError: string;
    }) {
      const set = {
        channels: r.channels,
        attempts: 1,
        status: "pending",
        nextAttemptAt: r.nextAttemptAt,
        lastError: r.lastError,
        updatedAt: new Date(),
      };
      await db
        .insert(circleReminderRetries)
        .values({ seatId: r.seatId, kind: r.kind, ...set })
        .onConflictDoUpdate({ target: [circleReminderRetries.seatId, circleReminderRetries.kind], set });
    },

    /** The retries due at `now`, claimed for `leaseMs`, with their seat, meeting and circle. */
    async claimRetries(now: Date, leaseMs: number, limit = 100) {
      const claimed = await queryRows(
        db,
        claimedRow,
        sql`update circle_reminder_retries r set next_attempt_at = ${new Date(now.getTime() + leaseMs)}, updated_at = now()
          where r.id in (select id from circle_reminder_retries where status = 'pending' and next_attempt_at <= ${now}
            order by next_attempt_at limit ${limit} for update skip locked)
          returning r.id, r.seat_id`,
      );
      if (claimed.length === 0) return [];
      return db
        .select({ retry: circleReminderRetries, seat: circleSeats, occurrence: circleOccurrences, circle: circles })
        .from(circleReminderRetries)
        .innerJoin(circleSeats, eq(circleSeats.id, circleReminderRetries.seatId))
        .innerJoin(circleOccurrences, eq(circleOccurrences.id, circleSeats.occurrenceId))
        .innerJoin(circles, eq(circles.id, circleOccurrences.circleId))
        .where(
          inArray(
            circleReminderRetries.id,
            claimed.map((r) => r.id),
          ),
        );
    },

    async finishRetry(id: string, patch: ReminderRetryPatch) {
      await db
        .update(circleReminderRetries)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(circleReminderRetries.id, id));
    },
  };
}
