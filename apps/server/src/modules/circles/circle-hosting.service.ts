// The host's side: a listed expert creates a circle (one meeting or a weekly series), edits it, cancels
// one meeting or the whole circle (every paid seat refunded, everyone told), moves a meeting (everyone
// told, free to cancel for a full refund) and reads a meeting's roster of nicknames.
import {
  CIRCLE_MAX_DAYS_AHEAD,
  CIRCLE_MAX_FEE_RUPEES,
  CIRCLE_MSG,
  type Circle,
  type CircleCreate,
  type CircleEdit,
} from "@saathi/contract/circles";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { CircleAccess } from "./circle-access.ts";
import type { CircleCheckoutService } from "./circle-checkout.service.ts";
import { circlesWithMeetings } from "./circle-directory.service.ts";
import { closed, MINUTE, notFound, notListed, occurrenceNotFound } from "./circle-errors.ts";
import type { CircleNotices } from "./circle-notices.ts";
import type { ListedCircleRow, OccurrenceState, Tx } from "./circle-rows.ts";
import type { CircleWaitlistService } from "./circle-waitlist.service.ts";
import { refundOwed } from "./circles.policy.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface CircleHostingDeps {
  repo: CirclesRepository;
  access: CircleAccess;
  experts: Pick<ExpertsService, "offer">;
  notices: CircleNotices;
  waitlist: Pick<CircleWaitlistService, "refresh">;
  checkout: Pick<CircleCheckoutService, "sendRefund">;
  now: () => number;
}

export function createCircleHostingService(d: CircleHostingDeps) {
  const { repo, access, notices, waitlist, checkout, now } = d;

  const requireListed = async (user: SessionUser) => {
    if (user.role !== "expert" || !(await d.experts.offer(user.id))) throw notListed();
  };

  /** Cancels every live seat of a locked meeting (the host's cancel): answers them to refund and tell. */
  const cancelAllSeats = async (st: OccurrenceState, tx: Tx, by: "host" | "admin") => {
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
    for (const s of done.cancelled) if (refundOwed(s)) await checkout.sendRefund(s.id);
    for (const s of done.cancelled)
      await notices.tell(
        s.memberId,
        done.circle.expertId,
        done.occurrence,
        done.circle,
        CIRCLE_MSG.occurrenceCancelled,
      );
    for (const w of done.waiters)
      await notices.tell(
        w.memberId,
        done.circle.expertId,
        done.occurrence,
        done.circle,
        CIRCLE_MSG.occurrenceCancelled,
      );
    return done;
  };

  /** Circles with their meetings (`upcomingOnly`: the listing's future scheduled ones). */
  const withMeetings = async (rows: ListedCircleRow[], f: { from?: Date; to?: Date; upcomingOnly: boolean }) => {
    return circlesWithMeetings(repo, rows, f);
  };

  const validateStart = (iso: string) => {
    const start = new Date(iso).getTime();
    if (!Number.isFinite(start) || start <= now() || start > now() + CIRCLE_MAX_DAYS_AHEAD * 86_400_000)
      throw new AppError(400, "BAD_START", CIRCLE_MSG.startsInvalid);
    return start;
  };

  const service = {
    cancelOccurrenceLocked,

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
      return service.hostCircle(user, circle.id);
    },

    /** The host's view of one circle (every meeting, past and cancelled ones too). */
    async hostCircle(user: SessionUser, circleId: string): Promise<Circle> {
      await access.hosted.require(user.id, circleId);
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
      const c = await access.hosted.require(user.id, circleId);
      if (c.status !== "active") throw new AppError(409, "CIRCLE_CANCELLED", CIRCLE_MSG.alreadyCancelled);
      if (body.seats !== undefined && body.seats < (await repo.highestLiveSeat(circleId)))
        throw new AppError(409, "SEATS_BELOW_TAKEN", CIRCLE_MSG.seatsBelowTaken);
      await repo.updateCircle(circleId, {
        ...(body.title !== undefined ? { title: body.title } : {}),
        ...(body.groundRules !== undefined ? { groundRules: body.groundRules } : {}),
        ...(body.seats !== undefined ? { seats: body.seats } : {}),
      });
      // More seats may free some for the people waiting.
      if (body.seats !== undefined)
        for (const id of await repo.upcomingOccurrenceIds(circleId)) await waitlist.refresh(id);
      return service.hostCircle(user, circleId);
    },

    /** Cancels one meeting: every paid seat refunded, everyone holding a seat or waiting told. */
    async cancelOccurrence(user: SessionUser, occurrenceId: string, reason?: string) {
      await access.hostedOccurrence.require(user.id, occurrenceId);
      const done = await cancelOccurrenceLocked(occurrenceId, reason);
      return { cancelled: true as const, seatsCancelled: done.cancelled.length };
    },

    /** Cancels the whole circle: every meeting still to come, as `cancelOccurrence` does each. */
    async cancelCircle(user: SessionUser, circleId: string, reason?: string) {
      const c = await access.hosted.require(user.id, circleId);
      let seatsCancelled = 0;
      for (const id of await repo.upcomingOccurrenceIds(c.id))
        seatsCancelled += (await cancelOccurrenceLocked(id, reason)).cancelled.length;
      await repo.markCircleCancelled(c.id);
      return { cancelled: true as const, seatsCancelled };
    },

    /** Moves one meeting (same length); everyone with a seat is told and may cancel for a full refund. */
    async reschedule(user: SessionUser, occurrenceId: string, startsAt: string) {
      await access.hostedOccurrence.require(user.id, occurrenceId);
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
        await notices.tell(p.memberId, circle.expertId, done.occurrence, circle, CIRCLE_MSG.occurrenceMoved);
      return { moved: true as const, startsAt: done.occurrence.startsAt.toISOString() };
    },

    /** The host's roster of one meeting: nicknames and seat states only (never names or payments). */
    async roster(user: SessionUser, occurrenceId: string) {
      await access.hostedOccurrence.require(user.id, occurrenceId);
      const rows = await repo.seatsOfOccurrence(occurrenceId);
      return {
        seats: rows
          .filter((s) => s.status === "confirmed" || s.status === "held")
          .map((s) => ({ seatNumber: s.seatNumber, nickname: s.nickname, status: s.status as "held" | "confirmed" }))
          .sort((a, b) => a.seatNumber - b.seatNumber),
      };
    },
  };
  return service;
}

export type CircleHostingService = ReturnType<typeof createCircleHostingService>;
