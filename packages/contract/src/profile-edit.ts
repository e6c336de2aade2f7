import { z } from "zod";
import { BIO_MAX, BIO_MIN, USERNAME_MAX, USERNAME_MIN } from "./constants.ts";

/** Messages of spec §5 (profile edit and setup) and §8 (profile). */
export const PROFILE_MSG = {
  usernameTaken: "Username is already taken. Please choose a different username.",
  firstNameRequired: "First name is required",
  lastNameRequired: "Last name is required",
  displayNameRequired: "Display name is required",
  usernameRequired: "Username is required",
  usernameMin: "Username must be at least 3 characters",
  usernameMax: "Username must be at most 20 characters",
  usernameEditChars: "Username can only contain letters, numbers and underscores",
  usernameSetupChars: "Username can only contain lowercase letters, numbers, underscores and dots",
  fullNameMin: "Full name must be at least 2 characters",
  bioRequired: "Bio is required",
  bioMin: "Bio must be at least 10 characters",
  bioMax: "Bio must be less than 500 characters",
  imageType: "Please select a valid image file",
  imageSize: "Image size must be less than 5MB",
  updateFailed: "Failed to update profile. Please try again.",
  checkingUsername: "Checking availability...",
} as const;

const bio = z
  .string()
  .trim()
  .min(1, PROFILE_MSG.bioRequired)
  .min(BIO_MIN, PROFILE_MSG.bioMin)
  .max(BIO_MAX, PROFILE_MSG.bioMax);

/** Username as the server accepts it: 3-20 letters, digits, underscore or dot (the union of both forms). */
export const usernameSchema = z
  .string()
  .trim()
  .min(1, PROFILE_MSG.usernameRequired)
  .min(USERNAME_MIN, PROFILE_MSG.usernameMin)
  .max(USERNAME_MAX, PROFILE_MSG.usernameMax)
  .regex(/^[A-Za-z0-9_.]+$/, PROFILE_MSG.usernameSetupChars);

/** 'Your Profile' edit modal (§5 Profile edit). */
export const profileEditFormSchema = z.object({
  firstName: z.string().trim().min(1, PROFILE_MSG.firstNameRequired).max(60),
  lastName: z.string().trim().min(1, PROFILE_MSG.lastNameRequired).max(60),
  displayName: z.string().trim().min(1, PROFILE_MSG.displayNameRequired).max(80),
  username: z
    .string()
    .trim()
    .min(1, PROFILE_MSG.usernameRequired)
    .min(USERNAME_MIN, PROFILE_MSG.usernameMin)
    .max(USERNAME_MAX, PROFILE_MSG.usernameMax)
    .regex(/^[A-Za-z0-9_]+$/, PROFILE_MSG.usernameEditChars),
  bio,
  location: z.string().trim().max(100).optional(),
  isHideName: z.boolean().optional(),
  isPrivate: z.boolean().optional(),
});

/** 'Complete Your Profile' dialog (§5 Profile setup). */
export const profileSetupFormSchema = z.object({
  fullName: z.string().trim().min(2, PROFILE_MSG.fullNameMin).max(120),
  username: z
    .string()
    .trim()
    .min(USERNAME_MIN, PROFILE_MSG.usernameMin)
    .max(USERNAME_MAX, PROFILE_MSG.usernameMax)
    .regex(/^[a-z0-9_.]+$/, PROFILE_MSG.usernameSetupChars),
  bio,
  isPrivate: z.boolean().optional(),
});

/** PATCH /api/profiles/me: only provided fields are written; text is trimmed. */
export const updateProfileBodySchema = z
  .object({
    firstName: z.string().trim().min(1, PROFILE_MSG.firstNameRequired).max(60),
    lastName: z.string().trim().max(60),
    displayName: z.string().trim().min(1, PROFILE_MSG.displayNameRequired).max(80),
    username: usernameSchema,
    bio,
    location: z.string().trim().max(100),
    isHideName: z.boolean(),
    isPrivate: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateProfileBody = z.infer<typeof updateProfileBodySchema>;

/** GET /api/profiles/username-availability?username= */
export const usernameAvailabilityQuerySchema = z.object({ username: z.string().trim().min(1).max(40) });
export const usernameAvailabilitySchema = z.object({ available: z.boolean() });

/** Client-side check of a chosen avatar or post image file. Returns the spec's message or null. */
export function imageFileProblem(file: { type: string; size: number }, maxBytes: number): string | null {
  if (!file.type.startsWith("image/")) return PROFILE_MSG.imageType;
  if (file.size >= maxBytes) return PROFILE_MSG.imageSize;
  return null;
}

export { normalizeAvatarUrl } from "./avatar.ts";
