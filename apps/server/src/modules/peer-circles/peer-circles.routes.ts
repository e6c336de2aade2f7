import {
  adminListenerListSchema,
  adminListenerQuerySchema,
  LISTENER_STATUSES,
  listenerApplySchema,
  listenerDecisionSchema,
  listenerMeSchema,
  listenerQuizAnswersSchema,
  listenerQuizResultSchema,
  listenerQuizSchema,
  listenerRevokeSchema,
  PEER_MSG,
  peerJoinAnswerSchema,
  peerJoinInputSchema,
  peerLeadInputSchema,
  peerMessageInputSchema,
  peerMessageListSchema,
  peerMessageSchema,
  peerMessagesQuerySchema,
  peerRoomDetailSchema,
  peerRoomInputSchema,
  peerRoomListSchema,
  peerRoomQuerySchema,
} from "@saathi/contract/peer-circles";
import { MUTE_DURATIONS } from "@saathi/contract/safety";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { SessionReader } from "../../platform/auth/session.ts";
import type { StaffGuard } from "../../platform/auth/staff-guard.ts";
import type { ListenersService } from "./listeners.service.ts";
import type { PeerCirclesService } from "./peer-circles.service.ts";

const room = z.object({ id: z.uuid(PEER_MSG.roomNotFound) });
const roomMember = z.object({ id: z.uuid(PEER_MSG.roomNotFound), memberId: z.uuid(PEER_MSG.memberNotFound) });
const noStore = async (_r: unknown, reply: { header(k: string, v: string): unknown }, payload: unknown) => {
  reply.header("cache-control", "private, no-store");
  return payload;
};

