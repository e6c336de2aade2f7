import type { CircleRoomMessage } from "@saathi/contract/circle-room";
import type { ReportAnswer, ReportInput } from "@saathi/contract/safety";
import { api } from "../../../lib/api-client.ts";
import { roomPath } from "./room-path.ts";

/**
 * POST …/room/messages/report: a side-chat line this member saw, sent back with the proof it came with
 * (the line is stored nowhere; only the server can read the proof).
 */
export const reportRoomLine = (line: CircleRoomMessage, input: Pick<ReportInput, "reason" | "details">) =>
  api<ReportAnswer>(`${roomPath(line.occurrenceId)}/messages/report`, {
    method: "POST",
    body: {
      ref: line.ref,
      text: line.text,
      reason: input.reason,
      ...(input.details ? { details: input.details } : {}),
    },
  });
