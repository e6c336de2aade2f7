// The public surface of young-people: the checks other modules call, the SQL fragment that keeps
// minors' posts out of public rankings, and the one that says a social sign-in has not given an age.
import { sql } from "drizzle-orm";

export type {
  GuardianBookingHooks,
  GuardianHolds,
  GuardianHoldView,
} from "./guardian-booking.service.ts";
export type { YouthChecks } from "./young-people.service.ts";

/** True for a post author who is a minor today (a correlated check on member_ages; `authorId` is SQL). */
export const authorIsMinorSql = (authorId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from member_ages ma where ma.user_id = ${authorId} and ma.adult_on > current_date)`;

export { ageNeededSql } from "./age-needed.sql.ts";
