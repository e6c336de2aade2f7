import { suspensionActive } from "@saathi/contract/account-status";
import { describe, expect, it } from "vitest";
import { suspensionEnd, suspensionRefusal } from "./admin-members.policy.ts";

describe("member suspension policy", () => {
  it("refuses suspending yourself or another admin; members and experts may be suspended", () => {
    expect(suspensionRefusal("a", { id: "a", role: "admin" })).toBe("self");
    expect(suspensionRefusal("a", { id: "b", role: "admin" })).toBe("admin");
    expect(suspensionRefusal("a", { id: "b", role: "users" })).toBeNull();
    expect(suspensionRefusal("a", { id: "b", role: "expert" })).toBeNull();
  });

  it("an end date must lie ahead; none means until reinstated", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    expect(suspensionEnd(undefined, now)).toBeNull();
    expect(suspensionEnd("2026-11-23", now)).toBe("past");
    expect(suspensionEnd("2026-11-24", now)).toEqual(new Date("2026-11-23T18:30:00Z"));
  });

  it("a suspension with a passed end date is over by itself", () => {
    const now = new Date("2026-11-23T12:00:00Z");
    const at = new Date("2026-11-01T00:00:00Z");
    expect(suspensionActive({ suspendedAt: null, suspendedUntil: null }, now)).toBe(false);
    expect(suspensionActive({ suspendedAt: at, suspendedUntil: null }, now)).toBe(true);
    expect(suspensionActive({ suspendedAt: at, suspendedUntil: new Date("2026-11-24T00:00:00Z") }, now)).toBe(true);
    expect(suspensionActive({ suspendedAt: at, suspendedUntil: new Date("2026-11-23T12:00:00Z") }, now)).toBe(false);
  });
});
