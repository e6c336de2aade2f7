import {
  adminBookingDetailSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminDisputeRowSchema,
  adminDisputesPageSchema,
  adminDisputesQuerySchema,
  createRefundBodySchema,
  createRefundResponseSchema,
  expertPayoutQuerySchema,
  expertPayoutSchema,
  markPaidBodySchema,
  monthSchema,
  payoutRecordSchema,
  payoutsPageSchema,
  payoutsQuerySchema,
  resolveDisputeBodySchema,
  resolveDisputeResponseSchema,
} from "@saathi/contract/admin-money";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { AdminBookingsService } from "./admin-bookings.service.ts";
import type { DisputesService } from "./disputes.service.ts";
import type { PayoutsService } from "./payouts.service.ts";
import type { RefundsService } from "./refunds.service.ts";

export interface MoneyRouteServices {
  bookings: AdminBookingsService;
  refunds: RefundsService;
  disputes: DisputesService;
  payouts: PayoutsService;
}

const idParam = z.object({ id: z.uuid("Not found") });
const expertParam = z.object({ expertId: z.uuid("Expert not found") });
const csv = (name: string) => ({
  "content-type": "text/csv; charset=utf-8",
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
});

/** The console's money area: bookings, refunds, disputes, payouts. Staff only, refused before validation. */
export function moneyRoutes(staff: StaffGuard, s: MoneyRouteServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (r) => staff.hook(r));
    const tags = ["admin"];
    app.get(
      "/api/admin/bookings",
      {
        schema: {
          tags,
          summary: "Search bookings",
          querystring: adminBookingsQuerySchema,
          response: { 200: adminBookingsPageSchema },
        },
      },
      async (request) => s.bookings.search(request.query),
    );
    app.get(
      "/api/admin/bookings/:id",
      {
        schema: {
          tags,
          summary: "One booking's money story",
          params: idParam,
          response: { 200: adminBookingDetailSchema },
        },
      },
      async (request) => s.bookings.detail(request.params.id, request.locale),
    );
    app.post(
      "/api/admin/bookings/:id/refunds",
      {
        schema: {
          tags,
          summary: "Refund part or all of a booking's payment (idempotent on idempotencyKey)",
          params: idParam,
          body: createRefundBodySchema,
          response: { 200: createRefundResponseSchema },
        },
      },
      async (request) => {
        const admin = await staff.require(request);
        const { refund, message, refundable } = await s.refunds.refund({
          bookingId: request.params.id,
          amount: request.body.amount,
          reason: request.body.reason,
          source: "admin",
          idempotencyKey: `admin:${request.body.idempotencyKey}`,
          actor: { id: admin.id, email: admin.email },
        });
        return { refund, message, refundable };
      },
    );
    app.get(
      "/api/admin/disputes",
      {
        schema: {
          tags,
          summary: "Disputes, open first",
          querystring: adminDisputesQuerySchema,
          response: { 200: adminDisputesPageSchema },
        },
      },
      async (request) => s.disputes.adminList(request.query),
    );
    app.get(
      "/api/admin/disputes/:id",
      { schema: { tags, summary: "One dispute", params: idParam, response: { 200: adminDisputeRowSchema } } },
      async (request) => s.disputes.adminOne(request.params.id),
    );
    app.post(
      "/api/admin/disputes/:id/resolve",
      {
        schema: {
          tags,
          summary: "Resolve a dispute: refund, partial or none, with a message to both sides",
          params: idParam,
          body: resolveDisputeBodySchema,
          response: { 200: resolveDisputeResponseSchema },
        },
      },
      async (request) => s.disputes.resolve(await staff.require(request), request.params.id, request.body),
    );
    app.get(
      "/api/admin/payouts",
      {
        schema: {
          tags,
          summary: "Payouts ledger of a month, per expert",
          querystring: payoutsQuerySchema,
          response: { 200: payoutsPageSchema },
        },
      },
      async (request) => s.payouts.month(request.query),
    );
    app.get(
      "/api/admin/payouts.csv",
      { schema: { tags, summary: "Payouts ledger of a month as CSV", querystring: z.object({ month: monthSchema }) } },
      async (request, reply) =>
        reply.headers(csv(`payouts-${request.query.month}.csv`)).send(await s.payouts.monthCsv(request.query.month)),
    );
    app.get(
      "/api/admin/payouts/:expertId",
      {
        schema: {
          tags,
          summary: "One expert's sessions of a month with their split",
          params: expertParam,
          querystring: expertPayoutQuerySchema,
          response: { 200: expertPayoutSchema },
        },
      },
      async (request) => s.payouts.expertLedger(request.params.expertId, request.query.month),
    );
    app.get(
      "/api/admin/payouts/:expertId/export.csv",
      {
        schema: {
          tags,
          summary: "One expert's month as CSV",
          params: expertParam,
          querystring: expertPayoutQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .headers(csv(`payout-${request.query.month}-${request.params.expertId}.csv`))
          .send(await s.payouts.expertCsv(request.params.expertId, request.query.month)),
    );
    app.post(
      "/api/admin/payouts/:expertId/:month/mark-paid",
      {
        schema: {
          tags,
          summary: "Mark an expert's month paid with the bank reference (once)",
          params: expertParam.extend({ month: monthSchema }),
          body: markPaidBodySchema,
          response: { 200: payoutRecordSchema },
        },
      },
      async (request) =>
        s.payouts.markPaid(
          await staff.require(request),
          request.params.expertId,
          request.params.month,
          request.body.reference,
        ),
    );
  };
}
