import { describe, expect, it } from "vitest";
import {
  blockedEitherWay,
  collapsedThemeFor,
  mayBlock,
  moderationMark,
  moderationView,
  muteActive,
  muteUntil,
} from "./visibility.policy.ts";

const now = Date.parse("2026-11-23T10:00:00Z");

describe("visibility policy", () => {
  it("a block hides both ways, and only between its two people", () => {
    const edges = [{ blockerId: "a", blockedId: "b" }];
    expect(blockedEitherWay(edges, "a", "b")).toBe(true);
    expect(blockedEitherWay(edges, "b", "a")).toBe(true);
    expect(blockedEitherWay(edges, "a", "c")).toBe(false);
    expect(blockedEitherWay(edges, "a", "a")).toBe(false);
    expect(mayBlock("a", "a")).toBe(false);
    expect(mayBlock("a", "b")).toBe(true);
  });

  it("mutes last 24 hours, 7 days or until undone", () => {
    expect(muteUntil("24h", now)?.toISOString()).toBe("2026-11-24T10:00:00.000Z");
    expect(muteUntil("7d", now)?.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    expect(muteUntil("forever", now)).toBeNull();
    expect(muteActive(null, now)).toBe(true);
    expect(muteActive(new Date(now + 1), now)).toBe(true);
    expect(muteActive(new Date(now), now)).toBe(false);
  });

  it("held and hidden content reaches only its author, marked", () => {
    expect(moderationView("x", { authorId: "a", state: "visible" })).toBe("shown");
    expect(moderationView("x", { authorId: "a", state: "held" })).toBe("absent");
    expect(moderationView("a", { authorId: "a", state: "hidden" })).toBe("marked");
    expect(moderationMark("a", { authorId: "a", state: "hidden", reason: "r" })).toEqual({
      state: "hidden",
      reason: "r",
    });
    expect(moderationMark("a", { authorId: "a", state: "held", reason: "r" })).toEqual({ state: "held", reason: null });
    expect(moderationMark("x", { authorId: "a", state: "hidden", reason: "r" })).toBeNull();
    expect(moderationMark("a", { authorId: "a", state: "visible", reason: null })).toBeNull();
  });

  it("a post collapses on the first theme both the post and the viewer have, never for its author", () => {
    expect(collapsedThemeFor(["loss", "suicide"], ["suicide", "loss"], false)).toBe("suicide");
    expect(collapsedThemeFor(["loss"], ["abuse"], false)).toBeNull();
    expect(collapsedThemeFor(["loss"], ["loss"], true)).toBeNull();
    expect(collapsedThemeFor([], [], false)).toBeNull();
  });
});
