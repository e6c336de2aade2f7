import { describe, expect, it } from "vitest";
import { describeMiniIpip, MINI_IPIP_ITEMS, scoreMiniIpip } from "./mini-ipip.ts";

describe("Mini-IPIP", () => {
  it("has 20 items, 4 per trait, with the published reverse keying", () => {
    expect(MINI_IPIP_ITEMS).toHaveLength(20);
    const reversed = MINI_IPIP_ITEMS.filter((i) => i.keyed === "-").map((i) => i.number);
    expect(reversed).toEqual([6, 7, 8, 9, 10, 15, 16, 17, 18, 19, 20]);
    for (const trait of ["extraversion", "agreeableness", "conscientiousness", "neuroticism", "intellect"]) {
      expect(MINI_IPIP_ITEMS.filter((i) => i.trait === trait)).toHaveLength(4);
    }
  });

  it("scores a hand-computed example, reverse-keyed items included", () => {
    //             1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20
    const answers = [5, 4, 2, 1, 3, 1, 2, 4, 5, 1, 4, 5, 3, 2, 2, 2, 1, 3, 4, 2];
    // E: 5 + (6-1) + 4 + (6-2) = 18      A: 4 + (6-2) + 5 + (6-1) = 18
    // C: 2 + (6-4) + 3 + (6-3) = 10      N: 1 + (6-5) + 2 + (6-4) = 6
    // I: 3 + (6-1) + (6-2) + (6-2) = 16
    expect(scoreMiniIpip(answers)).toEqual({
      extraversion: 18,
      agreeableness: 18,
      conscientiousness: 10,
      neuroticism: 6,
      intellect: 16,
    });
    const shown = describeMiniIpip(scoreMiniIpip(answers));
    expect(shown.map((r) => [r.name, r.score, r.level])).toEqual([
      ["Extraversion", 18, "higher"],
      ["Agreeableness", 18, "higher"],
      ["Conscientiousness", 10, "middle"],
      ["Emotional stability", 18, "higher"], // 24 - 6
      ["Intellect / Imagination", 16, "higher"],
    ]);
  });

  it("keeps every score within 4-20 and rejects incomplete answers", () => {
    expect(Object.values(scoreMiniIpip(Array(20).fill(3)))).toEqual([12, 12, 12, 12, 12]);
    expect(scoreMiniIpip(Array(20).fill(1))).toEqual({
      extraversion: 12,
      agreeableness: 12,
      conscientiousness: 12,
      neuroticism: 12,
      intellect: 16,
    });
    expect(() => scoreMiniIpip(Array(19).fill(3))).toThrow();
    expect(() => scoreMiniIpip([...Array(19).fill(3), 6])).toThrow();
  });
});
