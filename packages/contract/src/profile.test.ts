import { describe, expect, it } from "vitest";
import { displayNameOf, initialsOf, parseProfileIdentifier } from "./profile.ts";
import { imageFileProblem, normalizeAvatarUrl, profileEditFormSchema, profileSetupFormSchema } from "./profile-edit.ts";

describe("display names and initials (§5)", () => {
  it("joins first and last; neither gives 'Unknown User'", () => {
    expect(displayNameOf("Asha", "Rao")).toBe("Asha Rao");
    expect(displayNameOf("Asha", null)).toBe("Asha");
    expect(displayNameOf(" ", undefined)).toBe("Unknown User");
  });

  it("initials: first letters, at most two, 'U' when none", () => {
    expect(initialsOf("asha rao")).toBe("AR");
    expect(initialsOf("Priya Lakshmi Nair")).toBe("PL");
    expect(initialsOf("")).toBe("U");
    expect(initialsOf(null)).toBe("U");
  });
});

describe("profile identifier (§5)", () => {
  it("a UUID is a user id; otherwise a username with an optional @", () => {
    expect(parseProfileIdentifier("7E478D6A-C5EB-4306-9136-1E945964E9A9")).toEqual({
      kind: "id",
      id: "7e478d6a-c5eb-4306-9136-1e945964e9a9",
    });
    expect(parseProfileIdentifier("@asha_rao")).toEqual({ kind: "username", username: "asha_rao" });
    expect(parseProfileIdentifier("asha_rao")).toEqual({ kind: "username", username: "asha_rao" });
    expect(parseProfileIdentifier("  ")).toBeNull();
    expect(parseProfileIdentifier("@")).toBeNull();
  });
});

describe("profile edit and setup (§5)", () => {
  const edit = { firstName: "Asha", lastName: "Rao", displayName: "Asha", username: "asha_rao", bio: "Ten chars!" };
  it("edit: names required; username 3+ letters, digits, underscore; bio 10-500", () => {
    expect(profileEditFormSchema.safeParse(edit).success).toBe(true);
    const msgs = (v: object) => profileEditFormSchema.safeParse({ ...edit, ...v }).error?.issues.map((i) => i.message);
    expect(msgs({ firstName: "" })).toEqual(["First name is required"]);
    expect(msgs({ username: "ab" })).toEqual(["Username must be at least 3 characters"]);
    expect(msgs({ username: "asha.rao" })).toEqual(["Username can only contain letters, numbers and underscores"]);
    expect(msgs({ bio: "short" })).toEqual(["Bio must be at least 10 characters"]);
    expect(msgs({ bio: "x".repeat(501) })).toEqual(["Bio must be less than 500 characters"]);
  });

  it("setup: full name 2+, username 3-20 lowercase, digits, underscore, dot", () => {
    const ok = { fullName: "Asha Rao", username: "asha.rao_1", bio: "Ten chars!" };
    expect(profileSetupFormSchema.safeParse(ok).success).toBe(true);
    expect(profileSetupFormSchema.safeParse({ ...ok, username: "Asha" }).success).toBe(false);
    expect(profileSetupFormSchema.safeParse({ ...ok, username: "a".repeat(21) }).success).toBe(false);
    expect(profileSetupFormSchema.safeParse({ ...ok, fullName: "A" }).success).toBe(false);
  });

  it("avatars: images only, under 5MB", () => {
    expect(imageFileProblem({ type: "text/plain", size: 10 }, 5 * 1024 * 1024)).toBe(
      "Please select a valid image file",
    );
    expect(imageFileProblem({ type: "image/png", size: 5 * 1024 * 1024 }, 5 * 1024 * 1024)).toBe(
      "Image size must be less than 5MB",
    );
    expect(imageFileProblem({ type: "image/jpeg", size: 1000 }, 5 * 1024 * 1024)).toBeNull();
  });

  it("avatar URL: blank, 'null' and 'undefined' mean none", () => {
    for (const v of ["", " ", "null", "undefined", null, undefined, "javascript:alert(1)"])
      expect(normalizeAvatarUrl(v)).toBeNull();
    expect(normalizeAvatarUrl("/uploads/a.webp")).toBe("/uploads/a.webp");
    expect(normalizeAvatarUrl("https://cdn.example/a.webp")).toBe("https://cdn.example/a.webp");
  });
});
