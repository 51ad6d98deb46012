ALTER TABLE "applications" ADD COLUMN "wants_to_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "signup_policy" text DEFAULT 'players' NOT NULL;