import type { CircleRoom } from "@saathi/contract/circle-room";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { circleRoomKeys } from "./circle-room-keys.ts";
import { roomPath } from "./room-path.ts";

/** GET /api/circles/meetings/:occurrenceId/room */
export const getCircleRoom = (occurrenceId: string, signal?: AbortSignal) =>
  api<CircleRoom>(roomPath(occurrenceId), { signal });

/** The room, re-read every 15 s as well as on each realtime change (a closed tab leaves silently). */
export const useCircleRoom = (occurrenceId: string) =>
  useQuery({
    queryKey: circleRoomKeys.room(occurrenceId),
    queryFn: ({ signal }) => getCircleRoom(occurrenceId, signal),
    refetchInterval: 15_000,
  });
