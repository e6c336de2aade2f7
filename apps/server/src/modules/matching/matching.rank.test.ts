// The ranking of "Find my counsellor", without a database: who comes first, and the reasons said.
import { DAY_PARTS, type MatchRequestInput, matchRequestSchema, WEEK_PARTS } from "@saathi/contract/matching";
import { describe, expect, it } from "vitest";
import { type Candidate, rankableSlots, rankExperts, understand } from "./matching.rank.ts";

// Tuesday 1 December 2026, 10:00 in India.
const NOW = Date.parse("2026-12-01T04:30:00Z");
const ist = (isoLocal: string) => Date.parse(`${isoLocal}+05:30`);
const TOMORROW_7PM = ist("2026-12-02T19:00:00");

const expert = (over: Partial<Candidate> & { expertId: string }): Candidate => ({
  displayName: over.expertId,
  username: null,
  avatarUrl: null,
  feePaise: 100_000,
  languages: ["English"],
  specialisations: ["Mental Health"],
  sessionTypes: ["video", "audio"],
  gender: null,
  yearsExperience: 3,
  rating: null,
  feedbackCount: 0,
  slots: [],
  ...over,
});

const asha = expert({
  expertId: "asha",
  languages: ["Hindi", "English"],
  specialisations: ["Teen and Family", "Stress & Anxiety"],
  gender: "woman",
  feePaise: 80_000,
  slots: [TOMORROW_7PM],
});
const ben = expert({
  expertId: "ben",
  languages: ["English"],
  specialisations: ["Teen and Family", "Stress & Anxiety"],
  gender: "man",
  rating: 4.9,
  feedbackCount: 40,
  yearsExperience: 15,
  slots: [ist("2026-12-01T15:00:00")],
});
const chitra = expert({
  expertId: "chitra",
  languages: ["Hindi"],
  specialisations: ["Relationship"],
  gender: "woman",
  slots: [ist("2026-12-01T18:00:00")],
});
const dev = expert({
  expertId: "dev",
  languages: ["Hindi", "English"],
  specialisations: ["Work Challenges"],
  gender: "man",
  sessionTypes: ["chat"],
  feePaise: 300_000,
  slots: [],
});
const ALL = [ben, chitra, dev, asha];

const ask = (input: MatchRequestInput) => matchRequestSchema.parse(input);
const rank = (input: MatchRequestInput, experts: Candidate[] = ALL) => rankExperts(ask(input), experts, NOW);

describe("understanding the member's words", () => {
  it("reads Hinglish, Hindi and English worries, and notices Hindi written either way", () => {
    expect(understand({ worries: [], text: "exam ka bahut tension hai" })).toEqual({
      worries: ["exam", "stress"],
      writesHindi: true,
    });
    expect(understand({ worries: [], text: "परीक्षा का तनाव" })).toEqual({
      worries: ["exam", "stress"],
      writesHindi: true,
    });
    expect(understand({ worries: ["sleep"], text: "I am stressed about exams" })).toEqual({
      worries: ["sleep", "stress", "exam"],
      writesHindi: false,
    });
  });
});

describe("ranking with reasons", () => {
  it("a Hindi-speaking exam-stress expert free tomorrow evening ranks first for 'exam ka bahut tension hai', and says why", () => {
    const r = rank({ text: "exam ka bahut tension hai", language: "Hindi", dayParts: ["evening"] });
    expect(r.worries).toEqual(["exam", "stress"]);
    expect(r.relaxed).toEqual([]);
    const first = r.matches[0];
    expect(first?.expertId).toBe("asha");
    expect(first?.reasons.slice(0, 4)).toEqual([
      { code: "language", language: "Hindi" },
      { code: "worry", worry: "exam" },
      { code: "worry", worry: "stress" },
      { code: "slot", startsAt: new Date(TOMORROW_7PM).toISOString(), preferred: true },
    ]);
    expect(first?.slot).toEqual({
      startsAt: new Date(TOMORROW_7PM).toISOString(),
      endsAt: new Date(TOMORROW_7PM + 3_600_000).toISOString(),
    });
    // Only Hindi speakers meet the choice; Ben (English only) is not shown while enough others are.
    expect(r.matches.map((m) => m.expertId)).toEqual(["asha", "chitra", "dev"]);
    expect(r.matches.every((m) => m.misses.length === 0)).toBe(true);
  });

  it("without a language chosen, Hinglish words prefer a Hindi speaker over a better-rated English one", () => {
    const r = rank({ text: "exam ka bahut tension hai" });
    expect(r.matches[0]?.expertId).toBe("asha");
    expect(r.matches[0]?.reasons[0]).toEqual({ code: "language", language: "Hindi" });
    // In English, the worries alone decide between the two, and Ben's rating and earlier slot win.
    expect(rank({ text: "exam stress" }).matches[0]?.expertId).toBe("ben");
  });

  it("the slot offered is the earliest at a preferred time, else the earliest", () => {
    const early = ist("2026-12-01T11:00:00");
    const evening = ist("2026-12-03T18:00:00");
    const e = expert({ expertId: "e", slots: [NOW - 3_600_000, early, evening] });
    const byEvening = rank({ dayParts: ["evening"] }, [e]).matches[0];
    expect(byEvening?.slot?.startsAt).toBe(new Date(evening).toISOString());
    expect(byEvening?.reasons).toContainEqual({
      code: "slot",
      startsAt: new Date(evening).toISOString(),
      preferred: true,
    });
    const byWeekend = rank({ weekPart: "weekend" }, [e]).matches[0];
    expect(byWeekend?.slot?.startsAt).toBe(new Date(early).toISOString());
    expect(byWeekend?.reasons).toContainEqual({
      code: "slot",
      startsAt: new Date(early).toISOString(),
      preferred: false,
    });
    // A past slot is never offered.
    expect(rank({}, [expert({ expertId: "p", slots: [NOW - 1] })]).matches[0]?.slot).toBeNull();
  });

  it("gender, budget and mode are choices experts must meet, and say so when met", () => {
    const r = rank({ gender: "woman", budgetRupees: 1000, mode: "video" }, [
      ...ALL,
      expert({ expertId: "f", gender: "woman", feePaise: 50_000 }),
    ]);
    expect(r.matches.map((m) => m.expertId).sort()).toEqual(["asha", "chitra", "f"]);
    expect(r.relaxed).toEqual([]);
    expect(r.matches.find((m) => m.expertId === "asha")?.reasons).toEqual(
      expect.arrayContaining([
        { code: "gender", gender: "woman" },
        { code: "budget", feePaise: 80_000 },
        { code: "mode", mode: "video" },
      ]),
    );
  });
});

