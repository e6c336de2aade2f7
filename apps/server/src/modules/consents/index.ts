// What other modules use of consents: the two statements that make storing under the sensitive
// consent and withdrawing it take turns per member, so nothing saved at the moment of a withdrawal
// outlives it (the withdrawal deletes what it covers in the same transaction).
import { sql } from "drizzle-orm";

/**
 * Run first in a transaction that stores under the sensitive consent (and in its withdrawal): a
 * transaction-level lock per member, so a store and a withdrawal never overlap.
 */
export const sensitiveConsentTurn = (userId: string) =>
  sql`select pg_advisory_xact_lock(hashtext('sensitive_consent'), hashtext(${userId}))`;

/**
 * Run after sensitiveConsentTurn, as its own statement (so it sees a withdrawal that committed while
 * waiting): `active` is true when the member's newest sensitive consent is in force.
 */
export const sensitiveConsentActive = (userId: string) =>
  sql`select coalesce((select withdrawn_at is null from consents where user_id = ${userId}
    and purpose = 'sensitive' order by given_at desc limit 1), false) as active`;
