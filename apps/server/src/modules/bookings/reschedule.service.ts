// Rescheduling: the member moves a confirmed session to another free slot of the same expert
// (no second payment) until 24 hours before it; the expert proposes a new time, the member accepts or
// declines. Spread into the bookings service, so its routes and deps are the bookings module's.
import { BOOKING_MSG } from "@saathi/contract/bookings";
import { AVAILABILITY_HORIZON_DAYS } from "@saathi/contract/experts";
import { RESCHEDULE_MIN_HOURS, RESCHEDULE_MSG } from "@saathi/contract/reschedule";
import type { SessionUser } from "../../platform/auth/session.ts";
import { AppError } from "../../platform/http/errors.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { createBookingAccess } from "./booking-access.ts";
import type { BookingsDeps } from "./bookings.deps.ts";
import { mayMemberMove } from "./bookings.policy.ts";
import { type BookingRow, PG, pgCode, retryOnDeadlock } from "./bookings.repository.ts";
import { RESCHEDULE_EMAIL_MSG as EMAIL, RESCHEDULE_NOTICE_MSG as NOTICE } from "./reschedule.messages.ts";
import type { ProposalRow } from "./reschedule.repository.ts";
import { createSettlement } from "./settle.service.ts";

const proposalMissing = () => new AppError(404, "PROPOSAL_NOT_FOUND", RESCHEDULE_MSG.proposalNotFound);

type Side = "member" | "expert";

