// The public listing: listed hosts' active circles with meetings to come, by topic, language and time.
import type { Circle } from "@saathi/contract/circles";
import { notFound } from "./circle-errors.ts";
import type { ListedCircleRow } from "./circle-rows.ts";
import { presentCircle } from "./circles.presenter.ts";
import type { CirclesRepository } from "./circles.repository.ts";

/** Circles with their meetings (`upcomingOnly`: the listing's future scheduled ones). */
export const circlesWithMeetings = async (
  repo: CirclesRepository,
  rows: ListedCircleRow[],
  f: { from?: Date; to?: Date; upcomingOnly: boolean },
) => {
  const occ = await repo.occurrencesWithCounts(
    rows.map((r) => r.circle_id),
    f,
  );
  return rows.map((r) => presentCircle(r, occ));
};

export function createCircleDirectoryService(d: { repo: CirclesRepository }) {
  const { repo } = d;
  const withMeetings = (rows: ListedCircleRow[], f: { from?: Date; to?: Date; upcomingOnly: boolean }) =>
    circlesWithMeetings(repo, rows, f);
  return {
    /** Future scheduled meetings of listed hosts' active circles, by topic, language and time. */
    async list(f: { topic?: string; language?: string; from?: string; to?: string }) {
      const window = { ...(f.from ? { from: new Date(f.from) } : {}), ...(f.to ? { to: new Date(f.to) } : {}) };
      const ids = await repo.circleIdsWithUpcoming(window);
      const rows = (await repo.listedCircles({ circleIds: ids, topic: f.topic, language: f.language })).filter(
        (c) => c.status === "active",
      );
      const circles = (await withMeetings(rows, { ...window, upcomingOnly: true })).filter(
        (c) => c.occurrences.length > 0,
      );
      circles.sort((a, b) => (a.occurrences[0]?.startsAt ?? "").localeCompare(b.occurrences[0]?.startsAt ?? ""));
      return { circles };
    },

    /** One listed circle with its meetings to come; 404 for a host who is not listed. */
    async one(circleId: string): Promise<Circle> {
      const [row] = await repo.listedCircles({ circleIds: [circleId] });
      if (!row) throw notFound();
      const [c] = await withMeetings([row], { upcomingOnly: true });
      if (!c) throw notFound();
      return c;
    },
  };
}

export type CircleDirectoryService = ReturnType<typeof createCircleDirectoryService>;
