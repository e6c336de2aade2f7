// A full meeting's waitlist: a freed seat is offered to the next person waiting for
// CIRCLE_WAITLIST_OFFER_MINUTES (under the meeting's lock); the job passes a lapsed offer on.
import { CIRCLE_MSG, CIRCLE_WAITLIST_OFFER_MINUTES, type WaitlistEntry } from "@saathi/contract/circles";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { closed, MINUTE, occurrenceNotFound } from "./circle-errors.ts";
import type { CircleNotices } from "./circle-notices.ts";
import type { OccurrenceState, Tx } from "./circle-rows.ts";
import { decideWait, isHost, offersToMake } from "./circles.policy.ts";
import { presentEntry } from "./circles.presenter.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface CircleWaitlistDeps {
  repo: CirclesRepository;
  notices: CircleNotices;
  now: () => number;
}

/** The meeting's state without one waitlist place (what the decisions after it is gone read). */
const withoutPlace = (st: OccurrenceState, entryId: string): OccurrenceState => ({
  ...st,
  offers: st.offers.filter((w) => w.id !== entryId),
  waiting: st.waiting.filter((w) => w.id !== entryId),
});

export function createCircleWaitlistService(d: CircleWaitlistDeps) {
  const { repo, notices, now } = d;

  /**
   * Under a meeting's lock: free seats are offered to the people waiting, in order, each for
   * CIRCLE_WAITLIST_OFFER_MINUTES. Answers the offers made (to be told after the commit).
   */
  const offerFreeSeats = async (st: OccurrenceState, tx: Tx) => {
    if (st.occurrence.status !== "scheduled" || st.circle.status !== "active") return [];
    if (st.occurrence.startsAt.getTime() <= now()) return [];
    let state = st;
    for (;;) {
      const next = offersToMake(state, now());
      // A block's own reaction ends the member's places at once; if it failed, the place stays until the
      // minute sweep. A seat is never offered meanwhile to someone who could not take it: the place is
      // left here, silently, and the seat goes to the next in line.
      const barred = await repo.membersBlockedWithHost(
        tx,
        next.map((w) => w.memberId),
        st.circle.expertId,
      );
      if (barred.size === 0)
        return repo.setWaitlist(
          tx,
          next.map((w) => w.id),
          { status: "offered", offeredUntil: new Date(now() + CIRCLE_WAITLIST_OFFER_MINUTES * MINUTE) },
        );
      const gone = next.filter((w) => barred.has(w.memberId));
      await repo.setWaitlist(
        tx,
        gone.map((w) => w.id),
        { status: "left" },
      );
      state = gone.reduce((acc, w) => withoutPlace(acc, w.id), state);
    }
  };

  /** Lets go what ran out in one meeting and offers what is free; tells whoever got an offer. */
  const refresh = async (occurrenceId: string) => {
    const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => ({
      offers: await offerFreeSeats(st, tx),
      st,
    }));
    if (done) await notices.tellOffers(done.offers, done.st.occurrence, done.st.circle);
    return done?.offers.length ?? 0;
  };

  /** Leaves one meeting's waitlist; an offer the member held passes to the next person. False when not waiting. */
  const leaveWaitlistOf = async (memberId: string, occurrenceId: string) => {
    const entry = await repo.waitlistEntry(occurrenceId, memberId);
    if (!entry) return false;
    const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
      await repo.setWaitlist(tx, [entry.id], { status: "left" });
      return { offers: await offerFreeSeats(withoutPlace(st, entry.id), tx), st };
    });
    if (done) await notices.tellOffers(done.offers, done.st.occurrence, done.st.circle);
    return true;
  };

  /**
   * Ends one live place in a meeting still to come, under the meeting's lock (what a block does): it is
   * left, and an offer it held passes to the next person. Null when it is no longer live or the meeting
   * has begun, so a second caller (the event, then the sweep) changes nothing. The caller tells the offers.
   */
  const endPlace = (occurrenceId: string, entryId: string) =>
    repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
      const live = [...st.offers, ...st.waiting].some((w) => w.id === entryId);
      if (!live || st.occurrence.status !== "scheduled" || st.occurrence.startsAt.getTime() <= now()) return null;
      await repo.setWaitlist(tx, [entryId], { status: "left" });
      return { offers: await offerFreeSeats(withoutPlace(st, entryId), tx), st };
    });

  return {
    offerFreeSeats,
    refresh,
    leaveWaitlistOf,
    endPlace,

    /** Joins a full meeting's waitlist (once); a meeting with a seat free answers 409 to book it instead. */
    async joinWaitlist(user: SessionUser, occurrenceId: string): Promise<WaitlistEntry> {
      const found = await repo.occurrence(occurrenceId);
      if (!found?.hostListed) throw occurrenceNotFound();
      // Blocked either way (decision 042): answered as a meeting that does not exist, as a seat is.
      if (await repo.blockedWithHost(user.id, found.circle.expertId)) throw occurrenceNotFound();
      if (isHost(user.id, found.circle)) throw new AppError(400, "OWN_CIRCLE", CIRCLE_MSG.ownCircle);
      const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
        const decision = decideWait(st, user.id, now());
        if (decision === "closed") throw closed();
        if (decision === "hasSeat") throw new AppError(409, "HAS_SEAT", CIRCLE_MSG.alreadyWaiting);
        if (decision === "notFull") throw new AppError(409, "NOT_FULL", CIRCLE_MSG.notFull);
        const queue = [...st.offers, ...st.waiting];
        const existing = queue.find((w) => w.memberId === user.id);
        if (existing) return { entry: existing, position: st.waiting.indexOf(existing) + 1 || null };
        const entry = await repo.insertWaitlist(tx, occurrenceId, user.id);
        return { entry, position: st.waiting.length + 1 };
      });
      if (!done) throw occurrenceNotFound();
      return presentEntry(done.entry, done.entry.status === "waiting" ? done.position : null);
    },

    /** Leaves the waitlist; an offer the member held passes to the next person. */
    async leaveWaitlist(user: SessionUser, occurrenceId: string) {
      if (!(await leaveWaitlistOf(user.id, occurrenceId)))
        throw new AppError(404, "NOT_WAITING", CIRCLE_MSG.occurrenceNotFound);
      return { left: true as const };
    },

    async myWaitlist(user: SessionUser) {
      const rows = await repo.waitlistOf(user.id);
      return {
        entries: rows.filter((w) => w.status === "waiting" || w.status === "offered").map((w) => presentEntry(w, null)),
      };
    },

    /**
     * The waitlist job: in every meeting to come with something to do, dead holds and lapsed offers are
     * let go and free seats offered to the next people waiting; meetings that ended are marked so.
     */
    async refreshWaitlists() {
      let offered = 0;
      for (const id of await repo.occurrencesToRefresh()) offered += await refresh(id);
      await repo.expireDeadHolds();
      await repo.endPastOccurrences();
      return offered;
    },
  };
}

export type CircleWaitlistService = ReturnType<typeof createCircleWaitlistService>;
