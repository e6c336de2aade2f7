// Counsellor-led circles. A listed expert hosts a circle (one meeting or a weekly series); members take
// a seat in one meeting. Every change to who holds a seat is decided under that meeting's row lock, so
// exactly as many seats as offered are ever taken: the usual take in one short database call per batch
// that locks the meeting only while its counter shows a seat free (`takeSeats`, migration 0040), the
// rest (offers, waiters, dead holds, cancels) under `withOccurrenceLock` with circles.policy.ts. A paid seat goes through the same checkout contract as a session (order → checkout →
// signature checked → settled on the locked seat, the answer read from the row): a seat is confirmed or
// refunded, never both. A freed seat in a full meeting is offered to the next person waiting for
// CIRCLE_WAITLIST_OFFER_MINUTES; the job passes a lapsed offer on.
import {
  CIRCLE_FREE_PROVIDER,
  CIRCLE_HOLD_MINUTES,
  CIRCLE_MAX_DAYS_AHEAD,
  CIRCLE_MAX_FEE_RUPEES,
  CIRCLE_MSG,
  CIRCLE_WAITLIST_OFFER_MINUTES,
  type Circle,
  type CircleCreate,
  type CircleEdit,
  type CircleOccurrence,
  type CircleTopic,
  type Seat,
  type SeatStatus,
  type SeatVerifyBody,
  type WaitlistEntry,
} from "@saathi/contract/circles";
import type { Logger } from "pino";
import { defineAccess, permission } from "../../platform/access/access.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { paymentOutcome } from "../../platform/observability/metrics.ts";
import { splitPayment } from "../../platform/payments/money.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import {
  decideBook,
  decideSeatSettle,
  decideWait,
  freeSeats,
  isHost,
  isSeatMember,
  mayMemberCancel,
  offersToMake,
  refundOwed,
  refundState,
  seesSeat,
} from "./circles.policy.ts";
import type {
  CircleRow,
  CirclesRepository,
  ListedCircleRow,
  OccurrenceCountsRow,
  OccurrenceRow,
  OccurrenceState,
  SeatRow,
  WaitlistRow,
} from "./circles.repository.ts";
import { createSeatBatcher } from "./seat-batch.ts";
import { createSeatGate } from "./seat-gate.ts";

const CURRENCY = "INR";
const REFUND_LEASE_SECONDS = 300;
const MINUTE = 60_000;
/** Why a suspended host's meetings were cancelled (the members' notice says the meeting was cancelled). */
const SUSPENDED_REASON = "The host is no longer available";

const notFound = () => new AppError(404, "CIRCLE_NOT_FOUND", CIRCLE_MSG.notFound);
const occurrenceNotFound = () => new AppError(404, "OCCURRENCE_NOT_FOUND", CIRCLE_MSG.occurrenceNotFound);
const seatNotFound = () => new AppError(404, "SEAT_NOT_FOUND", CIRCLE_MSG.seatNotFound);
const notListed = () => new AppError(403, "NOT_LISTED", CIRCLE_MSG.notListed);
const closed = () => new AppError(409, "NOT_SCHEDULED", CIRCLE_MSG.notScheduled);
/** Someone the member blocked holds a seat: asked to confirm (the blocked person is never told). */
const blockedPresent = () => new AppError(409, "BLOCKED_PRESENT", CIRCLE_MSG.blockedPresent);

const presentOccurrence = (o: OccurrenceCountsRow): CircleOccurrence => ({
  id: o.id,
  startsAt: new Date(o.starts_at).toISOString(),
  endsAt: new Date(o.ends_at).toISOString(),
  status: o.status as CircleOccurrence["status"],
  seats: o.seats,
  seatsLeft: o.status === "scheduled" ? Math.max(0, o.seats - o.taken) : 0,
  waiting: o.waiting,
});

const presentCircle = (c: ListedCircleRow, occ: OccurrenceCountsRow[]): Circle => {
  const host = presentPerson(c.person);
  return {
    id: c.circle_id,
    host: { id: c.expert_id, name: host.displayName, avatarUrl: host.avatarUrl },
    topic: c.topic as CircleTopic,
    language: c.language,
    title: c.title,
    groundRules: c.ground_rules,
    minutes: c.minutes,
    seats: c.seats,
    fee: c.fee,
    weekly: c.cadence === "weekly",
    status: c.status === "cancelled" ? "cancelled" : "active",
    occurrences: occ.filter((o) => o.circle_id === c.circle_id).map(presentOccurrence),
  };
};

