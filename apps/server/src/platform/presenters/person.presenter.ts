// The one presenter of a person (decision 016): what others may see of someone, hide-name applied.
// Responses that name the fields differently (`name`, `actorName`, `avatar`) copy from its output.

import type { PersonSummary } from "@saathi/contract/person";
import { displayNameOf } from "@saathi/contract/profile";
import type { UserSummary } from "@saathi/contract/public-profile";
import type { PersonRow } from "../db/person-columns.ts";

type NameFields = Pick<PersonRow, "username" | "displayName" | "firstName" | "lastName" | "isHideName">;

/** The name others see: the username when the member hides their name. */
export function visibleName(row: NameFields): string {
  if (row.isHideName) return row.username ? `@${row.username}` : "Saathi member";
  return row.displayName?.trim() || displayNameOf(row.firstName, row.lastName);
}

/** A person as anyone may see them. */
export function presentPerson(row: PersonRow): PersonSummary {
  return {
    userId: row.userId,
    username: row.username,
    displayName: visibleName(row),
    avatarUrl: row.avatarUrl,
  };
}

/**
 * A person read through a left join, whose profile row may be gone (a deleted reviewer): then the
 * name every screen has shown for them, 'Unknown User', under the id the caller knows.
 */
export function presentPersonOrUnknown(row: PersonRow | null, userId = ""): PersonSummary {
  if (row) return presentPerson(row);
  return { userId, username: null, displayName: displayNameOf(null, null), avatarUrl: null };
}

/** A member in lists, cards and search: the person, their bio and whether they are private. */
export function presentUserSummary(row: PersonRow & { bio: string | null }): UserSummary {
  return { ...presentPerson(row), bio: row.bio, isPrivate: row.isPrivate };
}
