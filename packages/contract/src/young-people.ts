// Young people (DPDP Rules 2025, Rule 10): an age at sign-up, a guardian's verifiable consent for
// members aged 13-17, and safer defaults for minors. Saathi never keeps a date of birth: it keeps only
// the day a member turns 18 (`adultOn`), from which the age band is read on any day.
import { z } from "zod";
import { DANGER_HELPLINES, HELPLINES } from "./safety.ts";

/** Youngest age that may hold an account; under it the sign-up shows helplines and the free tools. */
export const MIN_ACCOUNT_AGE = 13;
/** Adulthood (DPDP Act: a child is anyone under 18). */
export const ADULT_AGE = 18;
/** An unanswered guardian request ends after this many days (the guardian's contact goes with it). */
export const GUARDIAN_REQUEST_DAYS = 7;

/** The crisis card's helplines for a member under 18: Childline 1098 first, then Tele-MANAS and KIRAN. */
export const YOUTH_HELPLINES = [DANGER_HELPLINES[2], ...HELPLINES] as const;

/** The bands a member may give instead of a date of birth. */
export const AGE_BAND_CHOICES = ["13-15", "16-17", "18+"] as const;
export type AgeBandChoice = (typeof AGE_BAND_CHOICES)[number];

/** What staff see, and what the rules read: never a date of birth. */
export const AGE_BANDS = ["13-17", "18+"] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

export const AGE_BAND_LABEL: Record<AgeBandChoice, string> = {
  "13-15": "13 to 15",
  "16-17": "16 or 17",
  "18+": "18 or older",
};

export const YOUNG_ERROR = {
  under13: "UNDER_13",
  ageRequired: "AGE_REQUIRED",
  ageKnown: "AGE_ALREADY_GIVEN",
  expertMinor: "EXPERT_MUST_BE_ADULT",
  consentNeeded: "GUARDIAN_CONSENT_NEEDED",
  notMinor: "NOT_A_MINOR",
  guardianIsMember: "GUARDIAN_IS_MEMBER",
  guardianContact: "GUARDIAN_CONTACT_NEEDED",
  requestClosed: "GUARDIAN_REQUEST_CLOSED",
  badCode: "GUARDIAN_CODE_INVALID",
  notAdult: "GUARDIAN_NOT_ADULT",
  minorOnly: "MINOR_PROTECTED",
  tooMany: "GUARDIAN_REQUESTS_LIMITED",
  withdrawCodesLimited: "GUARDIAN_WITHDRAW_CODES_LIMITED",
} as const;

