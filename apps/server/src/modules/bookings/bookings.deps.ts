// What the bookings and settle services are built from (its own file, so neither imports the other back).
import type { Logger } from "pino";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { Payments } from "../../platform/payments/payments.ts";
import type { Publisher } from "../../platform/realtime/publisher.ts";
import type { ExpertsService } from "../experts/experts.service.ts";
import type { NotificationsService } from "../notifications/notifications.service.ts";
import type { PackageCredits } from "../packages/index.ts";
import type { WriteCheckService } from "../safety/write-check.service.ts";
import type { GuardianBookingHooks, YouthChecks } from "../young-people/index.ts";
import type { BookingsRepository } from "./bookings.repository.ts";

export interface BookingsDeps {
  bookings: BookingsRepository;
  experts: ExpertsService;
  payments: Payments;
  notifications: NotificationsService;
  publisher: Publisher;
  log: Logger;
  /** A review's text passes the same write check as posts (mute, watched words, crisis). */
  writeCheck?: Pick<WriteCheckService, "check" | "record">;
  now?: () => number;
  /** Session reminders, scheduled when a booking is confirmed, ended when it is cancelled, moved with it. */
  reminders?: {
    schedule(bookingId: string): Promise<void>;
    cancel(bookingId: string): Promise<void>;
    reschedule(bookingId: string): Promise<void>;
  };
  /** Session packages: a session booked with a credit instead of a payment (decision 036). */
  credits?: PackageCredits;
  /** Emails about a moved or proposed time, in each person's language. */
  messenger?: Pick<Messenger, "sendEmail" | "localeOfUser">;
  /** Minors do not book alone (young-people). */
  youth?: Pick<YouthChecks, "requireMayAct" | "youthSessionPath">;
  /** A minor's booking held for their guardian: young-people sends the guardian their link. */
  guardianBookings?: Pick<GuardianBookingHooks, "held">;
}
