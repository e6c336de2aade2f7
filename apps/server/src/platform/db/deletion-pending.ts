// Whether a member's account is set to be deleted (a pending row of account-deletion's table): bookings,
// packages and circle seats refuse new payments in the grace (nothing paid then is refunded by the erasure).
import { sql } from "drizzle-orm";
import { anyRow, queryRow, type RawRunner } from "./typed-query.ts";

export async function deletionPending(db: RawRunner, userId: string): Promise<boolean> {
  return (await queryRow(db, anyRow, sql`select 1 from account_deletions where user_id = ${userId}`)) !== null;
}
