// A booking's dispute as its member, its expert and the console see it.
import type { BookingDispute } from "@saathi/contract/booking-disputes";
import type { DisputeJson } from "../db/dispute-columns.ts";

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

export function presentDispute(d: DisputeJson | null): BookingDispute | null {
  if (!d) return null;
  return {
    id: d.id,
    category: d.category as BookingDispute["category"],
    description: d.description,
    createdAt: new Date(d.created_at).toISOString(),
    expertReply: d.expert_reply,
    expertRepliedAt: iso(d.expert_replied_at),
    status: d.status as BookingDispute["status"],
    resolution: d.resolution as BookingDispute["resolution"],
    refundAmount: d.refund_amount,
    resolutionMessage: d.resolution_message,
    resolvedAt: iso(d.resolved_at),
  };
}
