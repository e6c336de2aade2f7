// Counsellor-led circles, as one service over its parts, each named for what it does: the host's side
// (circle-hosting), the public listing (circle-directory), members' seats (circle-seats), a paid seat's
// checkout and refunds (circle-checkout), the waitlist (circle-waitlist), leaving on deletion or
// suspension (circle-leaving), the seats a block ends (circle-block-seats) and reminders
// (circle-reminders). Every change to who holds a seat is decided under that meeting's row lock, so
// exactly as many seats as offered are ever taken.
import type { Logger } from "pino";
import type { Payments } from "../../platform/payments/payments.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { EventRemindersService } from "../reminders/event-reminders.service.ts";
import type { YouthChecks } from "../young-people/index.ts";
import { createCircleAccess } from "./circle-access.ts";
import { createCircleBlockSeatsService } from "./circle-block-seats.service.ts";
import { createCircleCheckoutService } from "./circle-checkout.service.ts";
import { createCircleDirectoryService } from "./circle-directory.service.ts";
import { createCircleHostingService } from "./circle-hosting.service.ts";
import { createCircleLeavingService } from "./circle-leaving.service.ts";
import { createCircleNotices } from "./circle-notices.ts";
import { createCircleRemindersService } from "./circle-reminders.service.ts";
import { createCircleSeatsService } from "./circle-seats.service.ts";
import { createCircleWaitlistService } from "./circle-waitlist.service.ts";
import type { CirclesRepository } from "./circles.repository.ts";

export interface CirclesDeps {
  repo: CirclesRepository;
  experts: Pick<ExpertsService, "offer">;
  payments: Payments;
  notifications: Pick<NotificationsService, "notify">;
  log: Logger;
  /** Email and push for seat holders' reminders (the reminders module's channels). */
  reminders?: Pick<EventRemindersService, "remind">;
  publicUrl?: string;
  /** A minor does not take a circle seat alone (decision 038). */
  youth?: Pick<YouthChecks, "requireMayAct">;
  now?: () => number;
}

export function createCirclesService(d: CirclesDeps) {
  const { repo, payments, log } = d;
  const now = d.now ?? Date.now;
  const access = createCircleAccess(repo);
  const notices = createCircleNotices({ notifications: d.notifications, log });
  const waitlist = createCircleWaitlistService({ repo, notices, now });
  const checkout = createCircleCheckoutService({ repo, access, payments, notices, log, now });
  const hosting = createCircleHostingService({ repo, access, experts: d.experts, notices, waitlist, checkout, now });
  const youth = d.youth ? { youth: d.youth } : {};
  const seats = createCircleSeatsService({ repo, access, payments, notices, waitlist, checkout, log, now, ...youth });
  const leaving = createCircleLeavingService({ repo, notices, waitlist, checkout, hosting, now });
  const directory = createCircleDirectoryService({ repo });
  const blocks = createCircleBlockSeatsService({ repo, notices, waitlist, checkout, log, now });
  const reminders = createCircleRemindersService({
    repo,
    notices,
    ...(d.reminders ? { reminders: d.reminders } : {}),
    ...(d.publicUrl ? { publicUrl: d.publicUrl } : {}),
    now,
  });
  return {
    // the host
    create: hosting.create,
    hostCircle: hosting.hostCircle,
    mine: hosting.mine,
    edit: hosting.edit,
    cancelOccurrence: hosting.cancelOccurrence,
    cancelCircle: hosting.cancelCircle,
    reschedule: hosting.reschedule,
    roster: hosting.roster,
    // members and visitors
    list: directory.list,
    one: directory.one,
    book: seats.book,
    release: seats.release,
    cancelSeat: seats.cancelSeat,
    mySeats: seats.mySeats,
    seat: seats.seat,
    verify: checkout.verify,
    joinWaitlist: waitlist.joinWaitlist,
    leaveWaitlist: waitlist.leaveWaitlist,
    myWaitlist: waitlist.myWaitlist,
    // deletion and suspension
    leaveAll: leaving.leaveAll,
    suspended: leaving.suspended,
    sweepSuspensions: leaving.sweepSuspensions,
    // a block between a member and a host ("block.made", and the minute sweep)
    blockMade: blocks.blockMade,
    sweepBlockedSeats: blocks.sweepBlockedSeats,
    /** The sandbox checkout's and the webhook's port: circle seat orders. */
    orders: checkout.orders,
    // the jobs
    refreshWaitlists: waitlist.refreshWaitlists,
    sendReminders: reminders.sendReminders,
    retryReminders: reminders.retryReminders,
    retryRefunds: checkout.retryRefunds,
    /** Free seats of a meeting right now (tests and the bench read it). */
    seatsLeft: seats.seatsLeft,
  };
}

export type CirclesService = ReturnType<typeof createCirclesService>;
/** The port the payment routes (bookings module) take for circle seat orders. */
export type CircleSeatOrders = CirclesService["orders"];
