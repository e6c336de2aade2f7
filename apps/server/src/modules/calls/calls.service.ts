// Calls: start (ring), accept, reject, end, join and signalling. Every method checks who is asking
// first; realtime events go out after the database change has committed.
import {
  CALL_EVENTS,
  CALL_MSG,
  type CallRoom,
  type IncomingCall,
  type SendSignalBody,
  type Signal,
  type StartCallResponse,
} from "@saathi/contract/calls";
import { channels } from "@saathi/contract/realtime";
import { defineAccess, permission } from "../../platform/access/access.ts";
import type { SessionUser } from "../../platform/auth/session.ts";
import type { PersonRow } from "../../platform/db/person-columns.ts";
import { AppError } from "../../platform/http/errors.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushChannel } from "../push/push.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import { canJoin, cannotStart, ENDED_BY_NEW_CALL, isCallee, isLive, isParty, otherPartyOf } from "./calls.policy.ts";
import type { CallsRepository, RoomRow } from "./calls.repository.ts";
import { type IceConfig, iceServersFor, iceTransportPolicyFor } from "./ice.ts";

export interface CallsDeps {
  repo: CallsRepository;
  publisher: Publisher;
  notifications: NotificationsService;
  ice: IceConfig;
  now?: () => number;
  visibility?: Pick<VisibilityService, "hiddenBetween">;
  /** 'Kavya is calling you' on the callee's devices, opening the call screen. */
  push?: PushChannel;
}

type User = Pick<SessionUser, "id">;

const callNotFound = () => new AppError(404, "CALL_NOT_FOUND", CALL_MSG.notFound);
/** Someone on the call who is not its callee knows the room exists, and is told only the callee may. */
const onlyCallee = permission(isCallee, () => new AppError(403, "ONLY_CALLEE", CALL_MSG.onlyCallee));

/** One side of a call; someone without a profile row shows as 'Saathi member'. */
function party(p: PersonRow | null, userId: string) {
  const person = p ? presentPerson(p) : null;
  return { userId, name: person?.displayName ?? "Saathi member", avatarUrl: person?.avatarUrl ?? null };
}

/** The ring as a push: high urgency, and worth nothing after a minute (the call has stopped ringing). */
const ringPush = (roomId: string, callerId: string) =>
  ({
    type: "call",
    actorId: callerId,
    url: `/call/${roomId}`,
    tag: `call-${roomId}`,
    ttlSeconds: 60,
    urgency: "high",
  }) as const;

