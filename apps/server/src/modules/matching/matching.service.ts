// "Find my counsellor": the answers, the listed experts with their free slots, the ranking. Nothing
// of the answers is stored or logged. The experts module lends its free-slot reckoning through a
// port (its schedules, bookings, holds and time off), so this module never reads those tables.
import { AVAILABILITY_HORIZON_DAYS, type SessionType } from "@saathi/contract/experts";
import type { MatchRequest, MatchResult } from "@saathi/contract/matching";
import { createTtlCache } from "../../platform/cache/ttl-cache.ts";
import { AppError } from "../../platform/http/errors.ts";
import type { RateLimiter } from "../../platform/http/rate-limit.ts";
import { presentPerson } from "../../platform/presenters/person.presenter.ts";
import type { Interval } from "../availability/index.ts";
import { MATCHING_SERVER_MSG } from "./matching.messages.ts";
import { askerKey, isOfferable, MATCHES_PER_MINUTE } from "./matching.policy.ts";
import { type Candidate, rankableSlots, rankExperts } from "./matching.rank.ts";
import type { MatchingRepository } from "./matching.repository.ts";

/** What matching needs of the experts module: the free slots of every bookable listed expert, and when listings change. */
export interface ExpertSlotsPort {
  bookableSlots(days: number): Promise<Map<string, Interval[]>>;
  listingsGeneration(): number;
}

/** How long the listed experts with their slots are reused (dropped at once when a listing, schedule or booking changes here). */
const POOL_TTL_MS = 5_000;

export function createMatchingService(d: {
  repo: MatchingRepository;
  experts: ExpertSlotsPort;
  limiter: Pick<RateLimiter, "hit">;
  now?: () => number;
}) {
  const now = d.now ?? Date.now;
  const pools = createTtlCache<Candidate[]>({
    ttlMs: POOL_TTL_MS,
    max: 1,
    generation: d.experts.listingsGeneration,
    now,
  });

  /** Every bookable listed expert with their free slots over the availability horizon. */
  const pool = () =>
    pools.get("all", async () => {
      // Two set-based reads (no list of ids between them), one after the other: at once they were slower
      // on the 2-core machine the database shares (bench/matching-endpoint.ts).
      const rows = await d.repo.listed();
      const slots = await d.experts.bookableSlots(AVAILABILITY_HORIZON_DAYS);
      return rows
        .map((r): Candidate => {
          const person = presentPerson({ ...r.person, isHideName: false });
          return {
            expertId: r.user_id,
            displayName: person.displayName,
            username: person.username,
            avatarUrl: person.avatarUrl,
            feePaise: r.hourly_rate,
            languages: r.languages,
            specialisations: r.specialisations,
            sessionTypes: r.session_types as SessionType[],
            gender: r.gender,
            yearsExperience: r.years_experience,
            rating: r.feedback_count > 0 ? Math.round((r.feedback_sum / r.feedback_count) * 10) / 10 : null,
            feedbackCount: r.feedback_count,
            slots: rankableSlots((slots.get(r.user_id) ?? []).map((s) => s.start)),
          };
        })
        .filter(isOfferable);
    });

  return {
    /** Ranked listed experts for the answers; visitors too (counted by address). */
    async match(viewerId: string | null, ip: string, answers: MatchRequest): Promise<MatchResult> {
      const counted = await d.limiter.hit(askerKey(viewerId, ip), MATCHES_PER_MINUTE, 60);
      if (!counted.allowed)
        throw new AppError(429, "SLOW_DOWN", MATCHING_SERVER_MSG.tooManySearches, { retryAfter: counted.retryAfter });
      const [all, blocked] = await Promise.all([
        pool(),
        viewerId ? d.repo.blockedWith(viewerId) : Promise.resolve(new Set<string>()),
      ]);
      const candidates = all.filter((c) => c.expertId !== viewerId && !blocked.has(c.expertId));
      return rankExperts(answers, candidates, now());
    },
  };
}

export type MatchingService = ReturnType<typeof createMatchingService>;
