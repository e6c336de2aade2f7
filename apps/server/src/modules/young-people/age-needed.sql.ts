// Whether a member still owes their age (a social sign-in that gave none): one SQL fragment that both
// /api/me (profiles) and the age question (young-people) read.
import { sql } from "drizzle-orm";

/**
 * True for a member who signed in with Google or Microsoft and has given no age yet (no member_ages row,
 * no password or phone account): the app asks them once before the feed. Seeded and older accounts
 * (a password account) are read as adults and never asked.
 */
export const ageNeededSql = (userId: string) =>
  sql`(not exists (select 1 from member_ages ma where ma.user_id = ${userId})
    and exists (select 1 from account a where a.user_id = ${userId} and a.provider_id in ('google', 'microsoft'))
    and not exists (select 1 from account a where a.user_id = ${userId} and a.provider_id not in ('google', 'microsoft'))
    and exists (select 1 from user_profiles p where p.user_id = ${userId} and p.role = 'users'))`;
