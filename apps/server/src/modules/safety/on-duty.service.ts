// On duty: a moderator turns their own switch on in the console; an imminent crisis item
// is pushed at once to every staff member on duty. The push carries no one's words: a fixed sentence
// and the item's page in the console.
import { CARE_MSG, type OnDuty } from "@saathi/contract/care";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import type { PushChannel } from "../push/push.service.ts";
import { isImminent, MODERATION_ROLES } from "./care.policy.ts";
import type { OnDutyRepository } from "./on-duty.repository.ts";

/** An item the crisis check flagged, as the alert needs it (never its text). */
export interface FlaggedForAlert {
  id: string;
  /** The crisis level the write check gave it ('method' today, 'imminent' once the levels change). */
  level: string | null;
}

const ALERT_TTL_SECONDS = 3600;

export function createOnDutyService(d: { repo: OnDutyRepository; push: PushChannel }) {
  const present = (row: { onDuty: boolean; changedAt: Date } | null): OnDuty => ({
    onDuty: row?.onDuty ?? false,
    since: row?.onDuty ? row.changedAt.toISOString() : null,
  });

  return {
    async get(staff: StaffUser): Promise<OnDuty> {
      return present(await d.repo.get(staff.id));
    },

    /** The staff member's own switch, audited. */
    async set(staff: StaffUser, onDuty: boolean): Promise<OnDuty> {
      const before = await d.repo.get(staff.id);
      await d.repo.set(staff.id, onDuty, {
        actor: { id: staff.id, email: staff.email },
        action: onDuty ? "staff.on_duty" : "staff.off_duty",
        targetType: "staff",
        targetId: staff.id,
        before: { onDuty: before?.onDuty ?? false },
        after: { onDuty },
      });
      return present(await d.repo.get(staff.id));
    },

    /**
     * Pushes an imminent item to every staff member on duty, all at once; anything else is ignored.
     * Never throws (a push that fails is logged by the push channel). Answers who was tried.
     */
    async alertOnDuty(item: FlaggedForAlert): Promise<string[]> {
      if (!isImminent(item.level)) return [];
      const staff = await d.repo.onDutyStaff(MODERATION_ROLES);
      await Promise.all(
        staff.map((id) =>
          d.push.sendToUser(id, "account", {
            title: CARE_MSG.alertTitle,
            body: CARE_MSG.alertBody,
            url: `/admin/moderation/${item.id}`,
            tag: `moderation-alert-${item.id}`,
            urgency: "high",
            ttlSeconds: ALERT_TTL_SECONDS,
          }),
        ),
      );
      return staff;
    },
  };
}

export type OnDutyService = ReturnType<typeof createOnDutyService>;
