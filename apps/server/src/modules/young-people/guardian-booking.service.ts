// A minor's session, consented to and paid for by their guardian (decision 038). Bookings holds the slot
// for the guardian ("guardian pending") and calls `held`; the guardian gets a single-use link (its
// secret stored only as an HMAC) to a page showing the session and nothing of the young person's
// words, chooses "present" or "informed", and pays through the same checkout and settle as every
// booking, or declines. Young-people is built before bookings, so bookings hands its side over as a
// port (`GuardianHolds`, through `connect`); young-people never imports bookings.
import { createHmac, randomBytes } from "node:crypto";
import { BOOKING_MSG } from "@saathi/contract/bookings";
import {
  GUARDIAN_BOOKING_ERROR,
  GUARDIAN_BOOKING_MAIL_TEXT,
  GUARDIAN_BOOKING_MSG,
  type GuardianAttendance,
  type GuardianBookingPage,
  type GuardianCheckout,
  type TeenBookingStatus,
} from "@saathi/contract/guardian-booking";
import { YOUNG_ERROR, YOUNG_MSG } from "@saathi/contract/young-people";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { GuardianBookingRepository, GuardianBookingRow } from "./guardian-booking.repository.ts";
import { guardianLinkOpen, isBookingMinor, mayVerifyGuardianPayment, teenBookingState } from "./young-people.policy.ts";
import type { YoungPeopleRepository } from "./young-people.repository.ts";

/** A guardian-pending booking as bookings reports it. */
export interface GuardianHoldView {
  status: string;
  holdKind: string;
  clientId: string;
  expertId: string;
  startsAt: Date;
  endsAt: Date;
  sessionType: string;
  language: string;
  amount: number;
  currency: string;
  holdExpiresAt: Date;
}

/** What young-people asks of bookings (the port bookings connects when it is built). */
export interface GuardianHolds {
  view(bookingId: string): Promise<GuardianHoldView | null>;
  /** Records the guardian's attendance on the booking and opens (or answers the open) gateway order. */
  openOrder(bookingId: string, attendance: GuardianAttendance): Promise<GuardianCheckout | null>;
  /** The checkout's signed answer, settled like an adult's ("invalid": not genuine; "other_order": not this booking's). */
  settle(
    bookingId: string,
    paid: { orderId: string; paymentId: string; signature: string },
  ): Promise<"confirmed" | "refunded" | "refund_pending" | "cancelled" | "invalid" | "other_order">;
  /** The guardian declined: the slot is free again. */
  release(bookingId: string): Promise<boolean>;
  /** The sandbox checkout's Pay and Fail payment for the booking's order; null with a real gateway. */
  sandbox: {
    pay(
      bookingId: string,
    ): Promise<{ razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string } | null>;
    fail(bookingId: string): Promise<void>;
  } | null;
}

/** What bookings tells young-people about a held booking of a minor's. */
export interface GuardianHeld {
  bookingId: string;
  memberId: string;
  expertId: string;
  startsAt: Date;
  amount: number;
  holdExpiresAt: Date;
}

const rupees = (paise: number) => `₹${(paise / 100).toLocaleString("en-IN", { maximumFractionDigits: 2 })}`;

