// The console's bookings (issue 15): search with the gateway's ids, and one booking's money story.
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
import { AppError } from "../../platform/http/errors.ts";
import { presentDispute } from "../../platform/presenters/dispute.presenter.ts";
import type { AdminBookingDbRow, AdminBookingsRepository } from "./admin-bookings.repository.ts";
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

function timeline(r: AdminBookingDbRow, refunds: AdminRefund[]): AdminBookingDetail["timeline"] {
  const t: { at: string | null; label: string }[] = [
    { at: iso(r.created_at), label: "Booked; slot held for payment" },
    { at: iso(r.captured_at), label: `Payment captured (${rupees(r.amount)})` },
    { at: iso(r.cancelled_at), label: `Cancelled by ${r.cancelled_by ?? "someone"}` },
    { at: r.refund_ids.length === 0 ? iso(r.refunded_at) : null, label: "Refunded in full (cancellation)" },
  ];
  for (const f of refunds) {
    t.push({ at: f.createdAt, label: `Refund of ${rupees(f.amount)} requested (${f.source}): ${f.reason}` });
    if (f.refundedAt) t.push({ at: f.refundedAt, label: `Refund of ${rupees(f.amount)} sent (${f.gatewayRefundId})` });
  }
  const d = presentDispute(r.dispute);
  if (d) {
    t.push({ at: d.createdAt, label: "Member reported a problem" });
    t.push({ at: d.expertRepliedAt, label: "Expert answered the report" });
    t.push({ at: d.resolvedAt, label: `Dispute resolved: ${d.resolution}` });
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

    async detail(id: string): Promise<AdminBookingDetail> {
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
        timeline: timeline(r, refunds),
      };
    },
  };
}

export type AdminBookingsService = ReturnType<typeof createAdminBookingsService>;
