// Care links: an expert starts (or reopens) care with a member who booked them, chooses the
// questionnaire asked before each session, and ends care (read-only for CARE_READ_ONLY_YEARS).

import type { InstrumentId } from "@saathi/contract/assessments";
import { CARE_MSG, CARE_READ_ONLY_YEARS, type CareLink } from "@saathi/contract/care-between";
import { AppError } from "../../platform/http/errors.ts";
import type { CareAccess } from "./care-links.access.ts";
import { careViewOf } from "./care-links.policy.ts";
import type { CareLinkRow, CareLinksRepository } from "./care-links.repository.ts";

export function presentCareLink(row: CareLinkRow, userId: string): CareLink {
  return {
    id: row.id,
    expertId: row.expertId,
    memberId: row.memberId,
    instrument: row.instrument as InstrumentId,
    status: row.status as CareLink["status"],
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt?.toISOString() ?? null,
    readOnlyUntil: row.readOnlyUntil?.toISOString() ?? null,
    view: careViewOf(userId, row) ?? "member",
  };
}

export function createCareLinksService(repo: CareLinksRepository, access: CareAccess) {
  return {
    /**
     * The expert's link with a member, made (or reopened) when the member has a confirmed booking
     * with them; otherwise 404 like any link they may not see.
     */
    async openForExpert(expertId: string, memberId: string): Promise<CareLink> {
      if (expertId === memberId || !(await repo.hasConfirmedBooking(expertId, memberId)))
        throw new AppError(404, "CARE_NOT_FOUND", CARE_MSG.notYourClient);
      const row = await repo.ensure(expertId, memberId);
      const open = row.status === "active" ? row : await repo.reopen(row.id);
      return presentCareLink(open ?? row, expertId);
    },
    async get(userId: string, linkId: string): Promise<CareLink> {
      return presentCareLink(await access.either(userId, linkId), userId);
    },
    /** The member's links (their counsellors), newest first. */
    async mine(memberId: string): Promise<CareLink[]> {
      await repo.ensureAllFor("member", memberId);
      return (await repo.listForMember(memberId)).map((r) => presentCareLink(r, memberId));
    },
    /** The expert's links they may still see (active, and ended ones within the read-only period). */
    async clients(expertId: string): Promise<CareLink[]> {
      await repo.ensureAllFor("expert", expertId);
      const now = new Date();
      return (await repo.listForExpert(expertId))
        .filter((r) => careViewOf(expertId, r, now) !== null)
        .map((r) => presentCareLink(r, expertId));
    },
    async setInstrument(expertId: string, linkId: string, instrument: InstrumentId): Promise<CareLink> {
      await access.expertWrites(expertId, linkId);
      const row = await repo.setInstrument(linkId, instrument);
      if (!row) throw new AppError(404, "CARE_NOT_FOUND", CARE_MSG.linkNotFound);
      return presentCareLink(row, expertId);
    },
    async end(expertId: string, linkId: string): Promise<CareLink> {
      await access.expertWrites(expertId, linkId);
      const now = new Date();
      const until = new Date(now);
      until.setUTCFullYear(until.getUTCFullYear() + CARE_READ_ONLY_YEARS);
      const row = await repo.end(linkId, now, until);
      if (!row) throw new AppError(404, "CARE_NOT_FOUND", CARE_MSG.linkNotFound);
      return presentCareLink(row, expertId);
    },
  };
}

export type CareLinksService = ReturnType<typeof createCareLinksService>;
