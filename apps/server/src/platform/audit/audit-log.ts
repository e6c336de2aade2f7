// The append-only audit log (ARCHITECTURE: audit): every staff action writes one record in the same
// transaction as the change it describes. The table refuses UPDATE, DELETE and TRUNCATE (migration
// 0010), so nothing here can change a record once written.

import type { Db } from "../db/client.ts";
import { auditLog } from "../db/schema/trust.ts";

/** Who acted: an admin (id and email), or the command line / ADMIN_EMAILS list (no id). */
export type AuditActor = { id: string; email: string } | { id: null; label: "command line" | "ADMIN_EMAILS" };

export interface AuditRecord {
  actor: AuditActor;
  /** dotted verb, e.g. application.approve, member.suspend, refund.create, staff.grant */
  action: string;
  targetType:
    | "expert"
    | "member"
    | "booking"
    | "dispute"
    | "payout"
    | "course"
    | "staff"
    | "refund"
    | "moderation_item"
    | "watched_word"
    | "grievance"
    | "daily_wellness";
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

/** A database or a transaction (drizzle's tx has the same insert API). */
type Executor = Pick<Db, "insert">;

export async function writeAudit(executor: Executor, r: AuditRecord): Promise<void> {
  await executor.insert(auditLog).values({
    actorId: r.actor.id,
    actorLabel: r.actor.id === null ? r.actor.label : r.actor.email,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    before: r.before ?? null,
    after: r.after ?? null,
    reason: r.reason ?? null,
  });
}
