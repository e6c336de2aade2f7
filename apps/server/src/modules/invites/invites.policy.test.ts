import { describe, expect, it } from "vitest";
import { acceptRefusal, emailMark, newInviteCode, profileComplete } from "./invites.policy.ts";

const now = new Date("2026-03-10T10:00:00Z");
const joiner = { id: "new", role: "users", emailVerified: true, createdAt: new Date("2026-03-09T10:00:00Z") };
const ok = { now, existingInviter: undefined, emailRewarded: false };

describe("invites policy", () => {
  it("refuses one's own code, non-members, old accounts, a second inviter and a rewarded email", () => {
    expect(acceptRefusal(joiner, "friend", ok)).toBeNull();
    expect(acceptRefusal(joiner, "new", ok)).toBe("own");
    expect(acceptRefusal({ ...joiner, role: "expert" }, "friend", ok)).toBe("members");
    expect(acceptRefusal({ ...joiner, emailVerified: false }, "friend", ok)).toBe("members");
    expect(acceptRefusal({ ...joiner, createdAt: new Date("2026-03-01T09:00:00Z") }, "friend", ok)).toBe("notNew");
    expect(acceptRefusal(joiner, "friend", { ...ok, existingInviter: "other" })).toBe("already");
    expect(acceptRefusal(joiner, "friend", { ...ok, existingInviter: "friend" })).toBeNull();
    expect(acceptRefusal(joiner, "friend", { ...ok, emailRewarded: true })).toBe("emailUsed");
  });
  it("a complete profile has a display name, a username and a bio", () => {
    const p = { displayName: "Asha", username: "asha", bio: "Hello" };
    expect(profileComplete(p)).toBe(true);
    expect(profileComplete({ ...p, username: null })).toBe(false);
    expect(profileComplete({ ...p, displayName: " " })).toBe(false);
    expect(profileComplete({ ...p, bio: "" })).toBe(false);
    expect(profileComplete(null)).toBe(false);
  });
  it("codes use the unambiguous alphabet; an email's mark ignores case and spaces and needs the secret", () => {
    expect(newInviteCode()).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    expect(newInviteCode(() => 0)).toBe("AAAAAAAA");
    expect(emailMark("s", " A@B.in ")).toBe(emailMark("s", "a@b.in"));
    expect(emailMark("s", "a@b.in")).not.toBe(emailMark("t", "a@b.in"));
    expect(emailMark("s", "a@b.in")).not.toContain("a@b.in");
  });
});