export const YOUNG_MSG = {
  under13:
    "Saathi accounts are for people aged 13 and over. You can still call Childline 1098 any time, and use the free tools without an account.",
  dateInvalid: "Enter your date of birth as a real date, or choose an age band.",
  ageRequired: "Tell us your date of birth or choose an age band.",
  ageKnown: "Your age is already on your account.",
  expertMinor: "Experts on Saathi must be 18 or older.",
  consentNeeded:
    "This needs your parent's or guardian's consent first. Ask them to open the link we sent them; until then you can read and use the free tools.",
  notMinor: "Only members under 18 need a guardian's consent.",
  guardianEmail: "Enter your parent's or guardian's email address.",
  guardianPhone: "Enter an Indian mobile number: 10 digits starting with 6, 7, 8 or 9 (with or without +91).",
  guardianContact: "Enter your parent's or guardian's email address or Indian mobile number.",
  guardianPhoneIsMember: "Your guardian needs their own phone number, not yours.",
  guardianIsMember: "Your guardian needs their own email address, not yours.",
  requestClosed: "This consent link is no longer open. Ask the young person to send a new one.",
  badCode: "That code is not right. Check the email and try again.",
  badCodeSms: "That code is not right. Check the text message and try again.",
  notAdult: "Only an adult parent or guardian can give consent.",
  tooManyRequests:
    "You have sent several requests today. Please wait until tomorrow, or ask your guardian to check their email.",
  withdrawCodesLimited: "A new code was already sent several times today. Use the newest code, or try again tomorrow.",
  chooseAnswer: "Choose whether you give your consent.",
  adultConfirm: "Confirm that you are 18 or older and this young person's parent or guardian.",
  minorFollow: "This member can only be followed by people they already know on Saathi.",
  minorMessage: "This member only receives messages from buddies.",
  withdrawn:
    "Your guardian has withdrawn their consent, so your Saathi account is paused and will be deleted. You can still call Childline 1098 any time.",
  alreadyConsented: "Your guardian has already given their consent.",
  bookingMinor:
    "Sessions for members under 18 need a parent or guardian with you, and are not open yet. If you need to talk now, call Childline 1098 or Tele-MANAS 14416.",
  buyMinor:
    "Paid courses and circles for members under 18 need a parent or guardian to pay, and are not open yet. The free tools and courses are yours to use, and Childline 1098 is there any time.",
  minorProtected: "These protections stay on until you turn 18.",
  sessionConsentNeeded:
    "A session needs your parent's or guardian's consent to Saathi first. Ask them to open the link we sent them. If you need to talk now, call Childline 1098 or Tele-MANAS 14416.",
  youthExpertOnly:
    'Members under 18 can book only experts who work with young people. Look for the "Works with young people" badge, or call Childline 1098 if you need to talk now.',
  /** Peer support circles (anonymous rooms with adult strangers) are for adults, consent or not. */
  peerCircleMinor:
    "Peer support circles are for adults. You can talk to the Health Bot any time, or book an expert who works with young people. Childline 1098 is free, day and night.",
  turned18Subject: "Happy 18th birthday from Saathi",
  withdrawnSubject: "Your Saathi account is paused",
  turned18: "Happy birthday! You are 18 now: your guardian's link has ended and you can change your privacy settings.",
  /** The in-app notice on the 18th birthday (the notifications page links to the settings). */
  turned18Notice:
    "Happy birthday from everyone at Saathi, and you are 18 now: your guardian's link has ended and you can change your settings whenever you like.",
  /** The in-app notice after a guardian's withdrawal ({when}: the day the account will be deleted). */
  withdrawnNotice:
    "Your parent or guardian has withdrawn their consent, so your Saathi account is paused and will be deleted on {when}. This is not because of anything you did. You can still call Childline 1098 or Tele-MANAS 14416 any time, and use the free tools that need no account.",
  /** What the sign-in screen says to a young person whose guardian withdrew their consent. */
  withdrawnSignIn:
    "Your parent or guardian has withdrawn their consent, so your Saathi account is paused and will be deleted. You can still call Childline 1098 any time, and use the free tools without an account.",
} as const;

/** The suspension reason a guardian's withdrawal records (staff see it; the sign-in screen explains it kindly). */
export const GUARDIAN_WITHDRAWAL_REASON = "Guardian withdrew consent";

/** The guardian email's words (sent in the guardian's language choice, else the member's). */
export const GUARDIAN_MAIL_TEXT = {
  subject: "{name} would like to use Saathi: your consent is needed",
  body: "{name} has asked to use Saathi, a mental-wellness app, and named you as their parent or guardian. Open {link} and enter the code {code} to read what Saathi stores and to consent or refuse. The link ends in {days} days.",
  withdrawCode: "Your code to withdraw your consent for {name} on Saathi is {code}.",
} as const;

/** The guardian SMS's words (a text message: short, the link and the code, in the member's language). */
export const GUARDIAN_SMS_TEXT = {
  body: "{name} asked to use Saathi (mental wellness) and named you as parent or guardian. Code {code}. Read what Saathi stores and consent or refuse at {link} within {days} days.",
  withdrawCode: "Saathi: your code to withdraw your consent for {name} is {code}.",
} as const;

