// A member's age and what it allows (decision 038): recorded at sign-up, read by the rules of other
// modules through the small checks below (`requireMayAct`, `followRefusal`, `lockedDefaults`), and
// turned into adulthood by the daily job on the 18th birthday.
import {
  ageBandOn,
  decideAge,
  type GuardianStatus,
  type SignupAge,
  YOUNG_ERROR,
  YOUNG_MSG,
  type YouthStatus,
} from "@saathi/contract/young-people";
import type { Logger } from "pino";
import { AppError } from "../../platform/http/errors.ts";
import { translatorFor } from "../../platform/i18n/translator.ts";
import type { Messenger } from "../../platform/mail/messenger.ts";
import type { DomainEvents } from "../../platform/modules/domain-events.ts";
import {
  adultsOnlyRefusal,
  dayOf,
  type GatedAction,
  isMinorOn,
  loosensProtection,
  mayAct,
  mayAskToFollowMinor,
  type YouthFacts,
  type YouthNotice,
  youthSessionPath,
} from "./young-people.policy.ts";
import type { YoungPeopleRepository } from "./young-people.repository.ts";

/** How long, and for how many members, a node remembers that a member is an adult. */
const ADULT_KEPT_MS = 10 * 60_000;
const ADULTS_KEPT = 50_000;

