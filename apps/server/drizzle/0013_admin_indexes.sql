-- Admin console at scale (issue 15, bench/admin.ts): indexes the bookings search needs (the members list has
-- its own in 0014).
-- A gateway payment id pasted into the bookings search: without it, a sequential scan of payments (120 ms at 500,000).
CREATE INDEX "payments_gateway_payment_idx" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
-- The bookings search's exact order (starts_at desc nulls last, id desc): an index-only walk to a deep page.
CREATE INDEX "bookings_starts_id_idx" ON "bookings" USING btree ("starts_at" DESC NULLS LAST,"id" DESC);
