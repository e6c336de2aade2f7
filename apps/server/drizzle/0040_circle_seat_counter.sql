ALTER TABLE "circle_occurrences" ADD COLUMN "seats_taken" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "circle_occurrences" ADD CONSTRAINT "circle_occurrences_seats_taken_check" CHECK ("circle_occurrences"."seats_taken" >= 0);--> statement-breakpoint
-- The seat counter: live seats (held or confirmed) plus live offers, changed by the rows' own triggers
-- (a delta on the occurrence's latest row version, so it is right whoever changes a seat and however).
UPDATE "circle_occurrences" o SET "seats_taken" =
  (SELECT count(*) FROM circle_seats s WHERE s.occurrence_id = o.id AND s.status IN ('held', 'confirmed'))
  + (SELECT count(*) FROM circle_waitlist w WHERE w.occurrence_id = o.id AND w.status = 'offered');--> statement-breakpoint
CREATE FUNCTION circle_seats_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status IN ('held', 'confirmed');
  is_live boolean := TG_OP <> 'DELETE' AND NEW.status IN ('held', 'confirmed');
BEGIN
  IF was AND NOT is_live THEN
    UPDATE circle_occurrences SET seats_taken = seats_taken - 1 WHERE id = OLD.occurrence_id;
  ELSIF is_live AND NOT was THEN
    UPDATE circle_occurrences SET seats_taken = seats_taken + 1 WHERE id = NEW.occurrence_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER circle_seats_count AFTER INSERT OR UPDATE OF status OR DELETE ON circle_seats
  FOR EACH ROW EXECUTE FUNCTION circle_seats_count();--> statement-breakpoint
CREATE FUNCTION circle_offers_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was boolean := TG_OP <> 'INSERT' AND OLD.status = 'offered';
  is_live boolean := TG_OP <> 'DELETE' AND NEW.status = 'offered';
BEGIN
  IF was AND NOT is_live THEN
    UPDATE circle_occurrences SET seats_taken = seats_taken - 1 WHERE id = OLD.occurrence_id;
  ELSIF is_live AND NOT was THEN
    UPDATE circle_occurrences SET seats_taken = seats_taken + 1 WHERE id = NEW.occurrence_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER circle_waitlist_count AFTER INSERT OR UPDATE OF status OR DELETE ON circle_waitlist
  FOR EACH ROW EXECUTE FUNCTION circle_offers_count();--> statement-breakpoint
-- The seat take, for every member of one node's batch at once: one call, one short transaction. The
-- meeting's row is locked only when it still takes seats and its counter is below its capacity
-- (re-checked on the newest row version after waiting, so a crowd is answered "full" as soon as the
-- last seat commits, without queueing for the lock); then, holding it, each member in turn gets the
-- lowest free seat number (a fresh snapshot per statement: every seat committed before is seen) until
-- the counter reaches the capacity. A seat with no hold is confirmed at once (a free circle's).
-- Answers one row per member: the seat's id and 'taken', or no id and why: 'full', 'closed', or for
-- the locked path's rules 'mine' (a live seat already), 'waiting' (someone waits or holds an offer)
-- and 'stale' (a dead hold or a lapsed offer to let go first); 'blocked' when someone the member
-- blocked holds a seat and the member did not confirm they still want it.
CREATE FUNCTION circle_take_seats(
  p_occurrence uuid, p_members uuid[], p_nicknames text[], p_amount integer, p_currency text, p_provider text,
  p_hold_expires_at timestamptz, p_paid_at timestamptz, p_confirm_blocked boolean[]
) RETURNS TABLE (out_member uuid, out_seat uuid, out_outcome text) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  cap smallint;
  taken integer;
  i integer;
  n smallint;
  why text;
BEGIN
  SELECT o.seats, o.seats_taken INTO cap, taken FROM circle_occurrences o JOIN circles c ON c.id = o.circle_id
    WHERE o.id = p_occurrence AND o.status = 'scheduled' AND o.starts_at > now() AND c.status = 'active'
      AND o.seats_taken < o.seats
    FOR UPDATE OF o;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM circle_occurrences o JOIN circles c ON c.id = o.circle_id
        WHERE o.id = p_occurrence AND o.status = 'scheduled' AND o.starts_at > now() AND c.status = 'active') THEN
      why := 'closed';
    ELSIF EXISTS (SELECT 1 FROM circle_seats s WHERE s.occurrence_id = p_occurrence AND s.status = 'held'
          AND s.hold_expires_at < now())
        OR EXISTS (SELECT 1 FROM circle_waitlist w WHERE w.occurrence_id = p_occurrence AND w.status = 'offered'
          AND w.offered_until < now()) THEN
      why := 'stale';
    ELSE
      -- Full: but a member with a live seat or an offer is answered by the locked path (their seat).
      RETURN QUERY SELECT m, NULL::uuid,
          CASE WHEN EXISTS (SELECT 1 FROM circle_seats s WHERE s.occurrence_id = p_occurrence AND s.member_id = m
              AND s.status IN ('held', 'confirmed'))
            OR EXISTS (SELECT 1 FROM circle_waitlist w WHERE w.occurrence_id = p_occurrence AND w.member_id = m
              AND w.status = 'offered')
          THEN 'mine' ELSE 'full' END
        FROM unnest(p_members) m;
      RETURN;
    END IF;
  ELSIF EXISTS (SELECT 1 FROM circle_seats s WHERE s.occurrence_id = p_occurrence AND s.status = 'held'
        AND s.hold_expires_at < now())
      OR EXISTS (SELECT 1 FROM circle_waitlist w WHERE w.occurrence_id = p_occurrence AND w.status = 'offered'
        AND w.offered_until < now()) THEN
    why := 'stale';
  ELSIF EXISTS (SELECT 1 FROM circle_waitlist w WHERE w.occurrence_id = p_occurrence
      AND w.status IN ('waiting', 'offered')) THEN
    why := 'waiting';
  END IF;
  IF why IS NOT NULL THEN
    RETURN QUERY SELECT m, NULL::uuid, why FROM unnest(p_members) m;
    RETURN;
  END IF;
  FOR i IN 1 .. coalesce(array_length(p_members, 1), 0) LOOP
    out_member := p_members[i];
    out_seat := NULL;
    IF EXISTS (SELECT 1 FROM circle_seats s WHERE s.occurrence_id = p_occurrence AND s.member_id = p_members[i]
        AND s.status IN ('held', 'confirmed')) THEN
      out_outcome := 'mine';
    ELSIF taken >= cap THEN
      out_outcome := 'full';
    ELSIF NOT coalesce(p_confirm_blocked[i], false) AND EXISTS (SELECT 1 FROM blocks b JOIN circle_seats s
        ON s.member_id = b.blocked_id AND s.occurrence_id = p_occurrence AND s.status IN ('held', 'confirmed')
        WHERE b.blocker_id = p_members[i]) THEN
      -- Someone this member blocked holds a seat: they are warned and must confirm (the other learns nothing).
      out_outcome := 'blocked';
    ELSE
      SELECT min(g)::smallint INTO n FROM generate_series(1, cap) g
        WHERE NOT EXISTS (SELECT 1 FROM circle_seats s WHERE s.occurrence_id = p_occurrence AND s.seat_number = g
          AND s.status IN ('held', 'confirmed'));
      IF n IS NULL THEN
        out_outcome := 'full';
      ELSE
        INSERT INTO circle_seats (occurrence_id, member_id, seat_number, status, nickname, amount, currency, provider,
            hold_expires_at, paid_at)
          VALUES (p_occurrence, p_members[i], n, CASE WHEN p_hold_expires_at IS NULL THEN 'confirmed' ELSE 'held' END,
            p_nicknames[i], p_amount, p_currency, p_provider, p_hold_expires_at, p_paid_at)
          RETURNING id INTO out_seat;
        taken := taken + 1;
        out_outcome := 'taken';
      END IF;
    END IF;
    RETURN NEXT;
  END LOOP;
END $$;
--> statement-breakpoint
-- The last reminder sent to a seat before its meeting (the circles-reminders job).
ALTER TABLE "circle_seats" ADD COLUMN "last_reminder" text;--> statement-breakpoint
ALTER TABLE "circle_seats" ADD CONSTRAINT "circle_seats_last_reminder_check" CHECK ("circle_seats"."last_reminder" in ('24h', '1h'));