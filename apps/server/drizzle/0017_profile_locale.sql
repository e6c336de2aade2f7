ALTER TABLE "user_profiles" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_locale_check" CHECK ("user_profiles"."locale" in ('en', 'hi'));