-- A confirmed seat that stops being confirmed (the member cancelled, the host or an admin cancelled,
-- it was refunded, the member was suspended or erased) tells every server process, at commit, on the
-- channel saathi_circle_room: each process cuts that member's sockets off the meeting's live room and
-- the first to claim their participant rows takes them out of the audio. Like saathi_session_ended
-- (migration 0029), every path that changes a seat is covered without any of them having to say so.
CREATE OR REPLACE FUNCTION "circle_seat_left_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'confirmed' AND (TG_OP = 'DELETE' OR NEW.status <> 'confirmed' OR NEW.member_id <> OLD.member_id) THEN
    PERFORM pg_notify('saathi_circle_room',
      json_build_object('op', 'seat', 'occurrenceId', OLD.occurrence_id, 'memberId', OLD.member_id)::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "circle_seat_left_notify" AFTER UPDATE OR DELETE ON "circle_seats"
  FOR EACH ROW EXECUTE FUNCTION "circle_seat_left_notify"();
