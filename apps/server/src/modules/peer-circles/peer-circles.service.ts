// Peer circles for members: the rooms, joining under a nickname (warned first when someone they
// blocked is inside), leaving, reading and writing while a room is open, and the listeners' mute.
// Every message goes through the write pipeline (the crisis check, moderation items); a risk
// message also alerts the room's listeners and the moderators. Blocks reuse the safety module's
// block service: in a room members know each other by nickname only, so the room names the member, and
// the block and mute lists name them by that nickname alone (never who is behind it).

import {
  PEER_EVENTS,
  PEER_HISTORY_PAGE,
  PEER_MESSAGE_RETENTION_DAYS,
  PEER_MSG,
  PEER_NOTICE_MSG,
  PEER_TIME_ZONE,
  type PeerLanguage,
  type PeerMessage,
  type PeerRoom,
  type PeerRoomDetail,
  type PeerRoomInput,
  type PeerTopic,
} from "@saathi/contract/peer-circles";
import { channels } from "@saathi/contract/realtime";
import type { MuteDuration } from "@saathi/contract/safety";
import { defineAccess } from "../../platform/access/access.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { VisibilityService } from "../safety/visibility.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { queuedLevelOf } from "../safety/write-check.service.ts";
import { createWritePipeline } from "../safety/write-pipeline.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import {
  isCurrentMember,
  isOpenAt,
  isPaused,
  isRetryOf,
  mayLeadRooms,
  mayWrite,
  nicknameRevealsName,
} from "./peer-circles.policy.ts";
import type { PeerCirclesRepository } from "./peer-circles.repository.ts";
import type { MemberRow, MessageRow, RoomRow } from "./peer-rows.ts";

export interface PeerCirclesDeps {
  repo: PeerCirclesRepository;
  writeCheck: Pick<WriteCheckService, "check" | "record">;
  notifications: Pick<NotificationsService, "notify">;
  visibility: Pick<VisibilityService, "blockFromCircle" | "muteFromCircle">;
  publisher: Publisher;
  /**
   * Young-people's gate: peer circles are for adults (decision 038), so a minor joins, leads, reads and
   * writes in none, consent or not (403 MINOR_PROTECTED), and never listens on a room's channel.
   */
  youth: Pick<YouthChecks, "requireMayAct" | "isMinor">;
  /** Cuts open subscriptions to a room's channel on every node (the channel policy's revoke). */
  revoke?: (channel: string, userIds: string[]) => Promise<void>;
  now?: () => number;
}

const DAY_MS = 86_400_000;
/** How many earlier messages a moderator sees with a flagged one. */
const CONTEXT_BEFORE = 4;
const notFound = () => new AppError(404, "ROOM_NOT_FOUND", PEER_MSG.roomNotFound);
const notInRoom = () => new AppError(403, "NOT_IN_ROOM", PEER_MSG.notInRoom);
const QUEUED = new Set(["risk", "imminent", "danger"]);

export function presentRoom(r: RoomRow, now: number): PeerRoom {
  const member = r.my_member_id && r.my_left_at === null;
  return {
    id: r.id,
    topic: r.topic as PeerTopic,
    language: r.language as PeerLanguage,
    name: r.name,
    openHours: r.open_hours,
    timeZone: PEER_TIME_ZONE,
    isOpen: isOpenAt(r.open_hours, now),
    memberCount: r.member_count,
    listenerCount: r.listener_count,
    me:
      member && r.my_member_id && r.my_nickname
        ? { memberId: r.my_member_id, nickname: r.my_nickname, isListener: r.i_lead, muted: r.my_muted_at !== null }
        : null,
  };
}

export function presentMessage(m: MessageRow, viewerId: string): PeerMessage {
  return {
    id: m.id,
    roomId: m.room_id,
    memberId: m.member_id,
    nickname: m.nickname,
    isListener: m.is_listener,
    text: m.text,
    createdAt: new Date(m.created_at).toISOString(),
    crisisLevel: m.crisis_level && QUEUED.has(m.crisis_level) ? (m.crisis_level as "risk") : null,
    ...(m.author_id === viewerId ? { mine: true } : {}),
    ...(m.moderation_state === "held" ? { held: true } : {}),
  };
}

const presentMember = (m: MemberRow) => ({
  id: m.id,
  nickname: m.nickname,
  isListener: m.is_listener,
  muted: m.muted_at !== null,
});

