import {
  CIRCLE_ROOM_MSG,
  circleRoomChatBodySchema,
  circleRoomChatResponseSchema,
  circleRoomHandBodySchema,
  circleRoomMuteBodySchema,
  circleRoomReportBodySchema,
  circleRoomSchema,
  circleRoomTokenSchema,
  joinCircleRoomBodySchema,
  joinCircleRoomResponseSchema,
} from "@saathi/contract/circle-room";
import { reportAnswerSchema } from "@saathi/contract/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { CircleRoomService } from "./circle-room.service.ts";

const meetingParam = z.object({ occurrenceId: z.uuid(CIRCLE_ROOM_MSG.notFound) });
const participantParam = meetingParam.extend({
  participantId: z.coerce.number(CIRCLE_ROOM_MSG.participantNotFound).int().positive().max(Number.MAX_SAFE_INTEGER),
});
const ok = (key: string) => z.object({ [key]: z.boolean() });

/** The live room of a counsellor-led circle meeting: its host and members with a confirmed seat. */
export function circleRoomRoutes(session: SessionReader, room: CircleRoomService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["circle-room"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    const base = "/api/circles/meetings/:occurrenceId/room";

    app.get(
      base,
      {
        schema: {
          tags,
          summary: "The meeting's live room: its state and who is in it",
          params: meetingParam,
          response: { 200: circleRoomSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return room.view(await me(request), request.params.occurrenceId);
      },
    );
    app.post(
      `${base}/token`,
      {
        schema: {
          tags,
          summary: "A single-use join token for my seat (two minutes) and the ICE servers",
          params: meetingParam,
          response: { 200: circleRoomTokenSchema },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return room.token(await me(request), request.params.occurrenceId);
      },
    );
    app.post(
      `${base}/join`,
      {
        schema: {
          tags,
          summary: "Join the room's audio with a token and my browser's SDP offer",
          params: meetingParam,
          body: joinCircleRoomBodySchema,
          response: { 200: joinCircleRoomResponseSchema },
        },
      },
      async (request) => room.join(await me(request), request.params.occurrenceId, request.body),
    );
    app.post(
      `${base}/mute`,
      {
        schema: {
          tags,
          summary: "Mute or unmute myself",
          params: meetingParam,
          body: circleRoomMuteBodySchema,
          response: { 200: ok("muted") },
        },
      },
      async (request) => room.setMuted(await me(request), request.params.occurrenceId, request.body.muted),
    );
    app.post(
      `${base}/hand`,
      {
        schema: {
          tags,
          summary: "Raise or lower my hand",
          params: meetingParam,
          body: circleRoomHandBodySchema,
          response: { 200: ok("raised") },
        },
      },
      async (request) => room.raiseHand(await me(request), request.params.occurrenceId, request.body.raised),
    );
    app.post(
      `${base}/leave`,
      {
        schema: {
          tags,
          summary: "Leave the room (a seat holder may come back)",
          params: meetingParam,
          response: { 200: ok("left") },
        },
      },
      async (request) => room.leave(await me(request), request.params.occurrenceId),
    );
    app.post(
      `${base}/messages`,
      {
        schema: {
          tags,
          summary: "A side-chat message: crisis-checked, sent to the room, never stored",
          params: meetingParam,
          body: circleRoomChatBodySchema,
          response: { 200: circleRoomChatResponseSchema },
        },
      },
      async (request) => room.chat(await me(request), request.params.occurrenceId, request.body.text),
    );
    app.post(
      `${base}/messages/report`,
      {
        schema: {
          tags,
          summary: "Report a side-chat line seen in this meeting (with the proof it came with)",
          params: meetingParam,
          body: circleRoomReportBodySchema,
          response: { 200: reportAnswerSchema, 201: reportAnswerSchema },
        },
      },
      async (request, reply) => {
        const { created, answer } = await room.reportLine(await me(request), request.params.occurrenceId, request.body);
        return reply.code(created ? 201 : 200).send(answer);
      },
    );

    // The host's controls.
    app.post(
      `${base}/participants/:participantId/mute`,
      {
        schema: {
          tags,
          summary: "Host: mute or unmute one participant",
          params: participantParam,
          body: circleRoomMuteBodySchema,
          response: { 200: ok("muted") },
        },
      },
      async (request) =>
        room.muteOne(await me(request), request.params.occurrenceId, request.params.participantId, request.body.muted),
    );
    app.post(
      `${base}/participants/:participantId/remove`,
      {
        schema: {
          tags,
          summary: "Host: remove a participant; they cannot rejoin this meeting",
          params: participantParam,
          response: { 200: ok("removed") },
        },
      },
      async (request) => room.remove(await me(request), request.params.occurrenceId, request.params.participantId),
    );
    app.post(
      `${base}/mute-all`,
      { schema: { tags, summary: "Host: mute everyone else", params: meetingParam, response: { 200: ok("muted") } } },
      async (request) => room.muteAll(await me(request), request.params.occurrenceId),
    );
    app.post(
      `${base}/lock`,
      { schema: { tags, summary: "Host: nobody new joins", params: meetingParam, response: { 200: ok("locked") } } },
      async (request) => room.lock(await me(request), request.params.occurrenceId),
    );
    app.post(
      `${base}/end`,
      {
        schema: {
          tags,
          summary: "Host: end the room for everyone",
          params: meetingParam,
          response: { 200: ok("ended") },
        },
      },
      async (request) => room.end(await me(request), request.params.occurrenceId),
    );
  };
}
