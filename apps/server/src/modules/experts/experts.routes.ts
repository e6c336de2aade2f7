import {
  availabilityQuerySchema,
  availabilitySchema,
  expertCardSchema,
  expertDetailSchema,
  expertListQuerySchema,
  expertListSchema,
  expertYoungPeopleAnswerSchema,
  expertYoungPeopleSchema,
  favouriteSchema,
  feedbackPageSchema,
  feedbackQuerySchema,
} from "@saathi/contract/experts";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { ExpertsService } from "./experts.service.ts";

const expertParam = z.object({ expertId: z.string().max(100) });
/** A cached answer is JSON text already: sent as is (the schema still documents it; zod is skipped). */
const sendJsonText = (reply: FastifyReply, text: string) => reply.type("application/json; charset=utf-8").send(text);

/** The directory is public (the landing page shows featured experts); favourites need a member. */
export function expertsRoutes(session: SessionReader, experts: ExpertsService): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ["experts"];
    app.get(
      "/api/experts",
      {
        // A visitor's page is the same for all: kept for seconds, dropped when a listing changes.
        config: { edge: { ttlMs: 3000, anonymousOnly: true, generation: experts.listingsGeneration } },
        schema: {
          tags,
          summary: "The expert directory, filtered, 12 a page (get_expert_profiles)",
          querystring: expertListQuerySchema,
          response: { 200: expertListSchema },
        },
      },
      // A member's page has their favourites and blocks; a visitor's is the same for all (cached text).
      async (request, reply) => {
        const viewer = await session.optional(request);
        if (viewer) return experts.list(request.query, viewer.id);
        return sendJsonText(reply, await experts.publicListJson(request.query));
      },
    );
    app.get(
      "/api/experts/featured",
      {
        config: { edge: { ttlMs: 3000, generation: experts.listingsGeneration } },
        schema: { tags, summary: "Featured experts (landing page)", response: { 200: z.array(expertCardSchema) } },
      },
      async (_request, reply) => sendJsonText(reply, await experts.featuredJson()),
    );
    app.get(
      "/api/experts/previously-consulted",
      {
        schema: {
          tags,
          summary: "Experts I had sessions with",
          response: { 200: z.array(expertCardSchema) },
        },
      },
      async (request) => experts.previouslyConsulted((await session.require(request)).id),
    );
    app.get(
      "/api/expert/young-people",
      {
        schema: {
          tags,
          summary: "My choice to work with young people, and my campus",
          response: { 200: expertYoungPeopleAnswerSchema },
        },
      },
      async (request) => experts.youngPeopleSetting(await session.require(request)),
    );
    app.put(
      "/api/expert/young-people",
      {
        schema: {
          tags,
          summary: "Work with young people (members under 18), and name my school or college",
          body: expertYoungPeopleSchema,
          response: { 200: expertYoungPeopleAnswerSchema },
        },
      },
      async (request) => experts.setYoungPeopleSetting(await session.require(request), request.body),
    );
    app.get(
      "/api/experts/:handle",
      {
        schema: {
          tags,
          summary: "One expert by user id or username (get_expert_profile)",
          params: z.object({ handle: z.string().max(100) }),
          response: { 200: expertDetailSchema },
        },
      },
      async (request) => experts.detail(request.params.handle, (await session.optional(request))?.id ?? null),
    );
    app.get(
      "/api/experts/:expertId/availability",
      {
        schema: {
          tags,
          summary: "Free 60-minute slots (get_expert_available_slots)",
          params: expertParam,
          querystring: availabilityQuerySchema,
          response: { 200: availabilitySchema },
        },
      },
      async (request) => experts.availability(request.params.expertId, request.query.days),
    );
    app.get(
      "/api/experts/:expertId/feedbacks",
      {
        schema: {
          tags,
          summary: "Reviews, newest first, 5 a page (get_expert_feedbacks)",
          params: expertParam,
          querystring: feedbackQuerySchema,
          response: { 200: feedbackPageSchema },
        },
      },
      async (request) =>
        experts.feedbacks(
          request.params.expertId,
          request.query.page,
          request.query.pageSize,
          (await session.optional(request))?.id ?? null,
        ),
    );
    for (const [method, on] of [
      ["PUT", true],
      ["DELETE", false],
    ] as const) {
      app.route({
        method,
        url: "/api/experts/:expertId/favourite",
        schema: {
          tags,
          summary: on ? "Favourite an expert" : "Stop favouriting an expert",
          params: expertParam,
          response: { 200: favouriteSchema },
        },
        handler: async (request) =>
          experts.setFavourite((await session.require(request)).id, request.params.expertId, on),
      });
    }
  };
}
