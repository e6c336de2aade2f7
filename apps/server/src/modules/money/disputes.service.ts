// 'Report a problem': the member reports a finished session within 7 days, the expert
// answers once, an admin resolves it (refund, partial, none) with a message to both sides. A
// resolution's refund goes through the refunds service, keyed by the dispute, so a retry never pays twice.
import type { AdminDisputeRow, AdminDisputesQuery, ResolveDisputeBody } from "@saathi/contract/admin-money";
import { MONEY_MSG } from "@saathi/contract/admin-money";
import {
  type BookingDispute,
  type CreateDisputeBody,
  DISPUTE_CATEGORY_LABEL,
  DISPUTE_MSG,
} from "@saathi/contract/booking-disputes";
import { BOOKING_MSG } from "@saathi/contract/bookings";
import type { Logger } from "pino";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { formatDateTime } from "../../platform/i18n/format.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { presentDispute } from "../../platform/presenters/dispute.presenter.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { AdminDisputeDbRow, DisputeRow, DisputesRepository } from "./disputes.repository.ts";
import { MONEY_EMAIL_MSG as EMAIL } from "./money.messages.ts";
import {
  canSeeDispute,
  isBookingExpert,
  isBookingMember,
  leftToRefund,
  replyRefusal,
  reportRefusal,
  resolutionAmount,
} from "./money.policy.ts";
import { rupees } from "./money.presenter.ts";
import type { RefundsService } from "./refunds.service.ts";

export interface DisputesDeps {
  repo: DisputesRepository;
  refunds: RefundsService;
  notifications: NotificationsService;
  messenger: Messenger;
  log: Logger;
  now?: () => number;
}

const bookingNotFound = () => new AppError(404, "BOOKING_NOT_FOUND", BOOKING_MSG.notFound);
const disputeNotFound = () => new AppError(404, "DISPUTE_NOT_FOUND", MONEY_MSG.disputeNotFound);

const toJson = (d: DisputeRow) =>
  presentDispute({
    id: d.id,
    category: d.category,
    description: d.description,
    created_at: d.createdAt.toISOString(),
    expert_reply: d.expertReply,
    expert_replied_at: d.expertRepliedAt?.toISOString() ?? null,
    status: d.status,
    resolution: d.resolution,
    refund_amount: d.refundAmount,
    resolution_message: d.resolutionMessage,
    resolved_at: d.resolvedAt?.toISOString() ?? null,
  }) as BookingDispute;

