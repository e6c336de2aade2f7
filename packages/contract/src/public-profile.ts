import { z } from "zod";
import { ROLES, USER_SEARCH_LIMIT } from "./constants.ts";
import { personSummarySchema } from "./person.ts";

/** Who a member is to the viewer. */
export const relationshipSchema = z.object({
  isSelf: z.boolean(),
  /** The viewer follows this member (accepted). */
  isFollowing: z.boolean(),
  /** The viewer asked to follow this private member; not yet answered. */
  requestSent: z.boolean(),
  /** This member asked to follow the viewer; not yet answered. */
  requestReceived: z.boolean(),
});
export type Relationship = z.infer<typeof relationshipSchema>;

/** A member as others see them in lists, cards and search: the hide-name flag is already applied. */
export const userSummarySchema = personSummarySchema.extend({
  bio: z.string().nullable(),
  isPrivate: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;

/** GET /api/profiles/:identifier (get_full_profile): private parts only for followers and the owner. */
export const publicProfileSchema = userSummarySchema.extend({
  /** Real first and last name; null when hidden. */
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  location: z.string().nullable(),
  role: z.enum(ROLES),
  isOnline: z.boolean(),
  languages: z.array(z.string()),
  categories: z.array(z.object({ id: z.string(), name: z.string() })),
  /** The member's story (bio-like long text); null when the viewer may not see it. */
  story: z.string().nullable(),
  stats: z.object({ followers: z.number().int(), following: z.number().int(), posts: z.number().int() }),
  relationship: relationshipSchema,
  /** Whether the viewer may see posts, story and follower lists. */
  canSeeContent: z.boolean(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const USER_SEARCH_MSG = { queryRequired: "q is required" } as const;

/** GET /api/users/search?q=&limit= (search_usernames): current user excluded. */
export const userSearchQuerySchema = z.object({
  q: z.string().trim().min(1, USER_SEARCH_MSG.queryRequired).max(60),
  limit: z.coerce.number().int().min(1).max(USER_SEARCH_LIMIT).default(USER_SEARCH_LIMIT),
});
export const userSearchResponseSchema = z.array(userSummarySchema);