/** The plain page the guardian reads (English and Hindi through the catalogs). */
export const GUARDIAN_PAGE_TEXT = {
  title: "A young person has asked for your consent",
  intro:
    "{name} wants to use Saathi. Under India's data protection rules, we need a parent's or guardian's consent first.",
  storesTitle: "What Saathi stores and why",
  storesAccount: "Their name, email and the day they turn 18 (not their date of birth): to run the account.",
  storesWords:
    "What they write (posts, messages, journal): to show it to them and the people they choose; checked for safety.",
  storesSafety: "If they write about being in danger, a trained moderator may see it to help them.",
  youSeeTitle: "What you will see",
  youSee:
    "That the account exists, and bookings you pay for. You will never see their posts, chats, journal, scores or Health Bot conversations.",
  protectionsTitle: "How Saathi protects young people",
  protections:
    "Private account, messages only from buddies, hidden from adult strangers, no advertising or tracking, and Childline 1098 shown first when they need help.",
  withdrawNote: "You can withdraw your consent at any time from this page; the account is then paused and deleted.",
} as const;

/** Ways a guardian proved being an adult (Rule 10: an existing account, or a recorded verification). */
export const GUARDIAN_VERIFICATION = [
  "saathi_adult_account",
  "declared_with_email_code",
  "declared_with_sms_code",
] as const;
export type GuardianVerification = (typeof GUARDIAN_VERIFICATION)[number];

export const GUARDIAN_STATUSES = ["pending", "consented", "refused", "expired", "withdrawn", "ended"] as const;
export type GuardianStatus = (typeof GUARDIAN_STATUSES)[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The age part of member sign-up: a date of birth (YYYY-MM-DD) or an age band. */
export const signupAgeSchema = z.union([
  z.object({ dateOfBirth: z.string().regex(isoDate, YOUNG_MSG.dateInvalid) }),
  z.object({ ageBand: z.enum(AGE_BAND_CHOICES, { error: YOUNG_MSG.ageRequired }) }),
]);
export type SignupAge = z.infer<typeof signupAgeSchema>;

/** Adds `n` years to a calendar date (29 February becomes 1 March in a year without it). */
function addYears(d: { y: number; m: number; day: number }, n: number): string {
  const at = new Date(Date.UTC(d.y + n, d.m - 1, d.day));
  return at.toISOString().slice(0, 10);
}

function parseDay(iso: string): { y: number; m: number; day: number } | null {
  if (!isoDate.test(iso)) return null;
  const [y, m, day] = iso.split("-").map(Number) as [number, number, number];
  const at = new Date(Date.UTC(y, m - 1, day));
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== day) return null;
  return { y, m, day };
}

/** Age in whole years on `today` (both YYYY-MM-DD); null for an impossible date. */
export function ageOn(dateOfBirth: string, today: string): number | null {
  const b = parseDay(dateOfBirth);
  const t = parseDay(today);
  if (!b || !t) return null;
  let age = t.y - b.y;
  if (t.m < b.m || (t.m === b.m && t.day < b.day)) age -= 1;
  return age;
}

/**
 * What sign-up keeps from a declared age: `adultOn` (the day the member turns 18; null for an adult,
 * whose birthday Saathi has no reason to keep), or why the account cannot be made. A band is read
 * cautiously: "13-15" as 13 and "16-17" as 16 (protections last longer, never shorter; a member may
 * give a date later to correct it).
 */
export type AgeDecision =
  | { ok: true; adultOn: string | null; basis: "date_of_birth" | "age_band" }
  | { ok: false; reason: "under13" | "invalid" | "future" };

export function decideAge(age: SignupAge, today: string): AgeDecision {
  const t = parseDay(today);
  if (!t) return { ok: false, reason: "invalid" };
  if ("ageBand" in age) {
    if (age.ageBand === "18+") return { ok: true, adultOn: null, basis: "age_band" };
    const assumed = age.ageBand === "13-15" ? MIN_ACCOUNT_AGE : 16;
    return { ok: true, adultOn: addYears(t, ADULT_AGE - assumed), basis: "age_band" };
  }
  const b = parseDay(age.dateOfBirth);
  if (!b) return { ok: false, reason: "invalid" };
  const years = ageOn(age.dateOfBirth, today);
  if (years === null || years < 0 || age.dateOfBirth > today) return { ok: false, reason: "future" };
  if (years > 120) return { ok: false, reason: "invalid" };
  if (years < MIN_ACCOUNT_AGE) return { ok: false, reason: "under13" };
  if (years >= ADULT_AGE) return { ok: true, adultOn: null, basis: "date_of_birth" };
  return { ok: true, adultOn: addYears(b, ADULT_AGE), basis: "date_of_birth" };
}

