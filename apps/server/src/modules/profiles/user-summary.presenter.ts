import { displayNameOf } from "@saathi/contract/profile";
import type { UserSummary } from "@saathi/contract/public-profile";

/** The profile columns every summary needs. */
export interface SummaryRow {
  userId: string;
  username: string | null;
  displayName: string | null;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  bio: string | null;
  isHideName: boolean;
  isPrivate: boolean;
}

/** The name others see: the username when the member hides their name. */
export function visibleName(
  row: Pick<SummaryRow, "username" | "displayName" | "firstName" | "lastName" | "isHideName">,
): string {
  if (row.isHideName) return row.username ? `@${row.username}` : "Saathi member";
  return row.displayName?.trim() || displayNameOf(row.firstName, row.lastName);
}

/** A member as anyone may see them (name hidden when they asked for it). */
export function presentUserSummary(row: SummaryRow): UserSummary {
  return {
    userId: row.userId,
    username: row.username,
    displayName: visibleName(row),
    avatarUrl: row.avatarUrl,
    bio: row.bio,
    isPrivate: row.isPrivate,
  };
}
