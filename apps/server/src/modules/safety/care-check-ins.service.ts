// Next-day check-ins from Saathi's care team: the writer of a risk or imminent message gets
// one kind in-app notification the next day (never for concern alone), at most one a day, unless they
// turned check-ins off in Settings. Nothing in it says what they wrote.
import { CARE_MSG, type CareCheckInSetting } from "@saathi/contract/care";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import { checkInDue, checkInsOn, needsCheckIn } from "./care.policy.ts";
import type { CareCheckInsRepository } from "./care-check-ins.repository.ts";

export function createCareCheckInsService(d: {
  repo: CareCheckInsRepository;
  notifications: Pick<NotificationsService, "notify">;
  now?: () => number;
}) {
  const now = d.now ?? Date.now;
  const service = {
    async setting(userId: string): Promise<CareCheckInSetting> {
      return { enabled: checkInsOn(await d.repo.pref(userId)) };
    },

    async update(userId: string, enabled: boolean): Promise<CareCheckInSetting> {
      await d.repo.setPref(userId, enabled);
      return service.setting(userId);
    },

    /** The author wrote a message at `level`: schedules tomorrow's check-in when it needs one. True when scheduled. */
    async scheduleFor(authorId: string, level: string | null, writtenAt: number = now()): Promise<boolean> {
      if (!needsCheckIn(level)) return false;
      if (!checkInsOn(await d.repo.pref(authorId))) return false;
      const { day, dueAt } = checkInDue(writtenAt);
      return d.repo.schedule(authorId, day, dueAt);
    },

    /** Sends the check-ins due at `at` (the worker calls it each minute; tests choose the time). */
    async tick(at: Date = new Date(now())): Promise<number> {
      const members = await d.repo.claimDue(at);
      for (const userId of members) {
        // From Saathi itself (the member is their own actor), always in the app, never by email.
        await d.notifications.notify(
          userId,
          "account",
          userId,
          { message: CARE_MSG.checkIn, care: "check_in" },
          { email: false, inApp: "always" },
        );
      }
      return members.length;
    },

    /** The member's choice and their check-ins (export). */
    async exportOf(userId: string) {
      return { enabled: checkInsOn(await d.repo.pref(userId)), checkIns: await d.repo.ofMember(userId) };
    },
  };
  return service;
}

export type CareCheckInsService = ReturnType<typeof createCareCheckInsService>;