export function createDisputesService(d: DisputesDeps) {
  const now = d.now ?? Date.now;

  const presentAdmin = (r: AdminDisputeDbRow): AdminDisputeRow => {
    const dispute = presentDispute(r.dispute) as BookingDispute;
    return {
      ...dispute,
      bookingId: r.booking_id,
      startsAt: new Date(r.starts_at).toISOString(),
      member: { id: r.member_id, name: r.member_name, email: r.member_email },
      expert: { id: r.expert_id, name: r.expert_name, email: r.expert_email },
      amount: r.amount ?? 0,
      refundable: leftToRefund({
        amount: r.amount,
        status: r.pay_status,
        done: r.refunded_done,
        pending: r.refund_pending,
      }),
      ageHours: Math.max(0, Math.floor((now() - Date.parse(dispute.createdAt)) / 3_600_000)),
    };
  };

  return {
    /** The member reports a problem: 404 for anyone else's booking, one per booking, within 7 days. */
    async report(
      userId: string,
      bookingId: string,
      body: CreateDisputeBody,
      /** The reminders service opens it early when nobody joined the call (its own check). */
      opts: { opensAt?: number } = {},
    ): Promise<BookingDispute> {
      const b = await d.repo.booking(bookingId);
      if (!b || !isBookingMember(userId, b)) throw bookingNotFound();
      if (await d.repo.byBooking(bookingId)) throw new AppError(409, "DISPUTE_EXISTS", DISPUTE_MSG.duplicate);
      const why = reportRefusal(b, now(), opts.opensAt);
      if (why === "not_completed") throw new AppError(409, "NOT_COMPLETED", DISPUTE_MSG.notCompleted);
      if (why === "window_closed") throw new AppError(422, "WINDOW_CLOSED", DISPUTE_MSG.windowClosed);
      const row = await d.repo.insert({
        bookingId,
        memberId: b.clientId,
        expertId: b.expertId,
        category: body.category,
        description: body.description,
      });
      if (!row) throw new AppError(409, "DISPUTE_EXISTS", DISPUTE_MSG.duplicate);
      await d.notifications
        .notify(b.expertId, "dispute", b.clientId, { booking_id: b.id, starts_at: b.startsAt.toISOString() })
        .catch((err) => d.log.error({ err }, "dispute notification failed"));
      return toJson(row);
    },

    /** The dispute of a booking, for its member or expert (404 for anyone else, or when none). */
    async forBooking(userId: string, bookingId: string): Promise<BookingDispute> {
      const b = await d.repo.booking(bookingId);
      if (!b || !canSeeDispute(userId, b)) throw bookingNotFound();
      const row = await d.repo.byBooking(bookingId);
      if (!row) throw new AppError(404, "DISPUTE_NOT_FOUND", DISPUTE_MSG.notFound);
      return toJson(row);
    },

    /** The expert's one answer while the dispute is open. */
    async reply(userId: string, bookingId: string, message: string): Promise<BookingDispute> {
      const b = await d.repo.booking(bookingId);
      if (!b || !canSeeDispute(userId, b)) throw bookingNotFound();
      const row = await d.repo.byBooking(bookingId);
      if (!row) throw new AppError(404, "DISPUTE_NOT_FOUND", DISPUTE_MSG.notFound);
      if (!isBookingExpert(userId, b)) throw new AppError(403, "ONLY_EXPERT", DISPUTE_MSG.onlyExpert);
      const why = replyRefusal(row);
      if (why === "replied") throw new AppError(409, "ALREADY_REPLIED", DISPUTE_MSG.replyOnce);
      if (why === "closed") throw new AppError(409, "DISPUTE_CLOSED", DISPUTE_MSG.replyClosed);
      const updated = await d.repo.reply(row.id, message);
      if (!updated) throw new AppError(409, "ALREADY_REPLIED", DISPUTE_MSG.replyOnce);
      return toJson(updated);
    },

    async adminList(q: AdminDisputesQuery) {
      const { rows, total } = await d.repo.adminPage(q.status, q.pageSize, (q.page - 1) * q.pageSize);
      return { rows: rows.map(presentAdmin), total, page: q.page, pageSize: q.pageSize };
    },

    async adminOne(id: string) {
      const row = await d.repo.adminOne(id);
      if (!row) throw disputeNotFound();
      return presentAdmin(row);
    },

    /** Resolves an open dispute: its refund first (idempotent per dispute), then the record and audit. */
    async resolve(admin: StaffUser, id: string, body: ResolveDisputeBody) {
      const dispute = await d.repo.byId(id);
      if (!dispute) throw disputeNotFound();
      if (dispute.status !== "open") throw new AppError(409, "DISPUTE_RESOLVED", MONEY_MSG.disputeResolved);
      const key = `dispute:${dispute.id}`;
      const earlier = await d.refunds.byKey(key);
      const left = (await d.refunds.refundable(dispute.bookingId)) + (earlier?.amount ?? 0);
      const decided = resolutionAmount(body.resolution, body.amount, left);
      if (!decided.ok) {
        if (decided.why === "amount_required") throw new AppError(400, "AMOUNT_REQUIRED", MONEY_MSG.partialNeedsAmount);
        if (decided.why === "nothing_left") throw new AppError(409, "NOTHING_LEFT", MONEY_MSG.nothingLeft);
        throw new AppError(422, "OVER_REFUND", MONEY_MSG.overRefund);
      }
      const actor = { id: admin.id, email: admin.email };
      const refund =
        decided.amount > 0
          ? await d.refunds.refund({
              bookingId: dispute.bookingId,
              amount: decided.amount,
              reason: `Dispute: ${body.message}`,
              source: "dispute",
              idempotencyKey: key,
              actor,
            })
          : null;
      const refunded = refund ? refund.refund.amount : null;
      const resolved = await d.repo.resolve(
        dispute.id,
        { resolution: body.resolution, refundAmount: refunded, message: body.message, resolvedBy: admin.id },
        {
          actor,
          action: "dispute.resolve",
          targetType: "dispute",
          targetId: dispute.id,
          before: { status: "open" },
          after: {
            status: "resolved",
            resolution: body.resolution,
            refundAmount: refunded,
            refundId: refund?.refund.id ?? null,
          },
          reason: body.message,
        },
      );
      if (!resolved) throw new AppError(409, "DISPUTE_RESOLVED", MONEY_MSG.disputeResolved);
      await tell(dispute, body.message, refunded).catch((err) => d.log.error({ err }, "dispute messages failed"));
      return {
        dispute: await this.adminOne(dispute.id),
        refund: refund?.refund ?? null,
        message: refund ? refund.message : "Dispute resolved. Both sides have been told.",
      };
    },
  };

  /** The resolution message to both sides: in-app and by email. */
  async function tell(dispute: DisputeRow, message: string, refunded: number | null) {
    const b = await d.repo.booking(dispute.bookingId);
    const p = await d.repo.parties(dispute.bookingId);
    if (!b || !p) return;
    const extra = { booking_id: b.id, starts_at: b.startsAt.toISOString() };
    await d.notifications.notify(b.clientId, "dispute", b.expertId, extra);
    await d.notifications.notify(b.expertId, "dispute", b.clientId, extra);
    const category = DISPUTE_CATEGORY_LABEL[dispute.category as keyof typeof DISPUTE_CATEGORY_LABEL];
    // Each side in their own language.
    for (const to of [p.member_email, p.expert_email]) {
      const locale = await d.messenger.localeOf(to);
      const t = translatorFor(locale);
      const money = refunded ? t(EMAIL.disputeRefunded, { amount: rupees(refunded) }) : t(EMAIL.disputeNoRefund);
      const when = formatDateTime(b.startsAt, locale, {});
      const text = t(EMAIL.disputeText, { when, category: t(category), message, money });
      await d.messenger.sendEmail({ to, subject: t(EMAIL.disputeSubject), text });
    }
  }
}

export type DisputesService = ReturnType<typeof createDisputesService>;
