// Experts' constants, messages and labels without zod, so public pages can use them cheaply.
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

/** The genders an expert may state, for members to whom it matters (null: 'Prefer not to say'). */
export const EXPERT_GENDERS = ["woman", "man", "non_binary"] as const;
export type ExpertGender = (typeof EXPERT_GENDERS)[number];
export const EXPERT_GENDER_LABEL: Record<ExpertGender, string> = {
  woman: "Woman",
  man: "Man",
  non_binary: "Non-binary",
};

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
  /** ICU twins of feeLabel and ratingLabel ({rate} is already formatted; {avg} has one decimal). */
  feeText: "Rs. {rate} for 1 Hour",
  ratingText: "{avg} ({count, plural, one {# review} other {# reviews}})",
} as const;

/**
 * The words of the lists above, for the catalogs: show them translated, but send and
 * store the English values.
 */
export const EXPERT_TEXT = {
  specialisations: SPECIALISATIONS,
  languages: EXPERT_LANGUAGES,
  tiles: EXPERT_CATEGORY_TILES.map((t) => t.title),
  listCategories: EXPERT_LIST_CATEGORIES,
  weekdays: WEEKDAYS,
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
