// Staff rules without a database (decision 014: policies are pure and tested alone).
import { describe, expect, it } from "vitest";
import { staffRefusal } from "../../platform/auth/staff-guard.ts";
import {
  isAuditRangeValid,
  netRevenue,
  parseAdminEmails,
  roleAfterGrant,
  roleAfterRevoke,
} from "./admin-staff.policy.ts";

describe("staff policies", () => {
  it("only an admin whose session proved the second factor is let in", () => {
    expect(staffRefusal({ role: "users", secondFactor: true })).toBe("staff-only");
    expect(staffRefusal({ role: "expert", secondFactor: true })).toBe("staff-only");
    expect(staffRefusal({ role: "admin", secondFactor: false })).toBe("two-factor");
    expect(staffRefusal({ role: "admin", secondFactor: true })).toBeNull();
  });
  it("grant and revoke change the role only when needed", () => {
    expect(roleAfterGrant("users")).toBe("admin");
    expect(roleAfterGrant("expert")).toBe("admin");
    expect(roleAfterGrant("admin")).toBeNull();
    expect(roleAfterRevoke("admin")).toBe("users");
    expect(roleAfterRevoke("users")).toBeNull();
  });
  it("moderators are staff for the moderation routes only, with the second factor too", () => {
    expect(roleAfterGrant("users", "moderator")).toBe("moderator");
    expect(roleAfterGrant("admin", "moderator")).toBe("moderator");
    expect(roleAfterGrant("moderator", "moderator")).toBeNull();
    expect(roleAfterGrant("moderator")).toBe("admin");
    expect(roleAfterRevoke("moderator")).toBe("users");
    expect(staffRefusal({ role: "moderator", secondFactor: true })).toBe("staff-only");
    expect(staffRefusal({ role: "moderator", secondFactor: true }, ["admin", "moderator"])).toBeNull();
    expect(staffRefusal({ role: "moderator", secondFactor: false }, ["admin", "moderator"])).toBe("two-factor");
    expect(staffRefusal({ role: "users", secondFactor: true }, ["admin", "moderator"])).toBe("staff-only");
  });
  it("audit ranges run forwards; revenue never shows below zero; ADMIN_EMAILS is a clean list", () => {
    expect(isAuditRangeValid("2026-01-01", "2026-01-31")).toBe(true);
    expect(isAuditRangeValid("2026-02-01", "2026-01-31")).toBe(false);
    expect(isAuditRangeValid(undefined, "2026-01-31")).toBe(true);
    expect(netRevenue(120_000, 30_000)).toBe(90_000);
    expect(netRevenue(0, 30_000)).toBe(0);
    expect(parseAdminEmails(" A@x.in, ,b@y.in,a@x.in ")).toEqual(["a@x.in", "b@y.in"]);
    expect(parseAdminEmails(undefined)).toEqual([]);
  });
});