export function createCallsService({
  repo,
  publisher,
  notifications,
  ice,
  now = Date.now,
  visibility,
  push,
}: CallsDeps) {
  /** The room, if the asker is one of its two people; otherwise it does not exist for them. */
  const rooms = defineAccess<string, RoomRow>({
    load: (roomId) => repo.find(roomId),
    sees: isParty,
    notFound: callNotFound,
  });
  const bookingNotFound = () => new AppError(404, "BOOKING_NOT_FOUND", CALL_MSG.bookingNotFound);
  /** A booking to call from: the asker is one of its two people and the pair has not blocked each other. */
  const callableBookings = defineAccess({
    load: (bookingId: string) => repo.booking(bookingId),
    sees: async (userId: string, booking) => {
      const other = otherPartyOf(userId, booking);
      // A blocked pair never rings each other: the booking is as good as gone for the call.
      return other !== null && !(await visibility?.hiddenBetween(userId, other));
    },
    notFound: bookingNotFound,
  });
  /** The call screen's room as `user` sees it: the other person, the state and their ICE servers. */
  const present = async (user: User, room: RoomRow): Promise<CallRoom> => {
    const otherId = room.callerId === user.id ? room.calleeId : room.callerId;
    return {
      roomId: room.id,
      bookingId: room.bookingId,
      status: room.status,
      isCaller: room.callerId === user.id,
      sessionType: room.sessionType,
      other: party(await repo.person(otherId), otherId),
      ice: iceServersFor(ice, user.id, now()),
      iceTransportPolicy: iceTransportPolicyFor(ice),
      endsAt: room.endsAt.toISOString(),
    };
  };
  const both = (room: RoomRow) => [
    channels.callNotifications(room.callerId),
    channels.callNotifications(room.calleeId),
    channels.callRoom(room.id),
  ];

  return {
    /** start-call (spec §7): opens a room for a confirmed booking in its window and rings the callee. */
    async start(user: User, body: { calleeId: string; bookingId: string }): Promise<StartCallResponse> {
      const booking = await callableBookings.require(user.id, body.bookingId);
      const other = otherPartyOf(user.id, booking);
      if (!other) throw bookingNotFound();
      if (body.calleeId !== other) throw new AppError(400, "WRONG_CALLEE", CALL_MSG.wrongCallee);
      const why = cannotStart(booking, now());
      if (why) throw new AppError(409, why === "notConfirmed" ? "NOT_CONFIRMED" : "OUTSIDE_WINDOW", CALL_MSG[why]);

      const { room, replaced } = await repo.open(booking.id, user.id, other, ENDED_BY_NEW_CALL);
      for (const old of replaced)
        await publisher.publishMany(both(old), CALL_EVENTS.ended, { roomId: old.id, endedBy: user.id });
      const caller = party(await repo.person(user.id), user.id);
      const ring: IncomingCall = {
        roomId: room.id,
        callerId: user.id,
        callerName: caller.name,
        callerAvatar: caller.avatarUrl,
        bookingId: booking.id,
        ice: iceServersFor(ice, other, now()),
        iceTransportPolicy: iceTransportPolicyFor(ice),
      };
      await publisher.publish(channels.callNotifications(other), CALL_EVENTS.incoming, ring);
      await notifications.notify(other, "call", user.id, { booking_id: booking.id });
      void push?.sendToUser(other, "calls", ringPush(room.id, user.id));
      return {
        roomId: room.id,
        isInitiator: true,
        participants: [{ user_id: user.id }, { user_id: other }],
        ice: iceServersFor(ice, user.id, now()),
        iceTransportPolicy: iceTransportPolicyFor(ice),
      };
    },

    /** The call screen's room: the other person, the state and this member's ICE servers. */
    async get(user: User, roomId: string): Promise<CallRoom> {
      return present(user, await rooms.require(user.id, roomId));
    },

    /** A call ringing for this member now (a popup for someone who opened the app mid-ring). */
    async incoming(user: User): Promise<IncomingCall | null> {
      const room = await repo.ringingFor(user.id);
      if (!room) return null;
      const caller = party(await repo.person(room.callerId), room.callerId);
      return {
        roomId: room.id,
        callerId: room.callerId,
        callerName: caller.name,
        callerAvatar: caller.avatarUrl,
        bookingId: room.bookingId,
        ice: iceServersFor(ice, user.id, now()),
        iceTransportPolicy: iceTransportPolicyFor(ice),
      };
    },

    async accept(user: User, roomId: string): Promise<CallRoom> {
      await rooms.require(user.id, roomId, onlyCallee);
      const accepted = await repo.accept(roomId, user.id);
      if (!accepted) throw new AppError(409, "NOT_RINGING", CALL_MSG.notRinging);
      await publisher.publishMany(both(accepted), CALL_EVENTS.accepted, { roomId, acceptedBy: user.id });
      // The room as the accept left it: no second read.
      return present(user, accepted);
    },

    async reject(user: User, roomId: string): Promise<{ status: "rejected" }> {
      await rooms.require(user.id, roomId, onlyCallee);
      const rejected = await repo.reject(roomId, user.id);
      if (!rejected) throw new AppError(409, "NOT_RINGING", CALL_MSG.notRinging);
      await publisher.publishMany(both(rejected), CALL_EVENTS.rejected, { roomId, rejectedBy: user.id });
      return { status: "rejected" };
    },

    /** Either person ends the call, for both. Ending an ended call is not an error. */
    async end(user: User, roomId: string): Promise<{ status: "ended" | "rejected" }> {
      const room = await rooms.require(user.id, roomId);
      const ended = await repo.end(roomId, user.id);
      if (ended) await publisher.publishMany(both(ended), CALL_EVENTS.ended, { roomId, endedBy: user.id });
      return { status: ended ? "ended" : room.status === "rejected" ? "rejected" : "ended" };
    },

    /** The call screen opened with connection `peer`; the other side learns it (a reload restarts talk). */
    async join(user: User, roomId: string, peer: string): Promise<{ status: CallRoom["status"] }> {
      const room = await rooms.require(user.id, roomId);
      if (!canJoin(user.id, room))
        throw isLive(room.status)
          ? new AppError(409, "NOT_ACCEPTED", CALL_MSG.onlyCallee)
          : new AppError(409, "CALL_OVER", CALL_MSG.callOver);
      await repo.join(roomId, user.id, peer);
      await publisher.publish(channels.callRoom(roomId), CALL_EVENTS.joined, { roomId, joinedBy: user.id, peer });
      return { status: room.status };
    },

    async signal(user: User, roomId: string, body: SendSignalBody): Promise<{ id: number }> {
      const room = await rooms.require(user.id, roomId);
      if (!isLive(room.status)) throw new AppError(409, "CALL_OVER", CALL_MSG.callOver);
      const stored = await repo.addSignal({ roomId, senderId: user.id, ...body });
      if (!stored) throw new AppError(409, "STALE_SIGNAL", CALL_MSG.staleSignal);
      await publisher.publish(channels.callRoom(roomId), CALL_EVENTS.signal, {
        roomId,
        id: stored.id,
        senderId: user.id,
      });
      return { id: stored.id };
    },

    /** Signals after `after`, oldest first: a late joiner reads the offer and candidates sent before. */
    async signals(user: User, roomId: string, after: number): Promise<Signal[]> {
      await rooms.require(user.id, roomId);
      const rows = await repo.signals(roomId, after);
      return rows.map((r) => ({
        id: r.id,
        senderId: r.sender_id,
        type: r.payload_type,
        peer: r.sender_peer,
        to: r.target_peer,
        payload: r.payload,
        createdAt: new Date(r.created_at).toISOString(),
      }));
    },

    /** Channel rule for call_{roomId}: only its two people. */
    async canSubscribeRoom(userId: string, channel: string): Promise<boolean> {
      const roomId = channel.slice("call_".length);
      if (!/^[0-9a-f-]{36}$/i.test(roomId)) return false;
      return repo.isParty(roomId, userId);
    },

    /** Background: calls nobody answered stop ringing for both. */
    async endUnanswered(): Promise<number> {
      const rooms = await repo.endUnanswered();
      for (const room of rooms) await publisher.publishMany(both(room), CALL_EVENTS.ended, { roomId: room.id });
      return rooms.length;
    },
  };
}

export type CallsService = ReturnType<typeof createCallsService>;
