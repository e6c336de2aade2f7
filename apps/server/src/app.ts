// The composition root: the platform, then every module in order with what it needs (compose-*.ts hold
// a few groups). A module is `create<Name>Module(deps) → AppModule`; events link them; routes keep this order.

import { careBetweenSessions } from "./compose-care.ts";
import { counsellorCircles, suspensionWithCircles, textAndLiveRooms } from "./compose-circles.ts";
import { consentsAndAges } from "./compose-consents.ts";
import { createPlatform, createPlatformAuth, type PlatformDeps, startApp } from "./compose-platform.ts";
import { selfHelp } from "./compose-self-help.ts";
import { createAccountDeletionModule } from "./modules/account-deletion/account-deletion.module.ts";
import { createAccountSecurityModule } from "./modules/account-security/account-security.module.ts";
import { createAccountsModule } from "./modules/accounts/accounts.module.ts";
import { createAdminCoursesModule } from "./modules/admin-courses/admin-courses.module.ts";
import { createAdminMembersModule } from "./modules/admin-members/admin-members.module.ts";
import { createAdminStaffModule } from "./modules/admin-staff/admin-staff.module.ts";
import { createAssessmentsModule } from "./modules/assessments/assessments.module.ts";
import { createAvailabilityModule } from "./modules/availability/availability.module.ts";
import { createBookingsModule } from "./modules/bookings/bookings.module.ts";
import { createCallsModule } from "./modules/calls/calls.module.ts";
import { createChatModule } from "./modules/chat/chat.module.ts";
import { createCoursesModule } from "./modules/courses/courses.module.ts";
import { createDataExportModule } from "./modules/data-export/data-export.module.ts";
import { createDevModule } from "./modules/dev/dev.module.ts";
import { createExpertsModule } from "./modules/experts/experts.module.ts";
import { createFeedModule } from "./modules/feed/feed.module.ts";
import { createFollowsModule } from "./modules/follows/follows.module.ts";
import { createGrievancesModule } from "./modules/grievances/grievances.module.ts";
import { createJournalModule } from "./modules/journal/journal.module.ts";
import { createMoneyModule } from "./modules/money/money.module.ts";
import { createNotificationsModule } from "./modules/notifications/notifications.module.ts";
import { createOnboardingModule } from "./modules/onboarding/onboarding.module.ts";
import { createPackagesModule } from "./modules/packages/packages.module.ts";
import { createProfilesModule } from "./modules/profiles/profiles.module.ts";
import { createPublicProfilesModule } from "./modules/profiles/public-profiles.module.ts";
import { createPushModule } from "./modules/push/push.module.ts";
import { createRemindersModule } from "./modules/reminders/reminders.module.ts";
import { createCareModule } from "./modules/safety/care.module.ts";
import { createModerationModule } from "./modules/safety/moderation.module.ts";
import { createVisibilityModule } from "./modules/safety/visibility.module.ts";
import { createWriteCheckModule } from "./modules/safety/write-check.module.ts";
import { createSafetyPlanModule } from "./modules/safety-plan/safety-plan.module.ts";
import { createSettingsModule } from "./modules/settings/settings.module.ts";
import { createSystemModule } from "./modules/system/system.module.ts";
import { createVettingModule } from "./modules/vetting/vetting.module.ts";
import { createModuleList, type ModuleList } from "./platform/modules/app-module.ts";
import type { Platform } from "./platform/modules/platform.ts";

export type BuiltApp = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(deps: PlatformDeps) {
  const p = await createPlatform(deps);
  const list = createModuleList();
  const core = await peopleAndSafety(p, list);
  const rest = await servicesAndCare(p, list, core);
  await startApp(p, list.modules, core.auth, (u, token, change) => core.security.secondFactorChanged(u, token, change));
  const { app, realtime, storage, payments, jobQueue, media, pgNotifications, events } = p;
  return {
    ...{ app, auth: core.auth, realtime, storage, payments, jobQueue, writeCheck: core.writeCheck, push: core.push },
    ...{ ...rest, accountSecurityJobs: core.securityJobs, media, pgNotifications, events },
    /** Every module's periodic jobs; the worker (main.ts) schedules them. */
    periodicJobs: list.modules.flatMap((m) => m.jobs),
  };
}

