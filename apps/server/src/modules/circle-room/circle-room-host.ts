// The host's controls in a meeting's live room: mute one or everyone (each may unmute themselves after a
// mute-all, not after a mute of their own), remove someone (who cannot come back to this meeting), lock
// the room (nobody new; those inside stay) and end it. The host's place is checked first in each, and
// every change goes through the room (any node may do it; the node holding a handle is told).
import { CIRCLE_ROOM_MSG } from "@saathi/contract/circle-room";
import { channels } from "@saathi/contract/realtime";
import { AppError } from "../../platform/http/errors.ts";
import type { CircleRooms } from "../../platform/media/circle-rooms.ts";
import type { ChannelPolicy } from "../../platform/realtime/channel-policy.ts";
import type { CircleRoomRepository } from "./circle-room.repository.ts";
import type { CircleRoomLiveRepository } from "./circle-room-live.repository.ts";
import { roomKeyOf } from "./circle-room-media.repository.ts";

export interface CircleRoomHostDeps {
  /** The caller is this meeting's host (else 403 "Only the host can do that."). */
  hostPlace(userId: string, occurrenceId: string): Promise<unknown>;
  live: CircleRoomLiveRepository;
  removals: Pick<CircleRoomRepository, "remove">;
  rooms(): CircleRooms;
  refused<T>(run: () => Promise<T>): Promise<T>;
  changed(occurrenceId: string): Promise<unknown>;
  /** After participants' rows went: their audio, the room told, their subscriptions cut. */
  gone(occurrenceId: string, participantIds: number[], memberIds: string[] | null): Promise<void>;
  /** The caller's own participants (the host's, left unmuted by a mute-all). */
  mine(occurrenceId: string, userId: string): Promise<number[]>;
  tellNodes?: (participantIds: number[]) => Promise<void>;
  /** Everyone's cameras and watches end (the room ended). */
  camerasGone(occurrenceId: string): Promise<void>;
  channels: Pick<ChannelPolicy, "revoke">;
}

const participantNotFound = () => new AppError(404, "PARTICIPANT_NOT_FOUND", CIRCLE_ROOM_MSG.participantNotFound);

export function createCircleRoomHost(d: CircleRoomHostDeps) {
  return {
    async muteOne(userId: string, occurrenceId: string, participantId: number, muted: boolean) {
      await d.hostPlace(userId, occurrenceId);
      const target = await d.live.get(occurrenceId, participantId);
      if (!target) throw participantNotFound();
      await d.refused(() => d.rooms().mute(roomKeyOf(occurrenceId), participantId, muted));
      await d.live.setMutedByHost(occurrenceId, participantId, muted && !target.isHost);
      await d.changed(occurrenceId);
      return { muted };
    },

    /** Everyone but the host is muted; each may unmute themselves afterwards. */
    async muteAll(userId: string, occurrenceId: string) {
      await d.hostPlace(userId, occurrenceId);
      const except = await d.mine(occurrenceId, userId);
      await d.refused(() => d.rooms().muteAll(roomKeyOf(occurrenceId), except));
      await d.changed(occurrenceId);
      return { muted: true as const };
    },

    /** The member behind the participant leaves and cannot come back to this meeting. */
    async remove(userId: string, occurrenceId: string, participantId: number) {
      await d.hostPlace(userId, occurrenceId);
      const target = await d.live.get(occurrenceId, participantId);
      if (!target) throw participantNotFound();
      if (target.isHost) throw new AppError(409, "CANNOT_REMOVE_HOST", CIRCLE_ROOM_MSG.cannotRemoveHost);
      await d.removals.remove(occurrenceId, target.memberId);
      // Janus kicks every participant of theirs (through the room: any node may do it).
      await d.refused(() => d.rooms().removeMember(roomKeyOf(occurrenceId), target.memberId));
      const ids = await d.live.leaveMember(occurrenceId, target.memberId);
      await d.gone(occurrenceId, ids, [target.memberId]);
      return { removed: true as const };
    },

    async lock(userId: string, occurrenceId: string) {
      await d.hostPlace(userId, occurrenceId);
      await d.refused(() => d.rooms().lock(roomKeyOf(occurrenceId)));
      await d.changed(occurrenceId);
      return { locked: true as const };
    },

    async end(userId: string, occurrenceId: string) {
      await d.hostPlace(userId, occurrenceId);
      await d.refused(() => d.rooms().end(roomKeyOf(occurrenceId)));
      const left = await d.live.leaveAll(occurrenceId);
      // Janus destroyed the room (every participant with it); the other nodes drop their handles.
      if (left.length) await d.tellNodes?.(left.map((p) => p.participantId)).catch(() => {});
      await d.camerasGone(occurrenceId);
      await d.changed(occurrenceId);
      await d.channels.revoke(channels.circleRoom(occurrenceId), null);
      return { ended: true as const };
    },
  };
}
