// The public surface of young-people: the checks other modules call, and the SQL fragment that keeps
// minors' posts out of public rankings.
import { sql } from "drizzle-orm";

export type { YouthChecks } from "./young-people.service.ts";

/** True for a post author who is a minor today (a correlated check on member_ages; `authorId` is SQL). */
export const authorIsMinorSql = (authorId: ReturnType<typeof sql>) =>
  sql`exists (select 1 from member_ages ma where ma.user_id = ${authorId} and ma.adult_on > current_date)`;
