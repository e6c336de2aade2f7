import { describe, expect, it } from "vitest";
import { isFresh, mayName, UPLIFT_CACHE_MS } from "./uplift.policy.ts";

describe("uplift policy", () => {
  it("names only public members who show their name", () => {
    expect(mayName({ isPrivate: false, isHideName: false })).toBe(true);
    expect(mayName({ isPrivate: false, isHideName: true })).toBe(false);
    expect(mayName({ isPrivate: true, isHideName: false })).toBe(false);
  });
  it("the ranking is kept for a minute", () => {
    expect(isFresh(0, UPLIFT_CACHE_MS - 1)).toBe(true);
    expect(isFresh(0, UPLIFT_CACHE_MS)).toBe(false);
  });
});
