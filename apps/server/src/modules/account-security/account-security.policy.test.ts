import { describe, expect, it } from "vitest";
import { memberNeedsSecondFactor } from "../../platform/auth/session.ts";
import { describeDevice, signInHistoryCutoff } from "./account-security.policy.ts";

describe("account-security policy", () => {
  it("names a device in words", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
    const edge = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0";
    expect(describeDevice(android)).toBe("Chrome on Android");
    expect(describeDevice(iphone)).toBe("Safari on iPhone");
    expect(describeDevice(edge)).toBe("Edge on Windows");
    expect(describeDevice(null)).toBe("Unknown device");
    expect(describeDevice("curl/8")).toBe("Unknown device");
  });
  it("keeps a year of sign-in history", () => {
    expect(signInHistoryCutoff(new Date("2026-11-23T00:00:00Z")).toISOString()).toBe("2025-11-23T00:00:00.000Z");
  });
  it("asks a member for a code only when two-factor is on and the session gave none; staff have their own gate", () => {
    expect(memberNeedsSecondFactor({ role: "users", twoFactorEnabled: true, secondFactor: false })).toBe(true);
    expect(memberNeedsSecondFactor({ role: "users", twoFactorEnabled: true, secondFactor: true })).toBe(false);
    expect(memberNeedsSecondFactor({ role: "users", twoFactorEnabled: false, secondFactor: false })).toBe(false);
    expect(memberNeedsSecondFactor({ role: "admin", twoFactorEnabled: true, secondFactor: false })).toBe(false);
  });
});
