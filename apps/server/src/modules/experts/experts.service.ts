import {
  AVAILABILITY_HORIZON_DAYS,
  type Availability,
  EXPERT_LIST_HORIZON_DAYS,
  EXPERT_MSG,
  type ExpertListQuery,
  type ExpertYoungPeople,
  expertCardSchema,
  type expertListQuerySchema,
  expertListSchema,
  FEATURED_EXPERTS,
  SLOT_MINUTES,
} from "@saathi/contract/experts";
import { bioWordsFor, matchWorries, specialisationsFor, worriesOfExpert } from "@saathi/contract/worries";
import { z } from "zod";
import type { SessionUser } from "../../platform/auth/session.ts";
import { expertListingsChanged, expertListingsGeneration } from "../../platform/cache/expert-listings.ts";
import { createTtlCache } from "../../platform/cache/ttl-cache.ts";
import { AppError } from "../../platform/http/errors.ts";
import { freeSlots, type Interval, type ScheduleRow } from "../availability/index.ts";
import { EXPERTS_SERVER_MSG } from "./experts.messages.ts";
import { mayFavourite } from "./experts.policy.ts";
import { presentCard, presentDetail, presentFeedback } from "./experts.presenter.ts";
import type { ExpertRow, Experts, ExpertsRepository } from "./experts.repository.ts";

const DAY_MS = 86_400_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * How long a public answer (featured experts, a directory page for visitors) is reused.
 * This node drops it at once on a change (expertListingsChanged); other nodes within this time.
 */
export const PUBLIC_ANSWER_TTL_MS = 3_000;
const featuredSchema = z.array(expertCardSchema);

