import { describe, expect, it } from "vitest";
import { parseAcceptLanguage, pickLocale } from "./locale.ts";

describe("choosing a language from what the browser asks for", () => {
  it("orders an Accept-Language header by weight, keeping the header's order on ties", () => {
    expect(parseAcceptLanguage("en;q=0.5, hi-IN, hi;q=0.9, *;q=0.1")).toEqual(["hi-IN", "hi", "en"]);
    expect(parseAcceptLanguage("")).toEqual([]);
    expect(parseAcceptLanguage("fr;q=0, en")).toEqual(["en"]);
  });

  it("takes the first language Saathi speaks, by its base tag", () => {
    expect(pickLocale(["ta-IN", "hi-IN", "en"])).toBe("hi");
    expect(pickLocale(["en-GB", "hi"])).toBe("en");
    expect(pickLocale(["fr", "de"])).toBeNull();
  });
});
