// The public surface of young-people: the checks other modules call, the SQL fragment that keeps
// minors' posts out of public rankings, and the one that says a social sign-in has not given an age.
import { sql } from "drizzle-orm";

export type {
  GuardianBookingHooks,
  GuardianHolds,
  GuardianHoldView,
} from "./guardian-booking.service.ts";
export type { YouthFacts } from "./young-people.policy.ts";
export type { YouthChecks } from "./young-people.service.ts";

/** True for a post author who is a minor today (a correlated check on member_ages; `authorId` is SQL). */
export const authorIsMinorSql = (authorId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from member_ages ma where ma.user_id = ${authorId} and ma.adult_on > current_date)`;

export { ageNeededSql } from "./age-needed.sql.ts";

/**
 * What `requireMayActOn` decides on, read in another module's own query (chat's send facts), as JSON:
 * the day the member turns 18 and whether a guardian's consent is in force; null: no recorded age (an
 * account older than the rule, read as an adult). `userId` is SQL.
 */
export const youthFactsSql = (userId: ReturnType<typeof sql>) =>
  sql`(select json_build_object('adultOn', ma.adult_on, 'consented', ma.adult_on is not null and exists (
      select 1 from guardian_consents gc where gc.minor_id = ma.user_id and gc.status = 'consented'))
    from member_ages ma where ma.user_id = ${userId})`;
