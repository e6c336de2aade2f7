// Young people (decision 038): ages at sign-up, a guardian's consent for 13-17, safer defaults for
// minors, and the daily jobs (unanswered requests expire; the 18th birthday ends the guardian's link).
import { defineModule } from "../../platform/modules/app-module.ts";
import type { Platform } from "../../platform/modules/platform.ts";
import { createGuardianBookingRepository } from "./guardian-booking.repository.ts";
import { guardianBookingRoutes } from "./guardian-booking.routes.ts";
import { createGuardianBookingService } from "./guardian-booking.service.ts";
import { createGuardianConsentService } from "./guardian-consent.service.ts";
import { YOUTH_NOTICE_TEXT, type YouthNotice } from "./young-people.policy.ts";
import { createYoungPeopleRepository } from "./young-people.repository.ts";
import { guardianConsentRoutes, youngPeopleRoutes } from "./young-people.routes.ts";
import { createYoungPeopleService } from "./young-people.service.ts";

export function createYoungPeopleModule(
  d: Pick<Platform, "db" | "session" | "messenger" | "log" | "config" | "limiter" | "events">,
) {
  const repo = createYoungPeopleRepository(d.db);
  // In-app notices go through notifications, built later: a domain event it handles.
  const notice: YouthNotice = (userId, notice, values) =>
    d.events
      .emit("member.notice", {
        userId,
        type: "young_people",
        message: YOUTH_NOTICE_TEXT[notice],
        ...(values ? { values } : {}),
        data: { young_notice: notice },
      })
      .catch((err) => d.log.warn({ err }, "young-people notice not stored"));
  // A child under 13 after a social sign-in: account-deletion (built later) erases the account now.
  const eraseNow = (userId: string) => d.events.emit("account.erase-now", { userId, reason: "under_13" });
  const youngPeople = createYoungPeopleService({ repo, messenger: d.messenger, log: d.log, notice, eraseNow });
  const guardianConsent = createGuardianConsentService({
    repo,
    messenger: d.messenger,
    secret: d.config.authSecret,
    publicUrl: d.config.publicUrl,
    log: d.log,
    limiter: d.limiter,
    notice,
  });
  const guardianBookings = createGuardianBookingService({
    repo: createGuardianBookingRepository(d.db),
    people: repo,
    messenger: d.messenger,
    secret: d.config.authSecret,
    publicUrl: d.config.publicUrl,
    log: d.log,
  });
  return defineModule({
    services: { youngPeople, guardianConsent, guardianBookings },
    routes: [
      youngPeopleRoutes(d.session, youngPeople, guardianConsent),
      guardianConsentRoutes(d.session, guardianConsent),
      guardianBookingRoutes(d.session, guardianBookings),
    ],
    events: { "account.created": (u) => youngPeople.onAccountCreated(u) },
    jobs: [
      { name: "guardian-requests-expire", cron: "17 * * * *", run: () => guardianConsent.expire() },
      { name: "young-people-turn-18", cron: "5 0 * * *", run: () => youngPeople.turnAdults() },
    ],
  });
}