export function createPeerCirclesService({
  repo,
  writeCheck,
  notifications,
  visibility,
  publisher,
  youth,
  revoke,
  now = Date.now,
}: PeerCirclesDeps) {
  /** 403 MINOR_PROTECTED for a member under 18 (before anything is read or stored). */
  const adultsOnly = (userId: string) => youth.requireMayAct(userId, "peer_circle");
  const pipeline = createWritePipeline(writeCheck);
  // Every member sees that a room exists (the directory); its inside is for its current members.
  const roomAccess = defineAccess({
    load: (id: string, viewer: string) => repo.room(viewer, id),
    sees: () => true,
    notFound,
  });
  const memberOnly = {
    allows: (_: string, r: RoomRow) => r.my_member_id !== null && r.my_left_at === null,
    refused: notInRoom,
  };
  const leaderOnly = {
    allows: (_: string, r: RoomRow) => r.i_lead,
    refused: () => new AppError(403, "LISTENERS_ONLY", PEER_MSG.listenersOnly),
  };

  const detail = async (viewerId: string, room: RoomRow): Promise<PeerRoomDetail> => {
    const [members, blocked, muted] = await Promise.all([
      repo.members(room.id),
      repo.blockedInRoom(room.id, viewerId),
      repo.mutedInRoom(room.id, viewerId),
    ]);
    return {
      ...presentRoom(room, now()),
      members: members.map(presentMember),
      hiddenMemberIds: [...new Set([...blocked.map((b) => b.memberId), ...muted])],
      blockedPresent: blocked.some((b) => b.viewerBlocked),
    };
  };

  const roomChanged = (roomId: string) =>
    publisher.publish(channels.peerRoom(roomId), PEER_EVENTS.roomChanged, { roomId });

  /** A risk message: its room's listeners and the moderators are told (never the text, never who). */
  const alertRisk = async (room: RoomRow, authorId: string, itemQueued: boolean) => {
    const leaders = (await repo.leaderIds(room.id)).filter((id) => id !== authorId);
    const values = JSON.stringify({ room: room.name });
    for (const id of leaders) {
      await notifications.notify(id, "moderation", id, {
        message: PEER_NOTICE_MSG.riskToListener,
        message_values: values,
      });
    }
    if (!itemQueued) return;
    for (const id of await repo.moderatorIds()) {
      if (id === authorId || leaders.includes(id)) continue;
      await notifications.notify(id, "moderation", id, {
        message: PEER_NOTICE_MSG.riskToModerators,
        message_values: values,
      });
    }
  };

  return {
    async list(viewerId: string, q: { topic?: PeerTopic; language?: PeerLanguage }) {
      const rows = await repo.rooms(viewerId, q);
      const t = now();
      return { items: rows.map((r) => presentRoom(r, t)) };
    },

    async get(viewerId: string, roomId: string): Promise<PeerRoomDetail> {
      const room = await roomAccess.require(viewerId, roomId);
      if (!(room.my_member_id && room.my_left_at === null)) {
        // Who is inside is for members only.
        return { ...presentRoom(room, now()), members: [], hiddenMemberIds: [], blockedPresent: false };
      }
      return detail(viewerId, room);
    },

    /** An approved listener opens a room and leads it under their nickname. */
    async create(viewerId: string, input: PeerRoomInput): Promise<PeerRoomDetail> {
      await adultsOnly(viewerId);
      if (!mayLeadRooms(await repo.listenerStatusOf(viewerId)))
        throw new AppError(403, "NOT_A_LISTENER", PEER_MSG.notAListener);
      if (nicknameRevealsName(input.nickname, await repo.namesOf(viewerId)))
        throw new AppError(400, "NICKNAME_IS_NAME", PEER_MSG.nicknameIsName);
      const id = await repo.createRoom(
        { topic: input.topic, language: input.language, name: input.name, openHours: input.openHours },
        viewerId,
        input.nickname,
      );
      return detail(viewerId, await roomAccess.require(viewerId, id));
    },

    /**
     * Joins while the room is open. Someone the member blocked is inside: 409 BLOCKED_MEMBER_IN_ROOM
     * until they confirm (`acceptBlockWarning`); the one who was blocked is not told.
     */
    async join(
      viewerId: string,
      roomId: string,
      input: { nickname: string; acceptBlockWarning?: boolean | undefined },
    ) {
      await adultsOnly(viewerId);
      const room = await roomAccess.require(viewerId, roomId);
      if (!isOpenAt(room.open_hours, now())) throw new AppError(409, "ROOM_CLOSED", PEER_MSG.roomClosed);
      if (nicknameRevealsName(input.nickname, await repo.namesOf(viewerId)))
        throw new AppError(400, "NICKNAME_IS_NAME", PEER_MSG.nicknameIsName);
      if (!input.acceptBlockWarning) {
        const blocked = await repo.blockedInRoom(roomId, viewerId);
        if (blocked.some((b) => b.viewerBlocked))
          throw new AppError(409, "BLOCKED_MEMBER_IN_ROOM", PEER_MSG.blockedMemberInRoom);
      }
      if (!(await repo.join(roomId, viewerId, input.nickname)))
        throw new AppError(409, "NICKNAME_TAKEN", PEER_MSG.nicknameTaken);
      await roomChanged(roomId);
      return { room: await detail(viewerId, await roomAccess.require(viewerId, roomId)) };
    },

    /**
     * An approved listener takes up a paused room (one no listener leads, e.g. after a revocation):
     * listed on it and a member under their nickname; its members may write again.
     */
    async takeUp(viewerId: string, roomId: string, input: { nickname: string }) {
      await adultsOnly(viewerId);
      if (!mayLeadRooms(await repo.listenerStatusOf(viewerId)))
        throw new AppError(403, "NOT_A_LISTENER", PEER_MSG.notAListener);
      const room = await roomAccess.require(viewerId, roomId);
      if (!isPaused(room.listener_count)) throw new AppError(409, "ROOM_LED", PEER_MSG.roomLed);
      if (nicknameRevealsName(input.nickname, await repo.namesOf(viewerId)))
        throw new AppError(400, "NICKNAME_IS_NAME", PEER_MSG.nicknameIsName);
      if (!(await repo.takeUp(roomId, viewerId, input.nickname)))
        throw new AppError(409, "NICKNAME_TAKEN", PEER_MSG.nicknameTaken);
      await roomChanged(roomId);
      return { room: await detail(viewerId, await roomAccess.require(viewerId, roomId)) };
    },

    /** Leaving works at any hour; leaving twice is fine. */
    async leave(viewerId: string, roomId: string): Promise<{ left: true }> {
      await roomAccess.require(viewerId, roomId);
      if (await repo.leave(roomId, viewerId)) {
        await roomChanged(roomId);
        // Open tabs stop hearing the room at once, on every node (the channel rule refuses them from now on).
        await revoke?.(channels.peerRoom(roomId), [viewerId]);
      }
      return { left: true };
    },

    /** A minor reads no room's messages, not even one they joined before the gate. */
    async messages(viewerId: string, roomId: string, after: string | undefined) {
      await adultsOnly(viewerId);
      await roomAccess.require(viewerId, roomId, memberOnly);
      const rows = await repo.messages(roomId, viewerId, after ? new Date(after) : null, PEER_HISTORY_PAGE);
      return { items: rows.map((m) => presentMessage(m, viewerId)) };
    },

    /** 201 with the message (and the helpline card's level for a risk message); 403 muted, 409 closed. */
    async send(viewerId: string, roomId: string, input: { text: string; clientId?: string | undefined }) {
      // A minor writes in no room, not even one they joined before the gate.
      await adultsOnly(viewerId);
      const room = await roomAccess.require(viewerId, roomId, memberOnly);
      const me = await repo.membershipOf(roomId, viewerId);
      const may = mayWrite(
        me && {
          userId: me.user_id,
          leftAt: me.left_at ? new Date(me.left_at) : null,
          mutedAt: me.muted_at ? new Date(me.muted_at) : null,
        },
        isOpenAt(room.open_hours, now()),
      );
      if (may === "not_member" || !me) throw notInRoom();
      if (may === "muted") throw new AppError(403, "MUTED_IN_ROOM", PEER_MSG.mutedInRoom);
      if (may === "closed") throw new AppError(409, "ROOM_CLOSED", PEER_MSG.roomClosed);
      if (isPaused(room.listener_count)) throw new AppError(409, "ROOM_PAUSED", PEER_MSG.roomPaused);
      const reused = () => new AppError(409, "CLIENT_ID_REUSED", PEER_MSG.clientIdReused);
      if (input.clientId) {
        const earlier = await repo.messageByClientId(viewerId, input.clientId);
        if (earlier && !isRetryOf(earlier, roomId, input.text)) throw reused();
        if (earlier) return { created: false, message: presentMessage(earlier, viewerId) };
      }
      const { shown, marks, decision } = await pipeline.write("circle_message", viewerId, input.text, {
        writer: await repo.writer(viewerId, roomId),
        insert: async ({ state, decision: d }) => {
          const id = await repo.insertMessage({
            roomId,
            memberId: me.id,
            authorId: viewerId,
            text: input.text,
            state,
            crisisLevel: queuedLevelOf(d),
            clientId: input.clientId ?? null,
          });
          const row = await repo.message(id);
          if (!row) throw new Error("peer message vanished after insert");
          // The same clientId sent at once elsewhere or with other words: the stored one is not this send.
          if (!isRetryOf(row, roomId, input.text)) throw reused();
          return row;
        },
        // Moderators see this message and the few before it in the room, as written (never the whole room).
        context: async (row) => ({
          messages: [...(await repo.before(row, CONTEXT_BEFORE)), row].map((m) => ({
            id: m.id,
            senderId: m.author_id,
            message: m.text,
            sentAt: new Date(m.created_at).toISOString(),
          })),
        }),
        present: (row) => row,
        publish: (row) => publisher.publish(channels.peerRoom(roomId), PEER_EVENTS.message, presentMessage(row, "")),
      });
      if (queuedLevelOf(decision)) await alertRisk(room, viewerId, decision.flags.length > 0);
      return { created: true, message: { ...presentMessage(shown, viewerId), ...marks } };
    },

    /** A held message a moderator approved: now the room sees it. */
    async release(messageId: string): Promise<void> {
      const row = await repo.message(messageId);
      if (row?.moderation_state === "visible")
        await publisher.publish(channels.peerRoom(row.room_id), PEER_EVENTS.message, presentMessage(row, ""));
    },

    /** A listener of the room mutes (or unmutes) a member in it; another listener cannot be muted. */
    async setMuted(viewerId: string, roomId: string, memberId: string, muted: boolean) {
      await roomAccess.require(viewerId, roomId, leaderOnly);
      const target = await repo.member(roomId, memberId);
      if (!target || !isCurrentMember({ leftAt: target.left_at ? new Date(target.left_at) : null }))
        throw new AppError(404, "MEMBER_NOT_FOUND", PEER_MSG.memberNotFound);
      if (target.is_listener) throw new AppError(409, "CANNOT_MUTE_LISTENER", PEER_MSG.cannotMuteListener);
      await repo.setMuted(target.id, muted ? viewerId : null);
      await roomChanged(roomId);
      return { muted };
    },

    /** Blocks the member behind a nickname, through the one block service (their messages go from the viewer's room). */
    async block(viewerId: string, roomId: string, memberId: string) {
      await roomAccess.require(viewerId, roomId, memberOnly);
      const target = await repo.member(roomId, memberId);
      if (!target || target.user_id === viewerId) throw new AppError(404, "MEMBER_NOT_FOUND", PEER_MSG.memberNotFound);
      await visibility.blockFromCircle(viewerId, target.user_id, target.nickname);
      return { blocked: true as const };
    },

    /**
     * Mutes the member behind a nickname for the viewer alone (Saathi's one mute): their messages leave the
     * viewer's room. The answer names nobody, and neither does the mute list in settings: it shows the nickname.
     */
    async personalMute(viewerId: string, roomId: string, memberId: string, duration: MuteDuration) {
      await roomAccess.require(viewerId, roomId, memberOnly);
      const target = await repo.member(roomId, memberId);
      if (!target || target.user_id === viewerId) throw new AppError(404, "MEMBER_NOT_FOUND", PEER_MSG.memberNotFound);
      await visibility.muteFromCircle(viewerId, target.user_id, target.nickname, duration);
      return { hidden: true as const };
    },

    /** Erases room history older than the retention (the daily job; tests pass the time). */
    async eraseOld(at: number = now()): Promise<{ erased: number }> {
      return { erased: await repo.eraseBefore(new Date(at - PEER_MESSAGE_RETENTION_DAYS * DAY_MS)) };
    },

    /** The realtime channel rule: only a current member of the room listens, and never a minor. */
    async canSubscribe(userId: string, channel: string): Promise<boolean> {
      const roomId = channel.slice("peer_room_".length);
      if (!/^[0-9a-f-]{36}$/i.test(roomId)) return false;
      if (await youth.isMinor(userId)) return false;
      const m = await repo.membershipOf(roomId, userId);
      return isCurrentMember(m && { leftAt: m.left_at ? new Date(m.left_at) : null });
    },
  };
}

export type PeerCirclesService = ReturnType<typeof createPeerCirclesService>;
