// A live room's participant for the room's component tests: connected, not the host, nothing raised.
import type { CircleRoomParticipant } from "@saathi/contract/circle-room";

export const participant = (
  name: string,
  participantId = 1,
  over: Partial<CircleRoomParticipant> = {},
): CircleRoomParticipant => ({
  participantId,
  name,
  isHost: false,
  muted: false,
  mutedByHost: false,
  handRaised: false,
  connected: true,
  me: false,
  videoFeed: null,
  ...over,
});