export function createYoungPeopleService(d: {
  repo: YoungPeopleRepository;
  messenger: Messenger;
  log: Logger;
  /** The in-app notice (turning 18); none in unit tests that build the service alone. */
  notice?: YouthNotice;
  /** Erases the account now (a child under 13 after a social sign-in); none in unit tests. */
  eraseNow?: (userId: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = d.now ?? (() => new Date());
  // Adults stay adults: a member found to be one is remembered on this node for a while, so the gates in
  // front of every post cost adults no query (chat reads the age with its send facts: requireMayActOn).
  // Minors are read each time: a guardian's consent or its withdrawal must act at once.
  const adults = new Map<string, number>();
  const minorOn = (userId: string, adultOn: string | null | undefined) => {
    const minor = isMinorOn(adultOn, dayOf(now()));
    if (!minor) {
      if (adults.size >= ADULTS_KEPT) adults.clear();
      adults.set(userId, Date.now() + ADULT_KEPT_MS);
    }
    return minor;
  };
  const isMinor = async (userId: string) => {
    const known = adults.get(userId);
    if (known !== undefined && known > Date.now()) return false;
    return minorOn(userId, (await d.repo.ageOf(userId))?.adultOn);
  };
  /** The gate's rule once minority is known; `consented` is asked only when it matters. */
  const mayActOrThrow = async (minor: boolean, action: GatedAction, consented: () => Promise<boolean>) => {
    if (!minor) return;
    // What no consent opens to a minor (booking outside the guardian's path, buying, peer circles).
    const adultsOnly = adultsOnlyRefusal(minor, action);
    if (adultsOnly) throw new AppError(403, YOUNG_ERROR.minorOnly, adultsOnly);
    // A session with an expert: first the guardian's consent to Saathi at all.
    if (action === "session" && !(await consented()))
      throw new AppError(403, YOUNG_ERROR.consentNeeded, YOUNG_MSG.sessionConsentNeeded);
    if (!mayAct(true, await consented())) throw new AppError(403, YOUNG_ERROR.consentNeeded, YOUNG_MSG.consentNeeded);
  };

  return {
    isMinor,

    /** A new account: its declared age is kept, and a minor starts with the protective defaults. */
    async onAccountCreated(u: DomainEvents["account.created"]) {
      if (!u.age) return;
      adults.delete(u.id);
      await d.repo.insertAge(u.id, u.age.adultOn, u.age.basis);
      if (isMinorOn(u.age.adultOn, dayOf(now()))) await d.repo.setProtectiveDefaults(u.id);
    },

    /**
     * The age a member who signed in with Google or Microsoft gives once, before the feed: kept as at
     * sign-up (a minor gets the protective defaults); 409 once an age is known; under 13 erases the
     * account at once (no grace: it should never have existed) and answers 403 with the helplines.
     */
    async declareAge(userId: string, given: SignupAge | "under13") {
      if (!(await d.repo.ageNeeded(userId))) throw new AppError(409, YOUNG_ERROR.ageKnown, YOUNG_MSG.ageKnown);
      const decision = given === "under13" ? null : decideAge(given, dayOf(now()));
      if (!decision || (!decision.ok && decision.reason === "under13")) {
        adults.delete(userId);
        await d.eraseNow?.(userId);
        throw new AppError(403, YOUNG_ERROR.under13, YOUNG_MSG.under13);
      }
      if (!decision.ok) throw new AppError(400, YOUNG_ERROR.ageRequired, YOUNG_MSG.dateInvalid);
      adults.delete(userId);
      await d.repo.insertAge(userId, decision.adultOn, decision.basis);
      if (isMinorOn(decision.adultOn, dayOf(now()))) await d.repo.setProtectiveDefaults(userId);
      return this.status(userId);
    },

    /** The member's own age band, whether a guardian's consent is in force, and the open request. */
    async status(userId: string): Promise<YouthStatus> {
      const age = await d.repo.ageOf(userId);
      const band = ageBandOn(age?.adultOn, dayOf(now()));
      if (band === "18+") return { band, consented: true, request: null };
      const [consented, request] = await Promise.all([d.repo.consented(userId), d.repo.latestRequest(userId)]);
      return {
        band,
        consented,
        request: request
          ? {
              status: request.status as GuardianStatus,
              guardianEmail: request.guardianEmail,
              guardianPhone: request.guardianPhone,
              expiresAt: request.expiresAt.toISOString(),
            }
          : null,
      };
    },

    /**
     * The gate in front of posting, messaging, booking and keeping journal entries: a minor without
     * a guardian's consent gets 403 GUARDIAN_CONSENT_NEEDED (reading and the free tools stay open).
     * Peer circles ("peer_circle") refuse every minor, consent or not: 403 MINOR_PROTECTED.
     */
    async requireMayAct(userId: string, action: GatedAction) {
      await mayActOrThrow(await isMinor(userId), action, () => d.repo.consented(userId));
    },

    /**
     * `requireMayAct` decided on facts the caller read in its own query (`youthFactsSql`: chat reads
     * them with its send facts), so the gate costs no statement; the same rule, on today's date.
     */
    async requireMayActOn(userId: string, action: GatedAction, facts: YouthFacts) {
      await mayActOrThrow(minorOn(userId, facts?.adultOn), action, async () => facts?.consented ?? false);
    },

    /**
     * A minor's session with this expert, after `requireMayAct(…, "session")`: only an expert who works
     * with young people, and then held for the guardian to consent and pay ("guardian"); an adult pays
     * at the checkout as always ("checkout").
     */
    async youthSessionPath(userId: string, expertWorksWithYoungPeople: boolean): Promise<"checkout" | "guardian"> {
      const path = youthSessionPath(await isMinor(userId), expertWorksWithYoungPeople);
      if (path === "not_youth_expert") throw new AppError(403, YOUNG_ERROR.minorOnly, YOUNG_MSG.youthExpertOnly);
      return path;
    },

    /**
     * Before a follow (or a follow request) of `targetId`: refused when the target is a minor and the
     * requester an adult the minor does not follow (`targetFollowsRequester`, read by follows).
     */
    async followRefusal(requesterId: string, targetId: string, targetFollowsRequester: boolean) {
      const minors = await d.repo.minorsAmong([requesterId, targetId], dayOf(now()));
      if (!minors.has(targetId)) return;
      if (!mayAskToFollowMinor(minors.has(requesterId), targetFollowsRequester))
        throw new AppError(403, YOUNG_ERROR.minorOnly, YOUNG_MSG.minorFollow);
    },

    /** Whether the member's words may be stored (the Health Bot): adults, and minors with consent. */
    async mayStoreWords(userId: string) {
      return !(await isMinor(userId)) || (await d.repo.consented(userId));
    },

    /** Refuses a privacy change that would loosen a minor's protections before they turn 18. */
    async requireDefaultsKept(userId: string, change: { whoMayMessage?: string; discoverable?: boolean }) {
      if (loosensProtection(change) && (await isMinor(userId)))
        throw new AppError(403, YOUNG_ERROR.minorOnly, YOUNG_MSG.minorProtected);
    },

    /** Of these people, who is a minor today (search and notices ask). */
    minorsAmong: (ids: string[]) => d.repo.minorsAmong(ids, dayOf(now())),

    /**
     * The daily job: every member whose 18th birthday has come is told, and their guardian's link
     * ends (its contact cleared); from then on the defaults are theirs to change.
     */
    async turnAdults(at: Date = now()): Promise<{ turned: number }> {
      let turned = 0;
      for (const { userId } of await d.repo.dueAdults(dayOf(at))) {
        if (!(await d.repo.turnAdult(userId, at))) continue;
        turned++;
        await d.notice?.(userId, "turned_18");
        const person = await d.repo.person(userId);
        if (!person) continue;
        const t = translatorFor(await d.messenger.localeOfUser(userId));
        await d.messenger
          .sendEmail({ to: person.email, subject: t(YOUNG_MSG.turned18Subject), text: t(YOUNG_MSG.turned18) })
          .catch((err) => d.log.warn({ err }, "turning-18 email not sent"));
      }
      return { turned };
    },

    /** The member's age record and guardian requests, for their data export. */
    async exportFor(userId: string) {
      const age = await d.repo.ageOf(userId);
      return {
        ageBand: ageBandOn(age?.adultOn, dayOf(now())),
        adultOn: age?.adultOn ?? null,
        basis: age?.basis ?? null,
        guardianRequests: (await d.repo.exportRows(userId)).map((r) => ({
          ...r,
          createdAt: r.createdAt.toISOString(),
          decidedAt: r.decidedAt?.toISOString() ?? null,
          withdrawnAt: r.withdrawnAt?.toISOString() ?? null,
          endedAt: r.endedAt?.toISOString() ?? null,
        })),
      };
    },
  };
}

export type YoungPeopleService = ReturnType<typeof createYoungPeopleService>;
/** What other modules ask of young-people: the small checks, never the records. */
export type YouthChecks = Pick<
  YoungPeopleService,
  | "requireMayAct"
  | "requireMayActOn"
  | "youthSessionPath"
  | "followRefusal"
  | "requireDefaultsKept"
  | "isMinor"
  | "mayStoreWords"
>;
