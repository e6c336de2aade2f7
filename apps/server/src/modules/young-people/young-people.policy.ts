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

/** What a minor cannot do until a guardian consents (reading and the free tools stay open). */
export type GatedAction = "post" | "message" | "book" | "session" | "buy" | "journal";

/** Whether the action is allowed: adults always; a minor only with a guardian's consent in force. */
export const mayAct = (minor: boolean, consented: boolean): boolean => !minor || consented;

/**
 * Whether `requester` may follow (or ask to follow) a minor: another minor may ask; an adult only when
 * the minor already follows them (someone the minor accepted into their circle before).
 */
export const mayAskToFollowMinor = (requesterIsMinor: boolean, minorFollowsRequester: boolean): boolean =>
  requesterIsMinor || minorFollowsRequester;

/**
 * A minor's paid session with this expert (decision 038): refused when the expert has not opted in to
 * work with young people; allowed only through the guardian's consent and payment for that booking.
 */
export const youthSessionRefusal = (minor: boolean, expertWorksWithYoungPeople: boolean) =>
  !minor ? null : expertWorksWithYoungPeople ? ("guardian_pays" as const) : ("not_youth_expert" as const);

/** A request the guardian can still answer. */
export const isOpen = (r: { status: string; expiresAt: Date; codeAttempts: number }, now: Date): boolean =>
  r.status === "pending" && r.expiresAt.getTime() > now.getTime() && r.codeAttempts < GUARDIAN_CODE_TRIES;

/**
 * Whether a privacy setting change would loosen a minor's protections (they stay until 18): messages
 * from everyone, or being found in search.
 */
export const loosensProtection = (change: { whoMayMessage?: string; discoverable?: boolean }): boolean =>
  change.whoMayMessage === "everyone" || change.discoverable === true;
