// A block between a member and a circle's host ends the member's seats in that host's meetings still to
// come (decision 042, amended): the room would put the pair together, so nobody keeps paying for a seat
// beside someone they blocked, or who blocked them. Each seat is ended as the blocker's own side would end
// it: a member's block is the member's cancellation, a host's block the host's. A hold simply ends (a
// payment that still arrives is given back by the settle step, as any payment after its hold); a confirmed
// seat is cancelled and, when paid, refunded in full through the seat's own refund path (claimed, leased,
// retried by `circles-retry-refunds`), whatever the member's cutoff. The freed seat goes to whoever waits.
// Both are told in the ordinary cancellation words; nothing names the block, and the host's notice never
// names the member. The member's waitlist places in those meetings are left too, silently (a place has no
// money and no words of its own, and any words would tell the member of a host's block); the seat an offered
// place kept passes to the next in line, who hears of it as of any offer. A meeting already under way is
// left alone. (A new seat or place across a block is refused at booking: circle-seats, circle-waitlist.)
//
// Two callers, as for sessions: the "block.made" event, right after the block, and the minute sweep
// over every block (`circles-end-blocked-seats`), which finishes what an event did not. Both are
// idempotent: a seat or a place is ended under its meeting's lock only while it is still live, so it is
// cancelled, told and refunded once, whichever runs first.
import { CIRCLE_MSG } from "@saathi/contract/circles";
import type { Logger } from "pino";
import type { DomainEvents } from "../../platform/modules/domain-events.ts";
import type { BoundPlace, BoundSeat } from "./circle-block-seats.repository.ts";
import type { CircleCheckoutService } from "./circle-checkout.service.ts";
import type { CircleNotices } from "./circle-notices.ts";
import { createSeatEnd } from "./circle-seat-end.ts";
import type { CircleWaitlistService } from "./circle-waitlist.service.ts";
import { refundOwed } from "./circles.policy.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface CircleBlockSeatsDeps {
  repo: CirclesRepository;
  notices: CircleNotices;
  waitlist: Pick<CircleWaitlistService, "offerFreeSeats" | "endPlace">;
  checkout: Pick<CircleCheckoutService, "sendRefund">;
  log: Logger;
  now: () => number;
}

export interface SeatEndings {
  /** Confirmed seats cancelled (refunded when paid). */
  cancelled: number;
  /** Holds ended before their payment. */
  released: number;
  /** Waitlist places left (waiting or offered). */
  placesLeft: number;
  /** Seats and places whose ending failed (logged; the next sweep tries again). */
  failed: number;
}

const nothingEnded = (): SeatEndings => ({ cancelled: 0, released: 0, placesLeft: 0, failed: 0 });

export function createCircleBlockSeatsService(d: CircleBlockSeatsDeps) {
  const { repo, notices, checkout, waitlist } = d;
  const endSeat = createSeatEnd(d);

  /** Ends one seat under its meeting's lock; null when it is no longer live or the meeting has begun. */
  const end = async (b: BoundSeat) => {
    const by = b.blocker_id === b.member_id ? "member" : "host";
    const done = await endSeat(b.occurrence_id, b.id, by);
    if (!done) return null;
    const { occurrence, circle } = done.st;
    // The money first: the seat is marked owed, so a failure here is retried by the refund job.
    if (refundOwed(done.seat)) await checkout.sendRefund(done.seat.id);
    await notices.tellOffers(done.offers, occurrence, circle);
    const host = circle.expertId;
    const toMember = by === "member" ? CIRCLE_MSG.seatCancelledByYou : CIRCLE_MSG.seatCancelledByHost;
    await notices.tell(done.seat.memberId, host, occurrence, circle, toMember);
    // The host hears of a confirmed seat as of any member's cancellation, with themselves as the actor:
    // the notice never carries who held it.
    if (done.was === "confirmed") {
      const toHost = by === "member" ? CIRCLE_MSG.hostSeatCancelledByMember : CIRCLE_MSG.hostSeatCancelledByYou;
      await notices.tell(host, host, occurrence, circle, toHost);
    }
    return done.was;
  };

  const endSeats = async (rows: BoundSeat[], out: SeatEndings) => {
    for (const b of rows) {
      try {
        const was = await end(b);
        if (was === "held") out.released++;
        else if (was === "confirmed") out.cancelled++;
      } catch (err) {
        out.failed++;
        d.log.error({ err, seatId: b.id }, "a circle seat between a blocked pair was not ended; the sweep retries");
      }
    }
  };

  /** Leaves each place still live; whoever is offered its seat is told as of any offer. */
  const endPlaces = async (rows: BoundPlace[], out: SeatEndings) => {
    for (const p of rows) {
      try {
        const done = await waitlist.endPlace(p.occurrence_id, p.id);
        if (!done) continue;
        out.placesLeft++;
        await notices.tellOffers(done.offers, done.st.occurrence, done.st.circle);
      } catch (err) {
        out.failed++;
        d.log.error(
          { err, placeId: p.id },
          "a circle waitlist place between a blocked pair was not left; the sweep retries",
        );
      }
    }
  };

  return {
    /** "block.made": never throws (the block stands, and the other modules still react). */
    async blockMade({ blockerId, blockedId }: DomainEvents["block.made"]): Promise<SeatEndings> {
      const out = nothingEnded();
      try {
        await endSeats(await repo.seatsBetween(blockerId, blockedId), out);
        await endPlaces(await repo.placesBetween(blockerId, blockedId), out);
      } catch (err) {
        out.failed++;
        d.log.error({ err }, "circle seats or places between a blocked pair were not read; the sweep retries");
      }
      return out;
    },

    /** The minute sweep: seats and places to come between any blocked member and host (what an event missed). */
    async sweepBlockedSeats(): Promise<SeatEndings> {
      const out = nothingEnded();
      await endSeats(await repo.seatsAcrossBlocks(), out);
      await endPlaces(await repo.placesAcrossBlocks(), out);
      if (out.cancelled || out.released || out.placesLeft)
        d.log.warn(out, "the sweep ended circle seats or waitlist places a block had left");
      return out;
    },
  };
}

export type CircleBlockSeatsService = ReturnType<typeof createCircleBlockSeatsService>;
