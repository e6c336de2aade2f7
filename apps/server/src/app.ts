// Builds the Fastify application: one origin serves the API, the auth endpoints and the web app
// (files and the SPA are registered by web-serving.ts).
import type { FastifyInstance } from "fastify";
import type { Logger } from "pino";
import { createHttpServer } from "./http-server.ts";
import { createAccountDeletionModule } from "./modules/account-deletion/account-deletion.module.ts";
import type { ErasureService } from "./modules/account-deletion/erasure.service.ts";
import { createAccountSecurityModule } from "./modules/account-security/account-security.module.ts";
import { expertRegistrationRoutes } from "./modules/accounts/expert-registration.routes.ts";
import { createAdminCoursesModule } from "./modules/admin-courses/admin-courses.module.ts";
import { createAdminMembersRepository } from "./modules/admin-members/admin-members.repository.ts";
import { adminMembersRoutes } from "./modules/admin-members/admin-members.routes.ts";
import { createAdminMembersService } from "./modules/admin-members/admin-members.service.ts";
import { createAdminStaffRepository } from "./modules/admin-staff/admin-staff.repository.ts";
import { adminStaffRoutes } from "./modules/admin-staff/admin-staff.routes.ts";
import { createAdminStaffService } from "./modules/admin-staff/admin-staff.service.ts";
import { createAssessmentsRepository } from "./modules/assessments/assessments.repository.ts";
import { assessmentsRoutes } from "./modules/assessments/assessments.routes.ts";
import { createAssessmentsService } from "./modules/assessments/assessments.service.ts";
import { createAvailabilityModule } from "./modules/availability/availability.module.ts";
import { type BookingJobs, createBookingJobs } from "./modules/bookings/bookings.jobs.ts";
import { createBookingsRepository } from "./modules/bookings/bookings.repository.ts";
import { bookingsRoutes } from "./modules/bookings/bookings.routes.ts";
import { createBookingsService } from "./modules/bookings/bookings.service.ts";
import { createExpertSuspensionRepository } from "./modules/bookings/expert-suspension.repository.ts";
import { createExpertSuspensionService } from "./modules/bookings/expert-suspension.service.ts";
import { createPaymentRoutes } from "./modules/bookings/payments.module.ts";
import { createCallsRepository } from "./modules/calls/calls.repository.ts";
import { callsRoutes } from "./modules/calls/calls.routes.ts";
import { type CallsService, createCallsService } from "./modules/calls/calls.service.ts";
import { createChatRepository } from "./modules/chat/chat.repository.ts";
import { chatRoutes } from "./modules/chat/chat.routes.ts";
import { createChatService } from "./modules/chat/chat.service.ts";
import { createConsentsRepository } from "./modules/consents/consents.repository.ts";
import { createConsentsService } from "./modules/consents/consents.service.ts";
import { createCoursesRepository } from "./modules/courses/courses.repository.ts";
import { coursesRoutes } from "./modules/courses/courses.routes.ts";
import { createCoursesService } from "./modules/courses/courses.service.ts";
import { createDataExportModule } from "./modules/data-export/data-export.module.ts";
import type { DataExportService } from "./modules/data-export/data-export.service.ts";
import { devRoutes } from "./modules/dev/dev.module.ts";
import { createExpertsRepository } from "./modules/experts/experts.repository.ts";
import { expertsRoutes } from "./modules/experts/experts.routes.ts";
import { createExpertsService } from "./modules/experts/experts.service.ts";
import { createCommentsRepository } from "./modules/feed/comments.repository.ts";
import { createCommentsService } from "./modules/feed/comments.service.ts";
import { feedRoutes } from "./modules/feed/feed.routes.ts";
import { createLikesRepository } from "./modules/feed/likes.repository.ts";
import { createPostImagesService } from "./modules/feed/post-images.service.ts";
import { createPostsRepository } from "./modules/feed/posts.repository.ts";
import { createPostsService } from "./modules/feed/posts.service.ts";
import { createFollowsRepository } from "./modules/follows/follows.repository.ts";
import { followsRoutes } from "./modules/follows/follows.routes.ts";
import { createFollowsService } from "./modules/follows/follows.service.ts";
import { createRightsModule } from "./modules/grievances/grievances.module.ts";
import { createJournalRepository } from "./modules/journal/journal.repository.ts";
import { journalRoutes } from "./modules/journal/journal.routes.ts";
import { createJournalService } from "./modules/journal/journal.service.ts";
import { createMoneyModule, type MoneyJobs } from "./modules/money/money.module.ts";
import { createNotificationsRepository } from "./modules/notifications/notifications.repository.ts";
import { notificationsRoutes } from "./modules/notifications/notifications.routes.ts";
import { createNotificationsService } from "./modules/notifications/notifications.service.ts";
import { createApplicationRepository } from "./modules/onboarding/application.repository.ts";
import { applicationRoutes } from "./modules/onboarding/application.routes.ts";
import { createApplicationService } from "./modules/onboarding/application.service.ts";
import { createOnboardingRepository } from "./modules/onboarding/onboarding.repository.ts";
import { onboardingRoutes } from "./modules/onboarding/onboarding.routes.ts";
import { createOnboardingService } from "./modules/onboarding/onboarding.service.ts";
import { meRoutes } from "./modules/profiles/me.routes.ts";
import { createProfileEditService } from "./modules/profiles/profile-edit.service.ts";
import { createProfileQueries } from "./modules/profiles/profiles.queries.ts";
import { createProfilesRepository } from "./modules/profiles/profiles.repository.ts";
import { profilesRoutes } from "./modules/profiles/profiles.routes.ts";
import { createProfilesService } from "./modules/profiles/profiles.service.ts";
import { createPublicProfileService } from "./modules/profiles/public-profile.service.ts";
import { createPushModule } from "./modules/push/push.module.ts";
import type { PushService } from "./modules/push/push.service.ts";
import { createRemindersModule, type RemindersModule } from "./modules/reminders/reminders.module.ts";
import { type CareModule, createCareModule } from "./modules/safety/care.module.ts";
import { createCrisisFlagRelay } from "./modules/safety/crisis-flag-relay.ts";
import { createModerationModule } from "./modules/safety/moderation.module.ts";
import { createVisibilityRepository } from "./modules/safety/visibility.repository.ts";
import { visibilityRoutes } from "./modules/safety/visibility.routes.ts";
import { createVisibilityService } from "./modules/safety/visibility.service.ts";
import { createWriteCheckModule } from "./modules/safety/write-check.module.ts";
import { writeCheckRoutes } from "./modules/safety/write-check.routes.ts";
import type { WriteCheckService } from "./modules/safety/write-check.service.ts";
import { createWriteCheckHelpService } from "./modules/safety/write-check-help.service.ts";
import { createSafetyPlanModule } from "./modules/safety-plan/safety-plan.module.ts";
import { createSettingsRepository } from "./modules/settings/settings.repository.ts";
import { settingsRoutes } from "./modules/settings/settings.routes.ts";
import { createSettingsService } from "./modules/settings/settings.service.ts";
import { registerSystemModule } from "./modules/system/system.module.ts";
import { createVettingModule } from "./modules/vetting/vetting.module.ts";
import { createAccountsRepository } from "./platform/auth/accounts.repository.ts";
import { registerAuthRoutes } from "./platform/auth/auth.routes.ts";
import { type Auth, createAuth } from "./platform/auth/auth.ts";
import { createAuthGuard } from "./platform/auth/auth-guard.service.ts";
import { createSecondFactorSteps } from "./platform/auth/second-factor.ts";
import { createSessionReader } from "./platform/auth/session.ts";
import { createStaffGuard } from "./platform/auth/staff-guard.ts";
import { shareExpertListingsChanges } from "./platform/cache/expert-listings-across-nodes.ts";
import type { Config } from "./platform/config.ts";
import type { Database } from "./platform/db/client.ts";
import { createRateLimiter } from "./platform/http/rate-limit.ts";
import { createJobQueue, type LocalJobQueue, type PeriodicJob } from "./platform/jobs/scheduler.ts";
import { createMessenger } from "./platform/mail/messenger.ts";
import { createPayments, type Payments } from "./platform/payments/payments.ts";
import { createChannelPolicy } from "./platform/realtime/channel-policy.ts";
import { createRealtimeHub, type RealtimeHub } from "./platform/realtime/hub.ts";
import { createStorage, type Storage } from "./platform/storage/storage.ts";
import { serveFilesAndWeb } from "./web-serving.ts";
import { registerWellbeingModules } from "./wellbeing-modules.ts";

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

