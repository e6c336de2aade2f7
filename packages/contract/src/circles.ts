// Counsellor-led circles: an approved expert hosts a small group on one topic, once or weekly; members
// find them by topic, language and time, take one of a fixed number of seats (paid through the same
// checkout as a session, or free), and wait on a list when a meeting is full. Money is paise on the
// wire, except the fee an expert types (whole rupees, like the hourly rate).
import { z } from "zod";
import { instantSchema } from "./dates.ts";
import { EXPERT_LANGUAGES } from "./expert-constants.ts";

/** The topics a circle may be about (fixed: members filter on them). */
export const CIRCLE_TOPICS = [
  "exam_stress",
  "breakups",
  "grief",
  "loneliness",
  "new_parents",
  "anxiety",
  "work_stress",
  "family",
  "self_esteem",
] as const;
export type CircleTopic = (typeof CIRCLE_TOPICS)[number];

export const CIRCLE_TOPIC_LABELS: Record<CircleTopic, string> = {
  exam_stress: "Exam stress",
  breakups: "Breakups",
  grief: "Grief",
  loneliness: "Loneliness",
  new_parents: "New parents",
  anxiety: "Anxiety",
  work_stress: "Work stress",
  family: "Family",
  self_esteem: "Self-esteem",
};

export const CIRCLE_MIN_MINUTES = 45;
export const CIRCLE_MAX_MINUTES = 90;
export const CIRCLE_MIN_SEATS = 2;
export const CIRCLE_MAX_SEATS = 12;
/** The most one seat may cost, in whole rupees. */
export const CIRCLE_MAX_FEE_RUPEES = 5_000;
/** A weekly series has at most this many meetings (a new series continues it). */
export const CIRCLE_MAX_WEEKS = 12;
/** How far ahead a circle may be scheduled. */
export const CIRCLE_MAX_DAYS_AHEAD = 180;
/** An unpaid seat is kept this long for its checkout. */
export const CIRCLE_HOLD_MINUTES = 10;
/** A seat freed in a full meeting is kept for the next person on the waitlist this long. */
export const CIRCLE_WAITLIST_OFFER_MINUTES = 30;
/** A member cancels their seat with a full refund until this long before the meeting starts. */
export const CIRCLE_MEMBER_CANCEL_HOURS = 24;
export const CIRCLE_TITLE_MAX = 120;
export const CIRCLE_RULES_MAX = 2_000;
export const CIRCLE_NICKNAME_MAX = 40;
export const CIRCLE_REASON_MAX = 500;
/** The `provider` of a free seat: nothing went through a gateway. */
export const CIRCLE_FREE_PROVIDER = "free";

export const CIRCLE_MSG = {
  notFound: "Circle not found",
  occurrenceNotFound: "This meeting was not found.",
  notListed: "Only verified, listed experts can host circles.",
  topicInvalid: "Choose a topic from the list.",
  languageInvalid: "Choose a language from the list.",
  titleRequired: "Give the circle a title.",
  titleTooLong: "The title is too long.",
  rulesTooLong: "The ground rules are too long.",
  minutesInvalid: "A circle lasts 45 to 90 minutes.",
  seatsInvalid: "A circle has 2 to 12 seats.",
  feeInvalid: "The fee must be a whole number of rupees, 0 for a free circle.",
  feeTooHigh: "That fee is too high for one seat.",
  startsInvalid: "Choose a time in the future, within six months.",
  weeksInvalid: "A weekly circle meets 2 to 12 times.",
  seatsBelowTaken: "More seats are already taken than that.",
  ownCircle: "You cannot take a seat in your own circle.",
  full: "This meeting is full. You can join the waitlist.",
  notFull: "There is a seat free: book it instead.",
  alreadyWaiting: "You are already on the waitlist.",
  notScheduled: "This meeting is not taking seats.",
  seatNotFound: "Seat not found",
  tooLateToCancel: "Seats can be cancelled until 24 hours before the meeting.",
  cannotCancelSeat: "Only a confirmed seat of a meeting still to come can be cancelled.",
  verifyFailed: "We could not confirm this payment. If money left your account, it will be refunded.",
  seatGone: "Your seat was released before the payment arrived. The money has been refunded.",
  nicknameInvalid: "A circle nickname has 1 to 40 letters, numbers or spaces.",
  reasonTooLong: "The reason is too long.",
  alreadyCancelled: "This meeting was cancelled.",
  // Notifications (type circle); {title} is the circle's title, {when} an ISO time shown as a date.
  seatOffered: "A seat opened in “{title}” on {when}. It is yours if you book it in the next 30 minutes.",
  occurrenceCancelled: "“{title}” on {when} was cancelled by its host. Any fee you paid is being refunded.",
  occurrenceMoved: "“{title}” moved to {when}. If the new time does not suit you, cancel your seat for a full refund.",
  seatConfirmed: "Your seat in “{title}” on {when} is confirmed.",
  seatRefunded: "Your seat in “{title}” on {when} was cancelled and refunded.",
  // A seat ended by its member's side (their own cancellation) or by its host's, in the ordinary words.
  seatCancelledByYou: "Your seat in “{title}” on {when} was cancelled by you. Any fee you paid is being refunded.",
  seatCancelledByHost:
    "Your seat in “{title}” on {when} was cancelled by its host. Any fee you paid is being refunded.",
  // The host's side of the same: never who held the seat.
  hostSeatCancelledByMember: "A member cancelled their seat in “{title}” on {when}.",
  hostSeatCancelledByYou: "A seat in “{title}” on {when} was cancelled by you. Any fee paid for it is being refunded.",
  blockedPresent:
    "Someone you blocked has a seat in this meeting. Book anyway only if you are comfortable sharing the room.",
  reminderDay: "Reminder: “{title}” is on {when}. Your seat is ready.",
  reminderHour: "“{title}” starts within the hour, at {when}. Join from your seat when it opens.",
} as const;