export const presentSeat = (s: SeatRow, occ: OccurrenceRow, circle: CircleRow, blockedPresent = false): Seat => ({
  id: s.id,
  occurrenceId: occ.id,
  circleId: circle.id,
  title: circle.title,
  startsAt: occ.startsAt.toISOString(),
  endsAt: occ.endsAt.toISOString(),
  status: s.status as SeatStatus,
  nickname: s.nickname,
  amount: s.amount,
  holdExpiresAt: s.status === "held" && s.holdExpiresAt ? s.holdExpiresAt.toISOString() : null,
  refundState: refundState(s),
  blockedPresent,
});

const presentEntry = (w: WaitlistRow, position: number | null): WaitlistEntry => ({
  id: w.id,
  occurrenceId: w.occurrenceId,
  status: w.status as WaitlistEntry["status"],
  offeredUntil: w.status === "offered" && w.offeredUntil ? w.offeredUntil.toISOString() : null,
  position,
});

export interface CirclesDeps {
  repo: CirclesRepository;
  experts: Pick<ExpertsService, "offer">;
  payments: Payments;
  notifications: Pick<NotificationsService, "notify">;
  log: Logger;
  now?: () => number;
}

export function createCirclesService(d: CirclesDeps) {
  const { repo, payments } = d;
  const { gateway } = payments;
  const now = d.now ?? Date.now;
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

  /** A circle only its host manages: for anyone else it does not exist. */
  const hosted = defineAccess({
    load: (id: string) => repo.circle(id),
    sees: (userId: string, c: CircleRow) => isHost(userId, c),
    notFound,
  });
  const hostedOccurrence = defineAccess({
    load: (id: string) => repo.occurrence(id),
    sees: (userId: string, o: { circle: CircleRow }) => isHost(userId, o.circle),
    notFound: occurrenceNotFound,
  });
  const seats = defineAccess({
    load: (id: string) => repo.seat(id),
    sees: seesSeat,
    notFound: seatNotFound,
  });
  const memberOnly = permission(
    (userId: string, s: { seat: SeatRow }) => isSeatMember(userId, s),
    () => new AppError(403, "NOT_THE_SEAT_MEMBER", CIRCLE_MSG.seatNotFound),
  );

  const requireListed = async (user: SessionUser) => {
    if (user.role !== "expert" || !(await d.experts.offer(user.id))) throw notListed();
  };

  /** An in-app notice (type circle) about one meeting, in the reader's language. */
  const tell = async (to: string, actor: string, occ: OccurrenceRow, circle: CircleRow, message: string) => {
    await d.notifications
      .notify(to, "circle", actor, {
        circle_occurrence_id: occ.id,
        starts_at: occ.startsAt.toISOString(),
        message,
        message_values: JSON.stringify({ title: circle.title, when: occ.startsAt.toISOString() }),
      })
      .catch((err) => d.log.error({ err, occurrenceId: occ.id }, "circle notice failed"));
  };

  /**
   * Under a meeting's lock: free seats are offered to the people waiting, in order, each for
   * CIRCLE_WAITLIST_OFFER_MINUTES. Answers the offers made (to be told after the commit).
   */
  const offerFreeSeats = async (
    st: OccurrenceState,
    tx: Parameters<Parameters<typeof repo.withOccurrenceLock>[1]>[1],
  ) => {
    if (st.occurrence.status !== "scheduled" || st.circle.status !== "active") return [];
    if (st.occurrence.startsAt.getTime() <= now()) return [];
    const next = offersToMake(st, now());
    return repo.setWaitlist(
      tx,
      next.map((w) => w.id),
      { status: "offered", offeredUntil: new Date(now() + CIRCLE_WAITLIST_OFFER_MINUTES * MINUTE) },
    );
  };

  const tellOffers = async (offers: WaitlistRow[], occ: OccurrenceRow, circle: CircleRow) => {
    for (const w of offers) await tell(w.memberId, circle.expertId, occ, circle, CIRCLE_MSG.seatOffered);
  };

  /** Lets go what ran out in one meeting and offers what is free; tells whoever got an offer. */
  const refresh = async (occurrenceId: string) => {
    const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => ({
      offers: await offerFreeSeats(st, tx),
      st,
    }));
    if (done) await tellOffers(done.offers, done.st.occurrence, done.st.circle);
    return done?.offers.length ?? 0;
  };

  /** Asks the gateway to give a seat's payment back; a failure stays owed for the job. */
  const sendRefund = async (seatId: string): Promise<SeatRow | null> => {
    const claimed = await repo.claimRefund(seatId, REFUND_LEASE_SECONDS);
    if (!claimed?.gatewayPaymentId) return claimed;
    try {
      const { refundId } = await gateway.refund(claimed.gatewayPaymentId, claimed.amount, {
        receipt: `circle-seat:${claimed.id}`,
      });
      paymentOutcome("refunded");
      return await repo.markRefunded(claimed.id, refundId);
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, seatId }, "circle seat refund failed; the job will retry it");
      await repo.releaseRefund(seatId);
      return claimed;
    }
  };

  /** A second payment for a seat already paid: given back at once (never kept, never a seat). */
  const giveBack = async (paymentId: string, amount: number, receipt: string) => {
    try {
      await gateway.refund(paymentId, amount, { receipt });
      paymentOutcome("refunded");
    } catch (err) {
      paymentOutcome("refund_failed");
      d.log.error({ err, paymentId }, "circle seat: refund of a payment not owed failed; reconcile by hand");
    }
  };

  /** A captured payment for a seat, whoever reports it (the checkout's verify or the webhook). */
  const settle = async (seatId: string, paymentId: string) => {
    const out = await repo.withSeatLock(seatId, async (seat, tx) => {
      const step = decideSeatSettle(seat, paymentId);
      if (step === "confirm") {
        const split = splitPayment(seat.amount, payments.gstPercent, payments.commissionPercent);
        const row = await repo.setSeat(tx, seat.id, {
          status: "confirmed",
          gatewayPaymentId: paymentId,
          tax: split.tax,
          commission: split.commission,
          earning: split.earning,
          paidAt: new Date(now()),
          holdExpiresAt: null,
        });
        return { step, seat: row ?? seat };
      }
      if (step === "refund")
        return { step, seat: (await repo.setSeat(tx, seat.id, { gatewayPaymentId: paymentId })) ?? seat };
      return { step, seat };
    });
    if (!out) throw seatNotFound();
    if (out.step === "confirm") paymentOutcome("captured");
    if (out.step === "refundExtra") await giveBack(paymentId, out.seat.amount, `circle-seat:${seatId}:${paymentId}`);
    const seat = out.step === "refund" ? ((await sendRefund(seatId)) ?? out.seat) : out.seat;
    return { step: out.step, seat };
  };

  /** Cancels every live seat of a locked meeting (the host's cancel): answers them to refund and tell. */
  const cancelAllSeats = async (
    st: OccurrenceState,
    tx: Parameters<Parameters<typeof repo.withOccurrenceLock>[1]>[1],
    by: "host" | "admin",
  ) => {
    const at = new Date(now());
    const cancelled = await repo.setSeats(
      tx,
      st.live.map((s) => s.id),
      { status: "cancelled", cancelledBy: by, cancelledAt: at, holdExpiresAt: null },
    );
    const ended = await repo.setWaitlist(
      tx,
      [...st.waiting, ...st.offers].map((w) => w.id),
      { status: "expired" },
    );
    return { cancelled, waiters: ended };
  };

  const cancelOccurrenceLocked = async (
    occurrenceId: string,
    reason: string | undefined,
    by: "host" | "admin" = "host",
  ) => {
    const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
      if (st.occurrence.status !== "scheduled" || st.occurrence.startsAt.getTime() <= now()) throw closed();
      const occurrence = await repo.setOccurrence(tx, occurrenceId, {
        status: "cancelled",
        cancelReason: reason ?? null,
        cancelledAt: new Date(now()),
      });
      return { ...(await cancelAllSeats(st, tx, by)), occurrence: occurrence ?? st.occurrence, circle: st.circle };
    });
    if (!done) throw occurrenceNotFound();
    for (const s of done.cancelled) if (refundOwed(s)) await sendRefund(s.id);
    for (const s of done.cancelled)
      await tell(s.memberId, done.circle.expertId, done.occurrence, done.circle, CIRCLE_MSG.occurrenceCancelled);
    for (const w of done.waiters)
      await tell(w.memberId, done.circle.expertId, done.occurrence, done.circle, CIRCLE_MSG.occurrenceCancelled);
    return done;
  };

  /** Leaves one meeting's waitlist; an offer the member held passes to the next person. False when not waiting. */
  const leaveWaitlistOf = async (memberId: string, occurrenceId: string) => {
    const entry = await repo.waitlistEntry(occurrenceId, memberId);
    if (!entry) return false;
    const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
      await repo.setWaitlist(tx, [entry.id], { status: "left" });
      const after = {
        ...st,
        offers: st.offers.filter((w) => w.id !== entry.id),
        waiting: st.waiting.filter((w) => w.id !== entry.id),
      };
      return { offers: await offerFreeSeats(after, tx), st };
    });
    if (done) await tellOffers(done.offers, done.st.occurrence, done.st.circle);
    return true;
  };

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
      const done = await repo.withOccurrenceLock(r.occurrence.id, async (st, tx) => {
        const seat = st.live.find((x) => x.id === r.seat.id);
        if (!seat) return null;
        const row = await repo.setSeat(tx, seat.id, {
          status: seat.status === "held" ? "expired" : "cancelled",
          cancelledBy: by,
          cancelledAt: new Date(now()),
          holdExpiresAt: null,
        });
        const after = { ...st, live: st.live.filter((x) => x.id !== seat.id) };
        return { seat: row ?? seat, offers: await offerFreeSeats(after, tx), st };
      });
      if (!done) continue;
      cancelled++;
      await tellOffers(done.offers, done.st.occurrence, done.st.circle);
      if (refundOwed(done.seat)) await sendRefund(done.seat.id);
    }
    for (const w of await repo.waitlistOf(memberId))
      if (w.status === "waiting" || w.status === "offered") await leaveWaitlistOf(memberId, w.occurrenceId);
    return cancelled;
  };

  /** Circles with their meetings (`upcomingOnly`: the listing's future scheduled ones). */
  const withMeetings = async (rows: ListedCircleRow[], f: { from?: Date; to?: Date; upcomingOnly: boolean }) => {
    const occ = await repo.occurrencesWithCounts(
      rows.map((r) => r.circle_id),
      f,
    );
    return rows.map((r) => presentCircle(r, occ));
  };

  const validateStart = (iso: string) => {
    const start = new Date(iso).getTime();
    if (!Number.isFinite(start) || start <= now() || start > now() + CIRCLE_MAX_DAYS_AHEAD * 86_400_000)
      throw new AppError(400, "BAD_START", CIRCLE_MSG.startsInvalid);
    return start;
  };

  return {
    // ——— the host ———

    /** A listed expert creates a circle: one meeting, or `weeks` weekly meetings from `startsAt`. */
    async create(user: SessionUser, body: CircleCreate): Promise<Circle> {
      await requireListed(user);
      if (body.fee > CIRCLE_MAX_FEE_RUPEES) throw new AppError(400, "FEE_TOO_HIGH", CIRCLE_MSG.feeTooHigh);
      const start = validateStart(body.startsAt);
      const meetings = Array.from({ length: body.weeks }, (_, i) => {
        const s = start + i * 7 * 86_400_000;
        return { startsAt: new Date(s), endsAt: new Date(s + body.minutes * MINUTE) };
      });
      const { circle } = await repo.insertCircle(
        {
          expertId: user.id,
          topic: body.topic,
          language: body.language,
          title: body.title,
          groundRules: body.groundRules,
          minutes: body.minutes,
          seats: body.seats,
          fee: body.fee * 100,
          cadence: body.weeks > 1 ? "weekly" : "once",
        },
        meetings,
      );
      return this.hostCircle(user, circle.id);
    },

    /** The host's view of one circle (every meeting, past and cancelled ones too). */
    async hostCircle(user: SessionUser, circleId: string): Promise<Circle> {
      await hosted.require(user.id, circleId);
      const [row] = (await repo.circlesOf(user.id)).filter((c) => c.circle_id === circleId);
      if (!row) throw notFound();
      const [c] = await withMeetings([row], { upcomingOnly: false });
      if (!c) throw notFound();
      return c;
    },

    async mine(user: SessionUser) {
      if (user.role !== "expert") return { circles: [] };
      return { circles: await withMeetings(await repo.circlesOf(user.id), { upcomingOnly: false }) };
    },

    /** Title, ground rules and seats (not below a seat already taken in a meeting to come). */
    async edit(user: SessionUser, circleId: string, body: CircleEdit): Promise<Circle> {
      const c = await hosted.require(user.id, circleId);
      if (c.status !== "active") throw new AppError(409, "CIRCLE_CANCELLED", CIRCLE_MSG.alreadyCancelled);
      if (body.seats !== undefined && body.seats < (await repo.highestLiveSeat(circleId)))
        throw new AppError(409, "SEATS_BELOW_TAKEN", CIRCLE_MSG.seatsBelowTaken);
      await repo.updateCircle(circleId, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.groundRules !== undefined ? { groundRules: body.groundRules } : {}),
        ...(body.seats !== undefined ? { seats: body.seats } : {}),
      });
      // More seats may free some for the people waiting.
      if (body.seats !== undefined) for (const id of await repo.upcomingOccurrenceIds(circleId)) await refresh(id);
      return this.hostCircle(user, circleId);
    },

    /** Cancels one meeting: every paid seat refunded, everyone holding a seat or waiting told. */
    async cancelOccurrence(user: SessionUser, occurrenceId: string, reason?: string) {
      await hostedOccurrence.require(user.id, occurrenceId);
      const done = await cancelOccurrenceLocked(occurrenceId, reason);
      return { cancelled: true as const, seatsCancelled: done.cancelled.length };
    },

    /** Cancels the whole circle: every meeting still to come, as `cancelOccurrence` does each. */
    async cancelCircle(user: SessionUser, circleId: string, reason?: string) {
      const c = await hosted.require(user.id, circleId);
      let seatsCancelled = 0;
      for (const id of await repo.upcomingOccurrenceIds(c.id))
        seatsCancelled += (await cancelOccurrenceLocked(id, reason)).cancelled.length;
      await repo.markCircleCancelled(c.id);
      return { cancelled: true as const, seatsCancelled };
    },

    /** Moves one meeting (same length); everyone with a seat is told and may cancel for a full refund. */
    async reschedule(user: SessionUser, occurrenceId: string, startsAt: string) {
      await hostedOccurrence.require(user.id, occurrenceId);
      const start = validateStart(startsAt);
      const done = await repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
        if (st.occurrence.status !== "scheduled" || st.occurrence.startsAt.getTime() <= now()) throw closed();
        const length = st.occurrence.endsAt.getTime() - st.occurrence.startsAt.getTime();
        const occurrence = await repo.setOccurrence(tx, occurrenceId, {
          startsAt: new Date(start),
          endsAt: new Date(start + length),
          movedAt: new Date(now()),
        });
        await repo.resetReminders(tx, occurrenceId);
        return { occurrence: occurrence ?? st.occurrence, st };
      });
      if (!done) throw occurrenceNotFound();
      const { circle, live, offers, waiting } = done.st;
      for (const p of [...live.filter((s) => s.status === "confirmed"), ...offers, ...waiting])
        await tell(p.memberId, circle.expertId, done.occurrence, circle, CIRCLE_MSG.occurrenceMoved);
      return { moved: true as const, startsAt: done.occurrence.startsAt.toISOString() };
    },

    /** The host's roster of one meeting: nicknames and seat states only (never names or payments). */
    async roster(user: SessionUser, occurrenceId: string) {
      await hostedOccurrence.require(user.id, occurrenceId);
      const rows = await repo.seatsOfOccurrence(occurrenceId);
      return {
        seats: rows
          .filter((s) => s.status === "confirmed" || s.status === "held")
          .map((s) => ({ seatNumber: s.seatNumber, nickname: s.nickname, status: s.status as "held" | "confirmed" }))
          .sort((a, b) => a.seatNumber - b.seatNumber),
      };
    },

    // ——— members and visitors ———

    /** Future scheduled meetings of listed hosts' active circles, by topic, language and time. */
    async list(f: { topic?: string; language?: string; from?: string; to?: string }) {
      const window = { ...(f.from ? { from: new Date(f.from) } : {}), ...(f.to ? { to: new Date(f.to) } : {}) };
      const ids = await repo.circleIdsWithUpcoming(window);
      const rows = (await repo.listedCircles({ circleIds: ids, topic: f.topic, language: f.language })).filter(
        (c) => c.status === "active",
      );
      const circles = (await withMeetings(rows, { ...window, upcomingOnly: true })).filter(
        (c) => c.occurrences.length > 0,
      );
      circles.sort((a, b) => (a.occurrences[0]?.startsAt ?? "").localeCompare(b.occurrences[0]?.startsAt ?? ""));
      return { circles };
    },

    /** One listed circle with its meetings to come; 404 for a host who is not listed. */
    async one(circleId: string): Promise<Circle> {
      const [row] = await repo.listedCircles({ circleIds: [circleId] });
      if (!row) throw notFound();
      const [c] = await withMeetings([row], { upcomingOnly: true });
      if (!c) throw notFound();
      return c;
    },

    /**
     * Takes a seat under the meeting's lock: a free one nobody waits for, or one offered to this member.
     * A free circle's seat is confirmed at once; a paid one is held for CIRCLE_HOLD_MINUTES while the
     * checkout runs (its order is opened after the commit, so the lock is never held over the network).
     */
    async book(user: SessionUser, occurrenceId: string, nickname: string, confirmBlocked = false) {
      // One shared read: the meeting exists, its host is listed, it is not theirs.
      const seen = await meetingFacts(occurrenceId);
      if (!seen?.host_listed) throw occurrenceNotFound();
      if (isHost(user.id, { expertId: seen.expert_id })) throw new AppError(400, "OWN_CIRCLE", CIRCLE_MSG.ownCircle);
      const take = () =>
        repo.withOccurrenceLock(occurrenceId, async (st, tx) => {
          const decision = decideBook(st, user.id, now());
          if (decision.kind === "existing") return { seat: decision.seat, st, created: false, offers: [] };
          if (decision.kind === "closed") throw closed();
          if (decision.kind === "full") {
            // Let what ran out go to whoever waits, even when this member finds it full.
            const offers = await offerFreeSeats(st, tx);
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
      await tellOffers(done.offers, done.st.occurrence, done.st.circle);
      if (!done.seat) throw new AppError(409, "CIRCLE_FULL", CIRCLE_MSG.full);
      let seat = done.seat;
      const { occurrence, circle } = done.st;
      if (seat.status === "confirmed" && done.created)
        await tell(user.id, circle.expertId, occurrence, circle, CIRCLE_MSG.seatConfirmed);
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

    /**
     * The checkout's answer: the signature over `order_id|payment_id` is checked, the seat settled on its
     * locked row, and the answer read from it: 200 only for a confirmed seat; a seat let go before the
     * money came is refunded (409 with its refund state).
     */
    async verify(user: SessionUser, seatId: string, body: SeatVerifyBody) {
      const s = await seats.require(user.id, seatId, memberOnly);
      const genuine =
        s.seat.gatewayOrderId === body.orderId &&
        gateway.verifyCheckoutSignature(body.orderId, body.paymentId, body.signature);
      if (!genuine) throw new AppError(400, "VERIFY_FAILED", CIRCLE_MSG.verifyFailed);
      const { seat } = await settle(s.seat.id, body.paymentId);
      const warned = (await repo.blockedPresent(user.id, [s.occurrence.id])).size > 0;
      const presented = presentSeat(seat, s.occurrence, s.circle, warned);
      if (seat.status !== "confirmed" || seat.gatewayPaymentId !== body.paymentId)
        throw new AppError(409, "SEAT_GONE", CIRCLE_MSG.seatGone, { seat: presented });
      await tell(user.id, s.circle.expertId, s.occurrence, s.circle, CIRCLE_MSG.seatConfirmed);
      return presented;
    },

    /** The checkout was closed or failed: the held seat is let go at once (and offered to whoever waits). */
    async release(user: SessionUser, seatId: string) {
      const s = await seats.require(user.id, seatId, memberOnly);
      if (s.seat.status !== "held") return { released: false };
      const released = await repo.withOccurrenceLock(s.occurrence.id, async (st, tx) => {
        const live = st.live.find((x) => x.id === seatId && x.status === "held");
        if (!live) return { released: false, offers: [] as WaitlistRow[], st };
        await repo.setSeat(tx, seatId, { status: "expired", cancelledBy: "member", cancelledAt: new Date(now()) });
        const after = { ...st, live: st.live.filter((x) => x.id !== seatId) };
        return { released: true, offers: await offerFreeSeats(after, tx), st };
      });
      if (released) await tellOffers(released.offers, released.st.occurrence, released.st.circle);
      return { released: released?.released ?? false };
    },

    /** A member cancels their confirmed seat before the cutoff: refunded in full; the seat goes to whoever waits. */
    async cancelSeat(user: SessionUser, seatId: string) {
      const s = await seats.require(user.id, seatId, memberOnly);
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
        return { seat: row ?? seat, offers: await offerFreeSeats(after, tx), st };
      });
      if (!done) throw seatNotFound();
      await tellOffers(done.offers, done.st.occurrence, done.st.circle);
      const seat = refundOwed(done.seat) ? ((await sendRefund(seatId)) ?? done.seat) : done.seat;
      return presentSeat(seat, done.st.occurrence, done.st.circle);
    },

    /**
     * Deleting an account: the member's seats in meetings to come are cancelled and refunded whatever
     * the cutoff, their waitlist places left; a host's circles are cancelled (every paid seat refunded,
     * everyone told). Answers how many seats were cancelled.
     */
    async leaveAll(user: SessionUser) {
      let cancelled = await leavePlaces(user.id, "member");
      if (user.role === "expert")
        for (const c of await repo.circlesOf(user.id))
          if (c.status === "active") cancelled += (await this.cancelCircle(user, c.circle_id)).seatsCancelled;
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
          seatsCancelled += (await cancelOccurrenceLocked(id, reason, "admin")).cancelled.length;
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
      for (const id of await repo.suspendedWithPlaces()) done += (await this.suspended(id, SUSPENDED_REASON)).seatsLeft;
      for (const id of await repo.suspendedHosts())
        done += (await this.suspended(id, SUSPENDED_REASON)).circlesCancelled;
      return done;
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
      const s = await seats.require(user.id, seatId, memberOnly);
      const live = s.seat.status === "held" || s.seat.status === "confirmed";
      const warned = live && (await repo.blockedPresent(user.id, [s.occurrence.id])).size > 0;
      return presentSeat(s.seat, s.occurrence, s.circle, warned);
    },

    /** Joins a full meeting's waitlist (once); a meeting with a seat free answers 409 to book it instead. */
    async joinWaitlist(user: SessionUser, occurrenceId: string): Promise<WaitlistEntry> {
      const found = await repo.occurrence(occurrenceId);
      if (!found?.hostListed) throw occurrenceNotFound();
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

    // ——— the gateway's side and the jobs ———

    /** The sandbox checkout's and the webhook's port: circle seat orders. */
    orders: {
      async orderOwner(orderId: string): Promise<{ userId: string; amount: number } | null> {
        const seat = await repo.seatByOrder(orderId);
        return seat ? { userId: seat.memberId, amount: seat.amount } : null;
      },
      /** A captured payment for a seat's order: its status for the delivery log; null when not a seat's. */
      async settleOrder(orderId: string, paymentId: string): Promise<string | null> {
        const seat = await repo.seatByOrder(orderId);
        if (!seat) return null;
        const { step, seat: after } = await settle(seat.id, paymentId);
        if (step === "refundExtra") return "extra_payment_refunded";
        if (after.status === "confirmed") return step === "confirm" ? "confirmed" : "already";
        return after.status === "refunded" ? "refunded" : "refund_pending";
      },
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

    /**
     * The reminder job: a seat holder is told a day before their meeting and again within the hour, by
     * an in-app notice (type circle), as a session's member is; a moved meeting reminds again from its
     * new time.
     */
    async sendReminders() {
      const due = await repo.claimReminders();
      for (const r of due)
        await tell(
          r.seat.memberId,
          r.circle.expertId,
          r.occurrence,
          r.circle,
          r.seat.lastReminder === "1h" ? CIRCLE_MSG.reminderHour : CIRCLE_MSG.reminderDay,
        );
      return due.length;
    },

    /** The refund job: seats owed money nobody is sending. */
    async retryRefunds(graceSeconds = 120) {
      let refunded = 0;
      for (const id of await repo.refundsOwed(graceSeconds))
        if ((await sendRefund(id))?.status === "refunded") refunded++;
      return refunded;
    },

    /** Free seats of a meeting right now (tests and the bench read it). */
    async seatsLeft(occurrenceId: string) {
      const st = await repo.withOccurrenceLock(occurrenceId, async (s) => s);
      return st ? freeSeats(st, now()) : 0;
    },
  };
}

export type CirclesService = ReturnType<typeof createCirclesService>;
/** The port the payment routes (bookings module) take for circle seat orders. */
export type CircleSeatOrders = CirclesService["orders"];