export interface BuiltApp {
  app: FastifyInstance;
  auth: Auth;
  realtime: RealtimeHub;
  storage: Storage;
  payments: Payments;
  jobs: BookingJobs;
  calls: CallsService;
  /** Money: pending refunds to retry. */
  money: MoneyJobs;
  /** Security: periodic work of the account-security module (sign-in history purge). */
  accountSecurityJobs: PeriodicJob[];
  /** The write check (tests and the watched-words editor drop its cache). */
  writeCheck: WriteCheckService;
  /** One-off jobs (pg-boss once the scheduler attaches; in this process until then). */
  jobQueue: LocalJobQueue;
  /** Export: the build job and the expiry of old links. */
  dataExport: DataExportService;
  /** The erasure sweep of accounts whose deletion grace is over (a job each minute). */
  erasure: ErasureService;
  /** Web Push; `push.sendToUser` is the push channel (reminders, tests). */
  push: PushService;
  /** Session reminders (the worker's loop is started by main.ts; tests run its tick). */
  reminders: RemindersModule;
  /** On-duty alerts, first looks, next-day check-ins (its job), alarm outcomes. */
  care: CareModule;
}

export async function buildApp({ config, database, logger }: AppDeps): Promise<BuiltApp> {
  const { db } = database;
  const payments = createPayments(config, db);
  // HTTP plumbing first (error answers, cross-site and input guards, security headers, uploads, OpenAPI).
  const app = await createHttpServer(config, logger, { razorpay: payments.gateway.provider === "razorpay" });
  const messenger = createMessenger(config, db, logger);
  const profilesRepo = createProfilesRepository(db);
  const profiles = createProfilesService(profilesRepo);
  // Admin console, members: built before auth, whose sign-in refuses suspended members.
  const adminMembers = createAdminMembersService({ repo: createAdminMembersRepository(db), messenger });
  // Staff accounts: an account listed in ADMIN_EMAILS becomes staff when it is created.
  const adminStaff = createAdminStaffService(createAdminStaffRepository(db), { adminEmails: config.ADMIN_EMAILS });
  // Rights: consents (terms and privacy recorded at sign-up; the sensitive-processing gate).
  const consents = createConsentsService(createConsentsRepository(db));
  const auth = createAuth(config, db, messenger, {
    onUserCreated: async (u) => {
      await profiles.onUserCreated(u);
      await adminStaff.onAccountCreated(u);
      await consents.recordSignUp(u.id);
    },
    sessionRefusal: (userId) => adminMembers.sessionRefusal(userId),
    onSessionCreated: (s) => security.service.recordSignIn(s),
    log: logger,
  });
  const session = createSessionReader(db, config.authSecret);
  const accounts = createAccountsRepository(db);
  const guard = createAuthGuard(accounts, createRateLimiter(db));
  const channelPolicy = createChannelPolicy();
  const realtime = createRealtimeHub({
    databaseUrl: database.url,
    pool: database.pool,
    session,
    policy: channelPolicy,
    log: logger,
    bus: { kind: config.REALTIME_BUS, redisUrl: config.REDIS_URL },
    presence: { expireMs: config.PRESENCE_EXPIRY_MS },
  });
  app.addHook("onClose", () => realtime.close());
  shareExpertListingsChanges(realtime, app);
  const limiter = createRateLimiter(db);
  // Crisiswire: the one write check of posts, comments, messages (and follows' new-account limit).
  // Crisis items stored by the write check reach the care module (attached once it is built).
  const crisisFlags = createCrisisFlagRelay();
  const writeCheck = createWriteCheckModule(db, limiter, config.NEW_ACCOUNT_LIMITS, crisisFlags);
  const storage = createStorage(config);
  const profileQueries = createProfileQueries(db);
  const followsRepo = createFollowsRepository(db);
  // Safety, visibility: block, mute and sensitive themes; every read asks it or its SQL fragments.
  const visibility = createVisibilityService({ repo: createVisibilityRepository(db), profiles });
  channelPolicy.hidePairs((a, b) => visibility.hiddenBetween(a, b));
  // Settings: privacy and notification choices; notify() honours them and emails the kinds chosen.
  const settings = createSettingsService(createSettingsRepository(db));
  const notifications = createNotificationsService(createNotificationsRepository(db), realtime.publisher, {
    settings,
    messenger,
    limiter,
    publicUrl: config.publicUrl,
    log: logger,
  });
  // Web Push (VAPID): browsers' subscriptions; chat, follows and calls push through it.
  const push = createPushModule({ db, config, session, settings, visibility, log: logger });
  const follows = createFollowsService({
    follows: followsRepo,
    profiles,
    notifications,
    limiter,
    newAccounts: writeCheck,
    visibility,
    push: push.service,
  });
  const profileEdit = createProfileEditService(profilesRepo, profileQueries, storage);
  const publicProfiles = createPublicProfileService({
    profiles: profilesRepo,
    queries: profileQueries,
    follows,
    visibility,
  });
  const chat = createChatService({
    chat: createChatRepository(db),
    profiles,
    notifications,
    publisher: realtime.publisher,
    writeCheck,
    visibility,
    push: push.service,
  });
  const postsRepo = createPostsRepository(db);
  const posts = createPostsService({
    posts: postsRepo,
    storage,
    publisher: realtime.publisher,
    profiles: publicProfiles,
    follows,
    writeCheck,
  });
  const postImages = createPostImagesService({ posts: postsRepo, storage, log: logger });
  // Images that earlier versions stored publicly become private before the first request (decision 011).
  await postImages.moveLegacyImagesAtStart();
  const expertsRepo = createExpertsRepository(db);
  const experts = createExpertsService(expertsRepo);
  const onboardingRepo = createOnboardingRepository(db);
  const applications = createApplicationService({
    repo: createApplicationRepository(db),
    storage,
    messenger,
    log: logger,
    hasProfile: (id) => onboardingRepo.hasDraft(id),
  });
  const onboarding = createOnboardingService(onboardingRepo, applications);
  // Money: admin bookings search, refunds, disputes (member, expert, admin), payouts ledger.
  const money = createMoneyModule({ db, session, payments, notifications, messenger, log: logger });
  // Reminders at booking, 24 h, 1 h and 10 min before, the no-show notice, the delivery log.
  const reminderDeps = { db, session, notifications, settings, messenger, publicUrl: config.publicUrl, log: logger };
  const reminders = createRemindersModule({ ...reminderDeps, push: push.service, disputes: money.disputes });
  const bookingsRepo = createBookingsRepository(db);
  const bookingDeps = { bookings: bookingsRepo, experts, payments, notifications, publisher: realtime.publisher };
  const bookingMore = { messenger, log: logger, writeCheck, reminders: reminders.hooks };
  const bookings = createBookingsService({ ...bookingDeps, ...bookingMore });
  const jobs = createBookingJobs({ repo: bookingsRepo, bookings, gateway: payments.gateway, log: logger });
  const calls = createCallsService({
    repo: createCallsRepository(db),
    publisher: realtime.publisher,
    notifications,
    ice: config,
    visibility,
    push: push.service,
  });
  channelPolicy.add("call_", (userId, channel) => calls.canSubscribeRoom(userId, channel));
  const comments = createCommentsService({
    comments: createCommentsRepository(db),
    posts: postsRepo,
    likes: createLikesRepository(db),
    writeCheck,
    notifications,
  });

  // Security: password, email, devices, members' two-factor, sign-in history (decision 024).
  const securityDeps = { db, auth, session, accounts, guard, messenger, notifications, log: logger };
  const security = createAccountSecurityModule(securityDeps);
  await app.register(security.routes);
  // Staff second factor as a step-up on the session (decision 019; members' codes too, 024).
  const secondFactor = createSecondFactorSteps({
    session,
    accounts,
    guard,
    secret: config.authSecret,
    secretKey: async () => (await auth.$context).secretConfig,
    onChange: (u, token, change) => security.service.secondFactorChanged(u, token, change),
  });
  registerAuthRoutes(app, auth, guard, config.publicUrl, secondFactor);
  // Staff console: who am I, dashboard, audit log; ADMIN_EMAILS applied at start.
  const staffGuard = createStaffGuard(session);
  await adminStaff.applyAdminEmails();
  // /api/admin/me answers moderators too: the console shows them their sections only.
  await app.register(
    adminStaffRoutes(staffGuard, adminStaff, createStaffGuard(session, { roles: ["admin", "moderator"] })),
  );
  await registerSystemModule(app, { config, database, realtime, log: logger });
  await app.register(meRoutes(session, profiles));
  await app.register(expertRegistrationRoutes(auth, guard));
  if (!config.isProduction) for (const routes of devRoutes(db, config)) await app.register(routes);
  await realtime.register(app);
  await app.register(notificationsRoutes(session, notifications));
  await app.register(followsRoutes(session, follows));
  await app.register(profilesRoutes(session, profileEdit, publicProfiles));
  await app.register(chatRoutes(session, chat));
  await app.register(visibilityRoutes(session, visibility));
  await app.register(settingsRoutes(session, settings));
  await app.register(push.routes);
  await app.register(expertsRoutes(session, experts));
  // Crisiswire: the journal/mood check and the crisis card's earliest expert slot.
  await app.register(writeCheckRoutes(session, writeCheck, createWriteCheckHelpService(experts)));
  await app.register(onboardingRoutes(session, onboarding));
  await app.register(createAvailabilityModule({ db, session }).routes);
  await app.register(applicationRoutes(session, applications));
  await app.register(bookingsRoutes(session, bookings));
  await app.register(callsRoutes(session, calls));
  await app.register(assessmentsRoutes(session, createAssessmentsService(createAssessmentsRepository(db), consents)));
  const courses = createCoursesService({ repo: createCoursesRepository(db), payments, storage, log: logger });
  await app.register(coursesRoutes(session, courses));
  const journal = createJournalService(createJournalRepository(db), consents);
  await app.register(journalRoutes(session, journal));
  await app.register(createPaymentRoutes({ session, repo: bookingsRepo, bookings, courses, payments }));
  await app.register(feedRoutes({ session, posts, comments, images: postImages }));
  await app.register(money.memberRoutes);
  await app.register(money.adminRoutes);
  for (const routes of reminders.routes) await app.register(routes);

  // Admin console, members and courses.
  await app.register(adminMembersRoutes(staffGuard, adminMembers));
  await app.register(
    createAdminCoursesModule({ db, storage, staffGuard, dataDir: config.dataDir, log: logger }).routes,
  );
  // Expert vetting: the applications queue, decisions, suspension with refunds.
  // Cancelling an expert's future sessions with refunds: suspension (vetting) and deletion.
  const expertSuspension = createExpertSuspensionService({
    bookings: bookingsRepo,
    affected: createExpertSuspensionRepository(db),
    payments,
    notifications,
    publisher: realtime.publisher,
    messenger,
    log: logger,
    reminders: reminders.hooks,
  });
  const vettingDeps = { db, staffGuard, applications, suspension: expertSuspension, notifications, messenger };
  await app.register(createVettingModule({ ...vettingDeps, log: logger }).routes);
  // A human close behind: on-duty alerts, first looks, next-day check-ins, alarm outcomes.
  const care = createCareModule({ db, session, push: push.service, notifications, consents, log: logger });
  crisisFlags.attach((flag) => care.onCrisisFlag(flag));
  app.addHook("onClose", () => care.idle());
  for (const routes of care.routes) await app.register(routes);
  // Moderation: members' reports and appeals, the queue (moderators and admins), watched words.
  const moderation = createModerationModule({
    db,
    session,
    notifications,
    messenger,
    members: adminMembers,
    publisher: realtime.publisher,
    // The write check reads watched words through a 30 s cache: an edit drops it at once.
    onWatchedWordsChange: () => writeCheck.invalidateWatchedWords(),
    onOpened: (staff, itemId) => care.firstLooks.record(itemId, staff.id),
    reportLimits: writeCheck,
    // An approved held chat message is delivered then (posts are published by the moderation module).
    onApproved: async (target) => {
      if (target.type === "message") await chat.release(target.id);
    },
    access: {
      canSeePost: (viewerId, postId) =>
        posts.get(viewerId, postId).then(
          () => true,
          () => false,
        ),
    },
  });
  for (const routes of moderation.routes) await app.register(routes);
  // Rights: consents and nominee (the owner only), grievances (member) and their staff queue.
  const rightsDeps = { db, config, session, staffGuard, consents, notifications, messenger };
  const rights = createRightsModule({ ...rightsDeps, log: logger });
  for (const routes of rights.routes) await app.register(routes);
  // The member's safety plan and trusted contact ("Tell {name}" sends only on the member's tap).
  const safetyPlan = createSafetyPlanModule({ db, session, messenger, limiter, log: logger });
  for (const routes of safetyPlan.routes) await app.register(routes);

  // Export: 'Download my data' (a job builds a private zip; owner-only link for 24 hours).
  const jobQueue = createJobQueue(logger);
  const exportDeps = { db, config, session, storage, jobQueue, notifications, messenger, log: logger };
  const { service: dataExport, routes: exportRoutes } = createDataExportModule(exportDeps);
  await app.register(exportRoutes);

  // Deletion: delete my account (plan, confirm, 7-day grace, keep) and the erasure sweep.
  const deletion = createAccountDeletionModule({
    ...{ db, auth, session, storage, bookings, suspension: expertSuspension, notifications, messenger, limiter },
    ...{ production: config.isProduction, log: logger },
  });
  for (const routes of deletion.routes) await app.register(routes);

  // Health Bot, games and challenges, the daily broadcast, the uplift feed, invites.
  const wellbeing = { db, config, session, staffGuard, notifications, writeCheck, journal, courses, experts };
  await registerWellbeingModules(app, { ...wellbeing, storage, profileEdit, log: logger });

  app.get("/api/openapi.json", { schema: { hide: true } }, async () => app.swagger());

  serveFilesAndWeb(app, config, session);
  const accountSecurityJobs = security.jobs;
  return {
    ...{ app, auth, realtime, storage, payments, jobs, calls, money: money.jobs, writeCheck },
    ...{ jobQueue, dataExport, accountSecurityJobs, erasure: deletion.erasure, push: push.service, reminders },
    care,
  };
}