const safeText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

export const circleTopicSchema = z.enum(CIRCLE_TOPICS, CIRCLE_MSG.topicInvalid);
export const circleLanguageSchema = z.enum(EXPERT_LANGUAGES, CIRCLE_MSG.languageInvalid);

const circleFields = {
  topic: circleTopicSchema,
  language: circleLanguageSchema,
  title: safeText(CIRCLE_TITLE_MAX, CIRCLE_MSG.titleTooLong).min(1, CIRCLE_MSG.titleRequired),
  groundRules: safeText(CIRCLE_RULES_MAX, CIRCLE_MSG.rulesTooLong).default(""),
  minutes: z
    .number(CIRCLE_MSG.minutesInvalid)
    .int(CIRCLE_MSG.minutesInvalid)
    .min(CIRCLE_MIN_MINUTES, CIRCLE_MSG.minutesInvalid)
    .max(CIRCLE_MAX_MINUTES, CIRCLE_MSG.minutesInvalid),
  seats: z
    .number(CIRCLE_MSG.seatsInvalid)
    .int(CIRCLE_MSG.seatsInvalid)
    .min(CIRCLE_MIN_SEATS, CIRCLE_MSG.seatsInvalid)
    .max(CIRCLE_MAX_SEATS, CIRCLE_MSG.seatsInvalid),
  /** Whole rupees per seat; 0 is free. */
  fee: z.number(CIRCLE_MSG.feeInvalid).int(CIRCLE_MSG.feeInvalid).min(0, CIRCLE_MSG.feeInvalid),
};

/** POST /api/expert/circles: one meeting (`weeks` 1) or a weekly series of `weeks` meetings. */
export const circleCreateSchema = z.object({
  ...circleFields,
  startsAt: z.iso.datetime({ offset: true, error: CIRCLE_MSG.startsInvalid }),
  weeks: z
    .number(CIRCLE_MSG.weeksInvalid)
    .int(CIRCLE_MSG.weeksInvalid)
    .min(1, CIRCLE_MSG.weeksInvalid)
    .max(CIRCLE_MAX_WEEKS, CIRCLE_MSG.weeksInvalid)
    .default(1),
});
export type CircleCreate = z.infer<typeof circleCreateSchema>;

/** PATCH /api/expert/circles/:circleId: what may change after members booked (never the fee or the topic). */
export const circleEditSchema = z
  .object({
    title: circleFields.title,
    groundRules: safeText(CIRCLE_RULES_MAX, CIRCLE_MSG.rulesTooLong),
    seats: circleFields.seats,
  })
  .partial();
export type CircleEdit = z.infer<typeof circleEditSchema>;

/** POST …/occurrences/:occurrenceId/cancel and the circle's cancel (the host's reason, optional). */
export const circleCancelSchema = z.object({
  reason: safeText(CIRCLE_REASON_MAX, CIRCLE_MSG.reasonTooLong).optional(),
});

/** POST …/occurrences/:occurrenceId/reschedule: the new start (the length stays). */
export const circleRescheduleSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: CIRCLE_MSG.startsInvalid }),
});