/** The band on a day: a minor until the day they turn 18. No record (accounts older than this rule): adult. */
export function ageBandOn(adultOn: string | null | undefined, today: string): AgeBand {
  return adultOn && today < adultOn ? "13-17" : "18+";
}

/** The member's own view: GET /api/young-people/me. */
export const youthStatusSchema = z.object({
  band: z.enum(AGE_BANDS),
  /** Whether a guardian's consent is in force (always true for an adult). */
  consented: z.boolean(),
  /** The open request, if any: where it stands and the address it went to (only the member sees it). */
  request: z
    .object({
      status: z.enum(GUARDIAN_STATUSES),
      guardianEmail: z.string().nullable(),
      /** The guardian's mobile number the link went to by SMS (10 digits), when one was given. */
      guardianPhone: z.string().nullable().optional(),
      expiresAt: z.string(),
    })
    .nullable(),
});
export type YouthStatus = z.infer<typeof youthStatusSchema>;

/**
 * An Indian mobile number as a member may type it ("+91 98765 43210", "098765-43210", "9876543210"),
 * read as its 10 digits; null when it is not one (10 digits starting with 6, 7, 8 or 9).
 */
export function indianMobile(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, "");
  const m = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return m?.[1] ?? null;
}

/** The guardian's contact fields: an email, an Indian mobile number (read with indianMobile), or both. */
export const guardianContactSchema = z.object({
  email: z
    .string({ error: YOUNG_MSG.guardianEmail })
    .trim()
    .toLowerCase()
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, YOUNG_MSG.guardianEmail)
    .max(254, YOUNG_MSG.guardianEmail)
    .optional(),
  phone: z
    .string({ error: YOUNG_MSG.guardianPhone })
    .max(20, YOUNG_MSG.guardianPhone)
    .refine((p) => indianMobile(p) !== null, YOUNG_MSG.guardianPhone)
    .optional(),
});

/**
 * POST /api/young-people/guardian: the member names their parent or guardian by email or by phone
 * (the link and the code go by email, by SMS, or both).
 */
export const guardianRequestSchema = guardianContactSchema.refine((b) => !!b.email || !!b.phone, {
  error: YOUNG_MSG.guardianContact,
  path: ["email"],
});
export type GuardianRequest = z.infer<typeof guardianRequestSchema>;

/** GET /api/guardian-consent/:token: what the guardian's page shows (only the young person's first name). */
export const guardianPageSchema = z.object({
  memberName: z.string(),
  status: z.enum(GUARDIAN_STATUSES),
  expiresAt: z.string(),
  /** Whether the request is signed into by an adult Saathi account now (the page offers that proof). */
  signedInAdult: z.boolean(),
  /** Where the code went: "sms" when the young person gave only a phone number (the page says so). */
  codeSentBy: z.enum(["email", "sms"]).optional(),
});
export type GuardianPage = z.infer<typeof guardianPageSchema>;

export const guardianTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, YOUNG_MSG.requestClosed),
});

/** POST /api/guardian-consent/:token/decision */
export const guardianDecisionSchema = z.object({
  code: z.string().regex(/^\d{6}$/, YOUNG_MSG.badCode),
  decision: z.enum(["consent", "refuse"]),
  /** The guardian confirms being an adult and the young person's parent or guardian. */
  confirmAdult: z.literal(true, { error: YOUNG_MSG.adultConfirm }),
  method: z.enum(GUARDIAN_VERIFICATION),
});
export type GuardianDecision = z.infer<typeof guardianDecisionSchema>;

/** POST /api/guardian-consent/:token/withdraw: the code from a fresh withdrawal email. */
export const guardianWithdrawSchema = z.object({ code: z.string().regex(/^\d{6}$/, YOUNG_MSG.badCode) });

export const guardianDecisionResultSchema = z.object({ status: z.enum(GUARDIAN_STATUSES) });