/** Directory, detail, availability and reviews (spec §7 get_expert_profiles, get_expert_profile, …). */
export function createExpertsService(repo: ExpertsRepository, now: () => number = Date.now) {
  /** Free slots of several experts over `days` from now. */
  const slotsOf = async (experts: Experts, days: number, known?: Map<string, ScheduleRow[]>) => {
    const from = now();
    const [schedules, busy] = await Promise.all([
      known ?? repo.schedules(experts),
      repo.busy(experts, new Date(from), new Date(from + days * DAY_MS)),
    ]);
    const out = new Map<string, Interval[]>();
    // "bookable": those with weekly hours (without any, an expert has no free slot).
    for (const id of experts === "bookable" ? schedules.keys() : experts) {
      out.set(id, freeSlots(schedules.get(id) ?? [], busy.get(id) ?? [], from, days, SLOT_MINUTES));
    }
    return out;
  };
  const withNextSlot = async (rows: ExpertRow[], days = EXPERT_LIST_HORIZON_DAYS) => {
    const slots = await slotsOf(
      rows.map((r) => r.user_id),
      days,
    );
    return rows.map((r) => {
      const first = slots.get(r.user_id)?.[0];
      return presentCard(r, first ? new Date(first.start).toISOString() : null);
    });
  };
  const requireExpert = async (expertId: string) => {
    if (!UUID.test(expertId)) throw new AppError(400, "INVALID_EXPERT_ID", EXPERT_MSG.invalidExpertId);
    if (!(await repo.isPublished(expertId))) throw new AppError(404, "EXPERT_NOT_FOUND", EXPERT_MSG.notFound);
  };

  // What every visitor sees, kept as the JSON text the route sends (no per-request serialisation).
  const publicAnswers = createTtlCache<string>({
    ttlMs: PUBLIC_ANSWER_TTL_MS,
    max: 200,
    generation: expertListingsGeneration,
    now,
  });
  const featured = async () => withNextSlot(await repo.featured(FEATURED_EXPERTS));

  const service = {
    /** A directory page; `q` and `youngPeople` may be left out by callers inside the server (help pages). */
    async list(
      query: Omit<z.output<typeof expertListQuerySchema>, "q" | "youngPeople"> & { q?: string; youngPeople?: boolean },
      viewerId: string | null,
    ) {
      // The worries typed (any script) become the specialities that treat them and words for bios.
      const text = (query.q ?? "").toLowerCase();
      const worries = matchWorries(text);
      const search = text
        ? { text, specialisations: specialisationsFor(worries), bioWords: bioWordsFor(worries) }
        : null;
      const rows = await repo.list({
        ...query,
        search,
        viewerId,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      // What matched, for the card: the chosen category's and the worries' specialities first in its tags.
      const wanted = new Set<string>([...query.specialisations, ...(search?.specialisations ?? [])]);
      const named = (s: string) => text.length >= 3 && !worries.length && s.toLowerCase().includes(text);
      const cards = await withNextSlot(rows);
      return {
        items: cards.map((card) => ({
          ...card,
          matchedSpecialisations: card.specialisations.filter((s) => wanted.has(s) || named(s)),
          matchedWorries: worriesOfExpert(worries, card),
        })),
        page: query.page,
        pageSize: query.pageSize,
        total: rows[0]?.total ?? 0,
      };
    },
    featured,
    /** Free slots of several experts over `days` from now (matching ranks every listed expert by them). */
    slotsOf: (expertIds: string[], days: number) => slotsOf(expertIds, days),
    /**
     * Free slots of every listed expert who can be booked (a fee above 0), keyed by id; one without
     * weekly hours is absent. Two set-based reads (weekly hours; sessions, holds and time off).
     */
    bookableSlots: (days: number) => slotsOf("bookable", days),

    /**
     * The landing page's featured experts as JSON text, the same for every visitor and member (no
     * favourites, no blocks apply): cached for PUBLIC_ANSWER_TTL_MS or until a listing changes.
     */
    featuredJson: () =>
      publicAnswers.get("featured", async () => JSON.stringify(featuredSchema.parse(await featured()))),

    /** A directory page as a visitor (no session) sees it, as JSON text; cached like featuredJson. */
    publicListJson: (query: z.output<typeof expertListQuerySchema>) =>
      publicAnswers.get(`list:${JSON.stringify(query)}`, async () =>
        JSON.stringify(expertListSchema.parse(await service.list(query, null))),
      ),

    /** Drop cached public answers now (a listing, schedule or booking changed); tells a cross-node bus too. */
    invalidate: () => expertListingsChanged(),
    /** Changes whenever what visitors see of experts may have (public answers kept elsewhere compare it). */
    listingsGeneration: expertListingsGeneration,
    previouslyConsulted: async (clientId: string) => withNextSlot(await repo.previouslyConsulted(clientId, 10)),

    /**
     * An expert's row (fee, modes, languages) for the booking rules; null when there is no such expert,
     * or (given the member asking) when the two are blocked either way, as on the detail page.
     */
    offer: (expertId: string, viewerId: string | null = null) => repo.find({ id: expertId }, viewerId),

    /** The detail page by user id or username (with or without @). */
    async detail(handle: string, viewerId: string | null) {
      const h = handle.trim().replace(/^@/, "");
      if (!h) throw new AppError(400, "INVALID_EXPERT_ID", EXPERT_MSG.invalidExpertId);
      const row = await repo.find(UUID.test(h) ? { id: h } : { username: h }, viewerId);
      if (!row) throw new AppError(404, "EXPERT_NOT_FOUND", EXPERT_MSG.notFound);
      const first = (await slotsOf([row.user_id], AVAILABILITY_HORIZON_DAYS)).get(row.user_id)?.[0];
      return presentDetail(row, first ? new Date(first.start).toISOString() : null);
    },

    /** Free 60-minute slots over `days` (spec: 14), minus confirmed and held bookings and the past. */
    async availability(expertId: string, days: number): Promise<Availability> {
      if (!UUID.test(expertId)) throw new AppError(400, "INVALID_EXPERT_ID", EXPERT_MSG.invalidExpertId);
      const [published, schedules] = await Promise.all([repo.isPublished(expertId), repo.schedules([expertId])]);
      if (!published) throw new AppError(404, "EXPERT_NOT_FOUND", EXPERT_MSG.notFound);
      const slots = await slotsOf([expertId], days, schedules);
      return {
        expertId,
        timezone: schedules.get(expertId)?.[0]?.timezone ?? null,
        slots: (slots.get(expertId) ?? []).map((s) => ({
          startsAt: new Date(s.start).toISOString(),
          endsAt: new Date(s.end).toISOString(),
        })),
      };
    },

    /**
     * Is this exact hour one the expert's schedule offers (still to come, within `days`, not on their
     * time off)? Whether it is
     * taken is left to the database's no-overlap constraint, so every loser of a race hears 409.
     */
    async isOfferedSlot(expertId: string, start: number, days: number): Promise<boolean> {
      const from = now();
      const [schedules, timeOff] = await Promise.all([
        repo.schedules([expertId]),
        repo.timeOff([expertId], new Date(from), new Date(from + days * DAY_MS)),
      ]);
      const schedule = schedules.get(expertId) ?? [];
      // Time off is never offered (decision 033); bookings are left to the constraint.
      return freeSlots(schedule, timeOff.get(expertId) ?? [], from, days, SLOT_MINUTES).some((s) => s.start === start);
    },

    async feedbacks(expertId: string, page: number, pageSize: number, viewerId: string | null = null) {
      await requireExpert(expertId);
      const rows = await repo.feedbacks(expertId, pageSize + 1, (page - 1) * pageSize, viewerId);
      return { items: rows.slice(0, pageSize).map(presentFeedback), hasMore: rows.length > pageSize };
    },

    /** The expert's own setting: whether they work with members under 18, and their campus (decision 038). */
    async youngPeopleSetting(user: SessionUser): Promise<ExpertYoungPeople> {
      const row = user.role === "expert" ? await repo.youngPeopleSetting(user.id) : null;
      if (!row) throw new AppError(403, "NOT_AN_EXPERT", EXPERTS_SERVER_MSG.onlyExperts);
      return { worksWithYoungPeople: row.works_with_young_people, campusInstitution: row.campus_institution };
    },
    async setYoungPeopleSetting(user: SessionUser, body: ExpertYoungPeople): Promise<ExpertYoungPeople> {
      const row = user.role === "expert" ? await repo.setYoungPeople(user.id, body) : null;
      if (!row) throw new AppError(403, "NOT_AN_EXPERT", EXPERTS_SERVER_MSG.onlyExperts);
      expertListingsChanged(); // the badge shows on the directory's cached answers
      return { worksWithYoungPeople: row.works_with_young_people, campusInstitution: row.campus_institution };
    },

    async setFavourite(userId: string, expertId: string, on: boolean) {
      await requireExpert(expertId);
      if (!mayFavourite(userId, expertId, on))
        throw new AppError(400, "SELF_FAVOURITE", EXPERTS_SERVER_MSG.youCannotFavouriteYourself);
      await repo.setFavourite(userId, expertId, on);
      return { isFavourite: on };
    },
  };
  return service;
}

export type ExpertsService = ReturnType<typeof createExpertsService>;
export type { ExpertListQuery };
