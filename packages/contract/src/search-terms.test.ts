import { describe, expect, it } from "vitest";
import { expandSearchTerms, normalizeSearchText } from "./search-terms.ts";

describe("expandSearchTerms", () => {
  it("keeps a plain name as it is (normalised), with nothing added", () => {
    expect(expandSearchTerms("  Priya   Sharma ")).toEqual(["priya sharma"]);
    expect(expandSearchTerms("@asha_rao")).toEqual(["asha_rao"]);
    expect(expandSearchTerms("   ")).toEqual([]);
  });

  it("leaves Devanagari intact: no ASCII filtering, lower-casing changes nothing", () => {
    expect(expandSearchTerms("प्रिया शर्मा")).toEqual(["प्रिया शर्मा"]);
  });

  it("writes the same letters the same way (NFC)", () => {
    // क + nukta typed as two code points or as the one of a keyboard that composes: one key.
    const decomposed = "\u0915\u093C";
    expect(normalizeSearchText("e\u0301")).toBe("é");
    expect(normalizeSearchText(decomposed)).toBe(decomposed.normalize("NFC"));
  });

  it("maps Hinglish and Devanagari speciality words to the English ones", () => {
    expect(expandSearchTerms("chinta")).toEqual(["chinta", "anxiety"]);
    expect(expandSearchTerms("चिंता")).toEqual(["चिंता", "anxiety"]);
    expect(expandSearchTerms("चिन्ता")).toContain("anxiety");
    expect(expandSearchTerms("डिप्रेशन")).toContain("depression");
    expect(expandSearchTerms("udaasi")).toContain("depression");
    expect(expandSearchTerms("उदासी")).toContain("depression");
    expect(expandSearchTerms("Depression")).toEqual(["depression"]);
    expect(expandSearchTerms("tanav")).toContain("stress");
    expect(expandSearchTerms("Tanaav")).toContain("stress");
    expect(expandSearchTerms("तनाव")).toContain("stress");
    expect(expandSearchTerms("rishta")).toContain("relationship");
    expect(expandSearchTerms("रिश्ते")).toContain("relationship");
    expect(expandSearchTerms("neend")).toContain("sleep");
    expect(expandSearchTerms("नींद")).toContain("sleep");
  });

  it("maps the language's names, however Hindi is spelled", () => {
    for (const q of ["hindi", "Hindi", "हिंदी", "हिन्दी"]) expect(expandSearchTerms(q)).toContain("hindi");
    expect(expandSearchTerms("अंग्रेज़ी")).toContain("english");
    expect(expandSearchTerms("अंग्रेजी")).toContain("english");
  });

  it("expands each word of a phrase, each English term once", () => {
    expect(expandSearchTerms("हिंदी में chinta aur tanav")).toEqual([
      "हिंदी में chinta aur tanav",
      "hindi",
      "anxiety",
      "stress",
    ]);
    expect(expandSearchTerms("chinta chinta")).toEqual(["chinta chinta", "anxiety"]);
    expect(expandSearchTerms("manasik swasthya")).toContain("mental health");
  });
});
