// The live room of a counsellor-led circle meeting, for its host and the members with a confirmed seat:
// a single-use join token for the caller's seat, the join itself (this server joins Janus's AudioBridge
// room on the member's behalf with their browser's SDP offer, shown by circle nickname), the members'
// own controls (mute, hand, leave), the host's (mute one or all, remove, lock, end: circle-room-host.ts),
// cameras (circle-room-video.ts), and a side-chat that goes through the crisis check and is never stored
// (circle-room-chat.ts). The room's realtime channel admits only the people
// in the room now: whoever leaves, is removed, loses their seat, or is in a room that ends has their
// subscription cut on every node (channelPolicy.revoke). Everything about the room is in the database
// (removals, who is in it with hands and host mutes, the Janus room and the join tokens), so any node
// serves any request; a participant's Janus handle stays on the node that joined them, and another node
// that takes them out tells that one (`tellNodes`).
import {
  CIRCLE_ROOM_EVENTS,
  CIRCLE_ROOM_MSG,
  type CircleRoom,
  type CircleRoomParticipant,
  type CircleRoomReportBody,
} from "@saathi/contract/circle-room";
import { MEDIA_MSG } from "@saathi/contract/media";
import { channels } from "@saathi/contract/realtime";
import { AppError } from "../../platform/http/errors.ts";
import { RoomRefused } from "../../platform/media/circle-rooms.ts";
import { JanusError } from "../../platform/media/janus-connection.ts";
import type { MediaServer } from "../../platform/media/media-server.ts";
import type { ChannelPolicy } from "../../platform/realtime/channel-policy.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import { type IceConfig, iceServersFor, iceTransportPolicyFor } from "../calls/index.ts";
import type { CircleRoomAccess, MeetingForRoom } from "../circles/index.ts";
import type { ReportsService } from "../safety/reports.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { mayUnmuteSelf, opensAt, type RoomRole, roleIn, roomWindow } from "./circle-room.policy.ts";
import type { CircleRoomRepository } from "./circle-room.repository.ts";
import { createSideChat } from "./circle-room-chat.ts";
import { BAD_SDP, hostOnly, notFound, notInCircle, notJoined, REFUSALS } from "./circle-room-errors.ts";
import { createCircleRoomHost } from "./circle-room-host.ts";
import type { CircleRoomLiveRepository } from "./circle-room-live.repository.ts";
import { roomKeyOf } from "./circle-room-media.repository.ts";
import { type CircleRoomVideoDeps, createCircleRoomVideo } from "./circle-room-video.ts";
import type { LineProofs } from "./side-chat-proof.ts";

export interface CircleRoomDeps {
  access: CircleRoomAccess;
  /** Removals, kept in the database. */
  removals: Pick<CircleRoomRepository, "remove" | "isRemoved">;
  /** Who is in each room now (every node reads the same rows). */
  live: CircleRoomLiveRepository;
  media: Pick<MediaServer, "rooms" | "video" | "available" | "unavailableReason">;
  publisher: Publisher;
  /** Cuts members' subscriptions to a room's channel on every node. */
  channels: Pick<ChannelPolicy, "revoke">;
  /** Tells every node that these participants left (the node holding their Janus handles drops them). */
  tellNodes?: (participantIds: number[]) => Promise<void>;
  writeCheck: Pick<WriteCheckService, "check" | "record">;
  /** Seals and opens the proof each side-chat line travels with (side-chat-proof.ts). */
  proofs: LineProofs;
  /** Files reports of side-chat lines (the moderation module's reports). */
  reports?: Pick<ReportsService, "reportProved">;
  ice: IceConfig;
  log?: { warn(obj: object, msg: string): void };
  now?: () => number;
  /** Who watches whose camera, and this node's name on the watches it makes. */
  watches: Pick<CircleRoomVideoDeps, "watches" | "node">;
}

