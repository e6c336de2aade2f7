// The Daily Wellness Broadcast: today's piece and the archive for everyone (published pieces
// only: a piece's day must have come in India), and the console's list and edits for admins, each
// edit audited in its own transaction.
import {
  type AdminDailyWellnessList,
  DAILY_WELLNESS_ARCHIVE_PAGE,
  DAILY_WELLNESS_MSG,
  type DailyWellnessArchive,
  type DailyWellnessInput,
  type DailyWellnessPiece,
  type DailyWellnessToday,
} from "@saathi/contract/daily-wellness";
import type { AuditRecord } from "../../platform/audit/audit-log.ts";
import type { StaffUser } from "../../platform/auth/staff-guard.ts";
import { AppError } from "../../platform/http/errors.ts";
import { archiveBefore, indiaDay, isPublished } from "./daily-wellness.policy.ts";
import type { DailyWellnessRepository, PieceRow, PieceValues } from "./daily-wellness.repository.ts";

const notFound = () => new AppError(404, "PIECE_NOT_FOUND", DAILY_WELLNESS_MSG.notFound);
const dayTaken = () => new AppError(409, "DAY_TAKEN", DAILY_WELLNESS_MSG.dayTaken, { field: "day" });

const present = (r: PieceRow): DailyWellnessPiece => ({
  id: r.id,
  day: r.publishOn,
  en: { title: r.titleEn, body: r.bodyEn },
  hi: { title: r.titleHi, body: r.bodyHi },
  audioUrl: r.audioUrl,
});

const values = (i: DailyWellnessInput): PieceValues => ({
  publishOn: i.day,
  titleEn: i.titleEn,
  bodyEn: i.bodyEn,
  titleHi: i.titleHi,
  bodyHi: i.bodyHi,
  audioUrl: i.audioUrl,
});

const ADMIN_LIST = 90;

export function createDailyWellnessService(d: { repo: DailyWellnessRepository; now?: () => Date }) {
  const { repo } = d;
  const today = () => indiaDay(d.now?.() ?? new Date());
  const audit = (admin: StaffUser, action: string, id: string, r: Partial<AuditRecord> = {}): AuditRecord => ({
    actor: { id: admin.id, email: admin.email },
    action,
    targetType: "daily_wellness",
    targetId: id,
    ...r,
  });
  const load = async (id: string) => {
    const row = await repo.one(id);
    if (!row) throw notFound();
    return row;
  };

  return {
    async today(): Promise<DailyWellnessToday> {
      const row = await repo.latestOnOrBefore(today());
      return { piece: row ? present(row) : null };
    },

    /** Published pieces before `before` (default: all up to today), newest first, a page at a time. */
    async archive(before: string | undefined): Promise<DailyWellnessArchive> {
      const rows = await repo.before(archiveBefore(before, today()), DAILY_WELLNESS_ARCHIVE_PAGE + 1);
      const page = rows.slice(0, DAILY_WELLNESS_ARCHIVE_PAGE);
      return {
        pieces: page.map(present),
        nextBefore: rows.length > DAILY_WELLNESS_ARCHIVE_PAGE ? (page.at(-1)?.publishOn ?? null) : null,
      };
    },

    async adminList(): Promise<AdminDailyWellnessList> {
      const day = today();
      const rows = await repo.all(ADMIN_LIST);
      return { today: day, pieces: rows.map((r) => ({ ...present(r), published: isPublished(r.publishOn, day) })) };
    },

    async create(admin: StaffUser, input: DailyWellnessInput): Promise<DailyWellnessPiece> {
      const id = await repo.create(values(input), admin.id, (pieceId) =>
        audit(admin, "daily_wellness.create", pieceId, { after: input }),
      );
      if (!id) throw dayTaken();
      return present(await load(id));
    },

    async update(admin: StaffUser, id: string, input: DailyWellnessInput): Promise<DailyWellnessPiece> {
      const before = await load(id);
      const ok = await repo.update(
        id,
        values(input),
        audit(admin, "daily_wellness.update", id, { before: present(before), after: input }),
      );
      if (!ok) throw dayTaken();
      return present(await load(id));
    },

    async remove(admin: StaffUser, id: string): Promise<{ deleted: true }> {
      const before = await load(id);
      if (!(await repo.remove(id, audit(admin, "daily_wellness.delete", id, { before: present(before) }))))
        throw notFound();
      return { deleted: true };
    },
  };
}

export type DailyWellnessService = ReturnType<typeof createDailyWellnessService>;
