import { z } from "zod";
import { ROLES } from "./constants.ts";
import { localeSchema } from "./locale-schemas.ts";

/** The UUID shape that marks a profile identifier as a user id rather than a username. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PROFILE_NAME_TEXT = { unknownUser: "Unknown User" } as const;

/** First and last name joined; neither gives 'Unknown User'. */
export function displayNameOf(firstName?: string | null, lastName?: string | null): string {
  const name = [firstName?.trim(), lastName?.trim()].filter(Boolean).join(" ");
  return name || PROFILE_NAME_TEXT.unknownUser;
}

export { initialsOf } from "./avatar.ts";

/** A public-profile identifier: a user id (UUID) or a username with an optional leading @. */
export function parseProfileIdentifier(
  raw: string,
): { kind: "id"; id: string } | { kind: "username"; username: string } | null {
  const value = raw.trim();
  if (!value) return null;
  if (UUID_PATTERN.test(value)) return { kind: "id", id: value.toLowerCase() };
  const username = value.replace(/^@/, "");
  return username ? { kind: "username", username } : null;
}

/** The signed-in member's own profile as the API returns it. */
export const ownProfileSchema = z.object({
  userId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  displayName: z.string().nullable(),
  username: z.string().nullable(),
  bio: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  location: z.string().nullable(),
  role: z.enum(ROLES),
  isHideName: z.boolean(),
  isPrivate: z.boolean(),
  languages: z.array(z.string()),
  /** The language chosen for pages, emails and SMS; null until the member chooses. */
  locale: localeSchema.nullable(),
  /**
   * 13-17 for a member under 18 (the crisis card shows Childline first, the app its safer defaults);
   * absent or 18+ for an adult. Never a date of birth (decision 038).
   */
  ageBand: z.enum(["13-17", "18+"]).optional(),
  /** True once, after a first Google or Microsoft sign-in that gave no age: the app asks it before the feed. */
  ageNeeded: z.boolean().optional(),
});
export type OwnProfile = z.infer<typeof ownProfileSchema>;
