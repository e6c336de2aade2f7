// The one place that spells a person's profile columns (decision 016). Every repository that shows
// someone joins their profile through here, and every presenter turns the resulting `PersonRow`
// into a summary with `presentPerson` (platform/presenters/person.presenter.ts).
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { userProfiles } from "./schema/profiles.ts";

/** What a person summary is made of: the name fields (for the hide-name rule), avatar and privacy. */
export const personRow = z.object({
  userId: z.string(),
  username: z.string().nullable(),
  displayName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  isHideName: z.boolean(),
  isPrivate: z.boolean(),
});
export type PersonRow = z.infer<typeof personRow>;

/** Drizzle selection of a `PersonRow` from `user_profiles` (spread it to add columns). */
export const personFields = {
  userId: userProfiles.userId,
  username: userProfiles.username,
  displayName: userProfiles.displayName,
  firstName: userProfiles.firstName,
  lastName: userProfiles.lastName,
  avatarUrl: userProfiles.avatarUrl,
  isHideName: userProfiles.isHideName,
  isPrivate: userProfiles.isPrivate,
};

// The profile is always aliased `up`, so a query may also filter on it (`up.is_private`, `up.username`).
const personObject = sql`json_build_object('userId', up.user_id, 'username', up.username::text,
  'displayName', up.display_name, 'firstName', up.first_name, 'lastName', up.last_name,
  'avatarUrl', up.avatar_url, 'isHideName', up.is_hide_name, 'isPrivate', up.is_private)`;

/**
 * Raw SQL: the joined profile `up` as one column `person` (a `PersonRow`, or null when a left join
 * found no profile).
 */
export const personColumns = sql`case when up.user_id is null then null else ${personObject} end as person`;

/** Raw SQL: joins the profile of the person whose id is `userId` as `up` (inner: rows without one drop). */
export const joinPerson = (userId: SQL) => sql`join user_profiles up on up.user_id = ${userId}`;

/** Raw SQL: like `joinPerson`, but keeps the row when the person has no profile (`person` is null). */
export const leftJoinPerson = (userId: SQL) => sql`left join user_profiles up on up.user_id = ${userId}`;

/** A `PersonRow` (or null) for one id, as a subquery: for selects that need no join (Drizzle or raw). */
export const personById = (userId: SQL) =>
  sql<PersonRow | null>`(select ${personObject} from user_profiles up where up.user_id = ${userId})`;

/**
 * The one definition of a live suspension: suspended by an admin and either without an
 * end date or with one still ahead. A suspension whose end date has passed ends by itself, with no
 * job to clear it. Every query that shows a person's content to others excludes these.
 */
export const suspensionLive = (suspendedAt: SQL | AnyColumn, suspendedUntil: SQL | AnyColumn) =>
  sql`(${suspendedAt} is not null and (${suspendedUntil} is null or ${suspendedUntil} > now()))`;

/** Raw SQL: the joined profile `up` is not suspended now. */
export const personNotSuspended = sql`not ${suspensionLive(sql`up.suspended_at`, sql`up.suspended_until`)}`;

/** Drizzle: the `user_profiles` row (unaliased) is not suspended now. */
export const profileNotSuspended = sql`not ${suspensionLive(userProfiles.suspendedAt, userProfiles.suspendedUntil)}`;

/** Raw SQL for a person not joined as `up`: true unless the account with this id is suspended now. */
export const notSuspendedId = (userId: SQL) =>
  sql`not exists (select 1 from user_profiles sp where sp.user_id = ${userId} and ${suspensionLive(sql`sp.suspended_at`, sql`sp.suspended_until`)})`;

/**
 * Raw SQL: ids of profiles whose username or any name field matches a LIKE `pattern` (lower-case,
 * escaped by the caller). One select per column, united, so each uses its own trigram index
 * (user_profiles_*_trgm) instead of one OR that the planner answers with a sequential scan.
 * For staff search only: it matches names a member hides from other members.
 */
export const profileIdsMatching = (
  pattern: string,
) => sql`select user_id from user_profiles where lower(username::text) like ${pattern}
  union select user_id from user_profiles where lower(display_name) like ${pattern}
  union select user_id from user_profiles where lower(first_name) like ${pattern}
  union select user_id from user_profiles where lower(last_name) like ${pattern}`;

/**
 * Drizzle: the `user_profiles` row (unaliased) may be found by member search ("Show me in
 * search"). The one rule every search path uses; a profile link works either way.
 */
export const profileDiscoverable = sql`${userProfiles.discoverable}`;
