import { z } from "zod";
import { VERIFIED_BADGES } from "./expert-application.ts";
import {
  AVAILABILITY_HORIZON_DAYS,
  EXPERT_LANGUAGES,
  EXPERT_PAGE_SIZE,
  EXPERT_PROFILE_HORIZON_DAYS,
  FEEDBACK_PAGE_SIZE,
  SESSION_TYPES,
  SPECIALISATIONS,
} from "./expert-constants.ts";
import { WORRY_IDS } from "./worries.ts";

export * from "./expert-constants.ts";

/** One expert in the directory (spec §3 Expert). */
export const expertCardSchema = z.object({
  expertId: z.string(),
  displayName: z.string(),
  username: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  bio: z.string(),
  /** Fee for one hour, in paise. */
  consultationFee: z.number().int(),
  specialisations: z.array(z.string()),
  languages: z.array(z.string()),
  sessionTypes: z.array(z.enum(SESSION_TYPES)),
  /** ISO instant of the first free slot within the horizon, or null ('Ask for availability'). */
  nextAvailableSlot: z.string().nullable(),
  /** Average rating to one decimal, null without feedback. */
  rating: z.number().nullable(),
  feedbackCount: z.number().int(),
  isFavourite: z.boolean(),
  yearsExperience: z.number().int().nullable(),
  /** What Saathi verified: 'RCI registered' or 'Verified counsellor'. */
  badge: z.enum(VERIFIED_BADGES).nullish(),
  /** The expert works with members under 18 ("Works with young people"); a minor books only such an expert. */
  worksWithYoungPeople: z.boolean().optional(),
  /** A school or college counsellor ("Campus" badge). */
  campus: z.boolean().optional(),
  /**
   * Of its specialisations, those the chosen category or the search matched (shown first on the card);
   * empty without either.
   */
  matchedSpecialisations: z.array(z.string()).optional(),
  /** The worries of the search this expert matched (by speciality or by their bio): 'Matches: Sleep'. */
  matchedWorries: z.array(z.enum(WORRY_IDS)).optional(),
});
export type ExpertCard = z.infer<typeof expertCardSchema>;

const csv = z
  .string()
  .optional()
  .transform((v) =>
    v
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
  );

/** The longest directory search (a name or a few words of a worry). */
export const EXPERT_SEARCH_MAX = 80;

export const EXPERT_QUERY_MSG = {
  searchTooLong: "Search for at most 80 characters",
  searchControl: "Search text has characters that cannot be searched",
  specialisation: "Unknown specialisation",
  language: "Unknown language",
  sessionType: "Unknown session type",
  trueOrFalse: "Use true or false",
} as const;

/** GET /api/experts: filters are comma-separated lists; all optional. q: names and worries, any script. */
export const expertListQuerySchema = z.object({
  q: z
    .string()
    .max(EXPERT_SEARCH_MAX, EXPERT_QUERY_MSG.searchTooLong)
    .refine((v) => !/[\p{Cc}\p{Cs}\p{Co}\uFFFE\uFFFF]/u.test(v), EXPERT_QUERY_MSG.searchControl)
    .optional()
    .transform((v) => v?.normalize("NFC").trim().replace(/\s+/gu, " ") ?? ""),
  specialisations: csv.pipe(z.array(z.enum(SPECIALISATIONS, EXPERT_QUERY_MSG.specialisation))),
  languages: csv.pipe(z.array(z.enum(EXPERT_LANGUAGES, EXPERT_QUERY_MSG.language))),
  sessionTypes: csv.pipe(z.array(z.enum(SESSION_TYPES, EXPERT_QUERY_MSG.sessionType))),
  favourites: z
    .enum(["true", "false"])
    .optional()
    .transform((v) => v === "true"),
  /** Only experts who work with members under 18 (decision 038); the web turns it on for a minor. */
  youngPeople: z
    .enum(["true", "false"], EXPERT_QUERY_MSG.trueOrFalse)
    .optional()
    .transform((v) => v === "true"),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(EXPERT_PAGE_SIZE),
});
export type ExpertListQuery = z.input<typeof expertListQuerySchema>;

export const expertListSchema = z.object({
  items: z.array(expertCardSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ExpertList = z.infer<typeof expertListSchema>;

/** GET /api/experts/:handle (user id, or username with optional @): the detail page. */
export const expertDetailSchema = expertCardSchema.extend({
  journey: z.string().nullable(),
  academicBackground: z.string().nullable(),
  clientExperience: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  timezone: z.string().nullable(),
  /** The school or college of a campus counsellor, as declared; null otherwise. */
  campusInstitution: z.string().nullable().optional(),
});
export type ExpertDetail = z.infer<typeof expertDetailSchema>;

/** One bookable hour. Instants are ISO UTC; the viewer groups them by its own local date. */
export const slotSchema = z.object({ startsAt: z.string(), endsAt: z.string() });
export type Slot = z.infer<typeof slotSchema>;

/** GET /api/experts/:expertId/availability?days=14 */
export const availabilityQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(EXPERT_PROFILE_HORIZON_DAYS).default(AVAILABILITY_HORIZON_DAYS),
});
export const availabilitySchema = z.object({
  expertId: z.string(),
  timezone: z.string().nullable(),
  slots: z.array(slotSchema),
});
export type Availability = z.infer<typeof availabilitySchema>;

/** One review (spec §3 Feedback). */
export const feedbackSchema = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  createdAt: z.string(),
  user: z.object({ displayName: z.string(), avatarUrl: z.string().nullable() }),
});
export type Feedback = z.infer<typeof feedbackSchema>;

/** GET /api/experts/:expertId/feedbacks?page=1&pageSize=5 */
export const feedbackQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(FEEDBACK_PAGE_SIZE),
});
export const feedbackPageSchema = z.object({ items: z.array(feedbackSchema), hasMore: z.boolean() });
export type FeedbackPage = z.infer<typeof feedbackPageSchema>;

/** PUT/DELETE /api/experts/:expertId/favourite answer. */
export const favouriteSchema = z.object({ isFavourite: z.boolean() });

/** Groups slots by the viewer's local date (yyyy-mm-dd), in order. */
export function slotsByLocalDate(slots: readonly Slot[]): [date: string, slots: Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const s of slots) {
    const d = new Date(s.startsAt);
    const key = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    const list = days.get(key) ?? [];
    list.push(s);
    days.set(key, list);
  }
  return [...days.entries()];
}

export const EXPERT_YOUNG_MSG = {
  institutionTooLong: "Name the school or college in at most 120 characters.",
} as const;

/** GET/PUT /api/expert/young-people: the expert's choice to work with members under 18, and their campus. */
export const expertYoungPeopleSchema = z.object({
  worksWithYoungPeople: z.boolean(),
  /** The school or college they counsel at (the "Campus" badge); null or empty: none. */
  campusInstitution: z
    .string()
    .trim()
    .max(120, EXPERT_YOUNG_MSG.institutionTooLong)
    .nullable()
    .transform((v) => (v ? v : null)),
});
export type ExpertYoungPeople = z.output<typeof expertYoungPeopleSchema>;
/** What the setting answers (the stored values). */
export const expertYoungPeopleAnswerSchema = z.object({
  worksWithYoungPeople: z.boolean(),
  campusInstitution: z.string().nullable(),
});
