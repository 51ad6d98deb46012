ALTER TABLE "tournament_stages" ADD COLUMN "format" jsonb;--> statement-breakpoint
ALTER TABLE "tournaments" ADD COLUMN "format" jsonb;