/** Members: rooms, membership, messages; the listener course's quiz and the application. */
export function peerCirclesRoutes(
  session: SessionReader,
  circles: PeerCirclesService,
  listeners: ListenersService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("preValidation", (request) => session.requireHook(request));
    app.addHook("onSend", noStore);
    const tags = ["peer-circles"];
    const me = async (request: Parameters<SessionReader["require"]>[0]) => (await session.require(request)).id;
    app.get(
      "/api/peer-circles/rooms",
      {
        schema: {
          tags,
          summary: "Peer circles by topic and language",
          querystring: peerRoomQuerySchema,
          response: { 200: peerRoomListSchema },
        },
      },
      async (request) => circles.list(await me(request), request.query),
    );
    app.post(
      "/api/peer-circles/rooms",
      {
        schema: {
          tags,
          summary: "Open a circle (approved listeners)",
          body: peerRoomInputSchema,
          response: { 201: peerRoomDetailSchema },
        },
      },
      async (request, reply) => reply.code(201).send(await circles.create(await me(request), request.body)),
    );
    app.get(
      "/api/peer-circles/rooms/:id",
      {
        schema: {
          tags,
          summary: "A circle; its members (nicknames) for members only",
          params: room,
          response: { 200: peerRoomDetailSchema },
        },
      },
      async (request) => circles.get(await me(request), request.params.id),
    );
    app.post(
      "/api/peer-circles/rooms/:id/join",
      {
        schema: {
          tags,
          summary: "Join under a nickname while open (409 BLOCKED_MEMBER_IN_ROOM warns first)",
          params: room,
          body: peerJoinInputSchema,
          response: { 200: peerJoinAnswerSchema },
        },
      },
      async (request) => circles.join(await me(request), request.params.id, request.body),
    );
    app.post(
      "/api/peer-circles/rooms/:id/lead",
      {
        schema: {
          tags,
          summary: "An approved listener takes up a paused room (one no listener leads)",
          params: room,
          body: peerLeadInputSchema,
          response: { 200: peerJoinAnswerSchema },
        },
      },
      async (request) => circles.takeUp(await me(request), request.params.id, request.body),
    );
    app.post(
      "/api/peer-circles/rooms/:id/leave",
      {
        schema: {
          tags,
          summary: "Leave a circle (any time)",
          params: room,
          response: { 200: z.object({ left: z.literal(true) }) },
        },
      },
      async (request) => circles.leave(await me(request), request.params.id),
    );
    app.get(
      "/api/peer-circles/rooms/:id/messages",
      {
        schema: {
          tags,
          summary: "The circle's last 7 days (members only)",
          params: room,
          querystring: peerMessagesQuerySchema,
          response: { 200: peerMessageListSchema },
        },
      },
      async (request) => circles.messages(await me(request), request.params.id, request.query.after),
    );
    app.post(
      "/api/peer-circles/rooms/:id/messages",
      {
        schema: {
          tags,
          summary: "Write in an open circle (crisis-checked; a risk message brings the helpline card)",
          params: room,
          body: peerMessageInputSchema,
          response: { 200: peerMessageSchema, 201: peerMessageSchema },
        },
      },
      async (request, reply) => {
        const { created, message } = await circles.send(await me(request), request.params.id, request.body);
        return reply.code(created ? 201 : 200).send(message);
      },
    );
    for (const [path, muted] of [
      ["mute", true],
      ["unmute", false],
    ] as const) {
      app.post(
        `/api/peer-circles/rooms/:id/members/:memberId/${path}`,
        {
          schema: {
            tags,
            summary: muted ? "A listener mutes a member in their circle" : "A listener unmutes a member",
            params: roomMember,
            response: { 200: z.object({ muted: z.boolean() }) },
          },
        },
        async (request) => circles.setMuted(await me(request), request.params.id, request.params.memberId, muted),
      );
    }
    app.post(
      "/api/peer-circles/rooms/:id/members/:memberId/block",
      {
        schema: {
          tags,
          summary: "Block the member behind a nickname (the one block of Saathi)",
          params: roomMember,
          response: { 200: z.object({ blocked: z.literal(true) }) },
        },
      },
      async (request) => circles.block(await me(request), request.params.id, request.params.memberId),
    );

    app.post(
      "/api/peer-circles/rooms/:id/members/:memberId/hide",
      {
        schema: {
          tags,
          summary: "Mute the member behind a nickname for me alone (the one mute of Saathi)",
          params: roomMember,
          body: z.object({ duration: z.enum(MUTE_DURATIONS) }),
          response: { 200: z.object({ hidden: z.literal(true) }) },
        },
      },
      async (request) =>
        circles.personalMute(await me(request), request.params.id, request.params.memberId, request.body.duration),
    );
    app.get(
      "/api/peer-circles/listener",
      { schema: { tags, summary: "My way to the listener role", response: { 200: listenerMeSchema } } },
      async (request) => listeners.me(await me(request)),
    );
    app.get(
      "/api/peer-circles/listener/quiz",
      { schema: { tags, summary: "The listener course's quiz (no answers)", response: { 200: listenerQuizSchema } } },
      async () => listeners.quiz(),
    );
    app.post(
      "/api/peer-circles/listener/quiz",
      {
        schema: {
          tags,
          summary: "Answer the quiz (graded on the server)",
          body: listenerQuizAnswersSchema,
          response: { 200: listenerQuizResultSchema },
        },
      },
      async (request) => listeners.answerQuiz(await me(request), request.body.answers),
    );
    app.post(
      "/api/peer-circles/listener/apply",
      {
        schema: {
          tags,
          summary: "Apply to be a listener (after passing the quiz)",
          body: listenerApplySchema,
          response: { 200: listenerMeSchema },
        },
      },
      async (request) => listeners.apply(await me(request), request.body.motivation),
    );
  };
}

const listenerParams = z.object({ userId: z.uuid(PEER_MSG.listenerNotFound) });
const decided = z.object({ userId: z.string(), status: z.enum(LISTENER_STATUSES) });

/** /api/admin/peer-circles: moderators and admins decide on listeners; no route reads a room. */
export function peerCirclesAdminRoutes(staff: StaffGuard, listeners: ListenersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook("onRequest", (r) => staff.hook(r));
    app.addHook("onSend", noStore);
    const tags = ["admin"];
    app.get(
      "/api/admin/peer-circles/listeners",
      {
        schema: {
          tags,
          summary: "Listener applications and listeners",
          querystring: adminListenerQuerySchema,
          response: { 200: adminListenerListSchema },
        },
      },
      async (request) => listeners.list(await staff.require(request), request.query.status),
    );
    app.post(
      "/api/admin/peer-circles/listeners/:userId/approve",
      {
        schema: {
          tags,
          summary: "Approve a listener application (audited)",
          params: listenerParams,
          body: listenerDecisionSchema,
          response: { 200: decided },
        },
      },
      async (request) => listeners.approve(await staff.require(request), request.params.userId, request.body.reason),
    );
    app.post(
      "/api/admin/peer-circles/listeners/:userId/revoke",
      {
        schema: {
          tags,
          summary: "Take the listener role away, with a reason (audited)",
          params: listenerParams,
          body: listenerRevokeSchema,
          response: { 200: decided },
        },
      },
      async (request) => listeners.revoke(await staff.require(request), request.params.userId, request.body.reason),
    );
  };
}
