import { resolveRole } from "@saathi/contract/auth";
import { isLocale } from "@saathi/contract/locale";
import type { OwnProfile } from "@saathi/contract/profile";
import type { ProfileRow } from "./profiles.repository.ts";

/** The owner's view of their own profile. */
export function presentOwnProfile(row: ProfileRow): OwnProfile {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: row.displayName,
    username: row.username,
    bio: row.bio,
    avatarUrl: row.avatarUrl,
    location: row.location,
    role: resolveRole(row.role),
    isHideName: row.isHideName,
    isPrivate: row.isPrivate,
    languages: row.languages,
    locale: isLocale(row.locale) ? row.locale : null,
  };
}
