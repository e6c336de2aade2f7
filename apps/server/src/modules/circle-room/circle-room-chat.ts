// The live room's side-chat: a line is checked like any message in a circle (blocked words, mutes, the
// crisis check). A visible line goes to the people in the room over its channel and is kept nowhere; a
// held one reaches nobody, and its writer sees the helpline card. A flagged line (held or not) goes into
// the moderation queue like a flagged peer-circle message: the item keeps only that line, who wrote it
// under which name, and which meeting; never the rest of the room, which nobody keeps.
import { CIRCLE_ROOM_EVENTS, type CircleRoomMessage } from "@saathi/contract/circle-room";
import { channels } from "@saathi/contract/realtime";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import { writeCrisisOf } from "../safety/write-check.service.ts";

export interface SideChatDeps {
  publisher: Publisher;
  writeCheck: Pick<WriteCheckService, "check" | "record">;
  now: () => number;
}

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
      const message: CircleRoomMessage = {
        id: crypto.randomUUID(),
        occurrenceId,
        name: w.name,
        isHost: w.isHost,
        text,
        sentAt: new Date(d.now()).toISOString(),
      };
      if (decision.flags.length) {
        await d.writeCheck.record(
          decision,
          { type: "circle_room_line", id: message.id, authorId: w.userId },
          {
            content: { id: message.id, authorId: w.userId, authorName: w.name, text, at: message.sentAt },
            meeting: w.meeting,
          },
        );
      }
      const crisis = writeCrisisOf(decision);
      if (decision.state === "held") return { message: null, crisis };
      await d.publisher.publish(channels.circleRoom(occurrenceId), CIRCLE_ROOM_EVENTS.message, message);
      return { message, crisis };
    },
  };
}
