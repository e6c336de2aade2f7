import { z } from "zod";
import { ONBOARDING_MSG, weeklySlotSchema } from "./onboarding.ts";

/**
 * An expert's own availability after onboarding (decision 033): the weekly hours and time off (leave,
 * holidays) as whole days in the expert's time zone, with an optional reason only the expert sees.
 * A change that would leave a confirmed upcoming session outside the new availability is refused
 * (409 STRANDED_SESSIONS) until the expert has seen those sessions and keeps them on purpose.
 */
export const TIME_OFF_MAX_DAYS = 90;
export const TIME_OFF_MAX_AHEAD_DAYS = 366;
export const TIME_OFF_REASON_MAX = 200;
/** Future time-off ranges an expert may have at once. */
export const TIME_OFF_MAX_RANGES = 60;

export const AVAILABILITY_MSG = {
  notExpert: "Only experts have availability to change.",
  dateFormat: "Use a date like 2026-12-25",
  endBeforeStart: "The last day off must be on or after the first day.",
  past: "Time off cannot start in the past. Choose days from today on.",
  tooLong: `Time off can be at most ${TIME_OFF_MAX_DAYS} days at a time. Add another range for more.`,
  tooFar: "Time off can start at most a year from today.",
  overlaps: "This overlaps time off you already have ({start} to {end}).",
  tooMany: `You can have at most ${TIME_OFF_MAX_RANGES} upcoming time-off ranges.`,
  reasonTooLong: `Keep the reason under ${TIME_OFF_REASON_MAX} characters.`,
  reasonCharacters: "The reason can only contain plain text on one line.",
  timeOffNotFound: "This time off was not found.",
  stranded:
    "This change leaves booked sessions outside your availability. They are not cancelled: check them, then save again to keep them, or propose new times.",
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused). */
export const isoDateSchema = z
  .string(AVAILABILITY_MSG.dateFormat)
  .regex(DATE, AVAILABILITY_MSG.dateFormat)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, AVAILABILITY_MSG.dateFormat);

/** Booked sessions the expert has seen and keeps although the change leaves them outside their hours. */
const keepSessionsSchema = z.array(z.uuid()).max(200).default([]);

/** PUT /api/expert/availability/schedule */
export const scheduleSaveSchema = z.object({
  weeklySchedule: z.array(weeklySlotSchema).min(1, ONBOARDING_MSG.weeklySlotRequired).max(50),
  keepSessions: keepSessionsSchema,
});
export type ScheduleSave = z.input<typeof scheduleSaveSchema>;

/** POST /api/expert/availability/time-off */
export const timeOffCreateSchema = z
  .object({
    startDate: isoDateSchema,
    endDate: isoDateSchema,
    reason: z
      .string()
      .trim()
      .max(TIME_OFF_REASON_MAX, AVAILABILITY_MSG.reasonTooLong)
      .refine((s) => !/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(s), AVAILABILITY_MSG.reasonCharacters)
      .default(""),
    keepSessions: keepSessionsSchema,
  })
  .refine((v) => v.endDate >= v.startDate, { message: AVAILABILITY_MSG.endBeforeStart, path: ["endDate"] });
export type TimeOffCreate = z.input<typeof timeOffCreateSchema>;

/** POST /api/expert/availability/check: which sessions a change would leave outside the availability. */
export const availabilityCheckSchema = z.union([
  z.object({ weeklySchedule: scheduleSaveSchema.shape.weeklySchedule }),
  z.object({ timeOff: z.object({ startDate: isoDateSchema, endDate: isoDateSchema }) }),
]);
export type AvailabilityCheck = z.input<typeof availabilityCheckSchema>;

export const timeOffSchema = z.object({
  id: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** Seen only by the expert. */
  reason: z.string(),
});
export type TimeOff = z.infer<typeof timeOffSchema>;

/** A confirmed upcoming session outside the expert's availability (or that a change would leave there). */
export const strandedSessionSchema = z.object({
  bookingId: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The member's shown name. */
  memberName: z.string(),
  /** A new time was proposed and the member has not answered yet. */
  proposalPending: z.boolean(),
});
export type StrandedSession = z.infer<typeof strandedSessionSchema>;

export const strandedListSchema = z.object({ sessions: z.array(strandedSessionSchema) });
export type StrandedList = z.infer<typeof strandedListSchema>;

/** GET /api/expert/availability */
export const myAvailabilitySchema = z.object({
  /** The zone of the weekly hours; time-off days are whole days there. */
  timezone: z.string(),
  weeklySchedule: z.array(weeklySlotSchema),
  /** Time off that has not ended yet, soonest first. */
  timeOff: z.array(timeOffSchema),
  /** Upcoming confirmed sessions outside the availability as it is now. */
  stranded: z.array(strandedSessionSchema),
});
export type MyAvailability = z.infer<typeof myAvailabilitySchema>;
