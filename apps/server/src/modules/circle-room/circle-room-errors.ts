// The live room's refusals as answers: the media platform's reasons, Janus's codes for an SDP it cannot
// read, and the room's own (no such meeting, not in the circle, not in the room, host only).
import { CIRCLE_ROOM_MSG } from "@saathi/contract/circle-room";
import { AppError } from "../../platform/http/errors.ts";
import type { RoomRefusal } from "../../platform/media/circle-rooms.ts";

export const REFUSALS: Record<RoomRefusal, () => AppError> = {
  no_room: () => new AppError(409, "ROOM_NOT_OPEN", CIRCLE_ROOM_MSG.notOpenYet),
  ended: () => new AppError(409, "ROOM_ENDED", CIRCLE_ROOM_MSG.ended),
  locked: () => new AppError(409, "ROOM_LOCKED", CIRCLE_ROOM_MSG.locked),
  removed: () => new AppError(403, "REMOVED_FROM_ROOM", CIRCLE_ROOM_MSG.removed),
  bad_token: () => new AppError(403, "BAD_ROOM_TOKEN", CIRCLE_ROOM_MSG.badToken),
};
/** Janus's own codes for an SDP it cannot read (464 unknown type, 465 invalid SDP): the member's input. */
export const BAD_SDP = new Set([464, 465]);

export const notFound = () => new AppError(404, "MEETING_NOT_FOUND", CIRCLE_ROOM_MSG.notFound);
export const notInCircle = () => new AppError(403, "NOT_IN_CIRCLE", CIRCLE_ROOM_MSG.notInCircle);
export const notJoined = () => new AppError(409, "NOT_IN_ROOM", CIRCLE_ROOM_MSG.notJoined);
export const hostOnly = () => new AppError(403, "HOST_ONLY", CIRCLE_ROOM_MSG.hostOnly);
