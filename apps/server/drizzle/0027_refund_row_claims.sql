-- Issue 21, an admin, dispute or suspension refund (a refunds row) is claimed before the gateway is
-- asked: one worker (the request that made it, or one node's retry job) holds the row until
-- claimed_until, so two nodes never send the same refund at once. A claimer that crashed leaves a
-- lease that runs out; the row is retried then, under the same receipt (the refund's id).
ALTER TABLE "refunds" ADD COLUMN "claimed_until" timestamp with time zone;
