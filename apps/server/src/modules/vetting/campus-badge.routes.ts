import { expertIdParamsSchema } from "@saathi/contract/admin-applications";
import { expertCampusSchema, setExpertCampusSchema } from "@saathi/contract/admin-expert-campus";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { CampusBadgeService } from "./campus-badge.service.ts";

/** /api/admin/experts/:expertId/campus: admins with a second factor only (the staff guard's first hook). */
export function campusBadgeRoutes(staff: StaffGuard, campus: CampusBadgeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (r) => staff.hook(r));
    const tags = ["admin"];
    const params = expertIdParamsSchema;
    app.get(
      "/api/admin/experts/:expertId/campus",
      { schema: { tags, summary: "An expert's campus badge", params, response: { 200: expertCampusSchema } } },
      async (request) => campus.campus(request.params.expertId),
    );
    app.put(
      "/api/admin/experts/:expertId/campus",
      {
        schema: {
          tags,
          summary: "Set or clear an expert's campus badge (audited)",
          params,
          body: setExpertCampusSchema,
          response: { 200: expertCampusSchema },
        },
      },
      async (request) => campus.setCampus(await staff.require(request), request.params.expertId, request.body),
    );
  };
}
