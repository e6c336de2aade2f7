-- Extensions used across the schema: case-insensitive usernames (citext), fuzzy search
-- (pg_trgm) and the booking no-overlap constraint (btree_gist).
CREATE EXTENSION IF NOT EXISTS citext;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;
