import {
  BOOKING_MSG,
  type CreateBookingBody,
  type CreateBookingResponse,
  type ExpertBookingTab,
  HOLD_MINUTES,
  type MemberPayments,
  type PaymentProvider,
  type VerifyPaymentBody,
} from "@saathi/contract/bookings";
import { AVAILABILITY_HORIZON_DAYS, CURRENCY, SLOT_MINUTES } from "@saathi/contract/experts";
import { GUARDIAN_BOOKING_ERROR, GUARDIAN_BOOKING_MSG, guardianHoldEnd } from "@saathi/contract/guardian-booking";
import type { PackageBookBody } from "@saathi/contract/packages";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import { splitPayment } from "../../platform/payments/money.ts";
import { presentPersonOrUnknown } from "../../platform/presenters/person.presenter.ts";
import { createWritePipeline } from "../safety/write-pipeline.service.ts";
import { createBookingAccess } from "./booking-access.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import { BOOKINGS_SERVER_MSG } from "./bookings.messages.ts";
import { canCancel, cancellerSide, mayHoldAnother, paidFromPackage } from "./bookings.policy.ts";
import { presentBooking } from "./bookings.presenter.ts";
import { type BookingRow, PG, pgCode, retryOnDeadlock } from "./bookings.repository.ts";
import { createGuardianHolds } from "./guardian-holds.ts";
import { openPaymentOrder } from "./payment-order.ts";
import { createRescheduleService } from "./reschedule.service.ts";
import { createSettlement } from "./settle.service.ts";
import { notBookedReason } from "./settle-outcome.ts";

/** The same request again, so the earlier booking's checkout answers it (and never another request). */
const isRetryOf = (b: BookingRow, r: CreateBookingBody) =>
  [b.expertId, b.startsAt.getTime(), b.sessionType, b.language.toLowerCase()].join() ===
  [r.expertId, Date.parse(r.startsAt), r.sessionType, r.language.toLowerCase()].join();

