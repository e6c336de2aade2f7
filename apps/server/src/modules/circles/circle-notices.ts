// In-app notices (type circle) about one meeting, in the reader's language. A failed notice is logged,
// never a failed request: the seat change it reports is already committed.
import { CIRCLE_MSG } from "@saathi/contract/circles";
import type { Logger } from "pino";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { CircleRow, OccurrenceRow, WaitlistRow } from "./circle-rows.ts";

export function createCircleNotices(d: { notifications: Pick<NotificationsService, "notify">; log: Logger }) {
  const tell = async (to: string, actor: string, occ: OccurrenceRow, circle: CircleRow, message: string) => {
    await d.notifications
      .notify(to, "circle", actor, {
        circle_occurrence_id: occ.id,
        starts_at: occ.startsAt.toISOString(),
        message,
        message_values: JSON.stringify({ title: circle.title, when: occ.startsAt.toISOString() }),
      })
      .catch((err) => d.log.error({ err, occurrenceId: occ.id }, "circle notice failed"));
  };
  return {
    tell,
    /** Tells each person offered a seat (after the commit that made the offers). */
    async tellOffers(offers: WaitlistRow[], occ: OccurrenceRow, circle: CircleRow) {
      for (const w of offers) await tell(w.memberId, circle.expertId, occ, circle, CIRCLE_MSG.seatOffered);
    },
  };
}

export type CircleNotices = ReturnType<typeof createCircleNotices>;
