// Who is listed: an expert appears in the directory, the landing page, search and
// availability, and can be booked, only when approved (published_at set) and still within the
// verification date (verified_until). Every query that shows or books an expert uses this one
// fragment; suspension clears verified_until, so a suspended expert is hidden at once, and a member
// suspension of the expert's account (admin-members) hides them too, and so does a pending deletion of
// the account (unpublished at once; 'Keep my account' lists them again).
import { type SQL, sql } from "drizzle-orm";
import { notSuspendedId } from "../../platform/db/person-columns.ts";

/** `listedExpertSql(sql\`ep\`)`: true for a listed row of expert_profiles under that alias. */
export const listedExpertSql = (alias: SQL = sql`ep`): SQL =>
  sql`(${alias}.published_at is not null and ${alias}.verified_until > now() and ${notSuspendedId(sql`${alias}.user_id`)}
    and not exists (select 1 from account_deletions adl where adl.user_id = ${alias}.user_id))`;

/** True when the user `userId` (a column or value) is a listed expert. */
export const isListedExpertSql = (userId: SQL): SQL =>
  sql`exists(select 1 from expert_profiles lx where lx.user_id = ${userId} and ${listedExpertSql(sql`lx`)})`;
