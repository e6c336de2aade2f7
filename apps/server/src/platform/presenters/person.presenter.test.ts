import { personSummarySchema } from "@saathi/contract/person";
import { userSummarySchema } from "@saathi/contract/public-profile";
import { describe, expect, it } from "vitest";
import type { PersonRow } from "../db/person-columns.ts";
import { presentPerson, presentPersonOrUnknown, presentUserSummary } from "./person.presenter.ts";

const asha: PersonRow = {
  userId: "7e478d6a-c5eb-4306-9136-1e945964e9a9",
  username: "asha_rao",
  displayName: "Asha R.",
  firstName: "Asha",
  lastName: "Rao",
  avatarUrl: "/uploads/avatars/asha.webp",
  isHideName: false,
  isPrivate: true,
};

describe("presentPerson (decision 016)", () => {
  it("shows the display name, the username and the avatar, and nothing else", () => {
    const p = presentPerson(asha);
    expect(p).toEqual({
      userId: asha.userId,
      username: "asha_rao",
      displayName: "Asha R.",
      avatarUrl: "/uploads/avatars/asha.webp",
    });
    // Exactly the contract's fields, in its order (responses are compared byte for byte).
    expect(Object.keys(p)).toEqual(Object.keys(personSummarySchema.shape));
    expect(personSummarySchema.strict().parse(p)).toEqual(p);
  });

  it("falls back to first and last name, then to 'Unknown User', when there is no display name", () => {
    expect(presentPerson({ ...asha, displayName: "  " }).displayName).toBe("Asha Rao");
    expect(presentPerson({ ...asha, displayName: null, firstName: null, lastName: null }).displayName).toBe(
      "Unknown User",
    );
  });

  it("a hidden name shows as @username, or 'Saathi member' without one; never the real name", () => {
    const hidden = presentPerson({ ...asha, isHideName: true });
    expect(hidden.displayName).toBe("@asha_rao");
    expect(JSON.stringify(hidden)).not.toMatch(/Asha R\.|Rao/);
    expect(presentPerson({ ...asha, isHideName: true, username: null }).displayName).toBe("Saathi member");
  });

  it("a person whose profile is gone is 'Unknown User' under the id the caller knows", () => {
    expect(presentPersonOrUnknown(null, "u-1")).toEqual({
      userId: "u-1",
      username: null,
      displayName: "Unknown User",
      avatarUrl: null,
    });
    expect(presentPersonOrUnknown(asha, "ignored")).toEqual(presentPerson(asha));
  });

  it("a user summary is the person plus bio and privacy, in the contract's order", () => {
    const s = presentUserSummary({ ...asha, bio: "Walks at dawn." });
    expect(s).toEqual({ ...presentPerson(asha), bio: "Walks at dawn.", isPrivate: true });
    expect(Object.keys(s)).toEqual(Object.keys(userSummarySchema.shape));
  });
});
