import { z } from "zod";

/** Experts: the directory, the detail page and availability (spec §2 Experts, §3 Expert, §9). */

/** Specialisations (spec §9), stored by these exact names. */
export const SPECIALISATIONS = [
  "Depression",
  "Teen and Family",
  "Work Challenges",
  "Stress & Anxiety",
  "Relationship",
  "Mental Health",
] as const;
export type Specialisation = (typeof SPECIALISATIONS)[number];

/** Languages an expert can offer (spec §9). */
export const EXPERT_LANGUAGES = ["English", "Hindi", "Spanish", "Kannada"] as const;
export type ExpertLanguage = (typeof EXPERT_LANGUAGES)[number];

/** Session types as stored (spec §3 expert_session_types); 'voice' is shown for audio. */
export const SESSION_TYPES = ["audio", "video", "chat"] as const;
export type SessionType = (typeof SESSION_TYPES)[number];
export const SESSION_TYPE_LABEL: Record<SessionType, string> = { audio: "Voice", video: "Video", chat: "Chat" };

/** The category landing page (/expert): six tiles; each opens the list with that category. */
export const EXPERT_CATEGORY_TILES: { title: string; specialisation: Specialisation }[] = [
  { title: "Depression", specialisation: "Depression" },
  { title: "Relationship", specialisation: "Relationship" },
  { title: "Anxiety", specialisation: "Stress & Anxiety" },
  { title: "Mental health", specialisation: "Mental Health" },
  { title: "Teen and Family", specialisation: "Teen and Family" },
  { title: "Work Challenges", specialisation: "Work Challenges" },
];
/** Category buttons on /expert/expertList ('All' means no category filter). Default: Depression. */
export const EXPERT_LIST_CATEGORIES = [
  "All",
  "Depression",
  "Relationship",
  "Stress & Anxiety",
  "Mental Health",
  "Teen and Family",
  "Work Challenges",
] as const;
export const DEFAULT_EXPERT_CATEGORY = "Depression";

/** Constants of spec §9. */
export const EXPERT_PAGE_SIZE = 12;
export const EXPERT_LIST_HORIZON_DAYS = 7;
export const EXPERT_LIST_CACHE_SECONDS = 300;
export const AVAILABILITY_HORIZON_DAYS = 14;
export const EXPERT_PROFILE_HORIZON_DAYS = 28;
export const SLOT_MINUTES = 60;
export const FEEDBACK_PAGE_SIZE = 5;
export const EXPERT_CARD_MAX_TAGS = 2;
export const FEATURED_EXPERTS = 10;
export const CURRENCY = "INR";

/** Weekly schedule time zones (spec §5 Weekly slot). */
export const EXPERT_TIMEZONES = ["America/Los_Angeles", "America/New_York", "Europe/London", "Asia/Kolkata"] as const;
export type ExpertTimezone = (typeof EXPERT_TIMEZONES)[number];
/** Weekdays, 0 Sunday to 6 Saturday. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const EXPERT_MSG = {
  loadFailed: "Could not load experts.",
  invalidExpertId: "Invalid expert ID provided",
  expertMissing: "Expert information is missing",
  notFound: "Expert not found",
  noExperts: "No experts match these filters yet.",
  askAvailability: "Ask for availability",
  noRatings: "No ratings",
} as const;

/** 'Rs. {rate} for 1 Hour' from a fee in paise. */
export function feeLabel(paise: number): string {
  return `Rs. ${formatRupees(paise)} for 1 Hour`;
}
/** Paise shown as rupees: whole rupees without decimals, otherwise two decimals. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return Number.isInteger(rupees)
    ? rupees.toLocaleString("en-IN")
    : rupees.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}
/** Average to one decimal with the review count, or 'No ratings'. */
export function ratingLabel(avg: number | null, count: number): string {
  if (!count || avg === null) return EXPERT_MSG.noRatings;
  return `${avg.toFixed(1)} (${count} review${count === 1 ? "" : "s"})`;
}

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

/** GET /api/experts: filters are comma-separated lists; all optional. */
export const expertListQuerySchema = z.object({
  specialisations: csv.pipe(z.array(z.enum(SPECIALISATIONS, "Unknown specialisation"))),
  languages: csv.pipe(z.array(z.enum(EXPERT_LANGUAGES, "Unknown language"))),
  sessionTypes: csv.pipe(z.array(z.enum(SESSION_TYPES, "Unknown session type"))),
  favourites: z
    .enum(["true", "false"])
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
