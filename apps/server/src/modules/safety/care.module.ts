// "A human close behind": on-duty alerts, first looks, next-day check-ins (a job each minute) and alarm
// outcomes. It handles "crisis.flagged" (the write check stored a crisis item) and "moderation.opened"
// (a first look); `alertOnDuty` is the one entry point for imminent alerts.
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { ConsentsService } from "../consents/consents.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushChannel } from "../push/push.service.ts";
import { createAlarmOutcomesRepository } from "./alarm-outcomes.repository.ts";
import { createAlarmOutcomesService } from "./alarm-outcomes.service.ts";
import { MODERATION_ROLES } from "./care.policy.ts";
import { careAdminRoutes, careCheckInRoutes } from "./care.routes.ts";
import { createCareCheckInsRepository } from "./care-check-ins.repository.ts";
import { createCareCheckInsService } from "./care-check-ins.service.ts";
import { createFirstLooksRepository } from "./first-looks.repository.ts";
import { createFirstLooksService } from "./first-looks.service.ts";
import { createOnDutyRepository } from "./on-duty.repository.ts";
import { createOnDutyService } from "./on-duty.service.ts";

export function createCareModule(d: {
  db: Db;
  session: SessionReader;
  push: PushChannel;
  notifications: Pick<NotificationsService, "notify">;
  consents: Pick<ConsentsService, "hasActive">;
  log: Pick<Logger, "warn">;
}) {
  const onDuty = createOnDutyService({ repo: createOnDutyRepository(d.db), push: d.push });
  const firstLooks = createFirstLooksService(createFirstLooksRepository(d.db));
  const checkIns = createCareCheckInsService({
    repo: createCareCheckInsRepository(d.db),
    notifications: d.notifications,
  });
  const outcomes = createAlarmOutcomesService({
    repo: createAlarmOutcomesRepository(d.db),
    consents: d.consents,
    firstLooks,
  });
  const staff = createStaffGuard(d.session, { roles: MODERATION_ROLES });

  // The write does not wait for alerts and check-ins; `idle()` does (closing, tests).
  const inFlight = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const p = work.catch((err: unknown) => d.log.warn({ err }, "crisis follow-up failed"));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  };

  const idle = async () => {
    while (inFlight.size) await Promise.allSettled([...inFlight]);
  };
  return defineModule({
    services: {
      onDuty,
      firstLooks,
      checkIns,
      outcomes,
      /** Pushes an imminent item to every staff member on duty (anything else: nothing). */
      alertOnDuty: onDuty.alertOnDuty,
      /** Waits for the alerts and check-ins still being started. */
      idle,
    },
    routes: [careAdminRoutes(staff, { onDuty, firstLooks, outcomes }), careCheckInRoutes(d.session, checkIns)],
    jobs: [{ name: "care-check-ins-send", cron: "* * * * *", run: () => checkIns.tick() }],
    events: {
      // A crisis item was stored: alert the people on duty when imminent; tomorrow's check-in when risk or imminent.
      "crisis.flagged": (flag) => {
        track(onDuty.alertOnDuty({ id: flag.itemId, level: flag.level }));
        track(checkIns.scheduleFor(flag.authorId, flag.level));
      },
      "moderation.opened": async ({ staffId, itemId }) => {
        await firstLooks.record(itemId, staffId);
      },
    },
    close: idle,
  });
}

export type CareModule = ReturnType<typeof createCareModule>;