export function createRescheduleService(d: BookingsDeps) {
  const now = d.now ?? Date.now;
  const { changed } = createSettlement(d);
  const access = createBookingAccess(d.bookings);

  /** The booking if `user` is on `side` of it; 404 for anyone else (nobody learns it exists). */
  const bookingFor = async (user: SessionUser, bookingId: string, side: Side) => {
    return (await access[side].require(user.id, bookingId)).booking;
  };
  const upcoming = (b: BookingRow) => {
    if (b.status !== "CONFIRMED" || b.startsAt.getTime() <= now())
      throw new AppError(409, "NOT_UPCOMING", RESCHEDULE_MSG.notUpcoming);
  };
  /** A new start for `b`: a real instant, in the future, not its current time, one of the expert's slots. */
  const newStart = async (b: BookingRow, startsAt: string) => {
    const start = Date.parse(startsAt);
    if (Number.isNaN(start)) throw new AppError(400, "INVALID_DATE", BOOKING_MSG.invalidDate);
    if (start <= now()) throw new AppError(400, "PAST_SLOT", BOOKING_MSG.pastSlot);
    if (start === b.startsAt.getTime()) throw new AppError(400, "SAME_TIME", RESCHEDULE_MSG.sameTime);
    if (!(await d.experts.isOfferedSlot(b.expertId, start, AVAILABILITY_HORIZON_DAYS)))
      throw new AppError(400, "SLOT_UNAVAILABLE", BOOKING_MSG.slotUnavailable);
    return { startsAt: new Date(start), endsAt: new Date(start + (b.endsAt.getTime() - b.startsAt.getTime())) };
  };
  /** Tells one person in the app (type booking_moved) and by email, in their language. */
  const tell = async (
    to: string,
    actor: string,
    b: BookingRow,
    notice: string,
    mail: { subject: string; text: string },
    times: { old: Date; next: Date },
  ) => {
    await d.notifications.notify(
      to,
      "booking_moved",
      actor,
      {
        booking_id: b.id,
        starts_at: times.next.toISOString(),
        message: notice,
        message_values: JSON.stringify({ when: times.next.toISOString() }),
      },
      { email: false },
    );
    if (!d.messenger) return;
    const email = (await d.bookings.emailsOf(b)).get(to);
    if (!email) return;
    const locale = await d.messenger.localeOfUser(to);
    const t = translatorFor(locale);
    const at = (when: Date) => formatDateTime(when, locale, { dateStyle: "medium", timeStyle: "short" });
    await d.messenger
      .sendEmail({
        to: email,
        subject: t(mail.subject),
        text: t(mail.text, { old: at(times.old), new: at(times.next) }),
      })
      .catch((err) => d.log.warn({ err, bookingId: b.id }, "reschedule email not sent"));
  };
  /** The atomic move, then reminders, both people told, live lists refreshed. */
  const move = async (user: SessionUser, b: BookingRow, to: { startsAt: Date; endsAt: Date }, extra: object) => {
    let moved: boolean;
    try {
      moved = await retryOnDeadlock(() =>
        d.bookings.move({ bookingId: b.id, fromStartsAt: b.startsAt, ...to, ...extra }),
      );
    } catch (err) {
      if (pgCode(err) === PG.exclusion) throw new AppError(409, "SLOT_TAKEN", RESCHEDULE_MSG.slotTaken);
      throw err;
    }
    if (!moved) throw new AppError(409, "NOT_UPCOMING", RESCHEDULE_MSG.notUpcoming);
    await d.reminders?.reschedule(b.id);
    const times = { old: b.startsAt, next: to.startsAt };
    const mail = { subject: EMAIL.movedSubject, text: EMAIL.movedText };
    for (const who of [b.clientId, b.expertId]) await tell(who, user.id, b, NOTICE.moved, mail, times);
    await changed(b);
    return { bookingId: b.id, startsAt: to.startsAt.toISOString(), endsAt: to.endsAt.toISOString() };
  };
  const pendingProposal = async (bookingId: string, proposalId: string): Promise<ProposalRow> => {
    const p = await d.bookings.proposal(proposalId, bookingId);
    if (!p) throw proposalMissing();
    if (p.status !== "pending") throw new AppError(409, "PROPOSAL_DONE", RESCHEDULE_MSG.proposalDone);
    return p;
  };

  return {
    /** The member moves their session themselves (until 24 hours before it starts). */
    async reschedule(user: SessionUser, bookingId: string, startsAt: string) {
      const b = await bookingFor(user, bookingId, "member");
      upcoming(b);
      if (!mayMemberMove(b, now(), RESCHEDULE_MIN_HOURS)) throw new AppError(409, "TOO_LATE", RESCHEDULE_MSG.tooLate);
      const to = await newStart(b, startsAt);
      const latestStart = new Date(now() + RESCHEDULE_MIN_HOURS * 3_600_000);
      return move(user, b, to, { latestStart });
    },

    /** The expert offers a new time (any time before the session starts); the member is told. */
    async propose(user: SessionUser, bookingId: string, startsAt: string) {
      const b = await bookingFor(user, bookingId, "expert");
      upcoming(b);
      const to = await newStart(b, startsAt);
      const p = await d.bookings.propose(b.id, to.startsAt, to.endsAt);
      const mail = { subject: EMAIL.proposedSubject, text: EMAIL.proposedText };
      await tell(b.clientId, user.id, b, NOTICE.proposed, mail, { old: b.startsAt, next: to.startsAt });
      await changed(b);
      return presentProposal(p);
    },

    /** The member takes the proposed time: the same atomic move as their own. */
    async acceptProposal(user: SessionUser, bookingId: string, proposalId: string) {
      const b = await bookingFor(user, bookingId, "member");
      const p = await pendingProposal(b.id, proposalId);
      upcoming(b);
      if (p.startsAt.getTime() <= now()) throw new AppError(400, "PAST_SLOT", BOOKING_MSG.pastSlot);
      return move(user, b, { startsAt: p.startsAt, endsAt: p.endsAt }, { proposalId: p.id });
    },

    /** The member keeps the original time; the expert is told. */
    async declineProposal(user: SessionUser, bookingId: string, proposalId: string) {
      const b = await bookingFor(user, bookingId, "member");
      const p = await pendingProposal(b.id, proposalId);
      if (!(await d.bookings.decline(p.id))) throw new AppError(409, "PROPOSAL_DONE", RESCHEDULE_MSG.proposalDone);
      const mail = { subject: EMAIL.declinedSubject, text: EMAIL.declinedText };
      await tell(b.expertId, user.id, b, NOTICE.declined, mail, { old: b.startsAt, next: p.startsAt });
      await changed(b);
      return presentProposal({ ...p, status: "declined" });
    },
  };
}

const presentProposal = (p: ProposalRow) => ({
  id: p.id,
  startsAt: p.startsAt.toISOString(),
  endsAt: p.endsAt.toISOString(),
  status: p.status as "pending" | "accepted" | "declined" | "withdrawn",
});
