// Taking someone out of circles: deleting an account, or an admin's (or vetting's) suspension. Their
// seats in meetings to come are cancelled and refunded whatever the cutoff, their waitlist places left
// (each freed seat offered on); circles they host are cancelled, every paid seat refunded, everyone told.
import type { SessionUser } from "../../platform/auth/session.ts";
import type { CircleCheckoutService } from "./circle-checkout.service.ts";
import type { CircleHostingService } from "./circle-hosting.service.ts";
import type { CircleNotices } from "./circle-notices.ts";
import { createSeatEnd } from "./circle-seat-end.ts";
import type { CircleWaitlistService } from "./circle-waitlist.service.ts";
import { refundOwed } from "./circles.policy.ts";
import type { CirclesRepository } from "./circles.repository.ts";

/** Why a suspended host's meetings were cancelled (the members' notice says the meeting was cancelled). */
const SUSPENDED_REASON = "The host is no longer available";

export interface CircleLeavingDeps {
  repo: CirclesRepository;
  notices: CircleNotices;
  waitlist: Pick<CircleWaitlistService, "offerFreeSeats" | "leaveWaitlistOf">;
  checkout: Pick<CircleCheckoutService, "sendRefund">;
  hosting: Pick<CircleHostingService, "cancelCircle" | "cancelOccurrenceLocked">;
  now: () => number;
}

export function createCircleLeavingService(d: CircleLeavingDeps) {
  const { repo, notices, waitlist, checkout, hosting, now } = d;
  const endSeat = createSeatEnd(d);

  /**
   * Takes a member out of every meeting to come (deleting the account, or suspended): live seats are
   * cancelled and refunded whatever the cutoff (a hold simply ends), each freed seat offered to whoever
   * waits; waitlist places are left. Answers how many seats were let go.
   */
  const leavePlaces = async (memberId: string, by: "member" | "admin") => {
    let cancelled = 0;
    for (const r of await repo.seatsOf(memberId)) {
      const live = r.seat.status === "held" || r.seat.status === "confirmed";
      if (!live || r.occurrence.startsAt.getTime() <= now()) continue;
      const done = await endSeat(r.occurrence.id, r.seat.id, by);
      if (!done) continue;
      cancelled++;
      await notices.tellOffers(done.offers, done.st.occurrence, done.st.circle);
      if (refundOwed(done.seat)) await checkout.sendRefund(done.seat.id);
    }
    for (const w of await repo.waitlistOf(memberId))
      if (w.status === "waiting" || w.status === "offered") await waitlist.leaveWaitlistOf(memberId, w.occurrenceId);
    return cancelled;
  };

  const service = {
    /**
     * Deleting an account: the member's seats in meetings to come are cancelled and refunded whatever
     * the cutoff, their waitlist places left; a host's circles are cancelled (every paid seat refunded,
     * everyone told). Answers how many seats were cancelled.
     */
    async leaveAll(user: SessionUser) {
      let cancelled = await leavePlaces(user.id, "member");
      if (user.role === "expert")
        for (const c of await repo.circlesOf(user.id))
          if (c.status === "active") cancelled += (await hosting.cancelCircle(user, c.circle_id)).seatsCancelled;
      return cancelled;
    },

    /**
     * An admin suspended this person: their seats in meetings to come are cancelled (by 'admin') and
     * refunded in full whatever the cutoff, their waitlist places left (each freed seat offered to the
     * next person waiting); circles they host are cancelled, every paid seat refunded, everyone told.
     */
    async suspended(userId: string, reason: string) {
      const seatsLeft = await leavePlaces(userId, "admin");
      let circlesCancelled = 0;
      let seatsCancelled = 0;
      for (const c of await repo.circlesOf(userId)) {
        if (c.status !== "active") continue;
        for (const id of await repo.upcomingOccurrenceIds(c.circle_id))
          seatsCancelled += (await hosting.cancelOccurrenceLocked(id, reason, "admin")).cancelled.length;
        await repo.markCircleCancelled(c.circle_id);
        circlesCancelled++;
      }
      return { seatsLeft, circlesCancelled, seatsCancelled };
    },

    /**
     * The suspension job: whoever is suspended now (as a member, or as an expert by vetting) and still
     * holds a seat or a waitlist place, or hosts an active circle, is taken out as `suspended` does.
     * It catches every way a suspension is made, and finishes one a crash cut short.
     */
    async sweepSuspensions() {
      let done = 0;
      for (const id of await repo.suspendedWithPlaces())
        done += (await service.suspended(id, SUSPENDED_REASON)).seatsLeft;
      for (const id of await repo.suspendedHosts())
        done += (await service.suspended(id, SUSPENDED_REASON)).circlesCancelled;
      return done;
    },
  };
  return service;
}

export type CircleLeavingService = ReturnType<typeof createCircleLeavingService>;
