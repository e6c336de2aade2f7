// Your account and your data (India's DPDP Act 2023): notification preferences, consents,
// data exports, account deletions with a grace period, grievances, a nominee, and sign-in history.
// Every row here belongs to one member and goes with them on erasure (cascade), except what the
// erasure itself keeps pseudonymised (modules/account-deletion).
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const owner = () =>
  uuid("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * A member's choice for one kind of notification (messages, follows, comments_likes, bookings, calls,
 * account…) on each channel. No row means the default for that kind (contract: account-settings).
 */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: owner(),
    kind: text("kind").notNull(),
    inApp: boolean("in_app").notNull(),
    email: boolean("email").notNull(),
    /** Web Push on the member's subscribed browsers; null: the kind's default (contract). */
    push: boolean("push"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * Every consent given, with the version of the document accepted; withdrawing sets withdrawn_at (a
 * later consent is a new row). purpose: terms, privacy, sensitive (storing assessment results and
 * journal entries in the account), safety_review, care_scores (sharing the questionnaires answered
 * before sessions with one expert: expert_id names them; one consent per expert).
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    purpose: text("purpose").notNull(),
    /** Only for care_scores: the expert the member shares their scores with. */
    expertId: uuid("expert_id").references(() => user.id, { onDelete: "cascade" }),
    version: text("version").notNull(),
    givenAt: ts("given_at").notNull().defaultNow(),
    withdrawnAt: ts("withdrawn_at"),
  },
  (t) => [
    check(
      "consents_purpose_check",
      sql`${t.purpose} in ('terms', 'privacy', 'sensitive', 'safety_review', 'care_scores')`,
    ),
    check("consents_expert_check", sql`(${t.purpose} = 'care_scores') = (${t.expertId} is not null)`),
    index("consents_user_purpose_idx").on(t.userId, t.purpose, t.givenAt.desc()),
  ],
);

/**
 * 'Download my data': one row per request, built by a background job into a private zip under
 * file_key; the link works for 24 hours (expires_at) and only for its owner.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    /** queued, building, ready, failed, expired. */
    status: text("status").notNull().default("queued"),
    /** 0..100, and the step being built, for the progress shown while it builds. */
    progress: integer("progress").notNull().default(0),
    step: text("step"),
    fileKey: text("file_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    error: text("error"),
    createdAt: ts("created_at").notNull().defaultNow(),
    readyAt: ts("ready_at"),
    expiresAt: ts("expires_at"),
  },
  (t) => [
    check("data_exports_status_check", sql`${t.status} in ('queued', 'building', 'ready', 'failed', 'expired')`),
    index("data_exports_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A requested deletion: erased after erase_after (7 days of grace) unless the member signs in and keeps
 * the account (the row is deleted). `plan` is what the member was told would happen (bookings cancelled
 * and refunded, records kept and why), and what did.
 */
export const accountDeletions = pgTable(
  "account_deletions",
  {
    userId: uuid("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    requestedAt: ts("requested_at").notNull().defaultNow(),
    eraseAfter: ts("erase_after").notNull(),
    /** password or otp: how the member confirmed. */
    confirmedWith: text("confirmed_with").notNull(),
    plan: jsonb("plan").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index("account_deletions_due_idx").on(t.eraseAfter)],
);

/**
 * What remains of an erased account: a pseudonym that retained records (payments, invoices, refunds,
 * payouts, the staff audit trail) now point to instead of the person. No name, email or phone.
 */
export const erasedAccounts = pgTable("erased_accounts", {
  /** The placeholder user row ("Deleted member") the retained records point to. */
  pseudonymId: uuid("pseudonym_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "restrict" }),
  requestedAt: ts("requested_at").notNull(),
  erasedAt: ts("erased_at").notNull().defaultNow(),
  /** users or expert (what the account was), for the retention report. */
  role: text("role").notNull(),
  /** What was kept and why, as listed on the deletion screen. */
  retained: jsonb("retained").notNull().default(sql`'[]'::jsonb`),
});

export const grievanceTicketSeq = pgSequence("grievance_ticket_seq", { startWith: 1001 });

/**
 * A request under the DPDP Act (access summary, correction, erasure, complaint, nominee) with a ticket
 * number the member follows; staff answer within 7 days (target) and 90 days at most (due_at).
 */
export const grievances = pgTable(
  "grievances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Shown to the member, e.g. G-1001. */
    ticket: text("ticket").notNull().unique().default(sql`'G-' || nextval('grievance_ticket_seq')`),
    userId: owner(),
    kind: text("kind").notNull(),
    body: text("body").notNull(),
    /** open, in_progress, answered, closed. */
    status: text("status").notNull().default("open"),
    answer: text("answer"),
    answeredBy: uuid("answered_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    targetAt: ts("target_at").notNull(),
    dueAt: ts("due_at").notNull(),
    answeredAt: ts("answered_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("grievances_kind_check", sql`${t.kind} in ('access', 'correction', 'erasure', 'complaint', 'nominee')`),
    check("grievances_status_check", sql`${t.status} in ('open', 'in_progress', 'answered', 'closed')`),
    index("grievances_user_idx").on(t.userId, t.createdAt.desc()),
    index("grievances_queue_idx").on(t.status, t.dueAt),
  ],
);

/** The person who may exercise the member's rights on their death or incapacity (one per member). */
export const nominees = pgTable("nominees", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  name: text("name").notNull(),
  /** An email address or a 10-digit phone number. */
  contact: text("contact").notNull(),
  relation: text("relation").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Every successful sign-in (part of the member's data export; kept 1 year). */
export const signInEvents = pgTable(
  "sign_in_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    at: ts("at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sign_in_events_user_idx").on(t.userId, t.at.desc())],
);
