import type { Locale } from "@saathi/contract/locale";
import { MSG } from "@saathi/contract/messages";
import type { OwnProfile } from "@saathi/contract/profile";
import { PROFILE_MSG, type UpdateProfileBody } from "@saathi/contract/profile-edit";
import { YOUNG_ERROR, YOUNG_MSG } from "@saathi/contract/young-people";
import { expertListingsChanged } from "../../platform/cache/expert-listings.ts";
import { AppError } from "../../platform/http/errors.ts";
import { processImage } from "../../platform/storage/images.ts";
import type { Storage } from "../../platform/storage/storage.ts";
import { presentOwnProfile } from "./profiles.presenter.ts";
import type { ProfileQueries } from "./profiles.queries.ts";
import type { ProfilesRepository } from "./profiles.repository.ts";

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

/** A member editing their own profile (only ever their own: the id comes from the session). */
export function createProfileEditService(profiles: ProfilesRepository, queries: ProfileQueries, storage: Storage) {
  /** Other modules that act when a member saves their profile (an invited friend's reward). */
  const afterUpdate: Array<(userId: string) => Promise<void>> = [];
  const tellListeners = async (userId: string) => {
    // A listener's trouble never fails the member's save; invites also settle when the member asks.
    await Promise.all(afterUpdate.map((listener) => listener(userId).catch(() => {})));
  };
  return {
    /** Runs `listener` after each saved profile edit of a member. */
    onUpdated(listener: (userId: string) => Promise<void>): void {
      afterUpdate.push(listener);
    },
    async update(userId: string, body: UpdateProfileBody): Promise<OwnProfile> {
      // A member under 18 stays private until 18 (decision 038).
      if (body.isPrivate === false && (await profiles.isMinor(userId)))
        throw new AppError(403, YOUNG_ERROR.minorOnly, YOUNG_MSG.minorProtected);
      if (body.username && !(await queries.usernameFree(body.username, userId))) {
        throw new AppError(409, "USERNAME_TAKEN", PROFILE_MSG.usernameTaken, { field: "username" });
      }
      const fields = { ...body, ...(body.location !== undefined ? { location: body.location || null } : {}) };
      try {
        const row = await profiles.update(userId, fields);
        if (!row) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
        expertListingsChanged(); // an expert's name and bio on public answers
        await tellListeners(userId);
        return presentOwnProfile(row);
      } catch (err) {
        // Two members claiming the same name at once: the unique index decides, the loser hears why.
        if (isUniqueViolation(err))
          throw new AppError(409, "USERNAME_TAKEN", PROFILE_MSG.usernameTaken, { field: "username" });
        throw err;
      }
    },
    /** The language the member reads Saathi in: pages on every device, emails and SMS. */
    async setLocale(userId: string, locale: Locale): Promise<OwnProfile> {
      const row = await profiles.update(userId, { locale });
      if (!row) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
      return presentOwnProfile(row);
    },
    usernameAvailable: (userId: string, username: string) => queries.usernameFree(username.trim(), userId),
    /** Re-encodes the image (EXIF and GPS removed) and stores it as the member's avatar. */
    async setAvatar(userId: string, file: Buffer): Promise<OwnProfile> {
      const image = await processImage(file, { maxDimension: 512, thumbDimension: 128 });
      const stored = await storage.put(
        `users/avatars/${userId}/profile.${image.ext}`,
        image.full,
        image.contentType,
        300,
      );
      const row = await profiles.update(userId, { avatarUrl: `${stored.url}?v=${Date.now()}` });
      if (!row) throw new AppError(404, "USER_NOT_FOUND", MSG.userNotFound);
      expertListingsChanged();
      return presentOwnProfile(row);
    },
  };
}

export type ProfileEditService = ReturnType<typeof createProfileEditService>;
