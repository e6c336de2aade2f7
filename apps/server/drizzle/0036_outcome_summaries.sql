CREATE TABLE "outcome_summaries" (
	"user_id" uuid NOT NULL,
	"instrument" text NOT NULL,
	"scores" integer NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"first_score" integer NOT NULL,
	"week8_score" integer,
	"week12_score" integer,
	CONSTRAINT "outcome_summaries_user_id_instrument_pk" PRIMARY KEY("user_id","instrument")
);
--> statement-breakpoint
ALTER TABLE "outcome_summaries" ADD CONSTRAINT "outcome_summaries_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The outcomes page reads one row per member and questionnaire instead of every before-session score
-- (decision 037). outcome_summaries_refresh recomputes the rows of the given (member, questionnaire)
-- pairs from assessment_results, with the same arithmetic the page used over the whole table: the
-- first score is the smallest [epoch, score] pair; the score for a time point is the smallest
-- [distance, epoch, score] among the strictly later ones within 14 days of it (8 weeks = 4838400 s,
-- 12 weeks = 7257600 s, 14 days = 1209600 s: OUTCOME_WEEKS and OUTCOME_WINDOW_DAYS in
-- packages/contract/src/outcomes.ts; outcomes-summary.test.ts compares with the old read). A pair
-- with no before-session score left loses its row.
--
-- Recomputing (never adding to) the row cannot drift. Two transactions writing scores of the same
-- pair could each recompute without seeing the other's uncommitted score; a transaction-scoped
-- advisory lock per pair, taken before the recompute's statements (each takes its snapshot after
-- the lock), puts them one after the other. More than 500 pairs at once (the backfill, a seed, a
-- counsellor's bookings going) take one lock for the whole table instead of thousands.
CREATE FUNCTION "outcome_summaries_refresh"(users uuid[], instruments text[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(cardinality(users), 0) = 0 THEN
    RETURN;
  END IF;
  IF cardinality(users) > 500 THEN
    PERFORM pg_advisory_xact_lock(hashtext('outcome_summaries'), 0);
  ELSE
    PERFORM pg_advisory_xact_lock_shared(hashtext('outcome_summaries'), 0);
    PERFORM pg_advisory_xact_lock(hashtext('outcome_summaries_pair'), hashtext(k.u::text || k.i))
      FROM (SELECT DISTINCT u, i FROM unnest(users, instruments) AS t(u, i) ORDER BY u, i) k;
  END IF;

  DELETE FROM outcome_summaries s
  USING unnest(users, instruments) AS k(u, i)
  WHERE s.user_id = k.u AND s.instrument = k.i
    AND NOT EXISTS (SELECT 1 FROM assessment_results r
      WHERE r.user_id = k.u AND r.instrument = k.i AND r.booking_id IS NOT NULL);

  WITH k AS (SELECT DISTINCT u AS user_id, i AS instrument FROM unnest(users, instruments) AS t(u, i)),
  f AS (
    SELECT r.user_id, r.instrument, min(array[date_part('epoch', r.created_at), r.score::float8]) AS first,
      count(*)::int AS n
    FROM assessment_results r JOIN k ON k.user_id = r.user_id AND k.instrument = r.instrument
    WHERE r.booking_id IS NOT NULL
    GROUP BY r.user_id, r.instrument
  ),
  near AS (
    SELECT f.user_id, f.instrument,
      min(array[abs(date_part('epoch', r.created_at) - f.first[1] - 4838400), date_part('epoch', r.created_at), r.score::float8])
        FILTER (WHERE abs(date_part('epoch', r.created_at) - f.first[1] - 4838400) <= 1209600) AS near8,
      min(array[abs(date_part('epoch', r.created_at) - f.first[1] - 7257600), date_part('epoch', r.created_at), r.score::float8])
        FILTER (WHERE abs(date_part('epoch', r.created_at) - f.first[1] - 7257600) <= 1209600) AS near12
    FROM f JOIN assessment_results r ON r.user_id = f.user_id AND r.instrument = f.instrument AND r.booking_id IS NOT NULL
    WHERE date_part('epoch', r.created_at) > f.first[1]
    GROUP BY f.user_id, f.instrument
  )
  INSERT INTO outcome_summaries (user_id, instrument, scores, first_at, first_score, week8_score, week12_score)
  SELECT f.user_id, f.instrument, f.n, to_timestamp(f.first[1]), f.first[2]::int, near.near8[3]::int, near.near12[3]::int
  FROM f LEFT JOIN near ON near.user_id = f.user_id AND near.instrument = f.instrument
  ON CONFLICT (user_id, instrument) DO UPDATE SET scores = excluded.scores, first_at = excluded.first_at,
    first_score = excluded.first_score, week8_score = excluded.week8_score, week12_score = excluded.week12_score;
END $$;
--> statement-breakpoint
-- Every write to assessment_results, whatever its path (a check-in answered, sensitive consent
-- withdrawn, a member erased, a booking deleted turning its scores into self-checks), refreshes the
-- pairs whose before-session scores it touched, in the same statement. Self-checks alone touch nothing.
CREATE FUNCTION "outcome_summaries_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  users uuid[];
  instruments text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(instrument) INTO users, instruments
      FROM (SELECT DISTINCT user_id, instrument FROM new_rows WHERE booking_id IS NOT NULL) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(instrument) INTO users, instruments
      FROM (SELECT DISTINCT user_id, instrument FROM old_rows WHERE booking_id IS NOT NULL) k;
  ELSE
    SELECT array_agg(user_id), array_agg(instrument) INTO users, instruments
      FROM (SELECT user_id, instrument FROM old_rows WHERE booking_id IS NOT NULL
        UNION SELECT user_id, instrument FROM new_rows WHERE booking_id IS NOT NULL) k;
  END IF;
  PERFORM outcome_summaries_refresh(users, instruments);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outcome_summaries_after_insert" AFTER INSERT ON "assessment_results"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "outcome_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "outcome_summaries_after_update" AFTER UPDATE ON "assessment_results"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "outcome_summaries_follow"();
--> statement-breakpoint
CREATE TRIGGER "outcome_summaries_after_delete" AFTER DELETE ON "assessment_results"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "outcome_summaries_follow"();
--> statement-breakpoint
-- Truncating the scores empties the summaries too (statement triggers with transition tables do not
-- fire on TRUNCATE).
CREATE FUNCTION "outcome_summaries_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM outcome_summaries;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "outcome_summaries_after_truncate" AFTER TRUNCATE ON "assessment_results"
  FOR EACH STATEMENT EXECUTE FUNCTION "outcome_summaries_truncate"();
--> statement-breakpoint
-- The backfill: every pair that already has a before-session score.
SELECT outcome_summaries_refresh(array_agg(user_id), array_agg(instrument))
FROM (SELECT DISTINCT user_id, instrument FROM assessment_results WHERE booking_id IS NOT NULL) k;
