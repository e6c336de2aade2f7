ALTER TABLE "expert_profiles" ADD COLUMN "works_with_young_people" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "expert_profiles" ADD COLUMN "campus_institution" text;