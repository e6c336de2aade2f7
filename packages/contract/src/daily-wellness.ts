// The Daily Wellness Broadcast (/daily-wellness): one short piece a day, in English and Hindi,
// with an optional audio practice from the demo media. Visitors read today's piece and the archive;
// admins write and schedule pieces in the console (/api/admin/daily-wellness).
import { z } from "zod";

export const DAILY_WELLNESS_MSG = {
  notFound: "Piece not found",
  dayTaken: "There is already a piece for this day.",
  titleRequired: "Please enter a title",
  bodyRequired: "Please write the piece",
  dateInvalid: "Choose a date",
  audioInvalid: "Choose one of the audio practices",
} as const;

export const DAILY_WELLNESS_TITLE_MAX = 120;
export const DAILY_WELLNESS_BODY_MAX = 1500;
export const DAILY_WELLNESS_ARCHIVE_PAGE = 14;

/** Audio a piece may carry: the public demo samples (served at /demo-media/). */
export const DAILY_WELLNESS_AUDIO = [
  ...Array.from({ length: 8 }, (_, i) => `/demo-media/meditation-${i + 1}.mp3`),
  ...Array.from({ length: 12 }, (_, i) => `/demo-media/music-${i + 1}.mp3`),
] as const;

/** A calendar day (YYYY-MM-DD) in years PostgreSQL and people both use. */
const day = z.iso
  .date(DAILY_WELLNESS_MSG.dateInvalid)
  .refine((d) => d >= "2000-01-01" && d <= "2999-12-31", DAILY_WELLNESS_MSG.dateInvalid);

export const dailyWellnessPieceSchema = z.object({
  id: z.uuid(),
  /** YYYY-MM-DD, India time. */
  day: z.string(),
  en: z.object({ title: z.string(), body: z.string() }),
  hi: z.object({ title: z.string(), body: z.string() }),
  audioUrl: z.string().nullable(),
});
export type DailyWellnessPiece = z.infer<typeof dailyWellnessPieceSchema>;

/** GET /api/daily-wellness/today: today's piece (the latest published one), or null before the first. */
export const dailyWellnessTodaySchema = z.object({ piece: dailyWellnessPieceSchema.nullable() });
export type DailyWellnessToday = z.infer<typeof dailyWellnessTodaySchema>;

/** GET /api/daily-wellness?before=YYYY-MM-DD: published pieces, newest first, before that day. */
export const dailyWellnessArchiveQuerySchema = z.object({ before: day.optional() });
export const dailyWellnessArchiveSchema = z.object({
  pieces: z.array(dailyWellnessPieceSchema),
  /** Pass as `before` for the next page; null at the end. */
  nextBefore: z.string().nullable(),
});
export type DailyWellnessArchive = z.infer<typeof dailyWellnessArchiveSchema>;

const text = (max: number, required: string) => z.string(required).trim().min(1, required).max(max);

/** POST /api/admin/daily-wellness and PUT /api/admin/daily-wellness/:id. */
export const dailyWellnessInputSchema = z.object({
  day,
  titleEn: text(DAILY_WELLNESS_TITLE_MAX, DAILY_WELLNESS_MSG.titleRequired),
  bodyEn: text(DAILY_WELLNESS_BODY_MAX, DAILY_WELLNESS_MSG.bodyRequired),
  titleHi: text(DAILY_WELLNESS_TITLE_MAX, DAILY_WELLNESS_MSG.titleRequired),
  bodyHi: text(DAILY_WELLNESS_BODY_MAX, DAILY_WELLNESS_MSG.bodyRequired),
  audioUrl: z.enum(DAILY_WELLNESS_AUDIO, DAILY_WELLNESS_MSG.audioInvalid).nullable(),
});
export type DailyWellnessInput = z.infer<typeof dailyWellnessInputSchema>;

/** GET /api/admin/daily-wellness: every piece, scheduled ones too, newest day first. */
export const adminDailyWellnessListSchema = z.object({
  pieces: z.array(dailyWellnessPieceSchema.extend({ published: z.boolean() })),
  today: z.string(),
});
export type AdminDailyWellnessList = z.infer<typeof adminDailyWellnessListSchema>;
