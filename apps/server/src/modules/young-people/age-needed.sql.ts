// Whether a member still owes their age (a social sign-in that gave none): one SQL fragment that both
// /api/me (profiles) and the age question (young-people) read.
import { sql } from "drizzle-orm";

/**
 * True for a member who has given no age yet and has no password account: one who signed in with Google
 * or Microsoft, or whose account the email-code sign-in made (no account row at all; it skips the
 * sign-up's age question). The app asks them once before the feed. Seeded and older accounts (a
 * password account) are read as adults and never asked.
 */
export const ageNeededSql = (userId: string) =>
  sql`(not exists (select 1 from member_ages ma where ma.user_id = ${userId})
    and not exists (select 1 from account a where a.user_id = ${userId} and a.provider_id not in ('google', 'microsoft'))
    and exists (select 1 from user_profiles p where p.user_id = ${userId} and p.role = 'users'))`;
