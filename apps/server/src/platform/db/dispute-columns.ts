// A booking's dispute as one JSON column, for the booking lists of both sides and the
// console; presentDispute (platform/presenters/dispute.presenter.ts) turns it into the contract shape.
import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";

/** What the `dispute` column holds (timestamps as PostgreSQL writes them in JSON). */
export const disputeJson = z.object({
  id: z.string(),
  category: z.string(),
  description: z.string(),
  created_at: z.string(),
  expert_reply: z.string().nullable(),
  expert_replied_at: z.string().nullable(),
  status: z.string(),
  resolution: z.string().nullable(),
  refund_amount: z.number().nullable(),
  resolution_message: z.string().nullable(),
  resolved_at: z.string().nullable(),
});
export type DisputeJson = z.infer<typeof disputeJson>;

/** Raw SQL: the dispute of the booking whose id is `bookingId`, or null, as column `dispute`. */
export const disputeColumn = (bookingId: SQL) => sql`(select json_build_object('id', d.id, 'category', d.category,
  'description', d.description, 'created_at', d.created_at, 'expert_reply', d.expert_reply,
  'expert_replied_at', d.expert_replied_at, 'status', d.status, 'resolution', d.resolution,
  'refund_amount', d.refund_amount, 'resolution_message', d.resolution_message, 'resolved_at', d.resolved_at)
  from booking_disputes d where d.booking_id = ${bookingId}) as dispute`;
