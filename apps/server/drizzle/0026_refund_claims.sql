-- Issue 21, a pending cancellation refund is claimed before the gateway is asked: one worker (a node's
-- reconciliation job, or the cancel itself) takes the row until refund_claimed_until, so two nodes never
-- send the same refund. A claimer that crashed leaves a lease that runs out; the row is retried then.
ALTER TABLE "payments" ADD COLUMN "refund_claimed_until" timestamp with time zone;
