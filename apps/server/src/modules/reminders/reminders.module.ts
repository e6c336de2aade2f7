// Builds the reminders area (decision 026) for the composition root: repository → channels →
// service → worker → routes, and the two hooks the bookings module calls (confirmed, cancelled).
import type { Logger } from "pino";
import type { SessionReader } from "../../platform/auth/session.ts";
import { createStaffGuard } from "../../platform/auth/staff-guard.ts";
import type { Db } from "../../platform/db/client.ts";
import type { PeriodicJob } from "../../platform/jobs/scheduler.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import { defineModule } from "../../platform/modules/app-module.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PushService } from "../push/push.service.ts";
import type { SettingsService } from "../settings/settings.service.ts";
import { createEventRemindersService } from "./event-reminders.service.ts";
import {
  createReminderChannels,
  emailChannel,
  inAppChannel,
  pushChannel,
  webPushChannel,
} from "./reminder-channels.ts";
import { createReminderWorker, type ReminderWorkerOptions } from "./reminders.jobs.ts";
import { createRemindersRepository } from "./reminders.repository.ts";
import { adminRemindersRoutes, remindersRoutes } from "./reminders.routes.ts";
import { createRemindersService, type RemindersDeps } from "./reminders.service.ts";

/** What the bookings module calls (one line each, where a booking is confirmed, cancelled or moved). */
export interface BookingReminderHooks {
  schedule(bookingId: string): Promise<void>;
  cancel(bookingId: string): Promise<void>;
  reschedule(bookingId: string): Promise<void>;
}

export function createRemindersModule(d: {
  db: Db;
  session: SessionReader;
  notifications: NotificationsService;
  settings: SettingsService;
  messenger: Messenger;
  /** Web Push: reminders also reach subscribed browsers; without it push is a no-op. */
  push?: Pick<PushService, "reaches" | "sendToUser">;
  disputes: RemindersDeps["disputes"];
  publicUrl: string;
  log: Logger;
  worker?: ReminderWorkerOptions;
  /** The clock (the bench runs a day in minutes with its own). */
  now?: () => number;
}) {
  const repo = createRemindersRepository(d.db);
  const channelDeps = { notifications: d.notifications, settings: d.settings, messenger: d.messenger };
  // The order they are tried in: in the app, email, then push (subscribed browsers).
  const channels = createReminderChannels([
    inAppChannel(channelDeps),
    emailChannel(channelDeps),
    d.push ? webPushChannel(d.push) : pushChannel,
  ]);
  const service = createRemindersService({
    repo,
    channels,
    messenger: d.messenger,
    disputes: d.disputes,
    publicUrl: d.publicUrl,
    log: d.log,
    ...(d.now ? { now: d.now } : {}),
  });
  const worker = createReminderWorker(
    { repo, send: service.send, log: d.log, ...(d.now ? { now: d.now } : {}) },
    d.worker,
  );
  const safely = (what: string, run: (id: string) => Promise<void>) => async (bookingId: string) => {
    // A booking's own change never fails because of its reminders; the worker re-checks every booking.
    await run(bookingId).catch((err) => d.log.error({ err, bookingId }, `reminders not ${what}`));
  };
  const hooks: BookingReminderHooks = {
    schedule: safely("scheduled", async (id) => {
      await service.schedule(id);
      worker.nudge();
    }),
    cancel: safely("cancelled", service.cancel),
    reschedule: safely("moved", service.reschedule),
  };
  /** Also on pg-boss each minute: a process whose 15-second loop stopped is covered by another. */
  const jobs: PeriodicJob[] = [{ name: "reminders-send", cron: "* * * * *", run: () => worker.runOnce() }];
  return defineModule({
    services: {
      reminders: { service, worker, channels },
      reminderHooks: hooks,
      // Circles' meetings are reminded through the same email and push channels.
      eventReminders: createEventRemindersService({ channels, messenger: d.messenger, log: d.log }),
    },
    routes: [remindersRoutes(d.session, service), adminRemindersRoutes(createStaffGuard(d.session), service)],
    jobs,
  });
}

/** The service, the 15-second worker (main.ts starts it; tests run its tick) and the channels. */
export type Reminders = ReturnType<typeof createRemindersModule>["services"]["reminders"];
