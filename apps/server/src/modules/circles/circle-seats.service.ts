// Members' seats: taking one (the usual take batched in one short database call per meeting that locks
// it only while its counter shows a seat free, `takeSeats`, migration 0040; anything else decided under
// `withOccurrenceLock` by circles.policy.ts), so exactly as many seats as offered are ever taken; giving
// a held seat back, cancelling a confirmed one (refunded, offered on), and the member's seats.
import { CIRCLE_FREE_PROVIDER, CIRCLE_HOLD_MINUTES, CIRCLE_MSG } from "@saathi/contract/circles";
import type { Logger } from "pino";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { YouthChecks } from "../young-people/index.ts";
import type { CircleAccess } from "./circle-access.ts";
import type { CircleCheckoutService } from "./circle-checkout.service.ts";
import { blockedPresent, CURRENCY, closed, MINUTE, occurrenceNotFound, seatNotFound } from "./circle-errors.ts";
import type { CircleNotices } from "./circle-notices.ts";
import type { OccurrenceState, SeatRow, WaitlistRow } from "./circle-rows.ts";
import type { CircleWaitlistService } from "./circle-waitlist.service.ts";
import { CIRCLES_SERVER_MSG } from "./circles.messages.ts";
import { decideBook, freeSeats, isHost, mayMemberCancel, refundOwed } from "./circles.policy.ts";
import { presentSeat } from "./circles.presenter.ts";
import type { CirclesRepository } from "./circles.repository.ts";
import { createSeatBatcher } from "./seat-batch.ts";
import { createSeatGate } from "./seat-gate.ts";

export interface CircleSeatsDeps {
  repo: CirclesRepository;
  access: CircleAccess;
  payments: Payments;
  notices: CircleNotices;
  waitlist: Pick<CircleWaitlistService, "offerFreeSeats">;
  checkout: Pick<CircleCheckoutService, "sendRefund">;
  log: Logger;
  now: () => number;
  youth?: Pick<YouthChecks, "requireMayAct">;
}

