// Doubt in a short answer to a safety question (safety-answer.ts), found on the fourth safety-answer probe
// (decision 041): a try, a half, "both" and "it depends" are unsure, never a yes. Lines written for this test;
// kept apart from safety-answer.test.ts, whose lines the probes' pins compare with.
import { describe, expect, it } from "vitest";
import { readShortSafetyAnswer } from "./safety-answer.ts";

describe("doubt in a short answer", () => {
  it.each([
    "i will try",
    "will try ji",
    "trying",
    "koshish karungi yaar",
    "कोशिश करूंगी",
    "haan aur na dono",
    "हां और ना दोनों",
    "haan bhi aur nahi bhi",
    "आधा हाँ आधा नहीं",
    "depends",
    "hope so",
    "50 50",
  ])("%s is unsure", (t) => expect(readShortSafetyAnswer(t)).toBe("unsure"));

  it.each(["yeah right", "ya right lol", "as if"])("%s (a yes in mockery) is no", (t) =>
    expect(readShortSafetyAnswer(t)).toBe("no"),
  );

  it.each(["yes", "haan", "हाँ", "i will", "yes i can", "yes right now"])("%s is still yes", (t) =>
    expect(readShortSafetyAnswer(t)).toBe("yes"),
  );
});
