import { describe, expect, it } from "vitest";
import { EXPERT_SCREENS, MEMBER_SCREENS } from "./routes.ts";

describe("route table (spec §2)", () => {
  it("lists every protected route of the spec once", () => {
    const paths = [...MEMBER_SCREENS, ...EXPERT_SCREENS].map(([p]) => p);
    for (const p of [
      "/feed",
      "/booking",
      "/wellness/wellnessList/:courseId",
      "/score",
      "/expert/onBoarding",
      "/expert/vendorbooking",
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});
