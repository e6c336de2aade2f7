// The console's bookings: search with the gateway's ids, and one booking's money story.
import type {
  AdminBookingDetail,
  AdminBookingRow,
  AdminBookingsPage,
  AdminBookingsQuery,
  AdminRefund,
  RefundState,
} from "@saathi/contract/admin-money";
import { MONEY_MSG } from "@saathi/contract/admin-money";
import type { BookingStatus } from "@saathi/contract/bookings";
import type { Locale } from "@saathi/contract/locale";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import { presentDispute } from "../../platform/presenters/dispute.presenter.ts";
import type { AdminBookingDbRow, AdminBookingsRepository } from "./admin-bookings.repository.ts";
import { MONEY_TIMELINE_MSG as M, MONEY_CANCELLED_BY_LABEL } from "./money.messages.ts";
import { leftToRefund } from "./money.policy.ts";
import { rupees } from "./money.presenter.ts";
import type { RefundsService } from "./refunds.service.ts";

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

function refundState(r: AdminBookingDbRow): RefundState {
  if (r.pay_status === "refunded" || r.refund_status === "refunded") return "refunded";
  if (r.refund_pending > 0) return "pending";
  if (r.refunded_done > 0) return "partial";
  return "none";
}

function presentRow(r: AdminBookingDbRow): AdminBookingRow {
  const ids = [...r.refund_ids];
  if (r.pay_gateway_refund_id && !ids.includes(r.pay_gateway_refund_id)) ids.push(r.pay_gateway_refund_id);
  return {
    id: r.id,
    startsAt: new Date(r.starts_at).toISOString(),
    endsAt: new Date(r.ends_at).toISOString(),
    status: r.status as BookingStatus,
    member: { id: r.member_id, name: r.member_name, email: r.member_email },
    expert: { id: r.expert_id, name: r.expert_name, email: r.expert_email },
    amount: r.amount,
    currency: r.currency,
    paymentStatus: (r.pay_status as AdminBookingRow["paymentStatus"]) ?? null,
    refundState: refundState(r),
    refunded: r.refunded_done + r.refund_pending,
    gatewayOrderId: r.gateway_order_id,
    gatewayPaymentId: r.gateway_payment_id,
    gatewayRefundIds: ids,
    hasDispute: r.dispute !== null,
  };
}

function timeline(r: AdminBookingDbRow, refunds: AdminRefund[], locale: Locale): AdminBookingDetail["timeline"] {
  const tr = translatorFor(locale);
  const by = (r.cancelled_by ?? "someone") as keyof typeof MONEY_CANCELLED_BY_LABEL;
  const t: { at: string | null; label: string }[] = [
    { at: iso(r.created_at), label: tr(M.booked) },
    { at: iso(r.captured_at), label: tr(M.captured, { amount: rupees(r.amount) }) },
    { at: iso(r.cancelled_at), label: tr(M.cancelledBy, { who: tr(MONEY_CANCELLED_BY_LABEL[by] ?? by) }) },
    { at: r.refund_ids.length === 0 ? iso(r.refunded_at) : null, label: tr(M.refundedInFull) },
  ];
  for (const f of refunds) {
    t.push({
      at: f.createdAt,
      label: tr(M.refundRequested, { amount: rupees(f.amount), source: f.source, reason: f.reason }),
    });
    if (f.refundedAt)
      t.push({ at: f.refundedAt, label: tr(M.refundSent, { amount: rupees(f.amount), reference: f.gatewayRefundId }) });
  }
  const d = presentDispute(r.dispute);
  if (d) {
    t.push({ at: d.createdAt, label: tr(M.reported) });
    t.push({ at: d.expertRepliedAt, label: tr(M.expertAnswered) });
    t.push({ at: d.resolvedAt, label: tr(M.resolved, { resolution: d.resolution }) });
  }
  return t
    .filter((e): e is { at: string; label: string } => e.at !== null)
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export function createAdminBookingsService(d: { repo: AdminBookingsRepository; refunds: RefundsService }) {
  return {
    async search(q: AdminBookingsQuery): Promise<AdminBookingsPage> {
      const { rows, total, totalCapped, peopleCapped } = await d.repo.page(q);
      return { rows: rows.map(presentRow), total, totalCapped, peopleCapped, page: q.page, pageSize: q.pageSize };
    },

    /** One booking's money story, its timeline in the reader's language. */
    async detail(id: string, locale: Locale = "en"): Promise<AdminBookingDetail> {
      const r = await d.repo.one(id);
      if (!r) throw new AppError(404, "BOOKING_NOT_FOUND", MONEY_MSG.bookingNotFound);
      const refunds = await d.refunds.listForBooking(id);
      const row = presentRow(r);
      return {
        booking: {
          ...row,
          sessionType: r.session_type,
          language: r.language,
          cancelledBy: r.cancelled_by,
          cancelReason: r.cancel_reason,
        },
        split:
          r.tax !== null && r.commission !== null && r.earning !== null
            ? { amount: r.amount, tax: r.tax, commission: r.commission, earning: r.earning }
            : null,
        refundable: leftToRefund({
          amount: r.amount,
          status: r.pay_status,
          done: r.refunded_done,
          pending: r.refund_pending,
        }),
        refunds,
        dispute: presentDispute(r.dispute),
        timeline: timeline(r, refunds, locale),
      };
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
