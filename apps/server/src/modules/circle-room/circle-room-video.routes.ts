import { CIRCLE_ROOM_MSG } from "@saathi/contract/circle-room";
import {
  CIRCLE_VIDEO_MSG,
  circleVideoAllowBodySchema,
  circleVideoPublishBodySchema,
  circleVideoPublishResponseSchema,
  circleVideoStartBodySchema,
  circleVideoTokenSchema,
  circleVideoWatchBodySchema,
  circleVideoWatchResponseSchema,
} from "@saathi/contract/circle-room-video";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { CircleRoomService } from "./circle-room.service.ts";

const meetingParam = z.object({ occurrenceId: z.uuid(CIRCLE_ROOM_MSG.notFound) });
const watchParam = meetingParam.extend({
  subscriptionId: z.coerce.number(CIRCLE_VIDEO_MSG.watchNotFound).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const ok = (key: string) => z.object({ [key]: z.boolean() });

/** Cameras in a meeting's live room: the host's switch, my camera, and watching the others'. */
export function circleRoomVideoRoutes(session: SessionReader, room: CircleRoomService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["circle-room"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    const base = "/api/circles/meetings/:occurrenceId/room/video";

    app.post(
      base,
      {
        schema: {
          tags,
          summary: "Host: allow or stop cameras for this circle (off by default)",
          params: meetingParam,
          body: circleVideoAllowBodySchema,
          response: { 200: ok("allowed") },
        },
      },
      async (request) => room.allowVideo(await me(request), request.params.occurrenceId, request.body.allowed),
    );
    app.post(
      `${base}/token`,
      {
        schema: {
          tags,
          summary: "A single-use camera token for my seat (two minutes), once I am in the room",
          params: meetingParam,
          response: { 200: circleVideoTokenSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return room.videoToken(await me(request), request.params.occurrenceId);
      },
    );
    app.post(
      `${base}/publish`,
      {
        schema: {
          tags,
          summary: "Turn my camera on with a camera token and my browser's video offer",
          params: meetingParam,
          body: circleVideoPublishBodySchema,
          response: { 200: circleVideoPublishResponseSchema },
        },
      },
      async (request) => room.publish(await me(request), request.params.occurrenceId, request.body),
    );
    app.post(
      `${base}/stop`,
      { schema: { tags, summary: "Turn my camera off", params: meetingParam, response: { 200: ok("stopped") } } },
      async (request) => room.stopVideo(await me(request), request.params.occurrenceId),
    );
    app.post(
      `${base}/watch`,
      {
        schema: {
          tags,
          summary: "Watch someone's camera: the media server's offer for my browser",
          params: meetingParam,
          body: circleVideoWatchBodySchema,
          response: { 200: circleVideoWatchResponseSchema },
        },
      },
      async (request) => room.watch(await me(request), request.params.occurrenceId, request.body.feedId),
    );
    app.post(
      `${base}/watch/:subscriptionId/start`,
      {
        schema: {
          tags,
          summary: "My browser's answer for a camera I watch",
          params: watchParam,
          body: circleVideoStartBodySchema,
          response: { 200: ok("started") },
        },
      },
      async (request) =>
        room.startWatch(
          await me(request),
          request.params.occurrenceId,
          request.params.subscriptionId,
          request.body.answer,
        ),
    );
    app.post(
      `${base}/watch/:subscriptionId/stop`,
      {
        schema: { tags, summary: "Stop watching a camera", params: watchParam, response: { 200: ok("stopped") } },
      },
      async (request) => room.stopWatch(await me(request), request.params.occurrenceId, request.params.subscriptionId),
    );
  };
}
