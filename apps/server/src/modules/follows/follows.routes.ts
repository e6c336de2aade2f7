import { followStateSchema } from "@saathi/contract/follows";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { FollowsService } from "./follows.service.ts";

const userParam = z.object({ userId: z.uuid("Invalid user id") });
const schema = (summary: string) => ({
  tags: ["follows"],
  summary,
  params: userParam,
  response: { 200: followStateSchema },
});

export function followsRoutes(session: SessionReader, service: FollowsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post("/api/follows/:userId", { schema: schema("Follow a member (a request if private)") }, async (request) =>
      service.follow((await session.require(request)).id, request.params.userId),
    );
    app.delete("/api/follows/:userId", { schema: schema("Unfollow, or withdraw a request") }, async (request) =>
      service.unfollow((await session.require(request)).id, request.params.userId),
    );
    app.post(
      "/api/follow-requests/:userId/accept",
      { schema: schema("Accept a follow request from this member") },
      async (request) => service.accept((await session.require(request)).id, request.params.userId),
    );
    app.post(
      "/api/follow-requests/:userId/decline",
      { schema: schema("Decline a follow request from this member") },
      async (request) => service.decline((await session.require(request)).id, request.params.userId),
    );
  };
}
