// A booking's dispute as one JSON column (issue 15), for the booking lists of both sides and the
// console; presentDispute (platform/presenters/dispute.presenter.ts) turns it into the contract shape.
import { type SQL, sql } from "drizzle-orm";

/** What the `dispute` column holds (timestamps as PostgreSQL writes them in JSON). */
export interface DisputeJson {
  id: string;
  category: string;
  description: string;
  created_at: string;
  expert_reply: string | null;
  expert_replied_at: string | null;
  status: string;
  resolution: string | null;
  refund_amount: number | null;
  resolution_message: string | null;
  resolved_at: string | null;
}

/** Raw SQL: the dispute of the booking whose id is `bookingId`, or null, as column `dispute`. */
export const disputeColumn = (bookingId: SQL) => sql`(select json_build_object('id', d.id, 'category', d.category,
  'description', d.description, 'created_at', d.created_at, 'expert_reply', d.expert_reply,
  'expert_replied_at', d.expert_replied_at, 'status', d.status, 'resolution', d.resolution,
  'refund_amount', d.refund_amount, 'resolution_message', d.resolution_message, 'resolved_at', d.resolved_at)
  from booking_disputes d where d.booking_id = ${bookingId}) as dispute`;
