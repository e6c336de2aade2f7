// Seat holders are reminded a day before their meeting and again within the hour, as a session's member
// is; a moved meeting reminds again from its new time (the host's move clears `last_reminder`).
import { CIRCLE_MSG } from "@saathi/contract/circles";
import type { CircleNotices } from "./circle-notices.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export function createCircleRemindersService(d: { repo: CirclesRepository; notices: CircleNotices }) {
  const { repo, notices } = d;
  return {
    /**
     * The reminder job: a seat holder is told a day before their meeting and again within the hour, by
     * an in-app notice (type circle), as a session's member is; a moved meeting reminds again from its
     * new time.
     */
    async sendReminders() {
      const due = await repo.claimReminders();
      for (const r of due)
        await notices.tell(
          r.seat.memberId,
          r.circle.expertId,
          r.occurrence,
          r.circle,
          r.seat.lastReminder === "1h" ? CIRCLE_MSG.reminderHour : CIRCLE_MSG.reminderDay,
        );
      return due.length;
    },
  };
}

export type CircleRemindersService = ReturnType<typeof createCircleRemindersService>;