/** Accounts, people and the write check: what nearly every later module takes. */
async function peopleAndSafety(p: Platform, { use }: ModuleList) {
  use(createSystemModule(p));
  const { members } = use(createAdminMembersModule(p)); // before auth: sign-in refuses suspended members
  const auth = createPlatformAuth(p, members);
  const { profiles, profileEdit } = use(createProfilesModule(p));
  use(await createAdminStaffModule(p));
  const { consents, youth, guardianBookings } = consentsAndAges(p, use);
  use(createAccountsModule({ ...p, auth }));
  use(createDevModule(p));
  const { settings } = use(createSettingsModule({ ...p, youth }));
  const { notifications } = use(createNotificationsModule({ ...p, settings }));
  const { security, securityJobs } = use(createAccountSecurityModule({ ...p, auth, notifications }));
  const { experts } = use(createExpertsModule(p));
  const { writeCheck } = use(createWriteCheckModule({ ...p, experts }));
  const { visibility } = use(createVisibilityModule({ ...p, profiles }));
  const { push } = use(createPushModule({ ...p, settings, visibility }));
  const { follows } = use(createFollowsModule({ ...p, profiles, notifications, writeCheck, visibility, push, youth }));
  const { publicProfiles } = use(createPublicProfilesModule({ ...p, profileEdit, follows, visibility }));
  use(createChatModule({ ...p, profiles, notifications, writeCheck, visibility, push, youth }));
  const { posts } = use(await createFeedModule({ ...p, publicProfiles, follows, writeCheck, notifications, youth }));
  const people = { auth, security, securityJobs, members, consents, settings, notifications, experts, visibility };
  return { ...people, push, writeCheck, posts, youth, guardianBookings };
}

/** Sessions and money, care and moderation, rights, the self-help modules. */
async function servicesAndCare(p: Platform, { use }: ModuleList, core: Awaited<ReturnType<typeof peopleAndSafety>>) {
  const { auth, members, consents, settings, notifications, experts, writeCheck, push, posts, youth } = core;
  const { applications } = use(createOnboardingModule(p));
  use(createAvailabilityModule(p));
  const { courses } = use(createCoursesModule({ ...p, youth }));
  const { packages } = use(createPackagesModule({ ...p, experts, youth, notifications }));
  const { journal } = use(createJournalModule({ ...p, consents, youth }));
  use(createAssessmentsModule({ ...p, consents }));
  const { disputes, moneyJobs } = use(createMoneyModule({ ...p, notifications }));
  const remindersDeps = { ...p, notifications, settings, push, disputes, publicUrl: p.config.publicUrl };
  const { reminders, reminderHooks, eventReminders } = use(createRemindersModule(remindersDeps));
  const { circles } = counsellorCircles(p, use, { experts, notifications, writeCheck, eventReminders, youth });
  const bookingDeps = { ...p, experts, courses, notifications, writeCheck, reminderHooks, youth };
  const paidWith = { credits: packages.credits, seats: circles.orders, guardianBookings: core.guardianBookings };
  const { calls } = use(createCallsModule({ ...p, notifications, visibility: core.visibility, push }));
  const { bookings, suspension, bookingJobs } = use(createBookingsModule({ ...bookingDeps, ...paidWith }));
  use(createAdminCoursesModule(p));
  const vettingSuspension = suspensionWithCircles(p, suspension, circles);
  use(createVettingModule({ ...p, applications, suspension: vettingSuspension, notifications }));
  const care = use(createCareModule({ ...p, push, notifications, consents }));
  const { reports } = use(createModerationModule({ ...p, notifications, members, posts, reportLimits: writeCheck }));
  use(createGrievancesModule({ ...p, notifications }));
  use(createSafetyPlanModule(p));
  const { dataExport } = use(createDataExportModule({ ...p, notifications }));
  const deletionDeps = { auth, bookings, suspension, packages, notifications, circles };
  const { erasure } = use(createAccountDeletionModule({ ...p, ...deletionDeps }));
  selfHelp(p, use, { journal, experts, notifications, writeCheck, courses, youth });
  careBetweenSessions(p, use, { consents, notifications, push, experts, courses, bookings, reminders });
  const more = { care, packages, circles, ...textAndLiveRooms(p, use, core, reports) };
  return { jobs: bookingJobs, calls, money: moneyJobs, dataExport, erasure, reminders, reminderHooks, ...more };
}
