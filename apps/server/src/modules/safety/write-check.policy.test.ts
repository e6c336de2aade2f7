import { describe, expect, it } from "vitest";
import { decideWrite, isNewAccount, isPostingMuted } from "./write-check.policy.ts";

describe("write check policy", () => {
  it("a posting mute holds until its time", () => {
    expect(isPostingMuted(null, 0)).toBe(false);
    expect(isPostingMuted(new Date(1000), 999)).toBe(true);
    expect(isPostingMuted(new Date(1000), 1000)).toBe(false);
  });
  it("accounts are new for three days", () => {
    const created = new Date(0);
    expect(isNewAccount(created, 3 * 86_400_000 - 1)).toBe(true);
    expect(isNewAccount(created, 3 * 86_400_000)).toBe(false);
  });
  it("a crisis is published and queued; a method or a held word waits; nothing else is queued", () => {
    expect(decideWrite("none", null)).toEqual({ state: "visible", flags: [] });
    expect(decideWrite("risk", null)).toEqual({
      state: "visible",
      flags: [{ source: "crisis", risk: 2, held: false }],
    });
    expect(decideWrite("method", null).state).toBe("held");
    expect(decideWrite("method", null).flags[0]?.risk).toBe(3);
    expect(decideWrite("none", "hold")).toEqual({
      state: "held",
      flags: [{ source: "watched_word", risk: 1, held: true }],
    });
    expect(decideWrite("none", "flag").state).toBe("visible");
    expect(decideWrite("risk", "flag").flags).toHaveLength(2);
  });
});