export function createCircleSeatsService(d: CircleSeatsDeps) {
  const { repo, access, notices, waitlist, checkout, now } = d;
  const { gateway } = d.payments;
  const gate = createSeatGate();
  // The usual take goes in batches per meeting (seat-batch.ts); the fee is part of the key, so one
  // call's money is every member's.
  const batcher = createSeatBatcher(
    (key: string, reqs: { memberId: string; nickname: string; confirmBlocked: boolean }[]) => {
      const [occurrenceId = "", fee = "0"] = key.split("|");
      const free = Number(fee) === 0;
      return repo.takeSeats(occurrenceId, reqs, {
        amount: Number(fee),
        currency: CURRENCY,
        provider: free ? CIRCLE_FREE_PROVIDER : gateway.provider,
        holdExpiresAt: free ? null : new Date(now() + CIRCLE_HOLD_MINUTES * MINUTE),
        paidAt: free ? new Date(now()) : null,
      });
    },
  );
  // A crowd asking about one meeting at once shares one read of its host and fee.
  const factsInFlight = new Map<string, ReturnType<typeof repo.meetingFacts>>();
  const meetingFacts = (occurrenceId: string) => {
    let p = factsInFlight.get(occurrenceId);
    if (!p) {
      p = repo.meetingFacts(occurrenceId).finally(() => factsInFlight.delete(occurrenceId));
      factsInFlight.set(occurrenceId, p);
    }
    return p;
  };

  return {
    /**
     * Takes a seat under the meeting's lock: a free one nobody waits for, or one offered to this member.
     * A free circle's seat is confirmed at once; a paid one is held for CIRCLE_HOLD_MINUTES while the
     * checkout runs (its order is opened after the commit, so the lock is never held over the network).
     */
    async book(user: SessionUser, occurrenceId: string, nickname: string, confirmBlocked = false) {
      // One shared read: the meeting exists, its host is listed, it is not theirs.
      const seen = await meetingFacts(occurrenceId);
      if (!seen?.host_listed) throw occurrenceNotFound();
      // Blocked either way (decision 042): refused before any hold or payment, on the batched path and the
      // locked one alike, and answered as a meeting that does not exist, so the refusal never tells anyone
      // they were blocked. A block that lands after this check is ended by the block's own reaction.
      if (await repo.blockedWithHost(user.id, seen.expert_id)) throw occurrenceNotFound();
      if (isHost(user.id, { expertId: seen.expert_id })) throw new AppError(400, "OWN_CIRCLE", CIRCLE_MSG.ownCircle);
      await d.youth?.requireMayAct(user.id, "buy");
      // The erasure keeps a paid seat as a payment record and refunds nothing: none bought in the grace.
      if (seen.fee > 0 && (await repo.deletionPending(user.id)))
        throw new AppError(409, "DELETION_PENDING", CIRCLES_SERVER_MSG.deletionPending);
      const take = () =>
        repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
          const decision = decideBook(st, user.id, now());
          if (decision.kind === "existing") return { seat: decision.seat, st, created: false, offers: [] };
          if (decision.kind === "closed") throw closed();
          if (decision.kind === "full") {
            // Let what ran out go to whoever waits, even when this member finds it full.
            const offers = await waitlist.offerFreeSeats(st, tx);
            return { seat: null, st, created: false, offers };
          }
          if (!confirmBlocked && (await repo.blockedPresent(user.id, [occurrenceId], tx)).size > 0)
            throw blockedPresent();
          const free = st.circle.fee === 0;
          const seat = await repo.insertSeat(tx, {
            occurrenceId,
            memberId: user.id,
            seatNumber: decision.seatNumber,
            status: free ? "confirmed" : "held",
            nickname,
            amount: st.circle.fee,
            currency: CURRENCY,
            provider: free ? CIRCLE_FREE_PROVIDER : gateway.provider,
            holdExpiresAt: free ? null : new Date(now() + CIRCLE_HOLD_MINUTES * MINUTE),
            paidAt: free ? new Date(now()) : null,
          });
          if (decision.offerId) await repo.setWaitlist(tx, [decision.offerId], { status: "taken" });
          return { seat, st, created: true, offers: [] as WaitlistRow[] };
        });
      // The usual take (nothing of theirs, nobody waiting, nothing run out), batched with whoever asks for
      // the same meeting now: one short call that locks the meeting only while its counter shows a seat
      // free, so a crowd is answered as the seats fill instead of queueing for the lock. Anything else
      // (a live seat, an offer, someone waiting, a dead hold) is decided under the full lock by the policy.
      const fast = await batcher.submit(`${occurrenceId}|${seen.fee}`, { memberId: user.id, nickname, confirmBlocked });
      if (fast.seat === null && fast.outcome === "full") throw new AppError(409, "CIRCLE_FULL", CIRCLE_MSG.full);
      if (fast.seat === null && fast.outcome === "closed") throw closed();
      if (fast.seat === null && fast.outcome === "blocked") throw blockedPresent();
      let done: {
        seat: SeatRow | null;
        st: Pick<OccurrenceState, "occurrence" | "circle">;
        created: boolean;
        offers: WaitlistRow[];
      } | null;
      if (fast.seat) {
        const found = await repo.occurrence(occurrenceId);
        if (!found) throw occurrenceNotFound();
        done = { seat: fast.seat, st: found, created: true, offers: [] };
      } else {
        // A crowd on this node waits in line for the lock without a connection each; whoever waited while
        // the meeting filled is told so at once (the lock still decides every seat, on every node).
        const gated =
          fast.outcome === "mine"
            ? await take()
            : await gate.run(occurrenceId, async () => {
                const value = await take();
                const st = value?.st;
                const fullAfter =
                  !!st && (!value.seat || freeSeats({ ...st, live: [...st.live, value.seat] }, now()) === 0);
                return { value, fullAfter };
              });
        if (gated === "full") throw new AppError(409, "CIRCLE_FULL", CIRCLE_MSG.full);
        done = gated;
      }
      if (!done) throw occurrenceNotFound();
      await notices.tellOffers(done.offers, done.st.occurrence, done.st.circle);
      if (!done.seat) throw new AppError(409, "CIRCLE_FULL", CIRCLE_MSG.full);
      let seat = done.seat;
      const { occurrence, circle } = done.st;
      if (seat.status === "confirmed" && done.created)
        await notices.tell(user.id, circle.expertId, occurrence, circle, CIRCLE_MSG.seatConfirmed);
      const warned = (await repo.blockedPresent(user.id, [occurrence.id])).size > 0;
      if (seat.status !== "held") return { seat: presentSeat(seat, occurrence, circle, warned), checkout: null };
      if (!seat.gatewayOrderId) {
        try {
          const { orderId } = await gateway.createOrder({ amount: seat.amount, currency: CURRENCY, receipt: seat.id });
          seat = (await repo.updateSeat(seat.id, { gatewayOrderId: orderId })) ?? seat;
        } catch (err) {
          d.log.error({ err, occurrenceId }, "could not open a payment order for a circle seat");
          await repo.updateSeat(seat.id, { status: "expired", cancelledBy: "expired", cancelledAt: new Date() });
          throw new AppError(502, "PAYMENT_UNAVAILABLE", CIRCLE_MSG.verifyFailed);
        }
      }
      return {
        seat: presentSeat(seat, occurrence, circle, warned),
        checkout: {
          orderId: seat.gatewayOrderId ?? "",
          amount: seat.amount,
          currency: seat.currency,
          provider: gateway.provider,
          keyId: gateway.keyId || null,
        },
      };
    },

    /** The checkout was closed or failed: the held seat is let go at once (and offered to whoever waits). */
    async release(user: SessionUser, seatId: string) {
      const s = await access.seats.require(user.id, seatId, access.memberOnly);
      if (s.seat.status !== "held") return { released: false };
      const released = await repo.withOccurrenceLock(s.occurrence.id, async (st, tx) => {
        const live = st.live.find((x) => x.id === seatId && x.status === "held");
        if (!live) return { released: false, offers: [] as WaitlistRow[], st };
        await repo.setSeat(tx, seatId, { status: "expired", cancelledBy: "member", cancelledAt: new Date(now()) });
        const after = { ...st, live: st.live.filter((x) => x.id !== seatId) };
        return { released: true, offers: await waitlist.offerFreeSeats(after, tx), st };
      });
      if (released) await notices.tellOffers(released.offers, released.st.occurrence, released.st.circle);
      return { released: released?.released ?? false };
    },

    /** A member cancels their confirmed seat before the cutoff: refunded in full; the seat goes to whoever waits. */
    async cancelSeat(user: SessionUser, seatId: string) {
      const s = await access.seats.require(user.id, seatId, access.memberOnly);
      const done = await repo.withOccurrenceLock(s.occurrence.id, async (st, tx) => {
        const seat = st.live.find((x) => x.id === seatId);
        if (!seat) throw new AppError(409, "CANNOT_CANCEL", CIRCLE_MSG.cannotCancelSeat);
        const may = mayMemberCancel(seat, st.occurrence, now());
        if (may === "notConfirmed") throw new AppError(409, "CANNOT_CANCEL", CIRCLE_MSG.cannotCancelSeat);
        if (may === "tooLate") throw new AppError(409, "TOO_LATE_TO_CANCEL", CIRCLE_MSG.tooLateToCancel);
        const row = await repo.setSeat(tx, seatId, {
          status: "cancelled",
          cancelledBy: "member",
          cancelledAt: new Date(now()),
        });
        const after = { ...st, live: st.live.filter((x) => x.id !== seatId) };
        return { seat: row ?? seat, offers: await waitlist.offerFreeSeats(after, tx), st };
      });
      if (!done) throw seatNotFound();
      await notices.tellOffers(done.offers, done.st.occurrence, done.st.circle);
      const seat = refundOwed(done.seat) ? ((await checkout.sendRefund(seatId)) ?? done.seat) : done.seat;
      // The host hears of every member's cancellation in these words, so one a block makes reads the same;
      // the host is the actor: the notice never carries who held the seat.
      const host = done.st.circle.expertId;
      await notices.tell(host, host, done.st.occurrence, done.st.circle, CIRCLE_MSG.hostSeatCancelledByMember);
      return presentSeat(seat, done.st.occurrence, done.st.circle);
    },

    async mySeats(user: SessionUser) {
      const rows = await repo.seatsOf(user.id);
      const warned = await repo.blockedPresent(
        user.id,
        rows.filter((r) => r.seat.status === "held" || r.seat.status === "confirmed").map((r) => r.occurrence.id),
      );
      return { seats: rows.map((r) => presentSeat(r.seat, r.occurrence, r.circle, warned.has(r.occurrence.id))) };
    },

    async seat(user: SessionUser, seatId: string) {
      const s = await access.seats.require(user.id, seatId, access.memberOnly);
      const live = s.seat.status === "held" || s.seat.status === "confirmed";
      const warned = live && (await repo.blockedPresent(user.id, [s.occurrence.id])).size > 0;
      return presentSeat(s.seat, s.occurrence, s.circle, warned);
    },

    /** Free seats of a meeting right now (tests and the bench read it). */
    async seatsLeft(occurrenceId: string) {
      const st = await repo.withOccurrenceLock(occurrenceId, async (s) => s);
      return st ? freeSeats(st, now()) : 0;
    },
  };
}

export type CircleSeatsService = ReturnType<typeof createCircleSeatsService>;
