// Seat holders are reminded a day before their meeting and again within the hour, as a session's member
// is: an in-app notice (type circle), and through the reminders module's email and push channels when the
// member's notification settings allow them (bookings: email, push). Each reminder is claimed once, in
// one UPDATE (`circle_seats.last_reminder`), so two workers never send one twice; the host's move clears
// it, so a moved meeting reminds again from its new time.
import { CIRCLE_MSG } from "@saathi/contract/circles";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { EventRemindersService } from "../reminders/event-reminders.service.ts";
import type { CircleNotices } from "./circle-notices.ts";
import { CIRCLE_REMINDER_MSG } from "./circles.messages.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface CircleRemindersDeps {
  repo: CirclesRepository;
  notices: CircleNotices;
  /** Email and push, as session reminders go; without it only the in-app notice is sent. */
  reminders?: Pick<EventRemindersService, "remind">;
  /** Saathi's address, for the email's link. */
  publicUrl?: string;
}

export function createCircleRemindersService(d: CircleRemindersDeps) {
  const { repo, notices } = d;
  return {
    /** The reminder job: every seat due a reminder now is told in the app, then by email and push. */
    async sendReminders() {
      const due = await repo.claimReminders();
      const hosts = new Map<string, string>();
      for (const r of due) {
        const kind = r.seat.lastReminder === "1h" ? "1h" : "24h";
        const notice = kind === "1h" ? CIRCLE_MSG.reminderHour : CIRCLE_MSG.reminderDay;
        await notices.tell(r.seat.memberId, r.circle.expertId, r.occurrence, r.circle, notice);
        if (!d.reminders) continue;
        let host = hosts.get(r.circle.expertId);
        if (host === undefined) {
          const person = await repo.hostName(r.circle.expertId);
          host = person ? presentPerson(person).displayName : "Saathi";
          hosts.set(r.circle.expertId, host);
        }
        await d.reminders.remind({
          id: r.seat.id,
          kind,
          recipientId: r.seat.memberId,
          other: { userId: r.circle.expertId, name: host },
          event: { id: r.occurrence.id, startsAt: r.occurrence.startsAt, endsAt: r.occurrence.endsAt },
          url: `${d.publicUrl ?? ""}/circles/mine`,
          words: {
            notice,
            subject: CIRCLE_REMINDER_MSG.subject[kind],
            lead: CIRCLE_REMINDER_MSG.lead[kind],
            join: CIRCLE_REMINDER_MSG.join,
            values: { title: r.circle.title },
            tag: `circle-seat-${r.seat.id}-${kind}`,
          },
        });
      }
      return due.length;
    },
  };
}

export type CircleRemindersService = ReturnType<typeof createCircleRemindersService>;