export const OCCURRENCE_STATUSES = ["scheduled", "cancelled", "ended"] as const;
export const SEAT_STATUSES = ["held", "confirmed", "cancelled", "expired", "refunded"] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const circleOccurrenceSchema = z.object({
  id: z.uuid(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(OCCURRENCE_STATUSES),
  seats: z.number().int(),
  /** Seats nobody holds and no waitlist offer keeps (0 when full). */
  seatsLeft: z.number().int(),
  waiting: z.number().int(),
});
export type CircleOccurrence = z.infer<typeof circleOccurrenceSchema>;

/** A circle as anyone who may see it sees it (the public listing included). */
export const circleSchema = z.object({
  id: z.uuid(),
  host: z.object({ id: z.uuid(), name: z.string(), avatarUrl: z.string().nullable() }),
  topic: circleTopicSchema,
  language: z.string(),
  title: z.string(),
  groundRules: z.string(),
  minutes: z.number().int(),
  seats: z.number().int(),
  /** Paise per seat; 0 is free. */
  fee: z.number().int(),
  weekly: z.boolean(),
  status: z.enum(["active", "cancelled"]),
  occurrences: z.array(circleOccurrenceSchema),
});
export type Circle = z.infer<typeof circleSchema>;
export const circleListSchema = z.object({ circles: z.array(circleSchema) });

/** GET /api/circles?topic=&language=&from=&to= (visitors too): future scheduled meetings only. */
export const circleListQuerySchema = z.object({
  topic: circleTopicSchema.optional(),
  language: circleLanguageSchema.optional(),
  from: instantSchema(CIRCLE_MSG.startsInvalid).optional(),
  to: instantSchema(CIRCLE_MSG.startsInvalid).optional(),
});

/** POST /api/circles/occurrences/:occurrenceId/seats: the nickname shown in the room instead of a name. */
export const seatBookBodySchema = z.object({
  nickname: z
    .string(CIRCLE_MSG.nicknameInvalid)
    .trim()
    .min(1, CIRCLE_MSG.nicknameInvalid)
    .max(CIRCLE_NICKNAME_MAX, CIRCLE_MSG.nicknameInvalid)
    .regex(/^[\p{L}\p{M}\p{N} ._-]+$/u, CIRCLE_MSG.nicknameInvalid),
  /**
   * The member saw the warning that someone they blocked holds a seat here and still wants one (without
   * it such a booking answers 409 BLOCKED_PRESENT).
   */
  confirmBlocked: z.boolean().optional(),
});

export const seatSchema = z.object({
  id: z.uuid(),
  occurrenceId: z.uuid(),
  circleId: z.uuid(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(SEAT_STATUSES),
  nickname: z.string(),
  /** Paise. */
  amount: z.number().int(),
  /** Until when an unpaid seat is kept (held seats only). */
  holdExpiresAt: z.string().nullable(),
  refundState: z.enum(["none", "pending", "refunded"]),
  /** Someone this member blocked holds a seat in the same meeting (told to the blocker only). */
  blockedPresent: z.boolean(),
});
export type Seat = z.infer<typeof seatSchema>;
export const seatListSchema = z.object({ seats: z.array(seatSchema) });

/** A held seat's checkout (null `checkout` for a free seat, confirmed at once). */
export const seatBookingSchema = z.object({
  seat: seatSchema,
  checkout: z
    .object({
      orderId: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      provider: z.string(),
      keyId: z.string().nullable(),
    })
    .nullable(),
});

export const seatVerifyBodySchema = z.object({
  orderId: z.string().min(1).max(100),
  paymentId: z.string().min(1).max(100),
  signature: z.string().min(1).max(200),
});
export type SeatVerifyBody = z.infer<typeof seatVerifyBodySchema>;

export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  occurrenceId: z.uuid(),
  status: z.enum(["waiting", "offered", "taken", "expired", "left"]),
  /** When an offered seat stops being kept for this member. */
  offeredUntil: z.string().nullable(),
  /** 1 for the next in line (waiting entries only). */
  position: z.number().int().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** A review's comment (optional; stars alone are a review). */
export const CIRCLE_REVIEW_MAX_CHARS = 1000;

export const CIRCLE_REVIEW_MSG = {
  notYet: "You can review a circle once its meeting is over.",
  once: "You have already reviewed this meeting.",
  ratingRange: "Please choose a rating from 1 to 5",
  commentTooLong: `A comment can be at most ${CIRCLE_REVIEW_MAX_CHARS} characters`,
} as const;

/** POST /api/circles/seats/:seatId/review: by the seat's member, once, after the meeting ended. */
export const circleReviewBodySchema = z.object({
  rating: z
    .number(CIRCLE_REVIEW_MSG.ratingRange)
    .int(CIRCLE_REVIEW_MSG.ratingRange)
    .min(1, CIRCLE_REVIEW_MSG.ratingRange)
    .max(5, CIRCLE_REVIEW_MSG.ratingRange),
  comment: z
    .string(CIRCLE_REVIEW_MSG.commentTooLong)
    .trim()
    .max(CIRCLE_REVIEW_MAX_CHARS, CIRCLE_REVIEW_MSG.commentTooLong)
    .default(""),
});
export type CircleReviewBody = z.input<typeof circleReviewBodySchema>;

/** One review as anyone reads it: the writer's circle nickname for that meeting, never their name. */
export const circleReviewSchema = z.object({
  id: z.uuid(),
  rating: z.number().int(),
  comment: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  /** The writer's own comment waiting for a moderator (shown only to them). */
  held: z.boolean(),
});
export type CircleReview = z.infer<typeof circleReviewSchema>;

/** GET /api/circles/:circleId/reviews (visitors too): the average of every visible rating, and the newest. */
export const circleReviewListSchema = z.object({
  average: z.number().nullable(),
  count: z.number().int(),
  reviews: z.array(circleReviewSchema),
});
export type CircleReviewList = z.infer<typeof circleReviewListSchema>;

/** GET /api/circles/reviews/mine: the seats this member already reviewed. */
export const myCircleReviewsSchema = z.object({ seatIds: z.array(z.uuid()) });