export function createGuardianBookingService(d: {
  repo: GuardianBookingRepository;
  people: Pick<YoungPeopleRepository, "person">;
  messenger: Messenger;
  secret: string;
  publicUrl: string;
  log: Logger;
  now?: () => Date;
}) {
  const now = d.now ?? (() => new Date());
  let holds: GuardianHolds | null = null;
  const port = () => {
    if (!holds) throw new Error("bookings has not connected its guardian holds");
    return holds;
  };
  const hash = (token: string) => createHmac("sha256", d.secret).update(`guardian-booking:${token}`).digest("hex");
  const closed = () => new AppError(404, GUARDIAN_BOOKING_ERROR.notOpen, GUARDIAN_BOOKING_MSG.notOpen);
  const nameOf = async (id: string, first = false) => {
    const p = await d.people.person(id);
    return (first ? p?.firstName?.trim() : null) || p?.displayName?.trim() || "";
  };

  /** The link's row and its booking, only while both are open; anything else is the same 404. */
  const open = async (token: string) => {
    const row = await d.repo.byTokenHash(hash(token));
    if (!row) throw closed();
    const booking = await port().view(row.bookingId);
    if (!booking || !guardianLinkOpen(row, booking, now())) throw closed();
    return { row, booking };
  };

  /** Tells the young person, kindly, in their language (a notice on the side: never fails the answer). */
  const tellTeen = async (row: GuardianBookingRow, kind: "confirmed" | "declined" | "expired") => {
    try {
      const person = await d.people.person(row.minorId);
      const booking = await port().view(row.bookingId);
      if (!person || !booking) return;
      const locale = await d.messenger.localeOfUser(row.minorId);
      const t = translatorFor(locale);
      const values = { expert: await nameOf(booking.expertId), when: formatDateTime(booking.startsAt, locale) };
      await d.messenger.sendEmail({
        to: person.email,
        subject: t(GUARDIAN_BOOKING_MAIL_TEXT[`${kind}Subject`]),
        text: t(GUARDIAN_BOOKING_MAIL_TEXT[kind], values),
      });
    } catch (err) {
      d.log.warn({ err, bookingId: row.bookingId }, "guardian booking notice to the young person not sent");
    }
  };

  /** A consent row and its booking as the young person sees them. */
  const present = async (row: GuardianBookingRow): Promise<TeenBookingStatus> => {
    const booking = await port().view(row.bookingId);
    return {
      bookingId: row.bookingId,
      state: teenBookingState(row, booking, now()),
      expertName: booking ? await nameOf(booking.expertId) : "",
      startsAt: booking?.startsAt.toISOString() ?? new Date(0).toISOString(),
      holdExpiresAt: booking?.holdExpiresAt.toISOString() ?? new Date(0).toISOString(),
      attendance: (row.attendance as GuardianAttendance | null) ?? null,
    };
  };

  return {
    /** Bookings hands over its side once it is built (before the server listens). */
    connect(h: GuardianHolds) {
      holds = h;
    },

    /**
     * A minor's booking is held for the guardian: a link (by email; by SMS too when the guardian gave a
     * phone) to consent and pay. No guardian contact (no consent in force) refuses the booking.
     */
    async held(b: GuardianHeld) {
      const contact = await d.repo.guardianContact(b.memberId);
      if (!contact?.email) throw new AppError(403, YOUNG_ERROR.consentNeeded, YOUNG_MSG.sessionConsentNeeded);
      const token = randomBytes(24).toString("base64url");
      await d.repo.insert({
        bookingId: b.bookingId,
        minorId: b.memberId,
        tokenHash: hash(token),
        sentBy: contact.phone ? "email_sms" : "email",
      });
      const locale = await d.messenger.localeOf(contact.email, await d.messenger.localeOfUser(b.memberId));
      const t = translatorFor(locale);
      const values = {
        name: await nameOf(b.memberId, true),
        expert: await nameOf(b.expertId),
        when: formatDateTime(b.startsAt, locale),
        fee: rupees(b.amount),
        link: `${d.publicUrl}/guardian/booking/${token}`,
        until: formatDateTime(b.holdExpiresAt, locale),
      };
      await d.messenger.sendEmail({
        to: contact.email,
        subject: t(GUARDIAN_BOOKING_MAIL_TEXT.subject, values),
        text: t(GUARDIAN_BOOKING_MAIL_TEXT.body, values),
      });
      if (contact.phone)
        await d.messenger
          .sendSms({ to: contact.phone, subject: "", text: t(GUARDIAN_BOOKING_MAIL_TEXT.sms, values) })
          .catch((err) => d.log.warn({ err }, "guardian booking SMS not sent"));
    },

    /** The guardian's page: the session (expert, time, fee), never anything the young person wrote. */
    async page(token: string): Promise<GuardianBookingPage> {
      const { row, booking } = await open(token);
      return {
        memberName: await nameOf(row.minorId, true),
        expertName: await nameOf(booking.expertId),
        startsAt: booking.startsAt.toISOString(),
        endsAt: booking.endsAt.toISOString(),
        sessionType: booking.sessionType,
        language: booking.language,
        amount: booking.amount,
        currency: booking.currency,
        holdExpiresAt: booking.holdExpiresAt.toISOString(),
        attendance: (row.attendance as GuardianAttendance | null) ?? null,
      };
    },

    /** The guardian consents with their choice of attendance: recorded, and the payment opened. */
    async consent(token: string, attendance: GuardianAttendance): Promise<GuardianCheckout> {
      const { row } = await open(token);
      const order = await port().openOrder(row.bookingId, attendance);
      if (!order) throw closed();
      if (!(await d.repo.transition(row.id, ["pending", "consented"], { status: "consented", attendance })))
        throw closed();
      return order;
    },

    /** The sandbox checkout's Pay, for this link's booking only. */
    async sandboxPay(token: string) {
      const { row } = await open(token);
      const sandbox = port().sandbox;
      const paid = sandbox && row.status === "consented" ? await sandbox.pay(row.bookingId) : null;
      if (!paid) throw closed();
      return paid;
    },

    /** The sandbox checkout's Fail payment: nothing is taken and the hold stays for another try. */
    async sandboxFail(token: string) {
      const { row } = await open(token);
      const sandbox = port().sandbox;
      if (!sandbox || row.status !== "consented") throw closed();
      await sandbox.fail(row.bookingId);
      return { failed: true as const };
    },

    /**
     * The checkout's answer: settled through the same payment state machine as an adult's booking
     * (confirmed, or refunded when the hold had gone, never both); a payment that is not genuine
     * leaves the hold for another try. A settled link is spent.
     */
    async verify(token: string, paid: { orderId: string; paymentId: string; signature: string }) {
      const row = await d.repo.byTokenHash(hash(token));
      // A payment may arrive after the hold ran out (its refund is then told truthfully), so a consented
      // row is settled even when the link no longer opens the page.
      if (!row || !mayVerifyGuardianPayment(row)) throw closed();
      const answer = await port().settle(row.bookingId, paid);
      if (answer === "other_order") throw closed();
      if (answer === "invalid")
        throw new AppError(400, GUARDIAN_BOOKING_ERROR.verifyFailed, GUARDIAN_BOOKING_MSG.verifyFailed);
      if (answer === "confirmed") {
        if (await d.repo.transition(row.id, ["consented"], { status: "confirmed", answeredAt: now() }))
          await tellTeen(row, "confirmed");
        return { status: "confirmed" as const };
      }
      await d.repo.transition(row.id, ["consented"], { status: "expired", answeredAt: now() });
      throw new AppError(409, GUARDIAN_BOOKING_ERROR.holdEnded, GUARDIAN_BOOKING_MSG.holdEnded);
    },

    /** The guardian declines: the slot is released and the young person told kindly. */
    async decline(token: string) {
      const { row } = await open(token);
      if (!(await d.repo.transition(row.id, ["pending", "consented"], { status: "declined", answeredAt: now() })))
        throw closed();
      await port().release(row.bookingId);
      await tellTeen(row, "declined");
      return { status: "declined" as const };
    },

    /** Bookings' expiry job ended these holds: a guardian who never answered; the young person is told. */
    async expired(bookingIds: string[]) {
      for (const row of await d.repo.expireFor(bookingIds, now())) await tellTeen(row, "expired");
    },

    /** The young person's own guardian-pending booking: where it stands (anyone else: 404). */
    async teenStatus(userId: string, bookingId: string): Promise<TeenBookingStatus> {
      const row = await d.repo.byBooking(bookingId);
      if (!row || !isBookingMinor(userId, row)) throw new AppError(404, "BOOKING_NOT_FOUND", BOOKING_MSG.notFound);
      return present(row);
    },

    /** The young person's sessions still waiting for their guardian (their bookings page lists them). */
    async teenWaiting(userId: string): Promise<{ items: TeenBookingStatus[] }> {
      const all = await Promise.all((await d.repo.waitingFor(userId)).map(present));
      return { items: all.filter((b) => b.state === "waiting") };
    },
  };
}

export type GuardianBookingService = ReturnType<typeof createGuardianBookingService>;
/** What bookings calls: a minor's hold made, holds that ran out, and its side of the port. */
export type GuardianBookingHooks = Pick<GuardianBookingService, "held" | "expired" | "connect">;
