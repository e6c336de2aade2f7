// What every node hears about live rooms on its one notification connection (channel saathi_circle_room), as
// the session watch hears ended sessions: a confirmed seat that stopped being one (the seats table's
// trigger, migration circle_seat_left_notify, whatever path changed it) and participants another node
// took out, whose Janus handles this node may hold.
import type { Logger } from "pino";
import { z } from "zod";
import { createPostgresBus } from "../../platform/realtime/pg-bus.ts";
import type { PgNotifications } from "../../platform/realtime/pg-notifications.ts";

export const CIRCLE_ROOM_NOTIFY_CHANNEL = "saathi_circle_room";

const noticeSchema = z.discriminatedUnion("op", [
  z.object({ op: z.literal("seat"), occurrenceId: z.string(), memberId: z.string() }),
  z.object({ op: z.literal("detach"), participantIds: z.array(z.number()) }),
]);
type Notice = z.infer<typeof noticeSchema>;

export interface CircleRoomWatchDeps {
  /** The process's notification connection (closed by its owner, not here). */
  pgNotifications: PgNotifications;
  log: Logger;
  seatLeft(occurrenceId: string, memberId: string): Promise<void>;
  detach(participantId: number): Promise<void>;
}

export function createCircleRoomWatch(d: CircleRoomWatchDeps) {
  const bus = createPostgresBus({
    pgNotifications: d.pgNotifications,
    log: d.log,
    channel: CIRCLE_ROOM_NOTIFY_CHANNEL,
  });
  const handle = async (n: Notice) => {
    if (n.op === "seat") await d.seatLeft(n.occurrenceId, n.memberId);
    else for (const id of n.participantIds) await d.detach(id);
  };
  return {
    start: () =>
      bus.subscribe({
        onMessage: (payload) => {
          let parsed: ReturnType<typeof noticeSchema.safeParse>;
          try {
            parsed = noticeSchema.safeParse(JSON.parse(payload));
          } catch {
            return;
          }
          if (parsed.success)
            handle(parsed.data).catch((err) => d.log.warn({ err }, "a live-room notice was not handled"));
        },
        onResumed: () => {},
      }),
    /** Tells every node (this one too) that these participants left. */
    detachEverywhere: (participantIds: number[]) => bus.publish(JSON.stringify({ op: "detach", participantIds })),
    close: () => bus.close(),
  };
}
