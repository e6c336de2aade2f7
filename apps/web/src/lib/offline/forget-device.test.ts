// Signing out forgets the member's own words kept in localStorage (a safety plan draft not yet saved),
// even when the screen that wrote them was never opened in this visit; other keys stay.
import { afterEach, describe, expect, it } from "vitest";
import { forgetThisDevice, MEMBER_STORAGE_PREFIX } from "./forget-device.ts";

afterEach(() => localStorage.clear());

describe("forgetting this device at sign-out", () => {
  it("drops every member-owned localStorage key and keeps the rest", async () => {
    localStorage.setItem(`${MEMBER_STORAGE_PREFIX}safety-plan-draft:u1`, '{"steps":{}}');
    localStorage.setItem(`${MEMBER_STORAGE_PREFIX}something-else:u1`, "x");
    localStorage.setItem("saathi-lang", "hi");
    await forgetThisDevice({ sessionAlive: false });
    expect(localStorage.getItem(`${MEMBER_STORAGE_PREFIX}safety-plan-draft:u1`)).toBeNull();
    expect(localStorage.getItem(`${MEMBER_STORAGE_PREFIX}something-else:u1`)).toBeNull();
    expect(localStorage.getItem("saathi-lang")).toBe("hi");
  });
});