describe("never nothing when experts exist", () => {
  it("loosens the least important choices first, says which, and lists what each expert misses", () => {
    // Nobody speaks Kannada: language is loosened last, after mode, budget and gender.
    const r = rank({ language: "Kannada", gender: "non_binary", budgetRupees: 1, mode: "video" });
    expect(r.matches.length).toBe(4);
    expect(r.relaxed).toEqual(["mode", "budget", "gender", "language"]);
    // Those who miss fewer choices come first (Dev offers chat only: he misses the mode too).
    expect(r.matches.at(-1)?.expertId).toBe("dev");
    expect(r.matches.every((m) => m.misses.includes("language"))).toBe(true);
    // One woman meets the gender choice but none meets all: those missing fewer come first.
    const one = rank({ gender: "woman", mode: "audio" }, [ben, asha, dev]);
    expect(one.matches[0]?.expertId).toBe("asha");
    expect(one.matches[0]?.misses).toEqual([]);
    expect(one.matches.slice(1).every((m) => m.misses.length > 0)).toBe(true);
    expect(one.relaxed).toContain("gender");
  });

  it("answers an empty list only when no expert is listed", () => {
    expect(rank({ text: "neend nahi aati" }, [])).toEqual({ matches: [], worries: ["sleep"], relaxed: [] });
  });
});

describe("the slots kept in the listing (rankableSlots)", () => {
  // A fortnight of hourly free slots from 06:00 to 23:00 in India, with some taken: as the listing is
  // built, only slots not started yet.
  const fortnight = Array.from({ length: 14 * 24 }, (_, h) => ist("2026-12-01T11:00:00") + h * 3_600_000).filter(
    (ms, i) => new Date(ms + 5.5 * 3_600_000).getUTCHours() >= 6 && i % 7 !== 3,
  );

  it("keeps at most two of each time class, in order, far fewer than a fortnight's", () => {
    const kept = rankableSlots(fortnight);
    expect(fortnight.length).toBeGreaterThan(200);
    expect(kept.length).toBeLessThanOrEqual(16);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
    expect(kept[0]).toBe(fortnight[0]);
  });

  it("ranks every answer about times exactly as the whole fortnight does, at any moment in it", () => {
    const full = [
      expert({ expertId: "a", slots: fortnight }),
      expert({ expertId: "b", slots: fortnight.filter((_, i) => i % 3 === 0) }),
      expert({ expertId: "c", slots: fortnight.filter((ms) => new Date(ms).getUTCDay() % 6 === 0) }),
    ];
    const thin = full.map((c) => ({ ...c, slots: rankableSlots(c.slots) }));
    const parts = [[], ...DAY_PARTS.map((p) => [p]), [DAY_PARTS[0], DAY_PARTS[2]]];
    // Moments within the listing's reuse (seconds): as it was built, and just after the earliest slot started.
    for (const now of [NOW, (fortnight[0] as number) + 1])
      for (const weekPart of WEEK_PARTS)
        for (const dayParts of parts) {
          const answers = matchRequestSchema.parse({ weekPart, dayParts } satisfies MatchRequestInput);
          expect(rankExperts(answers, thin, now)).toEqual(rankExperts(answers, full, now));
        }
  });
});
