-- No double booking, ever: two active (held or confirmed) bookings of one expert may not overlap in time.
-- The loser of a race gets exclusion_violation (23P01), which the API answers with 409 'This slot was just taken'.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("expert_id" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&)
  WHERE ("status" IN ('HELD', 'CONFIRMED'));