const roomKey = roomKeyOf;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createCircleRoomService(d: CircleRoomDeps) {
  const now = d.now ?? Date.now;
  const sideChat = createSideChat({ ...d, now });
  const mine = async (occurrenceId: string, userId: string) =>
    (await d.live.mine(occurrenceId, userId)).map((p) => p.participantId);

  const changed = (occurrenceId: string) =>
    d.publisher.publish(channels.circleRoom(occurrenceId), CIRCLE_ROOM_EVENTS.changed, { occurrenceId });

  /**
   * After participants' rows went: their audio stops (here, or through the room and the node holding
   * the handle), the room is told to read again, then the members' subscriptions are cut. Both go over
   * the bus in that order, so every node delivers the change before the cut and nothing after it.
   */
  async function gone(occurrenceId: string, participantIds: number[], memberIds: string[] | null) {
    const r = d.media.rooms;
    const remote: number[] = [];
    if (r)
      for (const id of participantIds) {
        const here = await r.leave(roomKey(occurrenceId), id).catch(() => true);
        if (!here) remote.push(id);
      }
    if (remote.length) await d.tellNodes?.(remote).catch((err) => d.log?.warn({ err }, "live-room detach not sent"));
    if (memberIds === null || memberIds.length) await camera.membersGone(occurrenceId, memberIds);
    await changed(occurrenceId);
    if (memberIds === null || memberIds.length)
      await d.channels.revoke(channels.circleRoom(occurrenceId), memberIds ? [...new Set(memberIds)] : null);
  }

  const rooms = () => {
    const r = d.media.rooms;
    if (!r || !d.media.available())
      throw new AppError(503, "MEDIA_UNAVAILABLE", d.media.unavailableReason() ?? MEDIA_MSG.down);
    return r;
  };
  /** Runs a room call, turning the media platform's refusals into answers. */
  const refused = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (err instanceof RoomRefused) throw REFUSALS[err.reason]();
      if (err instanceof JanusError && BAD_SDP.has(err.code))
        throw new AppError(400, "OFFER_INVALID", CIRCLE_ROOM_MSG.offerInvalid);
      if (err instanceof JanusError) {
        d.log?.warn({ err }, "the media server refused a live-room request");
        throw new AppError(502, "MEDIA_FAILED", CIRCLE_ROOM_MSG.mediaFailed);
      }
      throw err;
    }
  };

  /** The meeting and the caller's place in it; 404 for no meeting, 403 for anyone but its host and seat holders. */
  async function place(userId: string, occurrenceId: string) {
    const meeting = await d.access.meeting(occurrenceId);
    if (!meeting) throw notFound();
    const seat = meeting.hostId === userId ? null : await d.access.confirmedSeat(occurrenceId, userId);
    const role = roleIn(meeting, userId, seat);
    if (!role) throw notInCircle();
    const name = role === "host" ? meeting.hostName : (seat?.nickname ?? "");
    return { meeting, seat, role: role as Exclude<RoomRole, null>, name };
  }

  /** The window is open and the room not ended: else the answer says which. */
  async function mustBeOpen(meeting: MeetingForRoom) {
    const w = roomWindow(meeting, now());
    if (w === "waiting") throw REFUSALS.no_room();
    if (w === "closed") throw new AppError(409, "ROOM_CLOSED", CIRCLE_ROOM_MSG.closed);
  }

  async function myParticipant(userId: string, occurrenceId: string) {
    const [me] = await d.live.mine(occurrenceId, userId);
    if (!me) throw notJoined();
    return me;
  }

  async function hostPlace(userId: string, occurrenceId: string) {
    const p = await place(userId, occurrenceId);
    if (p.role !== "host") throw hostOnly();
    return p;
  }

  /** Drops who left Janus without telling us (a closed tab whose handle went). */
  async function participantsOf(
    occurrenceId: string,
    userId: string,
    status: { ended: boolean } | null,
    videoAllowed: boolean,
  ): Promise<CircleRoomParticipant[]> {
    const r = d.media.rooms;
    if (!r || !d.media.available()) return [];
    if (!status || status.ended) return [];
    const [listed, rows, feeds] = await Promise.all([
      r.roster(roomKey(occurrenceId)).catch(() => []),
      d.live.list(occurrenceId),
      videoAllowed && d.media.video ? d.media.video.feeds(roomKey(occurrenceId)).catch(() => []) : [],
    ]);
    const feedOf = new Map(feeds.map((f) => [f.memberId, f.feedId]));
    const known = new Map(rows.map((p) => [p.participantId, p]));
    const out: CircleRoomParticipant[] = [];
    for (const l of listed) {
      const p = known.get(l.participantId);
      if (!p) continue;
      out.push({
        participantId: l.participantId,
        name: p.name,
        isHost: p.isHost,
        muted: l.muted,
        mutedByHost: p.mutedByHost,
        handRaised: p.handRaised,
        connected: l.connected,
        me: p.memberId === userId,
        videoFeed: feedOf.get(p.memberId) ?? null,
      });
    }
    const ids = new Set(listed.map((l) => l.participantId));
    // Gone from Janus (a closed tab whose handle went, a node that stopped): out of the room too.
    const lapsed = [...known.keys()].filter((id) => !ids.has(id));
    if (lapsed.length) {
      const left = await d.live.leave(occurrenceId, lapsed);
      if (left.length)
        await gone(
          occurrenceId,
          left.map((x) => x.participantId),
          left.map((x) => x.memberId),
        );
    }
    return out.sort((a, b) => Number(b.isHost) - Number(a.isHost) || a.name.localeCompare(b.name));
  }

  const ice = (userId: string) => ({
    ice: iceServersFor(d.ice, userId, now()),
    iceTransportPolicy: iceTransportPolicyFor(d.ice),
  });

  const camera = createCircleRoomVideo({
    place,
    hostPlace,
    mustBeOpen,
    isRemoved: (occurrenceId, userId) => d.removals.isRemoved(occurrenceId, userId),
    myParticipant,
    refused,
    video: () => {
      const v = d.media.video;
      if (!v || !d.media.available())
        throw new AppError(503, "MEDIA_UNAVAILABLE", d.media.unavailableReason() ?? MEDIA_MSG.down);
      return v;
    },
    setVideoAllowed: (circleId, allowed) => d.access.setVideoAllowed(circleId, allowed),
    ice,
    changed,
    ...d.watches,
    now: () => new Date(now()),
  });

  const host = createCircleRoomHost({
    hostPlace,
    live: d.live,
    removals: d.removals,
    rooms,
    refused,
    changed,
    gone,
    mine,
    ...(d.tellNodes ? { tellNodes: d.tellNodes } : {}),
    camerasGone: (occurrenceId) => camera.membersGone(occurrenceId, null),
    channels: d.channels,
  });

  return {
    ...camera,
    ...host,

    async view(userId: string, occurrenceId: string): Promise<CircleRoom> {
      const { meeting, role, name } = await place(userId, occurrenceId);
      const r = d.media.rooms;
      const [status, removed] = await Promise.all([
        r && d.media.available() ? r.status(roomKey(occurrenceId)) : null,
        d.removals.isRemoved(occurrenceId, userId),
      ]);
      const w = roomWindow(meeting, now());
      const state =
        w === "closed"
          ? "closed"
          : status?.ended
            ? "ended"
            : status?.locked
              ? "locked"
              : w === "waiting"
                ? "waiting"
                : "open";
      const participants = await participantsOf(occurrenceId, userId, status, meeting.videoAllowed);
      return {
        occurrenceId,
        title: meeting.title,
        startsAt: meeting.startsAt.toISOString(),
        endsAt: meeting.endsAt.toISOString(),
        opensAt: opensAt(meeting).toISOString(),
        role,
        myName: name,
        state,
        available: d.media.available(),
        reason: d.media.unavailableReason(),
        removed,
        videoAllowed: meeting.videoAllowed,
        myParticipantId: participants.find((p) => p.me)?.participantId ?? null,
        participants,
      };
    },

    /** A single-use token bound to the caller's seat (the host's place for the host), valid for two minutes. */
    async token(userId: string, occurrenceId: string) {
      const { meeting, seat, role } = await place(userId, occurrenceId);
      await mustBeOpen(meeting);
      const r = rooms();
      const key = roomKey(occurrenceId);
      // (The media platform's own list is the same table now: one read.)
      if (await d.removals.isRemoved(occurrenceId, userId)) throw REFUSALS.removed();
      const status = await r.status(key);
      if (status?.ended) throw REFUSALS.ended();
      const issued = await refused(async () => {
        await r.open(key);
        const seatId = role === "host" ? `host:${occurrenceId}` : (seat?.seatId ?? "");
        return r.issueToken(key, { seatId, memberId: userId });
      });
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), ...ice(userId) };
    },

    /** Joins the room with the token and the browser's offer; answers Janus's SDP answer. */
    async join(userId: string, occurrenceId: string, input: { token: string; offer: { type: "offer"; sdp: string } }) {
      const { meeting, seat, role, name } = await place(userId, occurrenceId);
      await mustBeOpen(meeting);
      const r = rooms();
      const key = roomKey(occurrenceId);
      if (await d.removals.isRemoved(occurrenceId, userId)) throw REFUSALS.removed();
      const earlier = await mine(occurrenceId, userId);
      const joined = await refused(() =>
        r.join(key, input.token, { memberId: userId, display: name, offer: input.offer }),
      );
      // The token is bound to the seat it was issued for: a seat given up since does not let anyone in.
      const boundTo = role === "host" ? `host:${occurrenceId}` : seat?.seatId;
      const answer = joined.jsep as { type?: string; sdp?: string } | undefined;
      if (joined.seatId !== boundTo || answer?.type !== "answer" || typeof answer.sdp !== "string") {
        await r.leave(key, joined.participantId).catch(() => {});
        if (joined.seatId !== boundTo) throw REFUSALS.bad_token();
        d.log?.warn({ jsep: joined.jsep ?? null }, "the media server joined without an SDP answer");
        throw new AppError(502, "MEDIA_FAILED", CIRCLE_ROOM_MSG.mediaFailed);
      }
      await d.live.enter(key, occurrenceId, {
        participantId: joined.participantId,
        memberId: userId,
        name,
        isHost: role === "host",
      });
      // One participant per person: an earlier tab of theirs leaves (its socket stays: it is theirs).
      const replaced = (await d.live.leave(occurrenceId, earlier)).map((p) => p.participantId);
      if (replaced.length) await gone(occurrenceId, replaced, []);
      else await changed(occurrenceId);
      return {
        participantId: joined.participantId,
        answer: { type: "answer" as const, sdp: answer.sdp },
        ...ice(userId),
      };
    },

    async setMuted(userId: string, occurrenceId: string, muted: boolean) {
      await place(userId, occurrenceId);
      const me = await myParticipant(userId, occurrenceId);
      if (!muted && !mayUnmuteSelf(me)) throw new AppError(403, "MUTED_BY_HOST", CIRCLE_ROOM_MSG.mutedByHost);
      await refused(() => rooms().setOwnMute(roomKey(occurrenceId), me.participantId, muted));
      await changed(occurrenceId);
      return { muted };
    },

    async raiseHand(userId: string, occurrenceId: string, raised: boolean) {
      await place(userId, occurrenceId);
      const me = await myParticipant(userId, occurrenceId);
      await d.live.setHand(occurrenceId, me.participantId, raised);
      await changed(occurrenceId);
      return { raised };
    },

    /** Leaving twice is fine; a seat holder may come back with a new token. */
    async leave(userId: string, occurrenceId: string) {
      await place(userId, occurrenceId);
      const ids = await d.live.leaveMember(occurrenceId, userId);
      if (ids.length) await gone(occurrenceId, ids, [userId]);
      return { left: true as const };
    },

    // ——— the side-chat ———

    /** A side-chat line (circle-room-chat.ts): only from someone in the room now. */
    async chat(userId: string, occurrenceId: string, text: string) {
      const { meeting } = await place(userId, occurrenceId);
      const me = await myParticipant(userId, occurrenceId);
      return sideChat.say(
        { userId, name: me.name, isHost: me.isHost, meeting: { occurrenceId, title: meeting.title } },
        text,
      );
    },

    /** A line of this meeting's side-chat, reported by its host or a seat holder who saw it. */
    async reportLine(userId: string, occurrenceId: string, body: CircleRoomReportBody) {
      const { meeting } = await place(userId, occurrenceId);
      return sideChat.report(userId, { occurrenceId, title: meeting.title }, body);
    },

    /** The realtime rule: only someone in the room now listens on its channel (asked on every node). */
    async canSubscribe(userId: string, channel: string): Promise<boolean> {
      const occurrenceId = channel.slice("circle_room_".length);
      if (!UUID.test(occurrenceId)) return false;
      return d.live.isIn(occurrenceId, userId);
    },

    /**
     * A confirmed seat stopped being one (cancelled, refunded, suspended: the seats table's trigger tells
     * every node). The node that takes the member's rows takes them out; the others find none.
     */
    async seatLeft(occurrenceId: string, memberId: string) {
      const ids = await d.live.leaveMember(occurrenceId, memberId);
      if (ids.length) await gone(occurrenceId, ids, [memberId]);
    },
  };
}

export type CircleRoomService = ReturnType<typeof createCircleRoomService>;
