import { resolveRole, splitFullName } from "@saathi/contract/auth";
import type { OwnProfile } from "@saathi/contract/profile";
import { presentOwnProfile } from "./profiles.presenter.ts";
import type { ProfilesRepository } from "./profiles.repository.ts";

export function createProfilesService(repo: ProfilesRepository) {
  return {
    /** A member's profile row, for other modules' rules (chat, follows); null when there is none. */
    findByUserId: (userId: string) => repo.findByUserId(userId),
    /** Every account gets a user_profiles row with its role; the full name is split at the first space. */
    async onUserCreated(u: { id: string; name: string; role: string }): Promise<void> {
      const { firstName, lastName } = splitFullName(u.name ?? "");
      await repo.createForUser({
        userId: u.id,
        firstName: firstName || null,
        lastName: lastName || null,
        displayName: u.name?.trim() || null,
        role: resolveRole(u.role),
      });
    },
    /** The signed-in user's own profile (only ever read for the session's own user). */
    async getOwn(userId: string): Promise<OwnProfile | null> {
      const [row, age] = await Promise.all([repo.findByUserId(userId), repo.ageFacts(userId)]);
      if (!row) return null;
      return { ...presentOwnProfile(row), ageBand: age.minor ? "13-17" : "18+", ageNeeded: age.ageNeeded };
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
