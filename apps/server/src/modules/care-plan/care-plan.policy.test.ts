import { describe, expect, it } from "vitest";
import { bookingOfLink, checkHomeworkRef, sessionStarted } from "./care-plan.policy.ts";

describe("homework references", () => {
  const lesson = "3f1c2b9e-1111-4a2b-8c3d-123456789abc:4f1c2b9e-2222-4a2b-8c3d-123456789abc";
  it("fit their kind", () => {
    expect(checkHomeworkRef("bot_flow", "sleep", "", 5)).toBe("ok");
    expect(checkHomeworkRef("bot_flow", "home", "", 5)).toBe("bad_ref");
    expect(checkHomeworkRef("bot_flow", null, "", 5)).toBe("bad_ref");
    expect(checkHomeworkRef("course_lesson", lesson, "", 5)).toBe("needs_lesson_check");
    expect(checkHomeworkRef("course_lesson", "intro", "", 5)).toBe("bad_ref");
    expect(checkHomeworkRef("challenge_day", "5", "", 5)).toBe("ok");
    expect(checkHomeworkRef("challenge_day", "6", "", 5)).toBe("bad_ref");
    expect(checkHomeworkRef("challenge_day", "02", "", 5)).toBe("bad_ref");
    expect(checkHomeworkRef("task", null, "Walk", 5)).toBe("ok");
    expect(checkHomeworkRef("task", null, "  ", 5)).toBe("needs_instructions");
    expect(checkHomeworkRef("task", "x", "Walk", 5)).toBe("ref_not_allowed");
    expect(checkHomeworkRef("breathing", null, "", 5)).toBe("ok");
    expect(checkHomeworkRef("grounding", "x", "", 5)).toBe("bad_ref");
    expect(checkHomeworkRef("journal_prompt", null, "", 5)).toBe("needs_instructions");
    expect(checkHomeworkRef("journal_prompt", "What helped?", "", 5)).toBe("ok");
  });
  it("a session is written about once it has started, and only for its own pair", () => {
    const now = new Date("2026-01-01T10:00:00Z");
    expect(sessionStarted({ status: "CONFIRMED", startsAt: new Date("2026-01-01T10:00:00Z") }, now)).toBe(true);
    expect(sessionStarted({ status: "CONFIRMED", startsAt: new Date("2026-01-01T10:00:01Z") }, now)).toBe(false);
    expect(sessionStarted({ status: "CANCELLED", startsAt: new Date("2025-01-01T10:00:00Z") }, now)).toBe(false);
    expect(bookingOfLink({ expertId: "e", clientId: "m" }, { expertId: "e", memberId: "m" })).toBe(true);
    expect(bookingOfLink({ expertId: "e", clientId: "x" }, { expertId: "e", memberId: "m" })).toBe(false);
  });
});