/** createBooking, verifyPayment, release, cancel, lists and reviews (spec §4 Booking, §7). */
export function createBookingsService(d: BookingsDeps) {
  const now = d.now ?? Date.now;
  const { gateway } = d.payments;

  const checkout = (b: BookingRow, orderId: string): CreateBookingResponse => ({
    bookingId: b.id,
    orderId,
    amount: b.amount,
    currency: b.currency,
    provider: b.provider as PaymentProvider,
    keyId: gateway.keyId,
    holdExpiresAt: b.holdExpiresAt.toISOString(),
    startsAt: b.startsAt.toISOString(),
    endsAt: b.endsAt.toISOString(),
  });
  /** A minor's booking waits for the guardian: nothing for the member to pay. */
  const forGuardian = (b: BookingRow): CreateBookingResponse => ({
    ...checkout(b, ""),
    keyId: "",
    awaitingGuardian: true,
  });
  /** The checkout this key made, or null; a key reused for another expert, hour, mode or language is 409. */
  const existing = async (clientId: string, key: string | null, body: CreateBookingBody) => {
    if (!key) return null;
    const b = await d.bookings.byIdempotencyKey(clientId, key);
    if (b && !isRetryOf(b, body)) throw new AppError(409, "IDEMPOTENCY_KEY_REUSED", BOOKING_MSG.idempotencyKeyReused);
    if (b?.holdKind === "guardian") return forGuardian(b);
    const found = b && (await d.bookings.find(b.id));
    return found?.payment ? checkout(found.booking, found.payment.gatewayOrderId) : null;
  };
  const { settle, refund, changed, notices } = createSettlement(d);

  /** The rules every booking's slot obeys, paid now or with a package credit: answers what they found. */
  const slotRules = async (user: SessionUser, body: Omit<CreateBookingBody, "expertId"> & { expertId: string }) => {
    const start = Date.parse(body.startsAt);
    if (Number.isNaN(start)) throw new AppError(400, "INVALID_DATE", BOOKING_MSG.invalidDate);
    if (start <= now()) throw new AppError(400, "PAST_SLOT", BOOKING_MSG.pastSlot);
    if (body.expertId === user.id) throw new AppError(400, "OWN_BOOKING", BOOKING_MSG.ownBooking);
    // The erasure keeps a paid session as a payment record and refunds nothing: no new ones in the grace.
    if (await d.bookings.deletionPending(user.id))
      throw new AppError(409, "DELETION_PENDING", BOOKINGS_SERVER_MSG.deletionPending);
    // Blocked either way: a session they could not hold (calls refuse the pair) is never sold.
    const expert = await d.experts.offer(body.expertId, user.id);
    if (!expert) throw new AppError(404, "EXPERT_NOT_FOUND", BOOKING_MSG.expertMissing);
    if (!(expert.hourly_rate > 0)) throw new AppError(400, "NO_FEE", BOOKING_MSG.noFee);
    if (!expert.session_types.includes(body.sessionType))
      throw new AppError(400, "MODE_NOT_OFFERED", BOOKING_MSG.modeNotOffered);
    const language = expert.languages.find((l) => l.toLowerCase() === body.language.toLowerCase());
    if (!language) throw new AppError(400, "LANGUAGE_NOT_OFFERED", BOOKING_MSG.languageNotOffered);
    if (!(await d.experts.isOfferedSlot(body.expertId, start, AVAILABILITY_HORIZON_DAYS)))
      throw new AppError(400, "SLOT_UNAVAILABLE", BOOKING_MSG.slotUnavailable);
    return { start, expert, language };
  };
  const pipeline = d.writeCheck && createWritePipeline(d.writeCheck);
  /** The guardian is sent their link; a booking the guardian cannot be told about is not kept. */
  const holdForGuardian = async (booking: BookingRow) => {
    try {
      await d.guardianBookings?.held({
        bookingId: booking.id,
        memberId: booking.clientId,
        expertId: booking.expertId,
        startsAt: booking.startsAt,
        amount: booking.amount,
        holdExpiresAt: booking.holdExpiresAt,
      });
    } catch (err) {
      await d.bookings.releaseHold(booking.id, "CANCELLED", false);
      d.experts.invalidate();
      throw err;
    }
    return forGuardian(booking);
  };
  const access = createBookingAccess(d.bookings);

  return {
    /** Reschedule, propose, acceptProposal, declineProposal. */
    ...createRescheduleService(d),

    /**
     * Holds the slot for 10 minutes and opens a gateway order. A retried key answers the same booking.
     * A minor's booking is held for their guardian instead (decision 038): no order until the guardian
     * consents from their link; the hold lasts until they answer (guardianHoldEnd).
     */
    async create(user: SessionUser, body: CreateBookingBody, idempotencyKey: string | null) {
      await d.youth?.requireMayAct(user.id, "session");
      const again = await existing(user.id, idempotencyKey, body);
      if (again) return again;
      const { start, expert, language } = await slotRules(user, body);
      // A minor books only an expert who works with young people, and then through their guardian.
      const path = (await d.youth?.youthSessionPath(user.id, expert.works_with_young_people)) ?? "checkout";
      const guardianEnd = path === "guardian" ? guardianHoldEnd(now(), start) : null;
      if (path === "guardian" && guardianEnd === null)
        throw new AppError(409, GUARDIAN_BOOKING_ERROR.tooSoon, GUARDIAN_BOOKING_MSG.tooSoon);

      let booking: BookingRow;
      try {
        // Racing inserts for one hour can deadlock on the exclusion constraint: the aborted one runs again.
        booking = await retryOnDeadlock(() =>
          d.bookings.insertHeld(
            {
              expertId: body.expertId,
              clientId: user.id,
              startsAt: new Date(start),
              endsAt: new Date(start + SLOT_MINUTES * 60_000),
              sessionType: body.sessionType,
              language,
              amount: expert.hourly_rate,
              currency: CURRENCY,
              provider: gateway.provider,
              holdExpiresAt: new Date(guardianEnd ?? now() + HOLD_MINUTES * 60_000),
              holdKind: path,
              idempotencyKey,
            },
            (holds) => {
              if (!mayHoldAnother(holds)) throw new AppError(409, "TOO_MANY_HOLDS", BOOKING_MSG.tooManyHolds);
            },
          ),
        );
        d.experts.invalidate(); // the held hour is no longer free on public answers
      } catch (err) {
        const code = pgCode(err);
        if (code === PG.unique || code === PG.exclusion) {
          // The same attempt again (racing itself; its key's other request is 409), or someone else won the slot.
          for (let i = 0; i < 20; i++) {
            const same = await existing(user.id, idempotencyKey, body);
            if (same) return same;
            if (!idempotencyKey || code === PG.exclusion) break;
            await new Promise((r) => setTimeout(r, 50));
          }
          if (code === PG.exclusion) throw new AppError(409, "SLOT_TAKEN", BOOKING_MSG.slotTaken);
        }
        throw err;
      }
      if (path === "guardian") return holdForGuardian(booking);
      try {
        return checkout(booking, await openPaymentOrder(d, booking));
      } catch (err) {
        d.log.error({ err, bookingId: booking.id }, "could not open a payment order");
        await d.bookings.releaseHold(booking.id, "FAILED", false);
        d.experts.invalidate();
        throw new AppError(502, "PAYMENT_UNAVAILABLE", BOOKINGS_SERVER_MSG.paymentsAreNotAvailableRight);
      }
    },

    /** The checkout's answer: signature checked, then the booking confirmed. Idempotent. */
    async verify(user: SessionUser, bookingId: string, body: VerifyPaymentBody) {
      // The one read of the booking: settle decides on its locked row and answers from what it wrote.
      const { booking, payment } = await access.member.require(user.id, bookingId);
      // A minor's session is paid by their guardian from the guardian's link, never by the minor.
      if (booking.holdKind === "guardian")
        throw new AppError(403, GUARDIAN_BOOKING_ERROR.guardianPays, GUARDIAN_BOOKING_MSG.guardianPays);
      const genuine =
        payment?.gatewayOrderId === body.orderId &&
        gateway.verifyCheckoutSignature(body.orderId, body.paymentId, body.signature);
      // An answer that is not genuine changes nothing: anyone could send one (a forged or garbled
      // request must not cost the member their slot). The hold ends by its own time or a real failure.
      if (!genuine) throw new AppError(400, "VERIFY_FAILED", BOOKING_MSG.verifyFailed);
      const { answer, status } = await settle(booking.id, body.paymentId);
      if (answer !== "confirmed") {
        const why = notBookedReason(answer, status);
        throw new AppError(409, why.code, why.message);
      }
      return { confirmed: true as const, bookingId: booking.id };
    },

    /**
     * A session paid with a package credit (decision 036): the same slot rules, then one credit is taken
     * under the package's lock and the booking is CONFIRMED with its share in one insert, which the
     * no-overlap constraint decides as for any booking. A slot lost gives the credit straight back.
     */
    async bookWithCredit(user: SessionUser, body: PackageBookBody) {
      await d.youth?.requireMayAct(user.id, "book");
      const credits = d.credits;
      if (!credits) throw new AppError(404, "PACKAGE_NOT_FOUND", BOOKING_MSG.notFound);
      const { expertId } = await credits.purchaseOf(user.id, body.purchaseId);
      const { start, language } = await slotRules(user, { ...body, expertId });
      const credit = await credits.take(user.id, body.purchaseId);
      let booking: BookingRow;
      try {
        booking = await retryOnDeadlock(() =>
          d.bookings.insertPrepaid(
            {
              expertId,
              clientId: user.id,
              startsAt: new Date(start),
              endsAt: new Date(start + SLOT_MINUTES * 60_000),
              sessionType: body.sessionType,
              language,
              amount: credit.amount,
              currency: CURRENCY,
              idempotencyKey: null,
            },
            {
              useId: credit.useId,
              paymentId: credit.paymentId,
              split: splitPayment(credit.amount, d.payments.gstPercent, d.payments.commissionPercent),
            },
          ),
        );
      } catch (err) {
        await credits.release(credit.useId);
        if (pgCode(err) === PG.exclusion) throw new AppError(409, "SLOT_TAKEN", BOOKING_MSG.slotTaken);
        throw err;
      }
      await credits.attach(credit.useId, booking.id);
      d.experts.invalidate();
      await d.reminders?.schedule(booking.id);
      await d.notifications.notify(booking.expertId, "booking", booking.clientId, {
        booking_id: booking.id,
        starts_at: booking.startsAt.toISOString(),
      });
      await changed(booking);
      return { bookingId: booking.id, amount: booking.amount, remaining: credit.remaining };
    },

    /** Checkout closed or failed: the slot is free again at once. */
    async release(user: SessionUser, bookingId: string, reason: "cancelled" | "failed") {
      const found = await access.member.require(user.id, bookingId);
      const released = await d.bookings.releaseHold(
        bookingId,
        reason === "failed" ? "FAILED" : "CANCELLED",
        reason === "failed",
      );
      if (released) await changed(found.booking);
      if (released && reason === "failed") paymentOutcome("failed");
      return { released };
    },

    settle,

    /** The port young-people pays and releases a minor's guardian-pending booking through. */
    guardianHolds: createGuardianHolds(d, { settle, changed }),

    /** The gateway reports a failed payment on an order: a hold still waiting on it is freed. */
    async paymentFailed(bookingId: string) {
      const found = await d.bookings.find(bookingId);
      // A guardian's failed try leaves their hold for another (it ends with its own time).
      if (found?.booking.status !== "HELD" || found.booking.holdKind === "guardian") return false;
      const released = await d.bookings.releaseHold(bookingId, "FAILED", true);
      if (released) paymentOutcome("failed");
      if (released) await changed(found.booking);
      return released;
    },

    /** Cancels an upcoming session (member or its expert), refunds it in full and tells the other side. */
    async cancel(user: SessionUser, bookingId: string, reason: string | undefined) {
      const { booking, payment } = await access.party.require(user.id, bookingId);
      const side = cancellerSide(user.id, booking);
      if (side === "expert" && !reason?.trim())
        throw new AppError(400, "REASON_REQUIRED", BOOKINGS_SERVER_MSG.pleaseChooseAReasonFor);
      if (!canCancel(booking, now()) || !(await d.bookings.cancel(booking.id, side, reason?.trim() || null)))
        throw new AppError(409, "CANNOT_CANCEL", BOOKING_MSG.cannotCancel);
      await d.reminders?.cancel(booking.id);
      // A session paid from a package gives its credit back (it no longer counts as used), not money.
      const refundStatus: "none" | "pending" | "refunded" =
        payment?.status === "captured" && payment.gatewayPaymentId && !paidFromPackage(payment)
          ? await refund(booking)
          : "none";
      await notices.cancelled(booking, side);
      await changed(booking);
      return { bookingId: booking.id, status: "CANCELLED" as const, refundStatus };
    },

    /** A refund the reconciliation job sent after the first try failed: the member hears it is done. */
    async refundRetried(bookingId: string, paise: number) {
      const found = await d.bookings.find(bookingId);
      if (found) await notices.refundDone(found.booking, paise);
    },

    /**
     * The member's sessions: upcoming and completed (spec get_booking_history), and cancelled ones, which
     * stay in sight with their refund.
     */
    async memberBookings(userId: string) {
      const [upcoming, completed, cancelled] = await Promise.all([
        d.bookings.list({ side: "member", userId, when: "upcoming" }, 50, 0),
        d.bookings.list({ side: "member", userId, when: "completed" }, 50, 0),
        d.bookings.list({ side: "member", userId, when: "cancelled" }, 50, 0),
      ]);
      return {
        upcoming: upcoming.map(presentBooking),
        completed: completed.map(presentBooking),
        cancelled: cancelled.map(presentBooking),
        counts: { upcoming: upcoming.length, completed: completed.length, cancelled: cancelled.length },
      };
    },

    /** The member's payments history: payments taken and refunds with where each stands (newest first). */
    async memberPayments(userId: string): Promise<MemberPayments> {
      const rows = await d.bookings.paymentLines(userId, 200);
      return {
        items: rows.map((r) => ({
          id: r.id,
          kind: r.kind,
          bookingId: r.booking_id,
          expertName: presentPersonOrUnknown(r.person, r.expert_id).displayName,
          startsAt: new Date(r.starts_at).toISOString(),
          amount: r.amount,
          currency: r.currency,
          state: r.state,
          at: new Date(r.at).toISOString(),
        })),
      };
    },

    /** The expert's own sessions by tab; history and completed both list completed sessions. */
    async expertBookings(user: SessionUser, tab: ExpertBookingTab, limit: number, offset: number) {
      if (user.role !== "expert") throw new AppError(403, "NOT_EXPERT", BOOKINGS_SERVER_MSG.onlyExpertsHaveABookings);
      const when = tab === "upcoming" ? "upcoming" : tab === "cancelled" ? "cancelled" : "completed";
      const rows = await d.bookings.list({ side: "expert", userId: user.id, when }, limit + 1, offset);
      return { items: rows.slice(0, limit).map(presentBooking), hasMore: rows.length > limit };
    },

    async expertCounts(user: SessionUser) {
      if (user.role !== "expert") throw new AppError(403, "NOT_EXPERT", BOOKINGS_SERVER_MSG.onlyExpertsHaveABookings);
      return d.bookings.expertCounts(user.id);
    },

    /** One review per finished session, by its member. */
    async review(user: SessionUser, bookingId: string, rating: number, feedback: string) {
      const { booking } = await access.member.require(user.id, bookingId);
      if (booking.status !== "CONFIRMED" || booking.endsAt.getTime() > now())
        throw new AppError(400, "NOT_FINISHED", BOOKING_MSG.reviewNotYet);
      const save = async (moderationState: "visible" | "held") => {
        const row = await d.bookings.insertReview({
          bookingId,
          expertId: booking.expertId,
          clientId: user.id,
          rating,
          content: feedback,
          moderationState,
        });
        d.experts.invalidate(); // the expert's rating on public answers
        return row;
      };
      try {
        // Stars alone have no words to check.
        const row =
          feedback.trim() && pipeline
            ? (
                await pipeline.write("review", user.id, feedback, {
                  insert: ({ state }) => save(state),
                  context: () => ({ content: feedback, rating }),
                  present: (stored) => stored,
                })
              ).shown
            : await save("visible");
        return {
          id: row?.id ?? bookingId,
          rating,
          content: feedback,
          createdAt: (row?.createdAt ?? new Date()).toISOString(),
        };
      } catch (err) {
        if (pgCode(err) === PG.unique) throw new AppError(409, "ALREADY_REVIEWED", BOOKING_MSG.reviewOnce);
        throw err;
      }
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
