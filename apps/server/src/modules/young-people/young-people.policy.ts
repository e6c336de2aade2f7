// The young-people rules, pure (decision 038): who is a minor on a day, what a minor may do before a
// guardian consents, who may ask to follow a minor, and whether a guardian's request is still open.
import { ageBandOn, YOUNG_MSG } from "@saathi/contract/young-people";

/** The in-app notices young-people sends a member, and their words (catalog texts). */
export const YOUTH_NOTICE_TEXT = {
  turned_18: YOUNG_MSG.turned18Notice,
  guardian_withdrawal: YOUNG_MSG.withdrawnNotice,
} as const;
/** Tells a member in the app (through notifications; never throws). */
export type YouthNotice = (
  userId: string,
  notice: keyof typeof YOUTH_NOTICE_TEXT,
  values?: Record<string, string>,
) => Promise<void>;

/** Guardian codes: this many wrong tries close the request (a new one must be sent). */
export const GUARDIAN_CODE_TRIES = 5;

/** The UTC calendar day of an instant (the rules read days, not times). */
export const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/** A minor on `today`: a recorded age whose 18th birthday has not come. */
export const isMinorOn = (adultOn: string | null | undefined, today: string): boolean =>
  ageBandOn(adultOn, today) === "13-17";

/** What `youthFactsSql` reads for `requireMayActOn`: the day the member turns 18, a consent in force; null: no age recorded. */
export type YouthFacts = { adultOn: string | null; consented: boolean } | null;

/**
 * What a minor cannot do until a guardian consents (reading and the free tools stay open), and what a
 * minor never does before 18 ("peer_circle": joining, reading, writing in or leading a peer support circle).
 */
export type GatedAction = "post" | "message" | "book" | "session" | "buy" | "journal" | "peer_circle";

/** Whether the action is allowed: adults always; a minor only with a guardian's consent in force. */
export const mayAct = (minor: boolean, consented: boolean): boolean => !minor || consented;

/**
 * What no guardian's consent opens to a minor, and the sentence that says so:
 * - "book": a session is booked through its own path, the guardian consenting to and paying for each one
 *   with an expert who works with young people ("session" is that path's gate);
 * - "buy": a paid course or a circle seat is bought by the member alone, and a guardian paying for it is
 *   not built (free courses and the free tools stay open);
 * - "peer_circle": peer support circles are anonymous group rooms with adult strangers, led by adult
 *   volunteers, so they are for adults.
 */
const ADULTS_ONLY: Partial<Record<GatedAction, string>> = {
  book: YOUNG_MSG.bookingMinor,
  buy: YOUNG_MSG.buyMinor,
  peer_circle: YOUNG_MSG.peerCircleMinor,
};

/** The refusal (its sentence) when a minor asks for an adults-only action; null when the gate goes on. */
export const adultsOnlyRefusal = (minor: boolean, action: GatedAction): string | null =>
  (minor && ADULTS_ONLY[action]) || null;

/**
 * Whether `requester` may follow (or ask to follow) a minor: another minor may ask; an adult only when
 * the minor already follows them (someone the minor accepted into their circle before).
 */
export const mayAskToFollowMinor = (requesterIsMinor: boolean, minorFollowsRequester: boolean): boolean =>
  requesterIsMinor || minorFollowsRequester;

/**
 * How a paid session with this expert is booked (decision 038): an adult pays at the checkout; a minor
 * only with an expert who opted in to work with young people, and then the guardian consents and pays
 * for that booking from their own link.
 */
export const youthSessionPath = (minor: boolean, expertWorksWithYoungPeople: boolean) =>
  !minor ? ("checkout" as const) : expertWorksWithYoungPeople ? ("guardian" as const) : ("not_youth_expert" as const);

/** A guardian's booking link answers only while its row waits and the booking's hold is live. */
export const guardianLinkOpen = (
  row: { status: string },
  booking: { status: string; holdKind: string; holdExpiresAt: Date } | null,
  now: Date,
): boolean =>
  (row.status === "pending" || row.status === "consented") &&
  !!booking &&
  booking.status === "HELD" &&
  booking.holdKind === "guardian" &&
  booking.holdExpiresAt.getTime() > now.getTime();

/** Only the young person who booked reads where their guardian-pending booking stands. */
export const isBookingMinor = (userId: string, row: { minorId: string }) => row.minorId === userId;

/** Where a guardian-pending booking stands for the teen, from the consent row and the booking. */
export function teenBookingState(
  row: { status: string },
  booking: { status: string; holdExpiresAt: Date } | null,
  now: Date,
): "waiting" | "confirmed" | "declined" | "expired" | "ended" {
  if (booking?.status === "CONFIRMED") return "confirmed";
  if (row.status === "declined" || row.status === "expired") return row.status;
  if (booking?.status === "HELD" && booking.holdExpiresAt.getTime() > now.getTime()) return "waiting";
  if (booking?.status === "EXPIRED" || booking?.status === "HELD") return "expired";
  return "ended";
}

/** A request the guardian can still answer. */
export const isOpen = (r: { status: string; expiresAt: Date; codeAttempts: number }, now: Date): boolean =>
  r.status === "pending" && r.expiresAt.getTime() > now.getTime() && r.codeAttempts < GUARDIAN_CODE_TRIES;

/**
 * Whether a privacy setting change would loosen a minor's protections (they stay until 18): messages
 * from everyone, or being found in search.
 */
export const loosensProtection = (change: { whoMayMessage?: string; discoverable?: boolean }): boolean =>
  change.whoMayMessage === "everyone" || change.discoverable === true;

/**
 * A guardian's payment is settled for a link whose guardian consented (and chose attendance), also after
 * its hold ran out: a late payment is then refunded and told truthfully, never left unanswered.
 */
export const mayVerifyGuardianPayment = (row: { status: string; attendance: string | null }): boolean =>
  row.status === "consented" || (row.status === "expired" && row.attendance !== null);
