import {
  adminMemberDetailSchema,
  adminMembersPageSchema,
  adminMembersQuerySchema,
  MEMBERS_MSG,
  reinstateMemberSchema,
  suspendMemberSchema,
} from "@saathi/contract/admin-members";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { AdminMembersService } from "./admin-members.service.ts";

const params = z.object({ id: z.uuid(MEMBERS_MSG.memberNotFound) });

/** /api/admin/members: staff only (admin with a second factor), refused before any validation. */
export function adminMembersRoutes(staff: StaffGuard, members: AdminMembersService): FastifyPluginAsyncZod {
  return async (app) => {
    // onRequest, not only preValidation: refusals come before the body is even parsed (a DELETE with
    // an empty JSON body would otherwise answer 400 to a visitor).
    app.addHook("onRequest", (r) => staff.hook(r));
    const tags = ["admin"];
    app.addHook("onSend", async (_request, reply, payload) => {
      reply.header("cache-control", "private, no-store");
      return payload;
    });
    app.get(
      "/api/admin/members",
      {
        schema: {
          tags,
          summary: "Search members by name, username or email; filter by role and suspension",
          querystring: adminMembersQuerySchema,
          response: { 200: adminMembersPageSchema },
        },
      },
      async (request) => members.search(request.query),
    );
    app.get(
      "/api/admin/members/:id",
      {
        schema: {
          tags,
          summary: "A member's account facts, bookings and reports (never chats, assessments or journal)",
          params,
          response: { 200: adminMemberDetailSchema },
        },
      },
      async (request) => members.detail(request.params.id),
    );
    app.post(
      "/api/admin/members/:id/suspend",
      {
        schema: {
          tags,
          summary: "Suspend a member: signed out everywhere, sign-in refused, content hidden",
          params,
          body: suspendMemberSchema,
          response: { 200: adminMemberDetailSchema },
        },
      },
      async (request) => members.suspend(await staff.require(request), request.params.id, request.body),
    );
    app.post(
      "/api/admin/members/:id/reinstate",
      {
        schema: {
          tags,
          summary: "End a member's suspension",
          params,
          body: reinstateMemberSchema,
          response: { 200: adminMemberDetailSchema },
        },
      },
      async (request) => members.reinstate(await staff.require(request), request.params.id, request.body),
    );
  };
}
