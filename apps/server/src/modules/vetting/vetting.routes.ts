import {
  applicationReviewSchema,
  applicationsPageSchema,
  applicationsQuerySchema,
  documentParamsSchema,
  expertIdParamsSchema,
  expertsQuerySchema,
  rejectBodySchema,
  requestChangesBodySchema,
  suspendBodySchema,
  vettedExpertsPageSchema,
  vettingResultSchema,
} from "@saathi/contract/admin-applications";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { VettingService } from "./vetting.service.ts";

/** /api/admin/applications and /api/admin/experts: staff with a second factor only. */
export function vettingRoutes(staff: StaffGuard, vetting: VettingService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (r) => staff.hook(r));
    const tags = ["admin"];
    const params = expertIdParamsSchema;
    const response = { 200: vettingResultSchema };

    app.get(
      "/api/admin/applications",
      {
        schema: {
          tags,
          summary: "The applications queue (by status, oldest first by default)",
          querystring: applicationsQuerySchema,
          response: { 200: applicationsPageSchema },
        },
      },
      async (request) => vetting.queue(request.query),
    );
    app.get(
      "/api/admin/applications/:expertId",
      { schema: { tags, summary: "One application to review", params, response: { 200: applicationReviewSchema } } },
      async (request) => vetting.review(request.params.expertId),
    );
    app.get(
      "/api/admin/applications/:expertId/documents/:documentId",
      { schema: { tags, summary: "A document of an application (private)", params: documentParamsSchema } },
      async (request, reply) => {
        const admin = await staff.require(request);
        const file = await vetting.readDocument(admin, request.params.expertId, request.params.documentId);
        return reply
          .header("content-type", file.mimeType)
          .header("content-length", file.size)
          .header("cache-control", "private, no-store")
          .header("content-disposition", `inline; filename="${encodeURIComponent(file.fileName)}"`)
          .send(file.body);
      },
    );
    app.post(
      "/api/admin/applications/:expertId/request-changes",
      { schema: { tags, summary: "Ask the expert for changes", params, body: requestChangesBodySchema, response } },
      async (request) =>
        vetting.requestChanges(await staff.require(request), request.params.expertId, request.body.message),
    );
    app.post(
      "/api/admin/applications/:expertId/approve",
      { schema: { tags, summary: "Approve: listed for 12 months", params, response } },
      async (request) => vetting.approve(await staff.require(request), request.params.expertId),
    );
    app.post(
      "/api/admin/applications/:expertId/reject",
      { schema: { tags, summary: "Reject with a reason", params, body: rejectBodySchema, response } },
      async (request) => vetting.reject(await staff.require(request), request.params.expertId, request.body.reason),
    );

    app.get(
      "/api/admin/experts",
      {
        schema: {
          tags,
          summary: "Approved, suspended, or past re-verification",
          querystring: expertsQuerySchema,
          response: { 200: vettedExpertsPageSchema },
        },
      },
      async (request) => vetting.experts(request.query),
    );
    app.post(
      "/api/admin/experts/:expertId/suspend",
      {
        schema: {
          tags,
          summary: "Suspend: hidden at once, future sessions cancelled and refunded",
          params,
          body: suspendBodySchema,
          response,
        },
      },
      async (request) => vetting.suspend(await staff.require(request), request.params.expertId, request.body.reason),
    );
    app.post(
      "/api/admin/experts/:expertId/reinstate",
      { schema: { tags, summary: "Reinstate a suspended expert", params, response } },
      async (request) => vetting.reinstate(await staff.require(request), request.params.expertId),
    );
    app.post(
      "/api/admin/experts/:expertId/reverify",
      { schema: { tags, summary: "Re-verify: listed for 12 more months", params, response } },
      async (request) => vetting.reverify(await staff.require(request), request.params.expertId),
    );
  };
}
