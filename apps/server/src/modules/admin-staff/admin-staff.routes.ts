import { adminMeSchema, adminPage, auditEntrySchema, auditQuerySchema } from "@saathi/contract/admin";
import { adminDashboardSchema } from "@saathi/contract/admin-staff";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { AdminStaffService } from "./admin-staff.service.ts";

/**
 * The console's own endpoints: who is signed in (every staff role: the console shows a moderator
 * only their sections), the dashboard and the audit log (admins only).
 */
export function adminStaffRoutes(
  staff: StaffGuard,
  service: AdminStaffService,
  anyStaff: StaffGuard = staff,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (r) => (r.routeOptions.url === "/api/admin/me" ? anyStaff.hook(r) : staff.hook(r)));
    app.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "private, no-store");
      return payload;
    });
    const tags = ["admin"];
    app.get(
      "/api/admin/me",
      { schema: { tags, summary: "The signed-in staff member", response: { 200: adminMeSchema } } },
      async (request) => service.me(await anyStaff.require(request)),
    );
    app.get(
      "/api/admin/dashboard",
      {
        schema: {
          tags,
          summary: "What needs attention, and the week's money",
          response: { 200: adminDashboardSchema },
        },
      },
      async () => service.dashboard(),
    );
    app.get(
      "/api/admin/audit",
      {
        schema: {
          tags,
          summary: "The audit log, newest first, with filters",
          querystring: auditQuerySchema,
          response: { 200: adminPage(auditEntrySchema) },
        },
      },
      async (request) => service.audit(request.query),
    );
  };
}
