// Trust and operations: expert applications and their documents, refunds, disputes,
// payouts, and the append-only audit log of every staff action.
import { sql } from "drizzle-orm";
import {
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { bookings, payments } from "./bookings.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => uuid(name).references(() => user.id, { onDelete: "cascade" });

/**
 * An expert's application to be listed (ARCHITECTURE: vetting before money). One row per expert;
 * states draft → submitted → (changes_requested → submitted)* → approved | rejected;
 * approved ⇄ suspended. Every transition is in audit_log.
 */
export const expertApplications = pgTable(
  "expert_applications",
  {
    expertId: userRef("expert_id").primaryKey(),
    status: text("status").notNull().default("draft"),
    /** clinical_psychologist (RCI register number required) or counsellor. */
    practitionerKind: text("practitioner_kind"),
    qualification: text("qualification"),
    institution: text("institution"),
    professionalBody: text("professional_body"),
    registrationNumber: text("registration_number"),
    yearsOfPractice: integer("years_of_practice"),
    /** The admin's last message: changes requested, rejection or suspension reason. */
    reviewerMessage: text("reviewer_message"),
    submittedAt: ts("submitted_at"),
    decidedAt: ts("decided_at"),
    decidedBy: uuid("decided_by").references(() => user.id, { onDelete: "set null" }),
    approvedAt: ts("approved_at"),
    /** Approval + 12 months: past it the expert is hidden until re-verified. */
    reverifyBy: ts("reverify_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "expert_applications_status_check",
      sql`${t.status} in ('draft', 'submitted', 'changes_requested', 'approved', 'rejected', 'suspended')`,
    ),
    check(
      "expert_applications_kind_check",
      sql`${t.practitionerKind} is null or ${t.practitionerKind} in ('clinical_psychologist', 'counsellor')`,
    ),
    check(
      "expert_applications_years_check",
      sql`${t.yearsOfPractice} is null or ${t.yearsOfPractice} between 0 and 70`,
    ),
    index("expert_applications_queue_idx").on(t.status, t.submittedAt),
    index("expert_applications_reverify_idx").on(t.reverifyBy).where(sql`${t.status} = 'approved'`),
  ],
);

/** Documents attached to an application, in private storage (never under a public URL). */
export const expertApplicationDocuments = pgTable(
  "expert_application_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expertId: userRef("expert_id").notNull(),
    /** degree, registration_certificate, government_id. */
    kind: text("kind").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: integer("size_bytes").notNull(),
    fileName: text("file_name").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "expert_application_documents_kind_check",
      sql`${t.kind} in ('degree', 'registration_certificate', 'government_id')`,
    ),
    index("expert_application_documents_expert_idx").on(t.expertId, t.createdAt),
  ],
);

/**
 * Every refund of a booking's payment, full or partial, whoever caused it. The sum of a payment's
 * refunds never exceeds its amount (the service locks the payment row); idempotency_key makes a
 * repeated request one refund.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    paymentId: uuid("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    amount: integer("amount").notNull(),
    reason: text("reason").notNull(),
    /** admin, dispute, expert_suspended, cancellation. */
    source: text("source").notNull(),
    /** pending (gateway not yet answered or to retry), refunded, failed. */
    status: text("status").notNull().default("pending"),
    gatewayRefundId: text("gateway_refund_id"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    requestedBy: uuid("requested_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    refundedAt: ts("refunded_at"),
    /** The worker sending this pending refund holds it until then (a lease). */
    claimedUntil: ts("claimed_until"),
  },
  (t) => [
    check("refunds_amount_check", sql`${t.amount} > 0`),
    check("refunds_status_check", sql`${t.status} in ('pending', 'refunded', 'failed')`),
    check("refunds_source_check", sql`${t.source} in ('admin', 'dispute', 'expert_suspended', 'cancellation')`),
    index("refunds_booking_idx").on(t.bookingId),
    index("refunds_created_idx").on(t.createdAt),
    // Migration 0013 (money): a payment's refunds summed under its lock; pending ones for the retry job.
    index("refunds_payment_idx").on(t.paymentId),
    index("refunds_pending_idx").on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** 'Report a problem' on a completed booking (within 7 days after it); one per booking. */
export const bookingDisputes = pgTable(
  "booking_disputes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bookingId: uuid("booking_id")
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: "cascade" }),
    memberId: userRef("member_id").notNull(),
    expertId: userRef("expert_id").notNull(),
    /** expert_absent, late, unprofessional, technical, other. */
    category: text("category").notNull(),
    description: text("description").notNull(),
    /** The expert may answer once. */
    expertReply: text("expert_reply"),
    expertRepliedAt: ts("expert_replied_at"),
    /** open, resolved. */
    status: text("status").notNull().default("open"),
    /** refund, partial, none. */
    resolution: text("resolution"),
    refundAmount: integer("refund_amount"),
    resolutionMessage: text("resolution_message"),
    resolvedBy: uuid("resolved_by").references(() => user.id, { onDelete: "set null" }),
    resolvedAt: ts("resolved_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    check(
      "booking_disputes_category_check",
      sql`${t.category} in ('expert_absent', 'late', 'unprofessional', 'technical', 'other')`,
    ),
    check("booking_disputes_status_check", sql`${t.status} in ('open', 'resolved')`),
    check(
      "booking_disputes_resolution_check",
      sql`${t.resolution} is null or ${t.resolution} in ('refund', 'partial', 'none')`,
    ),
    index("booking_disputes_status_idx").on(t.status, t.createdAt),
    index("booking_disputes_expert_idx").on(t.expertId),
    index("booking_disputes_member_idx").on(t.memberId),
  ],
);

/** A month of an expert's earnings marked paid, with the figures as they were when paid. */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    expertId: userRef("expert_id").notNull(),
    /** First day of the month (Asia/Kolkata) the payout covers. */
    period: date("period").notNull(),
    sessions: integer("sessions").notNull(),
    gross: integer("gross").notNull(),
    tax: integer("tax").notNull(),
    commission: integer("commission").notNull(),
    refunds: integer("refunds").notNull(),
    net: integer("net").notNull(),
    reference: text("reference").notNull(),
    paidBy: uuid("paid_by").references(() => user.id, { onDelete: "set null" }),
    paidAt: ts("paid_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("payouts_expert_period_idx").on(t.expertId, t.period)],
);

/**
 * Append-only record of every staff action (ARCHITECTURE: audit), written by the service in the same
 * transaction as the change. Migration 0010 adds triggers that refuse UPDATE, DELETE and TRUNCATE.
 * actor_id has no foreign key: the record outlives the account.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: ts("at").notNull().defaultNow(),
    /** The admin's user id; null for the command line and the ADMIN_EMAILS list. */
    actorId: uuid("actor_id"),
    /** The admin's email, or 'command line' / 'ADMIN_EMAILS'. */
    actorLabel: text("actor_label").notNull(),
    /** e.g. application.approve, member.suspend, refund.create, staff.grant. */
    action: text("action").notNull(),
    /** e.g. expert, member, booking, dispute, payout, course, staff. */
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    reason: text("reason"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.at.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId, t.at.desc()),
    index("audit_log_action_idx").on(t.action, t.at.desc()),
  ],
);
