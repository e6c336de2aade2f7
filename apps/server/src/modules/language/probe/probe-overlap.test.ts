// closeLines compares only the lines that share a word of their prefixes (prefix filtering): it must find
// exactly the lines a comparison of every pair finds, at every bound, on lines of every shape.
import { describe, expect, it } from "vitest";
import { seededRandom } from "../logistic.ts";
import { closeLines, closeLinesEveryPair } from "./probe-overlap.ts";

/** Lines of 0-12 words from a small vocabulary (so that many pairs come close), some repeating a word. */
function linesOf(prefix: string, count: number, random: () => number): { id: string; text: string }[] {
  const vocabulary = ["main", "aaj", "bahut", "thak", "gaya", "hu", "i", "am", "so", "tired", "exam", "kal", "ghar"];
  return Array.from({ length: count }, (_, n) => {
    const words = Array.from(
      { length: Math.floor(random() * 13) },
      () => vocabulary[Math.floor(random() * vocabulary.length)],
    );
    return { id: `${prefix}${n}`, text: words.join(" ") };
  });
}

describe("closeLines", () => {
  it("finds exactly the lines every pair's comparison finds, at every bound", () => {
    const random = seededRandom(33);
    for (let round = 0; round < 20; round += 1) {
      const probe = linesOf(`p${round}-`, 40, random);
      const others = linesOf(`o${round}-`, 200, random);
      for (const bound of [0.3, 0.5, 0.65, 0.8, 1]) {
        const want = closeLinesEveryPair(probe, others, bound);
        expect(closeLines(probe, others, bound), `round ${round}, bound ${bound}`).toEqual(want);
      }
    }
  });

  it("finds a line close to another and not one far from every other", () => {
    const others = [{ id: "o1", text: "aaj main bahut thak gaya hu yaar" }];
    const probe = [
      { id: "near", text: "aaj main bahut thak gaya hu" },
      { id: "far", text: "kal exam hai aur kuch yaad nahi" },
      { id: "empty", text: "" },
    ];
    expect(closeLines(probe, others)).toEqual(["near"]);
    expect(closeLinesEveryPair(probe, others)).toEqual(["near"]);
  });
});
