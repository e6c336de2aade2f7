// The caseload's words and flag, and who sees scores: pure rules, no database.
import { CHANGE_TEXT, trendOf } from "@saathi/contract/care-scores";
import { describe, expect, it } from "vitest";
import { checkInState, seesScores } from "./care-scores.policy.ts";

describe("trend of before-session scores", () => {
  it("PHQ-9 16 → 9 is a real improvement (7 ≥ 6), not yet remission (9 ≥ 5), on track", () => {
    const t = trendOf("phq9", [16, 12, 9]);
    expect(t).toEqual({
      first: 16,
      latest: 9,
      change: -7,
      changeKind: "reliably_improved",
      inRemission: false,
      notOnTrack: false,
    });
    expect(t && CHANGE_TEXT[t.changeKind]).toBe("a real improvement");
  });
  it("PHQ-9 16 → 11 is no reliable change (5 < 6); after four sessions that is not on track", () => {
    expect(trendOf("phq9", [16, 11])).toMatchObject({ changeKind: "no_reliable_change", notOnTrack: false });
    expect(trendOf("phq9", [16, 14, 12, 11])).toMatchObject({ changeKind: "no_reliable_change", notOnTrack: true });
  });
  it("a reliable worsening is not on track at once", () => {
    expect(trendOf("phq9", [8, 14])).toMatchObject({ changeKind: "reliably_worse", notOnTrack: true });
    expect(trendOf("gad7", [6, 10])).toMatchObject({ changeKind: "reliably_worse", notOnTrack: true });
  });
  it("remission: PHQ-9 under 5; WHO-5 higher is better (13 or more)", () => {
    expect(trendOf("phq9", [12, 4])).toMatchObject({ changeKind: "reliably_improved", inRemission: true });
    expect(trendOf("who5", [8, 14])).toMatchObject({ change: 6, changeKind: "reliably_improved", inRemission: true });
  });
  it("one score has a trend of itself; none has none", () => {
    expect(trendOf("gad7", [9])).toMatchObject({ first: 9, latest: 9, change: 0, notOnTrack: false });
    expect(trendOf("gad7", [])).toBeNull();
  });
});

describe("who sees scores and whether a check-in is open", () => {
  it("the member always; the expert only with consent", () => {
    expect(seesScores("member", false)).toBe(true);
    expect(seesScores("expert", false)).toBe(false);
    expect(seesScores("expert_read_only", false)).toBe(false);
    expect(seesScores("expert", true)).toBe(true);
  });
  it("a check-in closes at its session's start", () => {
    const start = new Date("2026-12-01T10:00:00Z");
    expect(checkInState("pending", start, new Date("2026-12-01T09:59:00Z"))).toBe("open");
    expect(checkInState("pending", start, start)).toBe("expired");
    expect(checkInState("answered", start, new Date("2026-12-02T00:00:00Z"))).toBe("answered");
  });
});
