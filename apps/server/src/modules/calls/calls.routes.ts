import {
  CALL_STATUSES,
  callRoomSchema,
  incomingCallSchema,
  joinCallBodySchema,
  sendSignalBodySchema,
  signalSchema,
  signalsQuerySchema,
  startCallBodySchema,
  startCallResponseSchema,
} from "@saathi/contract/calls";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { CallsService } from "./calls.service.ts";

const roomParam = z.object({ roomId: z.uuid("Call not found") });
const statusSchema = z.object({ status: z.enum(CALL_STATUSES) });

/** Calls between the two people of a booking (spec §7 start-call, call_rooms, call_signaling). */
export function callsRoutes(session: SessionReader, calls: CallsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    const tags = ["calls"];
    const me = (request: Parameters<SessionReader["require"]>[0]) => session.require(request);

    app.post(
      "/api/calls",
      {
        schema: {
          tags,
          summary: "start-call: open a room for a booking and ring the other person",
          body: startCallBodySchema,
          response: { 200: startCallResponseSchema },
        },
      },
      async (request) => calls.start(await me(request), request.body),
    );
    app.get(
      "/api/calls/incoming",
      {
        schema: {
          tags,
          summary: "The call ringing for me now, if any",
          response: { 200: z.object({ call: incomingCallSchema.nullable() }) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return { call: await calls.incoming(await me(request)) };
      },
    );
    app.get(
      "/api/calls/:roomId",
      {
        schema: {
          tags,
          summary: "A call room as the call screen needs it",
          params: roomParam,
          response: { 200: callRoomSchema },
        },
      },
      async (request) => calls.get(await me(request), request.params.roomId),
    );
    app.post(
      "/api/calls/:roomId/accept",
      {
        schema: {
          tags,
          summary: "Answer a ringing call (callee only)",
          params: roomParam,
          response: { 200: callRoomSchema },
        },
      },
      async (request) => calls.accept(await me(request), request.params.roomId),
    );
    app.post(
      "/api/calls/:roomId/reject",
      {
        schema: {
          tags,
          summary: "Decline a ringing call (callee only)",
          params: roomParam,
          response: { 200: statusSchema },
        },
      },
      async (request) => calls.reject(await me(request), request.params.roomId),
    );
    app.post(
      "/api/calls/:roomId/end",
      { schema: { tags, summary: "End the call for both people", params: roomParam, response: { 200: statusSchema } } },
      async (request) => calls.end(await me(request), request.params.roomId),
    );
    app.post(
      "/api/calls/:roomId/join",
      {
        schema: {
          tags,
          summary: "The call screen opened with a new connection id",
          params: roomParam,
          body: joinCallBodySchema,
          response: { 200: statusSchema },
        },
      },
      async (request) => calls.join(await me(request), request.params.roomId, request.body.peer),
    );
    app.post(
      "/api/calls/:roomId/signals",
      {
        schema: {
          tags,
          summary: "Store an offer, answer or ICE candidate and tell the room",
          params: roomParam,
          body: sendSignalBodySchema,
          response: { 200: z.object({ id: z.number().int() }) },
        },
      },
      async (request) => calls.signal(await me(request), request.params.roomId, request.body),
    );
    app.get(
      "/api/calls/:roomId/signals",
      {
        schema: {
          tags,
          summary: "Signals after an id, oldest first (replay for a late joiner)",
          params: roomParam,
          querystring: signalsQuerySchema,
          response: { 200: z.array(signalSchema) },
        },
      },
      async (request, reply) => {
        reply.header("cache-control", "no-store");
        return calls.signals(await me(request), request.params.roomId, request.query.after);
      },
    );
  };
}
