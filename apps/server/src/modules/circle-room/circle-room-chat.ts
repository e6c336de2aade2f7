// The live room's side-chat: a line is checked like any message in a circle (blocked words, mutes, the
// crisis check). A visible line goes to the people in the room over its channel and is kept nowhere; a
// held one reaches nobody, and its writer sees the helpline card. A flagged line (held or not) goes into
// the moderation queue like a flagged peer-circle message: the item keeps only that line, who wrote it
// under which name, and which meeting; never the rest of the room, which nobody keeps. A member who saw a
// line may report it with the proof it travelled with (side-chat-proof.ts): the report carries the same
// snapshot, so a report cannot name a line nobody said nor read more of the room.

import type { ModerationContext } from "@saathi/contract/admin-moderation";
import {
  CIRCLE_ROOM_EVENTS,
  CIRCLE_ROOM_MSG,
  type CircleRoomMessage,
  type CircleRoomReportBody,
} from "@saathi/contract/circle-room";
import { channels } from "@saathi/contract/realtime";
import { AppError } from "../../platform/http/errors.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { ReportsService } from "../safety/reports.service.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { writeCrisisOf } from "../safety/write-check.service.ts";
import { type LineProof, type LineProofs, textHash } from "./side-chat-proof.ts";

export interface SideChatDeps {
  publisher: Publisher;
  writeCheck: Pick<WriteCheckService, "check" | "record">;
  /** Reports of lines (the moderation module's); none in tests that do not report. */
  reports?: Pick<ReportsService, "reportProved">;
  proofs: LineProofs;
  now: () => number;
}

/** What moderators see of a line, flagged or reported: that line, its writer's room name, the meeting. */
const snapshot = (p: LineProof, text: string, title: string): ModerationContext => ({
  content: { id: p.i, authorId: p.a, authorName: p.n, text, at: p.s },
  meeting: { occurrenceId: p.o, title },
});

/** Who writes, as the room shows them, and the meeting (for the moderators' item). */
export interface SideChatWriter {
  userId: string;
  name: string;
  isHost: boolean;
  meeting: { occurrenceId: string; title: string };
}

export function createSideChat(d: SideChatDeps) {
  return {
    async say(w: SideChatWriter, text: string) {
      const { occurrenceId } = w.meeting;
      const decision = await d.writeCheck.check(w.userId, "circle_message", text);
      const id = crypto.randomUUID();
      const sentAt = new Date(d.now()).toISOString();
      const proof: LineProof = { a: w.userId, o: occurrenceId, i: id, n: w.name, s: sentAt, h: textHash(text) };
      const message: CircleRoomMessage = {
        id,
        occurrenceId,
        name: w.name,
        isHost: w.isHost,
        text,
        sentAt,
        ref: d.proofs.seal(proof),
      };
      if (decision.flags.length)
        await d.writeCheck.record(
          decision,
          { type: "circle_room_line", id, authorId: w.userId },
          snapshot(proof, text, w.meeting.title),
        );
      const crisis = writeCrisisOf(decision);
      if (decision.state === "held") return { message: null, crisis };
      await d.publisher.publish(channels.circleRoom(occurrenceId), CIRCLE_ROOM_EVENTS.message, message);
      return { message, crisis };
    },

    /**
     * A member reports a line of this meeting they saw: the proof must be this server's, for this
     * meeting and exactly this text; anything else is a 404 like a line that does not exist.
     */
    async report(reporterId: string, meeting: { occurrenceId: string; title: string }, body: CircleRoomReportBody) {
      const p = d.proofs.open(body.ref);
      if (!p || p.o !== meeting.occurrenceId || p.h !== textHash(body.text) || !d.reports)
        throw new AppError(404, "LINE_NOT_FOUND", CIRCLE_ROOM_MSG.lineNotFound);
      return d.reports.reportProved(
        reporterId,
        { targetType: "circle_room_line", targetId: p.i, reason: body.reason, details: body.details },
        p.a,
        snapshot(p, body.text, meeting.title),
      );
    },
  };
}
