// Ends one live seat in a meeting still to come, under the meeting's lock: a hold expires, a confirmed seat
// is cancelled by whoever's side ends it, and the freed place is offered to whoever waits. Null when the seat
// is no longer live or the meeting has begun or ended, so a second caller (an event, then a sweep) changes
// nothing. Shared by what takes a member out of meetings: leaving Saathi, a suspension, a block.
import type { CircleWaitlistService } from "./circle-waitlist.service.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface SeatEndDeps {
  repo: Pick<CirclesRepository, "withOccurrenceLock" | "setSeat">;
  waitlist: Pick<CircleWaitlistService, "offerFreeSeats">;
  now: () => number;
}

export function createSeatEnd(d: SeatEndDeps) {
  return (occurrenceId: string, seatId: string, by: "member" | "host" | "admin") =>
    d.repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
      const seat = st.live.find((x) => x.id === seatId);
      if (!seat || st.occurrence.status !== "scheduled" || st.occurrence.startsAt.getTime() <= d.now()) return null;
      const row = await d.repo.setSeat(tx, seat.id, {
        status: seat.status === "held" ? "expired" : "cancelled",
        cancelledBy: by,
        cancelledAt: new Date(d.now()),
        holdExpiresAt: null,
      });
      const after = { ...st, live: st.live.filter((x) => x.id !== seat.id) };
      return { was: seat.status, seat: row ?? seat, offers: await d.waitlist.offerFreeSeats(after, tx), st };
    });
}
