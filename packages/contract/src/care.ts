// A human close behind: moderators on duty are alerted at once for imminent items; the time from
// writing to a moderator's first look; a next-day check-in from Saathi's care team for the writer of
// a risk or imminent message (they can turn it off); true and false alarms and the live precision.
import { z } from "zod";

export const CARE_MSG = {
  /** The push to on-duty moderators: never what anyone wrote. */
  alertTitle: "A message needs a look now",
  alertBody: "Open it in the moderation queue.",
  /** The next-day check-in, an in-app notification from Saathi's care team. */
  checkIn:
    "Checking in from Saathi's care team. How are you today? If things feel heavy, the helplines are there any time, your safety plan is one tap away, and you can book a session with an expert.",
  outcomeChoice: "Choose true alarm or false alarm.",
  notCrisis: "Only items the crisis check flagged can be marked as a true or false alarm.",
  itemNotFound: "This item does not exist.",
  turnedOn: "Choose on or off.",
} as const;

/** What a moderator decided a crisis flag was, after looking. */
export const ALARM_OUTCOMES = ["true_alarm", "false_alarm"] as const;
export type AlarmOutcome = (typeof ALARM_OUTCOMES)[number];

export const ALARM_OUTCOME_LABEL: Record<AlarmOutcome, string> = {
  true_alarm: "True alarm",
  false_alarm: "False alarm",
};

/** GET/PUT /api/admin/moderation/on-duty: the signed-in staff member's own switch. */
export const onDutySchema = z.object({ onDuty: z.boolean(), since: z.string().nullable() });
export type OnDuty = z.infer<typeof onDutySchema>;
export const onDutyInputSchema = z.object({ onDuty: z.boolean({ error: CARE_MSG.turnedOn }) }).strict();

/** One day of first looks: minutes from writing to the first look. */
export const firstLookDaySchema = z.object({
  /** YYYY-MM-DD (India time). */
  day: z.string(),
  items: z.number().int(),
  medianMinutes: z.number(),
  p90Minutes: z.number(),
});
/** GET /api/admin/moderation/first-looks: the last 14 days with any first look, newest first. */
export const firstLooksSchema = z.object({ days: z.array(firstLookDaySchema) });
export type FirstLooks = z.infer<typeof firstLooksSchema>;

/** One week of marked alarms. */
export const precisionWeekSchema = z.object({
  /** The Monday the week starts on, YYYY-MM-DD. */
  week: z.string(),
  trueAlarms: z.number().int(),
  marked: z.number().int(),
  /** trueAlarms / marked, 0..1. */
  precision: z.number(),
});
/** GET /api/admin/moderation/precision: the last 8 weeks with any marked alarm, newest first. */
export const precisionSchema = z.object({ weeks: z.array(precisionWeekSchema) });
export type Precision = z.infer<typeof precisionSchema>;

/** POST /api/admin/moderation/:id/outcome. */
export const alarmOutcomeInputSchema = z.object({ outcome: z.enum(ALARM_OUTCOMES, { error: CARE_MSG.outcomeChoice }) });
/** The item's outcome as the item page shows it (null: not marked yet). */
export const alarmOutcomeSchema = z.object({
  outcome: z.enum(ALARM_OUTCOMES).nullable(),
  markedAt: z.string().nullable(),
  byMe: z.boolean(),
  /** When a moderator first opened the item. */
  firstLookAt: z.string().nullable(),
});
export type AlarmOutcomeState = z.infer<typeof alarmOutcomeSchema>;

/** GET /api/admin/moderation/review-set: anonymised (no author, no item); text only with the author's consent. */
export const reviewSetSchema = z.object({
  rows: z.array(
    z.object({
      outcome: z.enum(ALARM_OUTCOMES),
      level: z.string().nullable(),
      signals: z.array(z.string()),
      text: z.string().nullable(),
      markedAt: z.string(),
    }),
  ),
});
export type ReviewSet = z.infer<typeof reviewSetSchema>;

/** GET/PUT /api/settings/care-check-in: the member's own choice (on unless they turned it off). */
export const careCheckInSettingSchema = z.object({ enabled: z.boolean() });
export type CareCheckInSetting = z.infer<typeof careCheckInSettingSchema>;
export const careCheckInInputSchema = z.object({ enabled: z.boolean({ error: CARE_MSG.turnedOn }) }).strict();
