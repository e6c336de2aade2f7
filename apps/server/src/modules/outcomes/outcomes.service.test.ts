// The outcomes table is read from SQL once, then served from memory; an old one is served while a new
// one is computed in the background, so no request waits for the read over every score.
import { describe, expect, it } from "vitest";
import type { OutcomesRepository, PairRow } from "./outcomes.repository.ts";
import { createOutcomesService } from "./outcomes.service.ts";

const pairs = (later: number): PairRow[] => [
  { kind: "pair", instrument: "phq9", weeks: 8, month: "2026-01", first: 20, later, members: 40 },
  { kind: "members", instrument: "phq9", weeks: 0, month: "", first: 0, later: 0, members: 40 },
];

describe("outcomes service", () => {
  it("computes once, serves the last table, and renews it in the background after 5 minutes", async () => {
    let clock = 0;
    let reads = 0;
    let later = 10;
    const repo: OutcomesRepository = {
      pairs: async () => {
        reads++;
        return pairs(later);
      },
    };
    const service = createOutcomesService(repo, () => clock);
    const first = await service.public();
    expect(first.rows[0]).toMatchObject({ n: 40, reliablyImproved: { count: 40, share: 1 } });
    expect(first.instruments[0]).toEqual({ instrument: "phq9", withTwoScores: 40 });
    clock += 299_000;
    await service.public();
    expect(reads).toBe(1);
    later = 19; // no reliable change now
    clock += 2_000;
    const stale = await service.public();
    expect(stale.rows[0]?.reliablyImproved?.count).toBe(40); // the old table, at once
    await new Promise((r) => setTimeout(r, 0));
    expect(reads).toBe(2);
    const fresh = await service.admin();
    expect(fresh.rows[0]?.reliablyImproved).toBeNull();
    expect(fresh.byMonth.map((m) => m.month)).toEqual(["2026-01"]);
  });
});
